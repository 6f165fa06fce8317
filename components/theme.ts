import { createTheme } from '@mui/material/styles';
import { enUS, zhCN } from '@mui/material/locale';
import { enUS as gridEnUS, zhCN as gridZhCN } from '@mui/x-data-grid/locales';
import { enUS as pickersEnUS, zhCN as pickersZhCN } from '@mui/x-date-pickers/locales';
import type { Language } from '@/lib/config/settings';

/** Header and menu colours (spec §9: dark grey background, near-white text). */
export const shellColors = {
  header: '#23272e',
  menuBar: '#2d323b',
  menuText: 'rgba(255,255,255,0.92)',
  menuMuted: 'rgba(255,255,255,0.65)',
  menuActive: '#1677ff',
} as const;

export function createAppTheme(language: Language) {
  return createTheme(
    {
      palette: {
        mode: 'light',
        primary: { main: '#1677ff' },
        background: { default: '#f0f2f5', paper: '#ffffff' },
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
      },
    },
    language === 'en' ? enUS : zhCN,
    language === 'en' ? gridEnUS : gridZhCN,
    language === 'en' ? pickersEnUS : pickersZhCN,
  );
}
