import { useEffect } from 'react';
import { create } from 'zustand';
import { useCurrentPage } from './routeHandle';

interface PageTitlesState {
  /** Titles a page gave itself, by its tab key; they stand in for the route's title in the tab, breadcrumb and document title. */
  titles: Record<string, string>;
  set(key: string, title: string | undefined): void;
}

export const usePageTitles = create<PageTitlesState>()((set) => ({
  titles: {},
  set: (key, title) => set((s) => {
    if (s.titles[key] === title) return s;
    const titles = { ...s.titles };
    if (title === undefined) delete titles[key];
    else titles[key] = title;
    return { titles };
  }),
}));

/**
 * Titles the page on screen by what it shows (a filing by its type and status) instead of its route's fixed title;
 * undefined (while loading) goes back to the route's. The title stays with the tab after the page is left, as the
 * tab still leads to what it named. `enabled` false leaves the page's title alone (a view shown inside another page).
 */
export function useRetitlePage(title: string | undefined, enabled = true): void {
  const key = useCurrentPage()?.key;
  const set = usePageTitles((s) => s.set);
  useEffect(() => {
    if (key && enabled) set(key, title);
  }, [key, title, enabled, set]);
}

/** The title a page gave itself, if any. */
export const usePageTitleOf = (key: string | undefined): string | undefined => usePageTitles((s) => (key ? s.titles[key] : undefined));
