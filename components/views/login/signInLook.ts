import type { ThemeName } from '@/lib/config/settings';

/** The colours the sign-in page takes from a theme: MUI's palette of components/theme.ts (signInLook.test.ts). */
export interface SignInLook {
  dark: boolean;
  primary: string;
  /** The primary colour under the pointer. */
  primaryDark: string;
  /** Text on the primary colour. */
  onPrimary: string;
}

const BLUE: SignInLook = { dark: false, primary: '#1565d8', primaryDark: 'rgb(14, 70, 151)', onPrimary: '#fff' };

export const SIGN_IN_LOOKS: Record<ThemeName, SignInLook> = {
  default: BLUE,
  white: BLUE,
  black: { dark: true, primary: '#4096ff', primaryDark: 'rgb(44, 105, 178)', onPrimary: 'rgba(0, 0, 0, 0.87)' },
  ocean: { dark: false, primary: '#0a6fa6', primaryDark: 'rgb(7, 77, 116)', onPrimary: '#fff' },
  green: { dark: false, primary: '#117a54', primaryDark: 'rgb(11, 85, 58)', onPrimary: '#fff' },
  red: { dark: false, primary: '#c4340c', primaryDark: 'rgb(137, 36, 8)', onPrimary: '#fff' },
};

/** The look of a theme name, the default one for a name it does not know. */
export const signInLook = (name: ThemeName): SignInLook => SIGN_IN_LOOKS[name] ?? BLUE;
