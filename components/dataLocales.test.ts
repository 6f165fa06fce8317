import { withDataLocales } from './dataLocales';
import { createAppTheme } from './theme';

type Theme = ReturnType<typeof createAppTheme>;
/** A component's default props in the theme (the grid's and pickers' are not in MUI's own theme types). */
const defaults = (theme: Theme, name: string) =>
  (theme.components as Record<string, { defaultProps?: Record<string, unknown> }> | undefined)?.[name]?.defaultProps;
const gridText = (theme: Theme) => (defaults(theme, 'MuiDataGrid')?.localeText as { noRowsLabel?: string } | undefined)?.noRowsLabel;
const pickerText = (theme: Theme) =>
  (defaults(theme, 'MuiLocalizationProvider')?.localeText as { cancelButtonLabel?: string } | undefined)?.cancelButtonLabel;

describe('withDataLocales', () => {
  it('leaves the grid and pickers texts out of the app theme the sign-in pages use', () => {
    expect(gridText(createAppTheme('zh'))).toBeUndefined();
    expect(pickerText(createAppTheme('zh'))).toBeUndefined();
  });

  it('adds the grid and pickers texts of the language, keeping the grid nonce', () => {
    const zh = withDataLocales(createAppTheme('zh', 'white', 'n0nce'), 'zh');
    expect(gridText(zh)).toBe('没有数据。');
    expect(pickerText(zh)).toBe('取消');
    expect(defaults(zh, 'MuiDataGrid')?.nonce).toBe('n0nce');
    const en = withDataLocales(createAppTheme('en'), 'en');
    expect(gridText(en)).toBe('No rows');
    expect(pickerText(en)).toBe('Cancel');
  });

  it('keeps the rest of the theme: its palette, and no movement for a person who asked for less', () => {
    const still = createAppTheme('en', 'black', undefined, true);
    const theme = withDataLocales(still, 'en');
    expect(theme.palette.primary.main).toBe(still.palette.primary.main);
    expect(theme.palette.mode).toBe('dark');
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });
});
