import { settings } from '@/lib/config/settings';
import { guardNavigation } from '@/lib/domain/routes';

/** The hash router's location of an address's hash: `#/login?qr=1` → `/login?qr=1`, no hash → `/`. */
export const hashLocation = (hash: string): string => hash.replace(/^#/, '') || '/';

/** The login page, with or without its query (`redirect`, `qr`). */
export const isLoginLocation = (location: string): boolean => /^\/login\/?(?:\?|$)/.test(location);

/**
 * Where a visit starts on the sign-in page alone, without the app: the login page's location (with its query) when the
 * visit has no token and its address is the login page or one the navigation guard sends there (the home page, a deep
 * link with its redirect); null for any other visit, which the app serves.
 */
export function signInEntry(hash: string, hasToken: boolean): string | null {
  if (hasToken || !settings.loginInterception) return null;
  const target = hashLocation(hash);
  const decision = guardNavigation({ target, hasToken, routesLoaded: false, recordRoute: settings.recordRoute });
  const location = decision.kind === 'redirect' ? decision.to : target;
  return isLoginLocation(location) ? location : null;
}

/** The query of a location: `/login?qr=1` → `?qr=1`. */
export const searchOf = (location: string): string => {
  const at = location.indexOf('?');
  return at < 0 ? '' : location.slice(at);
};
