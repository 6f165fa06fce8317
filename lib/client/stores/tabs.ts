import { create } from 'zustand';
import { addTab, changeTabsMeta, closeTabs, type CloseAction, type TabMeta, type VisitedTab } from '../tabs';

export type { VisitedTab } from '../tabs';

export interface TabsState {
  visited: VisitedTab[];
  /** Bumped to re-render a view from scratch (refresh of the current view). */
  reloads: Record<string, number>;
  addTab(tab: VisitedTab): void;
  /** Closes tabs and returns where to go when the active one was closed. */
  close(action: CloseAction, target: string, active: string): string | undefined;
  changeTabsMeta(by: { name?: string; title?: string }, meta: Partial<TabMeta>): void;
  reload(key: string): void;
  reset(): void;
}

export const useTabsStore = create<TabsState>()((set, get) => ({
  visited: [],
  reloads: {},
  addTab: (tab) => set((s) => ({ visited: addTab(s.visited, tab) })),
  close(action, target, active) {
    const { tabs, navigateTo } = closeTabs(get().visited, action, target, active);
    set({ visited: tabs });
    return navigateTo;
  },
  changeTabsMeta: (by, meta) => set((s) => ({ visited: changeTabsMeta(s.visited, by, meta) })),
  reload: (key) => set((s) => ({ reloads: { ...s.reloads, [key]: (s.reloads[key] ?? 0) + 1 } })),
  reset: () => set({ visited: [], reloads: {} }),
}));
