import { create } from 'zustand';

export interface PanelsState {
  /** The theme drawer is open. */
  themeDrawer: boolean;
  /** The search dialog is open. */
  search: boolean;
  /** The side bar is unfolded over the page (mobile). */
  mobileMenu: boolean;
  setThemeDrawer(open: boolean): void;
  setSearch(open: boolean): void;
  setMobileMenu(open: boolean): void;
}

/** The shell's panels that several controls open (spec §4: the search dialog and the drawer are open or closed). */
export const usePanelsStore = create<PanelsState>()((set) => ({
  themeDrawer: false,
  search: false,
  mobileMenu: false,
  setThemeDrawer: (themeDrawer) => set({ themeDrawer }),
  setSearch: (search) => set({ search }),
  setMobileMenu: (mobileMenu) => set({ mobileMenu }),
}));
