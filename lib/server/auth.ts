import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { eq, lt } from 'drizzle-orm';
import type { Role } from '@/lib/contracts/endpoint';
import { getDb } from './db/client';
import { revokedSessions, userSessions } from './db/schema';
import { sharedSecret } from './secrets';

export const ACCESS_TOKEN_TTL_S = 2 * 60 * 60;
export const REFRESH_WINDOW_S = 7 * 24 * 60 * 60;

export interface TokenClaims {
  /** User id. */
  uid: number;
  username: string;
  role: Role;
  /** Session id: logout revokes the session, and with it every token issued for it. */
  sid: string;
}

/** A well-signed token, still valid or expired but within its refresh window; its session is checked by the caller. */
export type VerifiedToken = { status: 'valid' | 'refreshable'; claims: TokenClaims } | { status: 'invalid' };

let key: Promise<Uint8Array> | undefined;
function signingKey(): Promise<Uint8Array> {
  key ??= sharedSecret('jwt', process.env.JWT_SECRET, () => randomBytes(48).toString('base64url'))
    .then((s) => new TextEncoder().encode(s))
    .catch((e) => {
      key = undefined;
      throw e;
    });
  return key;
}

const nowS = () => Math.floor(Date.now() / 1000);

/** Signs an access token valid for 2 hours from `issuedAt` (seconds; now by default). */
export async function issueToken(claims: Omit<TokenClaims, 'sid'> & { sid?: string }, issuedAt = nowS()): Promise<string> {
  const { uid, username, role } = claims;
  return new SignJWT({ uid, username, role, sid: claims.sid ?? randomUUID() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_S)
    .sign(await signingKey());
}

function toClaims(p: JWTPayload): TokenClaims | null {
  const { uid, username, role, sid } = p as Partial<TokenClaims>;
  if (typeof uid !== 'number' || typeof username !== 'string' || typeof role !== 'string' || typeof sid !== 'string') return null;
  return { uid, username, role, sid };
}

/**
 * The tokens whose signature and claims were checked, until they expire: a token's text never changes, so its HMAC is
 * computed once, not at every request; what may change (the session, the account) is checked at every request by the
 * caller. Bounded, the oldest first out.
 */
const checkedTokens = new Map<string, { claims: TokenClaims; exp: number }>();
const CHECKED_TOKENS_MAX = 10_000;

function remember(token: string, claims: TokenClaims, exp: number | undefined): void {
  if (typeof exp !== 'number') return;
  checkedTokens.delete(token);
  checkedTokens.set(token, { claims, exp });
  if (checkedTokens.size > CHECKED_TOKENS_MAX) checkedTokens.delete(checkedTokens.keys().next().value as string);
}

/**
 * Checks a bearer token's signature and claims. An expired token whose refresh window (7 days from its issue)
 * is still open is 'refreshable': if its session is not revoked, the caller serves it with a new token (402).
 */
export async function verifyToken(token: string): Promise<VerifiedToken> {
  const checked = checkedTokens.get(token);
  if (checked && nowS() < checked.exp) return { status: 'valid', claims: checked.claims };
  let payload: JWTPayload;
  let expired = false;
  try {
    ({ payload } = await jwtVerify(token, await signingKey(), { algorithms: ['HS256'] }));
  } catch (e) {
    if (!(e instanceof errors.JWTExpired)) return { status: 'invalid' };
    payload = e.payload;
    expired = true;
  }
  const claims = toClaims(payload);
  if (!claims) return { status: 'invalid' };
  if (!expired) {
    remember(token, claims, payload.exp);
    return { status: 'valid', claims };
  }
  if (typeof payload.iat !== 'number' || payload.iat + REFRESH_WINDOW_S < nowS()) return { status: 'invalid' };
  return { status: 'refreshable', claims };
}

/** How long a sign-in QR code works (seconds). */
export const LOGIN_TICKET_TTL_S = 5 * 60;
/** How long the renewal ticket of an expired account's login (code 408) works (seconds). */
export const RENEWAL_TICKET_TTL_S = 10 * 60;

/** What a one-time ticket is good for: a QR code's sign-in, or an expired account's renewal page. */
export type TicketPurpose = 'qr-login' | 'renewal';
const TICKET_TTL_S: Record<TicketPurpose, number> = { 'qr-login': LOGIN_TICKET_TTL_S, renewal: RENEWAL_TICKET_TTL_S };

/**
 * A one-time ticket of the account for one purpose, signed and short-lived; no access token, it only buys its
 * purpose. Its id (jti) is spent by the caller (recorded as a revoked session), so it works once on any instance.
 */
export async function issueTicket(uid: number, purpose: TicketPurpose, issuedAt = nowS(), issuedBy?: number): Promise<{ ticket: string; expiresAt: Date }> {
  const expiresAt = issuedAt + TICKET_TTL_S[purpose];
  const ticket = await new SignJWT({ uid, purpose, ...(issuedBy !== undefined && issuedBy !== uid ? { by: issuedBy } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(await signingKey());
  return { ticket, expiresAt: new Date(expiresAt * 1000) };
}

/** The account and ticket id of a well-signed, unexpired ticket of that purpose; null for anything else. */
export async function verifyTicket(ticket: string, purpose: TicketPurpose): Promise<{ uid: number; jti: string; expiresAt: Date; issuedBy?: number } | null> {
  try {
    const { payload } = await jwtVerify(ticket, await signingKey(), { algorithms: ['HS256'] });
    const { uid, jti, exp, by } = payload as JWTPayload & { uid?: unknown; by?: unknown };
    if (payload.purpose !== purpose || typeof uid !== 'number' || !jti || !exp) return null;
    return { uid, jti, expiresAt: new Date(exp * 1000), ...(typeof by === 'number' ? { issuedBy: by } : {}) };
  } catch {
    return null;
  }
}

/** A one-time sign-in ticket for the account (the QR code's content), naming the account that asked for it when another. */
export const issueLoginTicket = (uid: number, issuedAt = nowS(), issuedBy?: number) => issueTicket(uid, 'qr-login', issuedAt, issuedBy);

/** The account and ticket id of a well-signed, unexpired sign-in ticket; null for anything else. */
export const verifyLoginTicket = (ticket: string) => verifyTicket(ticket, 'qr-login');

export async function revokeSession(sid: string): Promise<void> {
  const db = await getDb();
  const expiresAt = new Date((nowS() + ACCESS_TOKEN_TTL_S + REFRESH_WINDOW_S) * 1000);
  await db.insert(revokedSessions).values({ sid, expiresAt }).onConflictDoNothing();
  // Ended: no longer one of the account's sessions that a password change ends (and counts).
  await db.delete(userSessions).where(eq(userSessions.sid, sid));
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, new Date()));
}
