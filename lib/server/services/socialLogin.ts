import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Role } from '@/lib/contracts/endpoint';
import type { socialLogin as socialLoginContract } from '@/lib/contracts/socialLogin';
import { today } from '@/lib/domain/datetime';
import { roles, socialLinks, units, users } from '../db/schema';
import { ApiError } from '../errors';
import type { HandlerContext } from '../http';
import { expiredAccount } from './login';
import { refuseUnapproved } from './registration';
import { startSession } from './users/sessions';

/** The name the provider's identities are linked under: SOCIAL_LOGIN_PROVIDER, else 'mock'. */
export const providerName = () => process.env.SOCIAL_LOGIN_PROVIDER || 'mock';

/**
 * The provider's base URL: SOCIAL_LOGIN_URL, or none. The app's own mock (/api/mock, spec §7.2) is never the fallback:
 * it names every caller "admin", so it would hand anyone the linked account.
 */
function providerBase(): string | null {
  const configured = process.env.SOCIAL_LOGIN_URL?.trim();
  return configured ? configured.replace(/\/+$/, '') : null;
}

const NO_TOKEN = () => new ApiError(401, '未成功获取Token', null, 'No token was obtained');

async function providerCall(url: string, init: RequestInit): Promise<Record<string, unknown> | null> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000), cache: 'no-store' });
  } catch {
    throw new ApiError(502, '第三方登录服务无法连接，请稍后再试', null, 'The sign-in provider cannot be reached');
  }
  const envelope = (await res.json().catch(() => null)) as { code?: unknown; data?: unknown } | null;
  const ok = res.ok && [200, 0, '200', '0'].includes(envelope?.code as number | string);
  return ok && envelope?.data && typeof envelope.data === 'object' ? (envelope.data as Record<string, unknown>) : null;
}

/** The provider's identity behind a callback code: the code buys a token, the token names the user. */
async function identityOf(base: string, code: string): Promise<string> {
  const granted = await providerCall(`${base}/socialLogin`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }),
  });
  const token = granted?.token;
  if (typeof token !== 'string' || !token) throw NO_TOKEN();
  const profile = await providerCall(`${base}/userInfo`, { headers: { authorization: `Bearer ${token}` } });
  const subject = profile?.username;
  if (typeof subject !== 'string' || !subject) throw NO_TOKEN();
  return subject;
}

/** Third-party sign-in: verifies the code with the provider and signs in the account linked to the identity. */
export async function socialLogin(ctx: HandlerContext<typeof socialLoginContract>): Promise<{ token: string }> {
  const { db } = ctx;
  ctx.audit.type = 'login';
  const base = providerBase();
  // 404, not 503: nothing here to retry later, the deployment has no such sign-in (and a 5xx would read as a fault).
  if (!base) throw new ApiError(404, '未配置第三方登录', null, 'Third-party sign-in is not configured');
  const provider = providerName();
  const subject = await identityOf(base, ctx.body.code);
  ctx.audit.account = `${provider}:${subject}`.slice(0, 50);
  const [account] = await db
    .select({ id: users.id, username: users.username, enabled: users.enabled, unitId: users.unitId, role: roles.code, expireTime: units.expireTime })
    .from(socialLinks)
    .innerJoin(users, and(eq(users.id, socialLinks.userId), eq(users.deleted, false)))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(units, eq(units.id, users.unitId))
    .where(and(eq(socialLinks.provider, provider), eq(socialLinks.subject, subject)))
    .limit(1);
  if (!account) {
    throw new ApiError(401, '该第三方账号未绑定本系统账号，请使用账号密码登录', null, 'This third-party account is not linked to an account here: sign in with your password');
  }
  ctx.audit.account = account.username;
  ctx.audit.userId = account.id;
  ctx.audit.unitId = account.unitId;
  ctx.audit.detail = `第三方登录（${provider}:${subject}）`;
  if (!account.enabled) await refuseUnapproved(db, account.id);
  if (!account.enabled) throw new ApiError(403, '账号已停用，请联系管理员', null, 'The account is disabled');
  if (account.expireTime && account.expireTime < today()) {
    throw await expiredAccount(account.id);
  }
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, account.id));
  return { token: await startSession(db, { id: account.id, username: account.username, role: account.role as Role }) };
}
