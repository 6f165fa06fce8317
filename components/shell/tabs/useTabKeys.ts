import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { VisitedTab } from '@/lib/client/stores/tabs';

interface Handlers {
  open(tab: VisitedTab): void;
  close(tab: VisitedTab): void;
  openMenu(tab: VisitedTab, at: HTMLElement): void;
}

const tabElement = (list: HTMLElement | null, key: string) =>
  [...(list?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])].find((e) => e.dataset.key === key);

/**
 * The tab list's keyboard (WAI-ARIA tabs, manual activation): ←/→ (and Home/End) move the focus, Enter or Space opens
 * the page, Delete closes a closable tab and keeps the focus in the list, Shift+F10 or the context-menu key opens the
 * tab's actions.
 */
export function useTabKeys(list: RefObject<HTMLElement | null>, visited: readonly VisitedTab[], { open, close, openMenu }: Handlers) {
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    const key = focusNext.current;
    if (!key) return;
    focusNext.current = null;
    tabElement(list.current, key)?.focus();
  }, [visited, list]);

  return (e: KeyboardEvent<HTMLElement>, tab: VisitedTab) => {
    const at = visited.findIndex((v) => v.key === tab.key);
    const moveTo = (index: number) => {
      e.preventDefault();
      const to = visited[(index + visited.length) % visited.length];
      if (to) tabElement(list.current, to.key)?.focus();
    };
    if (e.key === 'ArrowRight') moveTo(at + 1);
    else if (e.key === 'ArrowLeft') moveTo(at - 1);
    else if (e.key === 'Home') moveTo(0);
    else if (e.key === 'End') moveTo(visited.length - 1);
    else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open(tab);
    } else if (e.key === 'Delete' && !tab.meta.noClosable) {
      e.preventDefault();
      focusNext.current = (visited[at + 1] ?? visited[at - 1])?.key ?? null;
      close(tab);
    } else if ((e.key === 'F10' && e.shiftKey) || e.key === 'ContextMenu') {
      e.preventDefault();
      openMenu(tab, e.currentTarget);
    }
  };
}
