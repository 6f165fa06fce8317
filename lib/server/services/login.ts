import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { login as loginContract, logout as logoutContract, qrLogin as qrLoginContract, renewal as renewalContract, renewalInfo as renewalInfoContract, RenewalAccount } from '@/lib/contracts/auth';
import type { Role } from '@/lib/contracts/endpoint';
import { today } from '@/lib/domain/datetime';
import { issueTicket, revokeSession, verifyLoginTicket, verifyTicket } from '../auth';
import type { Db } from '../db/client';
import { revokedSessions, roles, systemLog, units, users } from '../db/schema';
import { ApiError } from '../errors';
import type { HandlerContext } from '../http';
import { countLoginFailure, countLoginLockout } from '../observability/metrics';
import { decoyHash, verifyPassword } from '../password';
import { clearFailures, reserveAttempt } from './loginThrottle';
import { refuseUnapproved } from './registration';
import { startSession } from './users/sessions';

/** The app's renewal page: public, it opens with the 408 answer's one-time ticket. */
export const RENEWAL_PAGE = '/#/renewal';

/**
 * Where a unit past its ExpireTime is sent to renew (spec §8, login code 408): RENEWAL_URL, else the app's renewal
 * page; either gets the account's one-time renewal ticket (10 minutes) as its `ticket` query parameter.
 */
export async function renewalUrl(uid: number): Promise<string> {
  const base = process.env.RENEWAL_URL || RENEWAL_PAGE;
  const { ticket } = await issueTicket(uid, 'renewal');
  return `${base}${base.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket)}`;
}

/** The 408 of an account whose unit is past its ExpireTime, carrying the renewal URL with its ticket. */
export async function expiredAccount(uid: number): Promise<ApiError> {
  return new ApiError(408, '单位账号已过期，即将跳转到续费页面', await renewalUrl(uid), 'The account has expired; redirecting to renewal');
}

const accountColumns = {
  id: users.id, username: users.username, passwordHash: users.passwordHash, enabled: users.enabled, deleted: users.deleted,
  unitId: users.unitId, role: roles.code, expireTime: units.expireTime, unitStatus: units.unitStatus,
};

function accounts(db: Db) {
  return db.select(accountColumns).from(users).innerJoin(roles, eq(roles.id, users.roleId)).leftJoin(units, eq(units.id, users.unitId));
}
type Account = Awaited<ReturnType<ReturnType<typeof accounts>['execute']>>[number];

/** The checks after the credentials (approval, enabled, the unit's state and expiry), then a new session. */
async function admit(ctx: HandlerContext<typeof loginContract | typeof qrLoginContract>, account: Account): Promise<{ token: string }> {
  const { db } = ctx;
  ctx.audit.userId = account.id;
  ctx.audit.unitId = account.unitId;
  if (!account.enabled) await refuseUnapproved(db, account.id);
  if (!account.enabled) throw new ApiError(403, '账号已停用，请联系管理员', null, 'The account is disabled');
  if (account.unitStatus && account.unitStatus !== 'NORMAL') throw new ApiError(403, '单位已撤销或已合并，不能登录', null, 'The unit is revoked or merged');
  if (account.expireTime && account.expireTime < today()) {
    throw await expiredAccount(account.id);
  }
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, account.id));
  return { token: await startSession(db, { id: account.id, username: account.username, role: account.role as Role }) };
}

export async function login(ctx: HandlerContext<typeof loginContract>): Promise<{ token: string }> {
  const { db, body, ip } = ctx;
  ctx.audit.account = body.username;
  await reserveAttempt(db, body.username, ip).catch((e: unknown) => {
    if (e instanceof ApiError && e.code === 429) countLoginLockout();
    throw e;
  });
  const [account] = await accounts(db).where(sql`lower(${users.username}) = lower(${body.username})`).limit(1);
  const matches = await verifyPassword(body.password, account?.passwordHash ?? (await decoyHash()));
  if (!account || account.deleted || !matches) {
    countLoginFailure();
    throw new ApiError(401, '帐户或密码不正确', null, 'Wrong username or password');
  }
  await clearFailures(db, body.username, ip);
  return admit(ctx, account);
}

/**
 * Spends a one-time ticket (a QR sign-in's, a renewal's) by recording its id as a revoked session, so that every
 * instance refuses it afterwards; false when it was spent already (by a concurrent request too).
 */
async function spendTicket(db: Db, ticket: { jti: string; expiresAt: Date }): Promise<boolean> {
  const spent = await db.insert(revokedSessions).values({ sid: ticket.jti, expiresAt: ticket.expiresAt })
    .onConflictDoNothing().returning({ sid: revokedSessions.sid });
  return spent.length > 0;
}

/**
 * Signs in with a QR code's ticket: it works once and within its 5 minutes. Its id (a UUID, like a session id) is
 * spent by recording it as a revoked session, so any server instance refuses it afterwards.
 */
export async function qrLogin(ctx: HandlerContext<typeof qrLoginContract>): Promise<{ token: string }> {
  const { db, body } = ctx;
  const refused = new ApiError(401, '二维码无效或已过期，请重新获取', null, 'The QR code is invalid or has expired; get a new one');
  const ticket = await verifyLoginTicket(body.ticket);
  if (!ticket) throw refused;
  const [account] = await accounts(db).where(eq(users.id, ticket.uid)).limit(1);
  if (!account || account.deleted) throw refused;
  ctx.audit.account = account.username;
  const [issuer] = ticket.issuedBy === undefined ? [] : await db.select({ username: users.username }).from(users).where(eq(users.id, ticket.issuedBy));
  ctx.audit.detail = ticket.issuedBy === undefined ? '扫码登录' : `扫码登录，二维码由账号 ${issuer?.username ?? '（已删除）'}（ID ${ticket.issuedBy}）生成`;
  if (!(await spendTicket(db, ticket))) throw new ApiError(401, '二维码已使用，请重新获取', null, 'The QR code has been used; get a new one');
  return admit(ctx, account);
}

export async function logout(ctx: HandlerContext<typeof logoutContract>): Promise<null> {
  if (ctx.user) await revokeSession(ctx.user.sid);
  return null;
}

const renewalSpent = () => new ApiError(401, '续期凭证已使用，请重新登录获取', null, 'The renewal ticket has been used: sign in again to get a new one');
const renewalRefused = () => new ApiError(401, '续期凭证无效或已过期，请重新登录获取', null, 'The renewal ticket is invalid or has expired: sign in again to get a new one');

/** The account of a renewal ticket that is well signed, unexpired and not spent, with its unit (past its ExpireTime). */
async function renewalAccountOf(db: Db, ticket: string): Promise<{ account: RenewalAccount; userId: number; unitId: number; jti: string; expiresAt: Date }> {
  const verified = await verifyTicket(ticket, 'renewal');
  if (!verified) throw renewalRefused();
  const [spent] = await db.select({ sid: revokedSessions.sid }).from(revokedSessions).where(eq(revokedSessions.sid, verified.jti)).limit(1);
  if (spent) throw renewalSpent();
  const authority = alias(units, 'authority');
  const [row] = await db
    .select({
      username: users.username, deleted: users.deleted, unitId: units.id, unitName: units.unitName, expireTime: units.expireTime,
      authorityName: authority.unitName, authorityPhone: authority.contactPhone,
    })
    .from(users)
    .innerJoin(units, eq(units.id, users.unitId))
    .leftJoin(authority, eq(authority.id, units.competentDeptId))
    .where(eq(users.id, verified.uid))
    .limit(1);
  // A unit renewed since the ticket was given has nothing left to ask for.
  if (!row || row.deleted || !row.expireTime || row.expireTime >= today()) throw renewalRefused();
  const account: RenewalAccount = {
    username: row.username, unitName: row.unitName, expireTime: row.expireTime,
    authorityName: row.authorityName ?? null, authorityPhone: row.authorityPhone ?? null,
  };
  return { account, userId: verified.uid, unitId: row.unitId, jti: verified.jti, expiresAt: verified.expiresAt };
}

/** The renewal page's account: reading it leaves the ticket for the request. */
export async function renewalInfo(ctx: HandlerContext<typeof renewalInfoContract>): Promise<RenewalAccount> {
  return (await renewalAccountOf(ctx.db, ctx.body.ticket)).account;
}

/**
 * An expired unit's renewal request, sent with its ticket: the ticket is spent (as the QR ticket is) and the request is
 * recorded in the system log under the account and its unit, where the authority reads it.
 */
export async function renewal(ctx: HandlerContext<typeof renewalContract>): Promise<RenewalAccount> {
  const { db, body } = ctx;
  const { account, userId, unitId, jti, expiresAt } = await renewalAccountOf(db, body.ticket);
  // One request a day per unit: a password and a login are all it takes to get a new ticket.
  const [recent] = await db.select({ id: systemLog.id }).from(systemLog)
    .where(and(eq(systemLog.action, 'renewalRequest'), eq(systemLog.result, 'success'), eq(systemLog.unitId, unitId), gt(systemLog.at, sql`now() - interval '24 hours'`)))
    .limit(1);
  if (recent) throw new ApiError(409, '本单位 24 小时内已提交过续期申请，请等待主管部门处理', null, 'Your unit sent a renewal request in the last 24 hours: wait for its competent authority');
  if (!(await spendTicket(db, { jti, expiresAt }))) throw renewalSpent();
  ctx.audit.account = account.username;
  ctx.audit.userId = userId;
  ctx.audit.unitId = unitId;
  ctx.audit.detail = [
    `续期申请：${account.unitName}（到期 ${account.expireTime}）`,
    `联系人 ${body.contactName}，电话 ${body.contactPhone}`,
    body.note ? `说明：${body.note}` : '',
  ].filter(Boolean).join('；').slice(0, 1000);
  return account;
}
