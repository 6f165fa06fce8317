import { defaultTheme } from '@/lib/config/settings';
import { disabledFields, effectiveLayout, randomTheme, RANDOM_THEMES, restoreTheme } from './themeSettings';

describe('effectiveLayout', () => {
  it('shows the chosen layout on desktop and vertical on mobile', () => {
    const theme = { ...defaultTheme, layout: 'column' as const };
    expect(effectiveLayout(theme, 'desktop')).toBe('column');
    expect(effectiveLayout(theme, 'mobile')).toBe('vertical');
  });
});

describe('disabledFields', () => {
  it('disables the column style outside the column layout, nothing else by default', () => {
    expect([...disabledFields(defaultTheme, 'desktop')]).toEqual(['columnStyle']);
  });

  it('disables the layout select on mobile', () => {
    expect(disabledFields(defaultTheme, 'mobile').has('layout')).toBe(true);
  });

  it('disables the tab style without tabs', () => {
    expect(disabledFields({ ...defaultTheme, showTabs: false }, 'desktop').has('tabsBarStyle')).toBe(true);
  });

  it('enables the column style in the column layout and disables the fixed header in the common layout', () => {
    expect(disabledFields({ ...defaultTheme, layout: 'column' }, 'desktop').has('columnStyle')).toBe(false);
    expect(disabledFields({ ...defaultTheme, layout: 'common' }, 'desktop').has('fixedHeader')).toBe(true);
  });
});

describe('randomTheme', () => {
  const sequence = (...values: number[]) => {
    let i = 0;
    return () => values[i++ % values.length];
  };

  it('picks a different theme, layout, column style and tab style', () => {
    for (const r of [0, 0.3, 0.6, 0.99]) {
      const next = randomTheme(defaultTheme, 'desktop', sequence(r));
      expect(next.themeName).not.toBe(defaultTheme.themeName);
      expect(next.layout).not.toBe(defaultTheme.layout);
      expect(next.columnStyle).not.toBe(defaultTheme.columnStyle);
      expect(next.tabsBarStyle).not.toBe(defaultTheme.tabsBarStyle);
      expect(RANDOM_THEMES).toContain(next.themeName);
    }
  });

  it('can draw the colour themes and the float layout', () => {
    const drawn = new Set([0, 0.2, 0.4, 0.6, 0.8, 0.99].map((r) => randomTheme(defaultTheme, 'desktop', sequence(r))));
    expect([...drawn].map((t) => t.themeName)).toEqual(expect.arrayContaining(['ocean', 'green', 'red']));
    expect([...drawn].map((t) => t.layout)).toContain('float');
  });

  it('sets the vertical layout on a non-desktop device and keeps the switches', () => {
    const next = randomTheme({ ...defaultTheme, showSearch: true }, 'mobile', sequence(0.5));
    expect(next.layout).toBe('vertical');
    expect(next.showSearch).toBe(true);
  });
});

describe('restoreTheme', () => {
  it('keeps the valid saved values and falls back to the defaults for the rest', () => {
    const theme = restoreTheme({ layout: 'column', themeName: 'purple', showSearch: true, showTabs: 'yes', extra: 1 });
    expect(theme).toEqual({ ...defaultTheme, layout: 'column', showSearch: true });
  });

  it('gives the defaults for nothing saved', () => {
    expect(restoreTheme(undefined)).toEqual(defaultTheme);
    expect(restoreTheme('broken')).toEqual(defaultTheme);
  });
});
