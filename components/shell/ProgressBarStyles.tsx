import GlobalStyles from '@mui/material/GlobalStyles';

/** The look of the navigation progress bar (nprogress' markup) in the theme's primary colour. */
export default function ProgressBarStyles() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        '#nprogress': { pointerEvents: 'none' },
        '#nprogress .bar': {
          background: theme.palette.primary.main, position: 'fixed', zIndex: theme.zIndex.tooltip + 1, top: 0, left: 0, width: '100%', height: 3,
        },
        '#nprogress .peg': {
          display: 'block', position: 'absolute', right: 0, width: 100, height: '100%', opacity: 1,
          boxShadow: `0 0 10px ${theme.palette.primary.main}, 0 0 5px ${theme.palette.primary.main}`, transform: 'rotate(3deg) translate(0px, -4px)',
        },
      })}
    />
  );
}
