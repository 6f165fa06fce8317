import NProgress from 'nprogress';
import { settings } from '@/lib/config/settings';
import { useSettingsStore } from './stores/settings';

// NProgress's own template gives the bar role="bar", which is no ARIA role (axe: aria-roles); the bar is decoration.
NProgress.configure({
  speed: settings.progress.speed, trickleSpeed: settings.progress.trickleSpeed, showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>', barSelector: '.bar',
});

const enabled = () => useSettingsStore.getState().theme.showProgressBar;

/** A start not yet drawn (its animation frame), and whether a done came before it was. */
let frame = 0;
let doneBeforeDrawn = false;

/**
 * The navigation progress bar at the top of the page (spec §2.4, §9), when the theme shows it. NProgress reads the
 * bar's width each time it moves it, which lays the page out at once: called while a view commits, that is a layout of
 * a page React is still changing. So the bar starts at the next animation frame, where the page is laid out anyway;
 * a done that comes first finishes it there, so a quick navigation still shows the bar.
 */
export const progress = {
  start(): void {
    if (!enabled()) return;
    doneBeforeDrawn = false;
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      NProgress.start();
      if (doneBeforeDrawn) NProgress.done();
    });
  },
  done(): void {
    if (frame) doneBeforeDrawn = true;
    else NProgress.done();
  },
};
