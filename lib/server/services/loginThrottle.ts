import 'server-only';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { systemLog, users } from '../db/schema';
import { ApiError } from '../errors';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const THROTTLE_MAX_FAILURES = 5;

/**
 * Refuses a login with 429 after 5 wrong passwords for one username from one IP within 15 minutes
 * (counted since the last successful login, and since an administrator last unlocked the account). The system log
 * is the record of attempts, so every instance sees the same count.
 */
export async function assertNotThrottled(db: Db, account: string, ip: string, now = Date.now()): Promise<void> {
  const [known] = await db.select({ unlockedAt: users.unlockedAt }).from(users)
    .where(sql`lower(${users.username}) = lower(${account})`).limit(1);
  const windowStart = now - THROTTLE_WINDOW_MS;
  const since = new Date(Math.max(windowStart, known?.unlockedAt?.getTime() ?? windowStart));
  const attempts = await db
    .select({ at: systemLog.at, result: systemLog.result, code: systemLog.code })
    .from(systemLog)
    .where(and(eq(systemLog.type, 'login'), sql`lower(${systemLog.account}) = lower(${account})`, eq(systemLog.ip, ip), gt(systemLog.at, since)))
    .orderBy(desc(systemLog.at))
    .limit(50);
  const failures: Date[] = [];
  for (const a of attempts) {
    if (a.result === 'success') break;
    if (a.code === 401) failures.push(a.at);
  }
  if (failures.length < THROTTLE_MAX_FAILURES) return;
  const retryAfter = Math.max(1, Math.ceil((failures[THROTTLE_MAX_FAILURES - 1].getTime() + THROTTLE_WINDOW_MS - now) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  throw new ApiError(429, `密码错误次数过多，请 ${minutes} 分钟后再试`, { retryAfter },
    `Too many wrong passwords, try again in ${minutes} minute(s)`);
}
