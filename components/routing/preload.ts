import { preloadMessages } from '@/lib/client/i18n';

type Load = () => Promise<unknown>;

/**
 * Loads chunks ahead of need. Each `import()` is the one the app makes later, which then finds its chunk loaded; a
 * failure is left to that later load, which reports it and can retry.
 */
function preload(loads: readonly Load[]): void {
  for (const load of loads) load().catch(() => undefined);
}

/** Runs `run` once the browser is idle (within `timeout` ms); answers a function that cancels it. */
export function whenIdle(run: () => void, timeout = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}

/** As preload, once the browser is idle (within a second). */
function preloadWhenIdle(loads: readonly Load[]): void {
  whenIdle(() => preload(loads));
}

let signingIn = false;

/**
 * What the app needs the moment a sign-in succeeds, loaded while the person types: the sign-in calls, the app itself
 * (the sign-in page shows without it), the route loader, the shell with the modules' messages, and the home view. Once, at the first key, input or pointer on the form: showing
 * the form needs none of it.
 */
export function preloadSignedIn(): void {
  if (signingIn) return;
  signingIn = true;
  setTimeout(() =>
    preload([
      () => import('@/lib/client/api/auth'),
      () => import('@/components/AdminApp'),
      () => import('@/lib/client/routeLoader'),
      () => import('@/components/shell/AppLayout'),
      () => preloadMessages('modules'),
      () => import('@/components/views/registry').then((registry) => registry.preloadHome()),
    ]),
  );
}

let working = false;

/** The data grid and the date pickers most screens show, loaded when the browser is idle after the shell's first render. */
export function preloadDataViews(): void {
  if (working) return;
  working = true;
  preloadWhenIdle([
    () => import('@mui/x-data-grid'),
    () => import('@mui/x-date-pickers/LocalizationProvider'),
    () => import('@mui/x-date-pickers/AdapterDayjs'),
    () => import('@mui/x-date-pickers/DatePicker'),
  ]);
}

/**
 * The views of the pages `keys` name, loaded when the browser is idle: the menu's entries on screen (a dropdown opened,
 * a group expanded), so that the page a person then picks shows without waiting for its chunk. Each view loads once.
 */
export function preloadViews(keys: readonly string[]): void {
  if (!keys.length) return;
  preloadWhenIdle([() => import('@/components/views/registry').then((registry) => Promise.all(keys.map(registry.preloadView)))]);
}
