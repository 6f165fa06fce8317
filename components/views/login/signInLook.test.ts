import { createAppTheme } from '@/components/theme';
import type { ThemeName } from '@/lib/config/settings';
import { SIGN_IN_LOOKS, signInLook } from './signInLook';

describe('the sign-in page\'s colours', () => {
  it.each(Object.keys(SIGN_IN_LOOKS) as ThemeName[])('are the app theme\'s under %s', (name) => {
    const { palette } = createAppTheme('zh', name);
    expect(SIGN_IN_LOOKS[name]).toEqual({
      dark: palette.mode === 'dark', primary: palette.primary.main, primaryDark: palette.primary.dark, onPrimary: palette.primary.contrastText,
    });
  });

  it('fall back to the default look for a name they do not know', () => {
    expect(signInLook('lilac' as ThemeName)).toBe(SIGN_IN_LOOKS.white);
  });
});
