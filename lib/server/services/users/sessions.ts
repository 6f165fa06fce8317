import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Role } from '@/lib/contracts/endpoint';
import { ACCESS_TOKEN_TTL_S, issueToken, REFRESH_WINDOW_S } from '../../auth';
import type { Db } from '../../db/client';
import { revokedSessions, userSessions } from '../../db/schema';

/** Starts a session for the account and returns its token; the session is recorded so that it can be revoked later. */
export async function startSession(db: Db, account: { id: number; username: string; role: Role }): Promise<string> {
  const sid = randomUUID();
  await db.insert(userSessions).values({ sid, userId: account.id });
  return issueToken({ uid: account.id, username: account.username, role: account.role, sid });
}

/**
 * Revokes every recorded session of the account except `keepSid` (the caller's own, on a password change):
 * their tokens are refused from the next request on, refreshed or not.
 */
export async function revokeSessionsOf(db: Db, userId: number, keepSid?: string): Promise<number> {
  const sessions = await db.delete(userSessions)
    .where(and(eq(userSessions.userId, userId), keepSid ? ne(userSessions.sid, keepSid) : undefined))
    .returning({ sid: userSessions.sid });
  if (!sessions.length) return 0;
  const expiresAt = new Date(Date.now() + (ACCESS_TOKEN_TTL_S + REFRESH_WINDOW_S) * 1000);
  await db.insert(revokedSessions).values(sessions.map(({ sid }) => ({ sid, expiresAt }))).onConflictDoNothing();
  return sessions.length;
}
