import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { login as loginContract, logout as logoutContract } from '@/lib/contracts/auth';
import type { Role } from '@/lib/contracts/endpoint';
import { today } from '@/lib/domain/datetime';
import { revokeSession } from '../auth';
import { roles, units, users } from '../db/schema';
import { ApiError } from '../errors';
import type { HandlerContext } from '../http';
import { decoyHash, verifyPassword } from '../password';
import { assertNotThrottled } from './loginThrottle';
import { refuseUnapproved } from './registration';
import { startSession } from './users/sessions';

/** Where a unit past its ExpireTime is sent to renew (spec §8, login code 408). */
export function renewalUrl(): string {
  return process.env.RENEWAL_URL || '/#/setting/personalCenter';
}

export async function login(ctx: HandlerContext<typeof loginContract>): Promise<{ token: string }> {
  const { db, body, ip } = ctx;
  ctx.audit.account = body.username;
  await assertNotThrottled(db, body.username, ip);
  const [account] = await db
    .select({ id: users.id, username: users.username, passwordHash: users.passwordHash, enabled: users.enabled, deleted: users.deleted,
      unitId: users.unitId, role: roles.code, expireTime: units.expireTime, unitStatus: units.unitStatus })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(units, eq(units.id, users.unitId))
    .where(sql`lower(${users.username}) = lower(${body.username})`)
    .limit(1);
  const matches = await verifyPassword(body.password, account?.passwordHash ?? (await decoyHash()));
  if (!account || account.deleted || !matches) throw new ApiError(401, '帐户或密码不正确', null, 'Wrong username or password');
  ctx.audit.userId = account.id;
  ctx.audit.unitId = account.unitId;
  if (!account.enabled) await refuseUnapproved(db, account.id);
  if (!account.enabled) throw new ApiError(403, '账号已停用，请联系管理员', null, 'The account is disabled');
  if (account.unitStatus && account.unitStatus !== 'NORMAL') throw new ApiError(403, '单位已撤销或已合并，不能登录', null, 'The unit is revoked or merged');
  if (account.expireTime && account.expireTime < today()) {
    throw new ApiError(408, '单位账号已过期，即将跳转到续费页面', renewalUrl(), 'The account has expired; redirecting to renewal');
  }
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, account.id));
  return { token: await startSession(db, { id: account.id, username: account.username, role: account.role as Role }) };
}

export async function logout(ctx: HandlerContext<typeof logoutContract>): Promise<null> {
  if (ctx.user) await revokeSession(ctx.user.sid);
  return null;
}
