import { create } from 'zustand';
import type { RouteRecord } from '@/lib/contracts/router';

export interface RoutesState {
  /** The filtered server routes, ending with the catch-all. */
  routes: RouteRecord[];
  loaded: boolean;
  setRoutes(routes: RouteRecord[]): void;
  reset(): void;
}

export const useRoutesStore = create<RoutesState>()((set) => ({
  routes: [],
  loaded: false,
  setRoutes: (routes) => set({ routes, loaded: true }),
  reset: () => set({ routes: [], loaded: false }),
}));
