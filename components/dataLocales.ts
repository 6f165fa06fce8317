import { createTheme, type Theme } from '@mui/material/styles';
import { enUS as gridEnUS, zhCN as gridZhCN } from '@mui/x-data-grid/locales';
import { enUS as pickersEnUS, zhCN as pickersZhCN } from '@mui/x-date-pickers/locales';
import type { Language } from '@/lib/config/settings';

/**
 * The app's theme with the texts of the data grid and the date pickers in the language: the shell adds them, as only
 * its screens show a grid or a picker (the sign-in pages load neither).
 */
export function withDataLocales(theme: Theme, language: Language): Theme {
  return createTheme(theme, language === 'en' ? gridEnUS : gridZhCN, language === 'en' ? pickersEnUS : pickersZhCN);
}
