import 'server-only';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { aliasedTable, and, count, desc, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { BodyOf } from '@/lib/contracts/endpoint';
import {
  SMS_CODE, type register as registerContract, type RegistrationItem, type registrationList, type registrationReview,
  type registerSendCode,
} from '@/lib/contracts/register';
import { formatDateTime } from '@/lib/domain/datetime';
import type { Db } from '../db/client';
import { registrations, roles, smsCodes, units, users } from '../db/schema';
import { ApiError } from '../errors';
import { logger } from '../observability/logger';
import type { HandlerContext } from '../http';
import { assertPasswordAllowed, hashPassword } from '../password';
import { scopeOf, unitCondition } from '../scope';
import type { SessionUser } from '../session';
import { smsSender } from './sms';
import { smsTexts } from './sms/texts';

const PURPOSE = 'register';
const HOUR_MS = 3_600_000;

export const maskMobile = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
const codeHash = (mobile: string, code: string) => createHash('sha256').update(`${PURPOSE}:${mobile}:${code}`).digest('hex');

async function mobileTaken(db: Db, mobile: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.mobile, mobile), eq(users.deleted, false))).limit(1);
  return Boolean(row);
}

/** A hash no code can match (the notice to a registered number). */
const unusableHash = () => createHash('sha256').update(randomBytes(32)).digest('hex');

/** Only after the code proved the number is the caller's: the answer then tells the owner nothing new. */
const MOBILE_TAKEN = () => new ApiError(409, '该手机号已注册', { field: 'mobile' }, 'This mobile number is already registered');

/**
 * Texts a registration code: once per resend interval, a few times an hour per number and per IP. A number that
 * already has an account gets a notice instead of a code, with the same answer and the same work (queries, one text,
 * one row whose hash no code matches, so the throttles count it alike): the page cannot tell which numbers are registered.
 */
export async function sendCode(ctx: HandlerContext<typeof registerSendCode>) {
  const { db, ip } = ctx;
  const { mobile } = ctx.body;
  ctx.audit.account = maskMobile(mobile);
  ctx.audit.detail = `向 ${maskMobile(mobile)} 发送注册验证码`;
  const taken = await mobileTaken(db, mobile);
  const now = Date.now();
  const reserved = await reserveCode(db, mobile, ip, now);
  const sender = smsSender();
  const code = String(randomInt(0, 10 ** SMS_CODE.length)).padStart(SMS_CODE.length, '0');
  try {
    // 404, not 503, as for an unconfigured third-party sign-in: the deployment has no such service, nothing to retry.
    if (!sender) throw new ApiError(404, '短信服务未配置，暂不能注册', null, 'Text messages are not configured: registration is unavailable');
    await sender.send(mobile, taken ? smsTexts.registrationAttempt() : smsTexts.registrationCode(code)).catch((e: unknown) => {
      logger().error({ err: e }, '[sms] the registration code was not sent');
      throw new ApiError(502, '验证码发送失败，请稍后再试', null, 'The code could not be sent: try again later');
    });
  } catch (e) {
    await db.delete(smsCodes).where(eq(smsCodes.id, reserved)); // nothing was sent: the throttles do not count it
    throw e;
  }
  if (!taken) await db.update(smsCodes).set({ codeHash: codeHash(mobile, code) }).where(eq(smsCodes.id, reserved));
  else ctx.audit.detail = `${maskMobile(mobile)} 已注册：发送注册提醒而非验证码`;
  return { resendAfter: SMS_CODE.resendSeconds, expiresIn: SMS_CODE.ttlSeconds };
}

/** Namespaces the advisory locks of the code throttles (pg_advisory_xact_lock(class, key)). */
const MOBILE_LOCK = 0x534d53; // 'SMS'
const IP_LOCK = 0x534d49; // 'SMI'

/**
 * Reserves a text (a row whose hash no code matches yet), or refuses it with 429: once per resend interval, a few times
 * an hour per number and per address. Under a lock per number and then per address (always in that order), so requests
 * sent at once cannot all read the counts before any of them is counted.
 */
async function reserveCode(db: Db, mobile: string, ip: string, now: number): Promise<number> {
  const hourAgo = new Date(now - HOUR_MS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MOBILE_LOCK}, hashtext(${mobile}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${IP_LOCK}, hashtext(${ip}))`);
    const sent = await tx.select({ at: smsCodes.sentAt }).from(smsCodes)
      .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, PURPOSE), gt(smsCodes.sentAt, hourAgo)))
      .orderBy(desc(smsCodes.sentAt));
    const wait = sent.length ? Math.ceil((sent[0].at.getTime() + SMS_CODE.resendSeconds * 1000 - now) / 1000) : 0;
    if (wait > 0) {
      throw new ApiError(429, `验证码已发送，请 ${wait} 秒后再获取`, { field: 'mobile', retryAfter: wait }, `A code was just sent: retry in ${wait} s`);
    }
    if (sent.length >= SMS_CODE.perMobilePerHour) {
      throw new ApiError(429, '该手机号获取验证码过于频繁，请 1 小时后再试', { field: 'mobile' }, 'Too many codes for this number: try again in an hour');
    }
    const [{ n }] = await tx.select({ n: count() }).from(smsCodes).where(and(eq(smsCodes.ip, ip), gt(smsCodes.sentAt, hourAgo)));
    if (n >= SMS_CODE.perIpPerHour) throw new ApiError(429, '获取验证码过于频繁，请稍后再试', null, 'Too many codes requested: try again later');
    const [row] = await tx.insert(smsCodes).values({
      mobile, purpose: PURPOSE, codeHash: unusableHash(), ip, sentAt: new Date(now), expiresAt: new Date(now + SMS_CODE.ttlSeconds * 1000),
    }).returning({ id: smsCodes.id });
    return row.id;
  });
}

const codeError = (msg: string, en: string) => new ApiError(400, msg, { field: 'code' }, en);

/** The latest code sent to the number, checked; a wrong guess counts against it. */
async function checkCode(db: Db, mobile: string, code: string): Promise<number> {
  const [row] = await db.select().from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, PURPOSE), isNull(smsCodes.usedAt)))
    .orderBy(desc(smsCodes.sentAt)).limit(1);
  if (!row) throw codeError('请先获取手机验证码', 'Get a verification code first');
  if (row.expiresAt.getTime() <= Date.now()) throw codeError('验证码已过期，请重新获取', 'The code has expired: get a new one');
  if (row.attempts >= SMS_CODE.maxAttempts) throw codeError('验证码错误次数过多，请重新获取', 'Too many wrong codes: get a new one');
  if (row.codeHash !== codeHash(mobile, code)) {
    await db.update(smsCodes).set({ attempts: sql`${smsCodes.attempts} + 1` }).where(eq(smsCodes.id, row.id));
    throw codeError('验证码错误', 'Wrong verification code');
  }
  return row.id;
}

/** A unit applies for an account: created disabled, with a pending registration for a reviewer. */
export async function register(ctx: HandlerContext<typeof registerContract>) {
  const { db, body } = ctx;
  ctx.audit.account = body.username;
  assertPasswordAllowed(body.password, body.username);
  const codeId = await checkCode(db, body.mobile, body.code);
  const [taken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${body.username})`).limit(1);
  if (taken) throw new ApiError(409, '用户名已存在', { field: 'username' }, 'This username is taken');
  if (await mobileTaken(db, body.mobile)) throw MOBILE_TAKEN();
  const [unit] = await db.select({ id: units.id, name: units.unitName, tier: units.unitTier }).from(units)
    .where(and(eq(units.uscc, body.unitCode), eq(units.deleted, false), eq(units.unitStatus, 'NORMAL'))).limit(1);
  if (!unit) {
    throw new ApiError(422, '未找到该统一社会信用代码对应的单位，请联系主管部门或人社局先登记单位', { field: 'unitCode' },
      'No unit has this credit code: ask your competent authority or the personnel bureau to enter the unit first');
  }
  if (unit.tier === 'RSJ_REGION') {
    throw new ApiError(422, '人社局账号不能通过注册开通，请联系管理员', { field: 'unitCode' }, 'Personnel bureau accounts are created by the administrator');
  }
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, unit.tier === 'COMPETENT' ? 'zg' : 'jc'));
  ctx.audit.unitId = unit.id;
  const passwordHash = await hashPassword(body.password);
  const id = await db.transaction(async (tx) => {
    const used = await tx.update(smsCodes).set({ usedAt: new Date() }).where(and(eq(smsCodes.id, codeId), isNull(smsCodes.usedAt)))
      .returning({ id: smsCodes.id });
    if (!used.length) throw codeError('验证码已使用，请重新获取', 'The code was already used: get a new one');
    const [user] = await tx.insert(users).values({
      username: body.username, passwordHash, roleId: role.id, unitId: unit.id, realName: body.contactName, mobile: body.mobile, enabled: false,
    }).returning({ id: users.id });
    const [row] = await tx.insert(registrations).values({ userId: user.id, unitId: unit.id, contactName: body.contactName, mobile: body.mobile })
      .returning({ id: registrations.id });
    return row.id;
  });
  ctx.audit.detail = `${unit.name} 注册账号 ${body.username}，待审核`;
  return { id, status: 'PENDING' as const };
}

/** Refuses the sign-in of an account whose registration is not approved, with the reason; other disabled accounts pass on. */
export async function refuseUnapproved(db: Db, userId: number): Promise<void> {
  const [row] = await db.select({ status: registrations.status, reason: registrations.reason }).from(registrations)
    .where(eq(registrations.userId, userId)).limit(1);
  if (row?.status === 'PENDING') {
    throw new ApiError(401, '账号正在审核中，审核通过后方可登录', null, 'The account is waiting for approval; you can sign in once it is approved');
  }
  if (row?.status === 'REJECTED') {
    throw new ApiError(401, `注册申请未通过审核：${row.reason}`, null, `The registration was rejected: ${row.reason}`);
  }
}

const applicant = aliasedTable(users, 'applicant');
const reviewer = aliasedTable(users, 'reviewer');

function listSelect(db: Db) {
  return db.select({
    r: registrations, username: applicant.username, role: roles.code, unitName: units.unitName, unitCode: units.uscc, reviewer: reviewer.username,
  }).from(registrations)
    .innerJoin(applicant, eq(applicant.id, registrations.userId))
    .innerJoin(roles, eq(roles.id, applicant.roleId))
    .innerJoin(units, eq(units.id, registrations.unitId))
    .leftJoin(reviewer, eq(reviewer.id, registrations.reviewedBy));
}

interface Row {
  r: typeof registrations.$inferSelect;
  username: string; role: string; unitName: string; unitCode: string; reviewer: string | null;
}

const toItem = ({ r, ...x }: Row): RegistrationItem => ({
  id: r.id, username: x.username, role: x.role, contactName: r.contactName, mobile: r.mobile, unitName: x.unitName, unitCode: x.unitCode,
  status: r.status, reason: r.reason, createdAt: formatDateTime(r.createdAt), reviewedAt: formatDateTime(r.reviewedAt), reviewer: x.reviewer,
});

/** Registrations of the units in the reviewer's scope (admin: all; rsj: its region), pending first then newest. */
export async function listRegistrations(db: Db, user: SessionUser, q: BodyOf<typeof registrationList>) {
  const like = q.keyword ? `%${q.keyword}%` : undefined;
  const where = and(
    unitCondition(scopeOf(user)) ?? undefined,
    q.status ? eq(registrations.status, q.status) : undefined,
    like ? or(ilike(applicant.username, like), ilike(units.unitName, like), ilike(registrations.contactName, like), ilike(registrations.mobile, like)) : undefined,
  ) as SQL | undefined;
  const rows = await listSelect(db).where(where)
    .orderBy(sql`${registrations.status} = 'PENDING' desc`, desc(registrations.createdAt), desc(registrations.id))
    .limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(registrations)
    .innerJoin(applicant, eq(applicant.id, registrations.userId)).innerJoin(units, eq(units.id, registrations.unitId)).where(where);
  return { total, list: rows.map(toItem) };
}

/** Approves (the account is enabled) or rejects (with the reason) a pending registration in the reviewer's scope. */
export async function reviewRegistration(ctx: HandlerContext<typeof registrationReview>): Promise<RegistrationItem> {
  const { db, body } = ctx;
  const user = ctx.user!;
  const [found] = await db.select({ unitId: registrations.unitId, userId: registrations.userId }).from(registrations)
    .where(eq(registrations.id, body.id)).limit(1);
  if (!found) throw new ApiError(404, '注册申请不存在', null, 'No such registration');
  await ctx.assertUnitInScope(found.unitId);
  ctx.audit.detail = `${body.approve ? '通过' : '驳回'}注册申请 #${body.id}${body.approve ? '' : `：${body.reason}`}`;
  await db.transaction(async (tx) => {
    const changed = await tx.update(registrations)
      .set({ status: body.approve ? 'APPROVED' : 'REJECTED', reason: body.approve ? '' : body.reason, reviewedBy: user.id, reviewedAt: new Date() })
      .where(and(eq(registrations.id, body.id), eq(registrations.status, 'PENDING'))).returning({ id: registrations.id });
    if (!changed.length) throw new ApiError(409, '该申请已被处理，请刷新后查看', null, 'This registration was already reviewed: refresh');
    if (body.approve) {
      await tx.update(users).set({ enabled: true, updatedAt: new Date(), updatedBy: user.id, version: sql`${users.version} + 1` })
        .where(eq(users.id, found.userId));
    }
  });
  const [row] = await listSelect(db).where(eq(registrations.id, body.id));
  return toItem(row);
}
