import { createAppTheme } from './theme';

describe('createAppTheme', () => {
  it('moves as MUI does by default', () => {
    const theme = createAppTheme('zh');
    expect(theme.transitions.duration.enteringScreen).toBe(225);
    expect(theme.transitions.create('opacity')).toMatch(/^opacity \d+ms/);
    expect(theme.transitions.getAutoHeightDuration(400)).toBeGreaterThan(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(false);
  });

  it('holds still for a person who asked for reduced motion: no transition, no ripple', () => {
    const theme = createAppTheme('en', 'white', undefined, true);
    expect(Object.values(theme.transitions.duration)).toEqual(Array(7).fill(0));
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(theme.transitions.getAutoHeightDuration(400)).toBe(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    // The rest of the theme is the same.
    expect(theme.palette.primary.main).toBe(createAppTheme('en').palette.primary.main);
  });
});
