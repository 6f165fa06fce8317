import { create } from 'zustand';

export interface VisitedTab {
  /** The concrete path, params filled in. */
  path: string;
  query: string;
  params: Record<string, string | undefined>;
  name?: string;
  parentIcon?: string;
  meta: { title: string; icon?: string; noClosable?: boolean; dynamicNewTab?: boolean };
}

export interface TabsState {
  visited: VisitedTab[];
  /** A path already open is updated in place, unless it is a dynamic-new-tab route (spec §4). */
  addTab(tab: VisitedTab): void;
  removeTab(path: string): void;
  reset(): void;
}

export const useTabsStore = create<TabsState>()((set) => ({
  visited: [],
  addTab: (tab) =>
    set((s) => {
      const at = s.visited.findIndex((t) => t.path === tab.path);
      if (at < 0) return { visited: [...s.visited, tab] };
      if (tab.meta.dynamicNewTab) return s;
      const visited = [...s.visited];
      visited[at] = { ...visited[at], ...tab };
      return { visited };
    }),
  removeTab: (path) => set((s) => ({ visited: s.visited.filter((t) => t.path !== path || t.meta.noClosable) })),
  reset: () => set({ visited: [] }),
}));
