import { create } from 'zustand';
import type { RouteMeta, RouteRecord } from '@/lib/contracts/router';
import { changeRouteMeta } from '../menu';

export interface RoutesState {
  /** The filtered server routes, ending with the catch-all. */
  routes: RouteRecord[];
  loaded: boolean;
  setRoutes(routes: RouteRecord[]): void;
  /** Changes a route's meta by its name (spec §4); the menu, breadcrumb and tabs follow. */
  changeMenuMeta(name: string, meta: Partial<RouteMeta>): void;
  reset(): void;
}

export const useRoutesStore = create<RoutesState>()((set) => ({
  routes: [],
  loaded: false,
  setRoutes: (routes) => set({ routes, loaded: true }),
  changeMenuMeta: (name, meta) => set((s) => ({ routes: changeRouteMeta(s.routes, name, meta) })),
  reset: () => set({ routes: [], loaded: false }),
}));
