import 'server-only';
import { and, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures, users } from '../db/schema';
import { ApiError } from '../errors';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords for one account from one address within the window. */
export const THROTTLE_MAX_FAILURES = 5;
/** Wrong passwords for one account from all addresses together within the window: a slow guess spread over many. */
export const ACCOUNT_MAX_FAILURES = 10;

/** Namespaces the advisory locks of the throttle (pg_advisory_xact_lock(class, key)). */
const LOCK_CLASS = 0x4c4f47; // 'LOG'

/** The username as the database lower-cases it, so the key is the same here and in `lockedExpression`. */
const accountKey = (username: string) => sql<string>`lower(${username})`;

function refusal(failures: Date[], max: number, now: number, perAccount: boolean): ApiError | null {
  if (failures.length < max) return null;
  const retryAfter = Math.max(1, Math.ceil((failures[max - 1].getTime() + THROTTLE_WINDOW_MS - now) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  return perAccount
    ? new ApiError(429, `该账号密码错误次数过多，已暂时锁定，请 ${minutes} 分钟后再试或联系管理员解锁`, { retryAfter },
      `Too many wrong passwords for this account: it is locked, try again in ${minutes} minute(s) or ask an administrator to unlock it`)
    : new ApiError(429, `密码错误次数过多，请 ${minutes} 分钟后再试`, { retryAfter },
      `Too many wrong passwords, try again in ${minutes} minute(s)`);
}

/**
 * Reserves a login attempt, or refuses it with 429: 5 wrong passwords for one username from one address, or 10 from
 * any addresses, within 15 minutes (since an administrator last unlocked the account). The attempt is recorded as a
 * failure before the password is checked, under a lock per account, so concurrent guesses cannot all read the count
 * before any of them is counted; `clearFailures` takes it back when the password was right.
 */
export async function reserveAttempt(db: Db, username: string, ip: string, now = Date.now()): Promise<void> {
  const account = accountKey(username);
  const windowStart = new Date(now - THROTTLE_WINDOW_MS);
  const refused = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(${account}))`);
    await tx.delete(loginFailures).where(and(eq(loginFailures.account, account), lte(loginFailures.at, windowStart)));
    const [known] = await tx.select({ unlockedAt: users.unlockedAt }).from(users)
      .where(sql`lower(${users.username}) = ${account}`).limit(1);
    const since = new Date(Math.max(windowStart.getTime(), known?.unlockedAt?.getTime() ?? 0));
    const failures = await tx.select({ ip: loginFailures.ip, at: loginFailures.at }).from(loginFailures)
      .where(and(eq(loginFailures.account, account), gt(loginFailures.at, since)))
      .orderBy(desc(loginFailures.at));
    const fromHere = failures.filter((f) => f.ip === ip).map((f) => f.at);
    const refusedNow = refusal(fromHere, THROTTLE_MAX_FAILURES, now, false)
      ?? refusal(failures.map((f) => f.at), ACCOUNT_MAX_FAILURES, now, true);
    if (!refusedNow) await tx.insert(loginFailures).values({ account, ip, at: new Date(now) });
    return refusedNow;
  });
  if (refused) throw refused;
}

/** A right password: the account's failures from this address no longer count (those from elsewhere still do). */
export async function clearFailures(db: Db, username: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.account, accountKey(username)), eq(loginFailures.ip, ip)));
}

/** The throttle's rule as SQL over `users`, for the account list's "locked" status: true while a login would get 429. */
export function lockedExpression(now = Date.now()): SQL<boolean> {
  const windowStart = new Date(now - THROTTLE_WINDOW_MS).toISOString();
  const counted = sql`f.account = lower(${users.username})
    and f.at > greatest(${windowStart}::timestamptz, coalesce(${users.unlockedAt}, ${windowStart}::timestamptz))`;
  return sql<boolean>`(exists (select 1 from login_failure f where ${counted} group by f.ip having count(*) >= ${THROTTLE_MAX_FAILURES})
    or (select count(*) from login_failure f where ${counted}) >= ${ACCOUNT_MAX_FAILURES})`;
}
