import { defaultTheme, type ColumnStyle, Device, LayoutName, TabsBarStyle, ThemeName, ThemeSettings } from '@/lib/config/settings';

/** The choices of the theme drawer (spec §2.4). */
export const LAYOUT_CHOICES: readonly LayoutName[] = ['column', 'comprehensive', 'vertical', 'horizontal', 'common'];
export const ALL_LAYOUTS: readonly LayoutName[] = [...LAYOUT_CHOICES, 'float'];
export const THEME_CHOICES: readonly ThemeName[] = ['default', 'black', 'white'];
/** A random theme also draws the colour themes. */
export const RANDOM_THEMES: readonly ThemeName[] = [...THEME_CHOICES, 'ocean', 'green', 'red'];
export const COLUMN_STYLES: readonly ColumnStyle[] = ['vertical', 'horizontal', 'card', 'arrow'];
export const TABS_BAR_STYLES: readonly TabsBarStyle[] = ['card', 'smart', 'smooth'];

/** The switches of the drawer, in the order shown. */
export const THEME_SWITCHES = [
  'showTabs', 'showTabsBarIcon', 'fixedHeader', 'showLanguage', 'showProgressBar', 'showRefresh', 'showSearch', 'showNotice',
  'showFullScreen',
] as const satisfies readonly (keyof ThemeSettings)[];

/** Below the mobile breakpoint every layout shows as vertical; the chosen one comes back on desktop. */
export const effectiveLayout = (theme: ThemeSettings, device: Device): LayoutName => (device === 'desktop' ? theme.layout : 'vertical');

/** Which drawer fields are disabled (spec §2.4). */
export function disabledFields(theme: ThemeSettings, device: Device): ReadonlySet<keyof ThemeSettings> {
  const off = new Set<keyof ThemeSettings>();
  if (device !== 'desktop') off.add('layout');
  if (!theme.showTabs) off.add('tabsBarStyle');
  if (theme.layout !== 'column') off.add('columnStyle');
  if (theme.layout === 'common') off.add('fixedHeader');
  return off;
}

function pickOther<T>(choices: readonly T[], current: T, random: () => number): T {
  const others = choices.filter((c) => c !== current);
  return others[Math.min(others.length - 1, Math.floor(random() * others.length))];
}

/** A random theme: a different colour theme, layout (vertical on a non-desktop device), column and tab style. */
export function randomTheme(current: ThemeSettings, device: Device, random: () => number = Math.random): ThemeSettings {
  return {
    ...current,
    themeName: pickOther(RANDOM_THEMES, current.themeName, random),
    layout: device === 'desktop' ? pickOther(ALL_LAYOUTS, current.layout, random) : 'vertical',
    columnStyle: pickOther(COLUMN_STYLES, current.columnStyle, random),
    tabsBarStyle: pickOther(TABS_BAR_STYLES, current.tabsBarStyle, random),
    showTabsBarIcon: random() < 0.5,
  };
}

const CHOICES: Partial<Record<keyof ThemeSettings, readonly string[]>> = {
  layout: ALL_LAYOUTS, themeName: RANDOM_THEMES, columnStyle: COLUMN_STYLES, tabsBarStyle: TABS_BAR_STYLES,
};

/** A saved theme read back from storage: unknown keys and values the product does not have fall back to the defaults. */
export function restoreTheme(saved: unknown): ThemeSettings {
  const raw = (saved && typeof saved === 'object' ? saved : {}) as Record<string, unknown>;
  const theme: Record<string, unknown> = { ...defaultTheme };
  for (const [key, fallback] of Object.entries(defaultTheme)) {
    const value = raw[key];
    const choices = CHOICES[key as keyof ThemeSettings];
    if (typeof value === typeof fallback && (!choices || choices.includes(value as string))) theme[key] = value;
  }
  return theme as unknown as ThemeSettings;
}
