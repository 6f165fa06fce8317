import NProgress from 'nprogress';
import { settings } from '@/lib/config/settings';
import { useSettingsStore } from './stores/settings';

// NProgress's own template gives the bar role="bar", which is no ARIA role (axe: aria-roles); the bar is decoration.
NProgress.configure({
  speed: settings.progress.speed, trickleSpeed: settings.progress.trickleSpeed, showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>', barSelector: '.bar',
});

const enabled = () => useSettingsStore.getState().theme.showProgressBar;

/** The navigation progress bar at the top of the page (spec §2.4, §9), when the theme shows it. */
export const progress = {
  start(): void {
    if (enabled()) NProgress.start();
  },
  done(): void {
    NProgress.done();
  },
};
