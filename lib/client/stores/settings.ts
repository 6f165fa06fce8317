import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { defaultTheme, isLanguage, settings, type Device, type Language, type ThemeSettings } from '@/lib/config/settings';
import { restoreTheme } from '../themeSettings';

export interface SettingsState {
  logo: string;
  title: string;
  device: Device;
  /** The side bar is folded. */
  collapse: boolean;
  language: Language;
  /** The theme on screen; the drawer changes it live. */
  theme: ThemeSettings;
  /** The theme kept in local storage, applied at the next visit. */
  savedTheme: ThemeSettings;
  /** Layout extras: the first-level entry whose children the comprehensive layout shows. */
  extra: { first: string };
  setLanguage(language: Language): void;
  setCollapse(collapse: boolean): void;
  toggleCollapse(): void;
  setDevice(device: Device): void;
  /** Changes the theme on screen without saving it. */
  updateTheme(patch: Partial<ThemeSettings>): void;
  /** Saves the theme on screen, or the given one. */
  saveTheme(theme?: ThemeSettings): void;
  /** Back to the defaults of spec §2.4, saved. */
  resetTheme(): void;
  setExtraFirst(first: string): void;
}

/** The device at start, so the first paint already has the right layout (the shell follows resizes). */
const initialDevice = (): Device =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && !window.matchMedia(`(min-width:${settings.mobileBreakpoint}px)`).matches
    ? 'mobile'
    : 'desktop';

type Persisted = Partial<{ language: Language; collapse: boolean; theme: unknown }>;

/** Language, collapse and the saved theme persist in localStorage (spec §4). */
export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      logo: settings.logo,
      title: settings.title,
      device: initialDevice(),
      collapse: false,
      language: settings.defaultLanguage,
      theme: { ...defaultTheme },
      savedTheme: { ...defaultTheme },
      extra: { first: '' },
      setLanguage: (language) => set({ language }),
      setCollapse: (collapse) => set({ collapse }),
      toggleCollapse: () => set((s) => ({ collapse: !s.collapse })),
      setDevice: (device) => set({ device }),
      updateTheme: (patch) => set((s) => ({ theme: { ...s.theme, ...patch } })),
      saveTheme: (theme) => set((s) => ({ theme: { ...(theme ?? s.theme) }, savedTheme: { ...(theme ?? s.theme) } })),
      resetTheme: () => set({ theme: { ...defaultTheme }, savedTheme: { ...defaultTheme } }),
      setExtraFirst: (first) => set({ extra: { first } }),
    }),
    {
      name: settings.settingsKey,
      storage: createJSONStorage(() => localStorage),
      partialize: (s): Persisted => ({ language: s.language, collapse: s.collapse, theme: s.savedTheme }),
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Persisted;
        const theme = restoreTheme(p.theme);
        return {
          ...current,
          language: isLanguage(p.language) ? p.language : current.language,
          collapse: typeof p.collapse === 'boolean' ? p.collapse : current.collapse,
          theme,
          savedTheme: theme,
        };
      },
    },
  ),
);

export const currentLanguage = (): Language => useSettingsStore.getState().language;
