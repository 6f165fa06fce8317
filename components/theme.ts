import { createTheme } from '@mui/material/styles';
import { enUS, zhCN } from '@mui/material/locale';
import { enUS as gridEnUS, zhCN as gridZhCN } from '@mui/x-data-grid/locales';
import { enUS as pickersEnUS, zhCN as pickersZhCN } from '@mui/x-date-pickers/locales';
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

const LOOKS: Record<ThemeName, ThemeLook> = {
  default: { mode: 'light', primary: '#1677ff', shell: darkFrame('#23272e', '#1b1e23', '#1677ff') },
  white: {
    mode: 'light',
    primary: '#1677ff',
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
  ocean: { mode: 'light', primary: '#0a7bb8', shell: darkFrame('#0d2538', '#081a28', '#0a7bb8') },
  green: { mode: 'light', primary: '#13855c', shell: darkFrame('#12281f', '#0b1c15', '#13855c') },
  red: { mode: 'light', primary: '#d4380d', shell: darkFrame('#2b1d1d', '#1f1414', '#c7361b') },
};

/** `styleNonce`: the page's CSP nonce, for the style element each DataGrid writes outside Emotion. */
export function createAppTheme(language: Language, themeName: ThemeName = 'white', styleNonce?: string) {
  const look = LOOKS[themeName] ?? LOOKS.white;
  return createTheme(
    {
      palette: {
        mode: look.mode,
        primary: { main: look.primary },
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
        MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
        MuiCard: { defaultProps: { variant: 'outlined' } },
        MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
      },
    },
    language === 'en' ? enUS : zhCN,
    language === 'en' ? gridEnUS : gridZhCN,
    language === 'en' ? pickersEnUS : pickersZhCN,
    { components: { MuiDataGrid: { defaultProps: { nonce: styleNonce } } } },
  );
}
