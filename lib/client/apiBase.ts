import { settings } from '@/lib/config/settings';

/**
 * The client's network base (spec §7): the build's settings.baseURL (NEXT_PUBLIC_API_BASE, default /api),
 * unless this browser saved another one. Pointed at the template's mock API, the client signs in, loads
 * the user and the routes there, as the template did in development (spec §7.2).
 */
export const MOCK_BASE = '/api/mock';
const REAL_BASE = '/api';
export const API_BASE_KEY = 'admin-pro-api-base';

const trimmed = (base: string) => base.replace(/\/+$/, '');
const isMockBase = (base: string) => trimmed(base).endsWith('/mock');

export function apiBase(): string {
  const saved = typeof window === 'undefined' ? null : localStorage.getItem(API_BASE_KEY);
  return trimmed(saved || settings.baseURL);
}

export const isMockMode = (): boolean => isMockBase(apiBase());

/** Saves the choice in this browser; the build's own base needs no saved value. */
export function setMockMode(on: boolean): void {
  if (on === isMockBase(settings.baseURL)) localStorage.removeItem(API_BASE_KEY);
  else localStorage.setItem(API_BASE_KEY, on ? MOCK_BASE : REAL_BASE);
}

/**
 * The URL of a contract path (a path under /api). Mock contracts carry their '/mock' prefix, which the
 * base already holds in mock mode.
 */
export function apiUrl(path: string): string {
  const base = apiBase();
  return isMockBase(base) && path.startsWith('/mock/') ? `${base}${path.slice('/mock'.length)}` : `${base}${path}`;
}
