import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { BulkOutcome } from '@/lib/contracts/unitAccounts';
import type { AccountItem } from '@/lib/contracts/userAdmin';
import type { Db } from '../../db/client';
import { registrations, units, users } from '../../db/tables';
import { ApiError } from '../../errors';
import type { HandlerContext } from '../../http';
import type { SessionUser } from '../../session';
import { loadAccount } from './accounts';
import { managerOf, type Manager } from './manager';
import { revokeSessionsOf } from './sessions';
import { assertAnotherAdmin, unlockAccount } from './write';

type Step = (account: AccountItem) => Promise<void>;

const refuse = (zh: string, en: string) => new ApiError(422, zh, null, en);

/**
 * Runs one action on each id on its own (an id that fails does not stop the others) and answers what became of each;
 * `done` names the ids that changed, for the system log.
 */
export async function eachAccount(db: Db, m: Manager, ids: number[], step: Step): Promise<BulkOutcome & { done: string[] }> {
  const results: BulkOutcome['results'] = [];
  const done: string[] = [];
  for (const id of [...new Set(ids)]) {
    let username = '';
    try {
      const account = await loadAccount(db, m, id);
      username = account.username;
      await step(account);
      results.push({ id, ok: true, username, message: '', messageEn: '' });
      done.push(username);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      results.push({ id, ok: false, username, message: e.message, messageEn: e.messageEn ?? e.message });
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  return { results, succeeded, failed: results.length - succeeded, done };
}

const touch = (m: Manager) => ({ updatedBy: m.user.id, updatedAt: new Date(), version: sql`${users.version} + 1` });

export const disableStep = (db: Db, m: Manager): Step => async (a) => {
  if (a.id === m.user.id) throw refuse('不能停用自己的账号', 'You cannot disable your own account');
  if (a.role === 'admin') await assertAnotherAdmin(db, a.id);
  await db.update(users).set({ enabled: false, ...touch(m) }).where(eq(users.id, a.id));
  await revokeSessionsOf(db, a.id);
};

/** An account registered by its unit is enabled by approving the registration, never around that review. */
export const enableStep = (db: Db, m: Manager): Step => async (a) => {
  const [registration] = await db.select({ status: registrations.status }).from(registrations).where(eq(registrations.userId, a.id)).limit(1);
  if (registration && registration.status !== 'APPROVED') {
    throw refuse('该账号的注册申请未经审核通过，请在注册审核中处理', "The account's registration is not approved: review it under registrations");
  }
  await db.update(users).set({ enabled: true, ...touch(m) }).where(eq(users.id, a.id));
};

export const unlockStep = (db: Db, m: Manager): Step => async (a) => {
  await unlockAccount(db, m, a.id);
};

/**
 * An account expires with its unit (ExpireTime is the unit's, spec §3; login and every request compare it with today),
 * so the date is set on the account's unit and holds for all of that unit's accounts.
 */
export const expiryStep = (db: Db, m: Manager, expireTime: string | null): Step => async (a) => {
  if (a.id === m.user.id) throw refuse('不能给自己的账号设置到期日期', 'You cannot set an expiry date on your own account');
  if ((a.role !== 'jc' && a.role !== 'zg') || !a.unitId) {
    throw refuse('只有基层单位和主管部门的账号可以设置到期日期', 'Only base unit and competent authority accounts can expire');
  }
  await db.update(units).set({ expireTime, updatedBy: m.user.id, updatedAt: new Date(), version: sql`${units.version} + 1` }).where(and(eq(units.id, a.unitId), eq(units.deleted, false)));
};

type BulkContext = { db: Db; user?: SessionUser; body: { ids: number[] }; audit: HandlerContext<never>['audit'] };

/** A bulk endpoint's service: the action on each id, the outcome answered and written to the system log. */
export const bulkAction = (what: string, step: (db: Db, m: Manager) => Step) => async (ctx: BulkContext): Promise<BulkOutcome> => {
  const m = managerOf(ctx.user!);
  const { done, ...outcome } = await eachAccount(ctx.db, m, ctx.body.ids, step(ctx.db, m));
  const failed = outcome.results.filter((r) => !r.ok).map((r) => `${r.username || `#${r.id}`}（${r.message}）`);
  ctx.audit.detail = `批量${what}：成功 ${done.length} 个${done.length ? `（${done.join('、')}）` : ''}`
    + (failed.length ? `，未成功 ${failed.length} 个：${failed.join('、')}` : '');
  return outcome;
};
