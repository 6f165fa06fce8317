import { alpha, type Theme } from '@mui/material/styles';
import type { TabsBarStyle } from '@/lib/config/settings';

/** The look of one tab in each tab style (spec §2.4: card, smart, smooth). */
export function tabSx(style: TabsBarStyle, active: boolean) {
  return (theme: Theme) => {
    const primary = theme.palette.primary.main;
    const base = {
      display: 'inline-flex', alignItems: 'center', flexShrink: 0, position: 'relative' as const, gap: 0.25,
      color: active ? primary : theme.palette.text.secondary, fontSize: 13, whiteSpace: 'nowrap' as const,
      transition: theme.transitions.create(['background-color', 'color']),
      // The close button of an inactive tab shows on hover or while the tab has the focus, and always on touch screens.
      '& .tab-close': { opacity: active ? 1 : 0 },
      '&:hover .tab-close, &:focus-within .tab-close': { opacity: 1 },
      '& [role="tab"].Mui-focusVisible': { outline: `2px solid ${primary}`, outlineOffset: -2, borderRadius: 'inherit' },
      '@media (hover: none)': { '& .tab-close': { opacity: 1 } },
      '&:hover': { color: primary },
    };
    if (style === 'card') {
      return {
        ...base, height: 30, pl: 1.25, pr: 0.5, borderRadius: 1, border: 1,
        borderColor: active ? primary : theme.palette.divider, bgcolor: active ? alpha(primary, 0.08) : 'transparent',
      };
    }
    if (style === 'smart') {
      return {
        ...base, height: 34, pl: 1.25, pr: 0.5, bgcolor: active ? alpha(primary, 0.08) : 'transparent',
        '&::after': {
          content: '""', position: 'absolute', left: 0, bottom: 0, height: 2, bgcolor: primary,
          width: active ? '100%' : 0, transition: theme.transitions.create('width'),
        },
        '&:hover::after': { width: '100%' },
      };
    }
    return {
      ...base, height: 36, alignSelf: 'flex-end', pl: 2, pr: 1, borderRadius: '10px 10px 0 0',
      bgcolor: active ? theme.palette.background.default : 'transparent',
      '&:hover': { color: primary, bgcolor: active ? theme.palette.background.default : theme.palette.action.hover },
    };
  };
}
