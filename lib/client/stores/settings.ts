import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { defaultTheme, settings, type Device, type Language, type ThemeSettings } from '@/lib/config/settings';

export interface SettingsState {
  logo: string;
  title: string;
  device: Device;
  /** The side bar is folded. */
  collapse: boolean;
  language: Language;
  theme: ThemeSettings;
  /** Layout extras, e.g. the first-level route shown by the comprehensive layout. */
  extra: { first: string };
  setLanguage(language: Language): void;
  setCollapse(collapse: boolean): void;
  toggleCollapse(): void;
  setDevice(device: Device): void;
  saveTheme(theme: ThemeSettings): void;
  resetTheme(): void;
}

/** Language, collapse and the saved theme persist in localStorage (spec §4). */
export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      logo: settings.logo,
      title: settings.title,
      device: 'desktop',
      collapse: false,
      language: settings.defaultLanguage,
      theme: { ...defaultTheme },
      extra: { first: '' },
      setLanguage: (language) => set({ language }),
      setCollapse: (collapse) => set({ collapse }),
      toggleCollapse: () => set((s) => ({ collapse: !s.collapse })),
      setDevice: (device) => set({ device }),
      saveTheme: (theme) => set({ theme: { ...theme } }),
      resetTheme: () => set({ theme: { ...defaultTheme } }),
    }),
    {
      name: settings.settingsKey,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ language: s.language, collapse: s.collapse, theme: s.theme }),
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<Pick<SettingsState, 'language' | 'collapse' | 'theme'>>;
        return {
          ...current,
          language: p.language === 'en' || p.language === 'zh' ? p.language : current.language,
          collapse: typeof p.collapse === 'boolean' ? p.collapse : current.collapse,
          theme: { ...current.theme, ...p.theme },
        };
      },
    },
  ),
);

export const currentLanguage = (): Language => useSettingsStore.getState().language;
