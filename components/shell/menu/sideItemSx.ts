/** The look of an entry of the side menu, from the theme's shell colours. */
export const sideItemSx = {
  color: 'shell.sideText',
  minHeight: 44,
  '&:hover': { bgcolor: 'shell.sideHover' },
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'shell.sideActiveBg', color: 'shell.sideActiveText', fontWeight: 600 },
} as const;
