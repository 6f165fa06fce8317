import { createTheme } from '@mui/material/styles';
import { enUS, zhCN } from '@mui/material/locale';
import type { Language, ThemeName } from '@/lib/config/settings';

/** The colours of the shell's frame: side menu, column strip and top header. */
export interface ShellPalette {
  sideBg: string;
  sideText: string;
  sideMuted: string;
  sideHover: string;
  sideActiveBg: string;
  sideActiveText: string;
  columnBg: string;
  topBg: string;
  topText: string;
}

declare module '@mui/material/styles' {
  interface Palette {
    shell: ShellPalette;
  }
  interface PaletteOptions {
    shell?: ShellPalette;
  }
}

/** A dark menu (spec §9: dark grey background, near-white text) under a coloured accent. */
const darkFrame = (sideBg: string, columnBg: string, accent: string): ShellPalette => ({
  sideBg, columnBg, topBg: sideBg,
  sideText: 'rgba(255,255,255,0.95)', sideMuted: 'rgba(255,255,255,0.72)', sideHover: 'rgba(255,255,255,0.08)',
  sideActiveBg: accent, sideActiveText: '#ffffff', topText: 'rgba(255,255,255,0.95)',
});

interface ThemeLook {
  mode: 'light' | 'dark';
  primary: string;
  shell: ShellPalette;
  background?: { default: string; paper: string };
}

// The light looks' primaries keep 4.5:1 (WCAG AA) as text on white and on the page background #f0f2f5, and under white text.
const LOOKS: Record<ThemeName, ThemeLook> = {
  default: { mode: 'light', primary: '#1565d8', shell: darkFrame('#23272e', '#1b1e23', '#1565d8') },
  white: {
    mode: 'light',
    primary: '#1565d8',
    shell: {
      sideBg: '#ffffff', columnBg: '#f5f7fa', topBg: '#ffffff', sideText: '#1f2329', sideMuted: '#515a6e', sideHover: '#f0f5ff',
      sideActiveBg: '#e6f0ff', sideActiveText: '#0958d9', topText: '#1f2329',
    },
  },
  black: {
    mode: 'dark',
    primary: '#4096ff',
    shell: darkFrame('#141414', '#0a0a0a', '#1668dc'),
    background: { default: '#0c0c0c', paper: '#1c1c1c' },
  },
  ocean: { mode: 'light', primary: '#0a6fa6', shell: darkFrame('#0d2538', '#081a28', '#0a6fa6') },
  green: { mode: 'light', primary: '#117a54', shell: darkFrame('#12281f', '#0b1c15', '#117a54') },
  red: { mode: 'light', primary: '#c4340c', shell: darkFrame('#2b1d1d', '#1f1414', '#c7361b') },
};

/** No movement: every transition of the components immediate, and no ripple (the focus outline shows the focus). */
const STILL = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
    // Menus, popovers and collapses that size their transition to their height ('auto').
    getAutoHeightDuration: () => 0,
  },
};

/**
 * `styleNonce`: the page's CSP nonce, for the style element each DataGrid writes outside Emotion. `reducedMotion`: the
 * person asked their system for less motion (prefers-reduced-motion, WCAG 2.3.3): menus, dialogs and drawers appear
 * and go at once, and buttons do not ripple. The data grid's and date pickers' texts come with the shell (dataLocales.ts).
 */
export function createAppTheme(language: Language, themeName: ThemeName = 'white', styleNonce?: string, reducedMotion = false) {
  const look = LOOKS[themeName] ?? LOOKS.white;
  return createTheme(
    {
      ...(reducedMotion && STILL),
      palette: {
        mode: look.mode,
        primary: { main: look.primary },
        // MUI's light info (#0288d1) and warning (#ed6c02) fall short of 4.5:1 as text and under white text.
        ...(look.mode === 'light' && { info: { main: '#0277bd' }, warning: { main: '#b95000' } }),
        background: look.background ?? { default: '#f0f2f5', paper: '#ffffff' },
        shell: look.shell,
      },
      shape: { borderRadius: 6 },
      typography: {
        fontFamily: [
          '-apple-system', 'BlinkMacSystemFont', '"Segoe UI"', '"PingFang SC"', '"Hiragino Sans GB"', '"Microsoft YaHei"',
          '"Noto Sans CJK SC"', '"Helvetica Neue"', 'Arial', 'sans-serif',
        ].join(','),
      },
      components: {
        // A visible keyboard focus on every button, menu item and tab (WCAG 2.4.7), not only the ripple's faint shade.
        MuiButtonBase: {
          defaultProps: { disableRipple: reducedMotion },
          styleOverrides: {
            root: ({ theme }) => ({ '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 } }),
          },
        },
        MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
        MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
        MuiTab: { styleOverrides: { root: { textTransform: 'none', '&.Mui-focusVisible': { outlineOffset: -2 } } } },
        MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
        MuiCard: { defaultProps: { variant: 'outlined' } },
      },
    },
    language === 'en' ? enUS : zhCN,
    { components: { MuiDataGrid: { defaultProps: { nonce: styleNonce } } } },
  );
}
