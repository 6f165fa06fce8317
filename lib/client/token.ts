import { settings, type TokenStorage } from '@/lib/config/settings';

/** The access token, kept under settings.tokenTableName in the configured storage (spec §4). */

function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  const hit = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return hit ? decodeURIComponent(hit.slice(prefix.length)) : null;
}

function writeCookie(name: string, value: string, expires?: Date): void {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (expires) parts.push(`expires=${expires.toUTCString()}`);
  document.cookie = parts.join('; ');
}

export function getToken(storage: TokenStorage = settings.storage): string | null {
  if (typeof window === 'undefined') return null;
  const key = settings.tokenTableName;
  switch (storage) {
    case 'sessionStorage':
      return sessionStorage.getItem(key);
    case 'cookie':
      return readCookie(key);
    default:
      return localStorage.getItem(key);
  }
}

export function setToken(token: string, storage: TokenStorage = settings.storage): void {
  const key = settings.tokenTableName;
  switch (storage) {
    case 'sessionStorage':
      sessionStorage.setItem(key, token);
      break;
    case 'cookie':
      writeCookie(key, token);
      break;
    default:
      localStorage.setItem(key, token);
  }
}

export function removeToken(storage: TokenStorage = settings.storage): void {
  if (typeof window === 'undefined') return;
  const key = settings.tokenTableName;
  switch (storage) {
    case 'sessionStorage':
      sessionStorage.removeItem(key);
      break;
    case 'cookie':
      writeCookie(key, '', new Date(0));
      break;
    default:
      localStorage.removeItem(key);
  }
}

/**
 * The account id an access token names (the `uid` claim of its JWT payload), read without checking the token: only a
 * hint for a call that goes with it, which the server checks. Undefined for a token that is not such a JWT (mock mode).
 */
export function tokenAccountId(token: string | null): number | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { uid } = JSON.parse(json) as { uid?: unknown };
    return typeof uid === 'number' && Number.isSafeInteger(uid) && uid > 0 ? uid : undefined;
  } catch {
    return undefined;
  }
}
