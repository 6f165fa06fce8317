import 'server-only';

/** Mock tokens (spec §7.2): `<username>-token-<unique id>-<issued at, ms>`. */
export const TOKEN_MARKER = 'token';
export const TOKEN_TTL_MS = 5000;

export interface MockToken {
  username: string;
  id: string;
  issuedAt: number;
}

export const makeMockToken = (username: string, issuedAt = Date.now(), id: string = crypto.randomUUID()): string =>
  `${username}-${TOKEN_MARKER}-${id}-${issuedAt}`;

export function parseMockToken(token: string): MockToken | null {
  const match = /^([^-]+)-token-(.+)-(\d+)$/.exec(token);
  if (!match) return null;
  return { username: match[1], id: match[2], issuedAt: Number(match[3]) };
}

/** Milliseconds the token has left; negative once it is older than the 5000 ms of spec §9. */
export const remainingMs = (token: MockToken, now = Date.now()): number => token.issuedAt + TOKEN_TTL_MS - now;
