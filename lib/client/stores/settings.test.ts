/** @jest-environment jsdom */
import { defaultTheme, settings } from '@/lib/config/settings';
import { useSettingsStore } from './settings';

const stored = () => JSON.parse(localStorage.getItem(settings.settingsKey) ?? '{}').state;

beforeEach(() => {
  useSettingsStore.getState().resetTheme();
  useSettingsStore.getState().setLanguage('zh');
});

describe('the settings store', () => {
  it('shows a theme change at once but keeps it only when saved', () => {
    const store = useSettingsStore.getState();
    store.updateTheme({ layout: 'column' });
    expect(useSettingsStore.getState().theme.layout).toBe('column');
    expect(stored().theme.layout).toBe('horizontal');
    useSettingsStore.getState().saveTheme();
    expect(stored().theme.layout).toBe('column');
  });

  it('restores the defaults of spec §2.4, saved', () => {
    useSettingsStore.getState().saveTheme({ ...defaultTheme, themeName: 'black', showSearch: true });
    useSettingsStore.getState().resetTheme();
    expect(useSettingsStore.getState().theme).toEqual(defaultTheme);
    expect(stored().theme).toEqual(defaultTheme);
  });

  it('keeps the language and the side bar collapse in local storage', () => {
    useSettingsStore.getState().setLanguage('en');
    useSettingsStore.getState().setCollapse(true);
    expect(stored()).toMatchObject({ language: 'en', collapse: true });
  });

  it('reads a saved theme back, dropping values the product does not have', async () => {
    localStorage.setItem(settings.settingsKey, JSON.stringify({ state: { theme: { layout: 'float', themeName: 'pink' }, language: 'en' }, version: 0 }));
    await useSettingsStore.persist.rehydrate();
    const { theme, savedTheme, language } = useSettingsStore.getState();
    expect(theme).toEqual({ ...defaultTheme, layout: 'float' });
    expect(savedTheme).toEqual(theme);
    expect(language).toBe('en');
  });
});
