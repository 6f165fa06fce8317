import 'server-only';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Role } from '@/lib/contracts/endpoint';
import type { accountFields, AccountItem } from '@/lib/contracts/userAdmin';
import type { Db } from '../../db/client';
import { roles, units, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { assertPasswordAllowed, hashPassword } from '../../password';
import { loadAccount } from './accounts';
import type { Manager } from './manager';
import { revokeSessionsOf } from './sessions';

type Fields = z.output<typeof accountFields>;
export type AccountInput = Fields & { id?: number; version?: number; password?: string };

const refuse = (field: string, zh: string, en: string) => new ApiError(422, zh, { field }, en);

/** The unit and region an account of the role needs (domain.md §2.1): rsj its bureau's region, zg a competent authority. */
async function placement(db: Db, role: Role, unitId: number | null | undefined): Promise<{ unitId: number | null; regionCode: string | null }> {
  if (role === 'admin') return { unitId: null, regionCode: null };
  if (!unitId) throw refuse('unitId', '请选择账号所属单位', 'Choose the unit of the account');
  const [unit] = await db.select().from(units).where(and(eq(units.id, unitId), eq(units.deleted, false)));
  if (!unit) throw refuse('unitId', '所选单位不存在或已撤销', 'The unit does not exist or was revoked');
  if (role === 'rsj' && unit.unitTier !== 'RSJ_REGION') throw refuse('unitId', '人社局账号须属于人社局单位', 'A personnel bureau account belongs to a personnel bureau');
  if (role === 'zg' && !unit.isCompetentDept) throw refuse('unitId', '主管部门账号须属于主管部门单位', 'A competent authority account belongs to a competent authority');
  if (role === 'jc' && unit.unitTier === 'RSJ_REGION') throw refuse('unitId', '基层单位账号不能属于人社局', 'A base unit account cannot belong to the personnel bureau');
  return { unitId, regionCode: role === 'rsj' ? unit.regionCode : null };
}

async function assertUsernameFree(db: Db, username: string, exceptId?: number): Promise<void> {
  const [taken] = await db.select({ id: users.id }).from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, exceptId ? ne(users.id, exceptId) : undefined)).limit(1);
  if (taken) throw refuse('username', `用户名 ${username} 已被使用`, `The username ${username} is taken`);
}

async function roleId(db: Db, code: Role): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
  if (!row) throw refuse('role', '角色不存在', 'No such role');
  return row.id;
}

/** Refuses a change that would leave no enabled administrator. */
export async function assertAnotherAdmin(db: Db, exceptId: number): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(users).innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(roles.code, 'admin'), eq(users.enabled, true), eq(users.deleted, false), ne(users.id, exceptId)));
  if (n === 0) throw new ApiError(422, '不能停用、删除或改变最后一个管理员账号', null, 'The last administrator cannot be disabled, deleted or given another role');
}

function assertNotSelf(m: Manager, id: number, zh: string, en: string): void {
  if (m.user.id === id) throw new ApiError(422, zh, null, en);
}

/** A unit's main account creates and edits only jc sub-accounts of its own unit. */
function unitFields(m: Manager, input: AccountInput): AccountInput {
  if (m.kind === 'admin') return input;
  if (input.role !== 'jc' || (input.unitId && input.unitId !== m.unitId)) {
    throw new ApiError(403, '单位主账号只能管理本单位的基层单位子账号', null, "A unit's main account manages only its own unit's sub-accounts");
  }
  return { ...input, unitId: m.unitId, isSubAccount: true };
}

export async function saveAccount(db: Db, m: Manager, raw: AccountInput): Promise<AccountItem> {
  const input = unitFields(m, raw);
  const where = await placement(db, input.role, input.unitId);
  await assertUsernameFree(db, input.username, input.id);
  if (input.id === undefined || input.password) assertPasswordAllowed(input.password ?? '', input.username);
  const values = {
    username: input.username, realName: input.realName, mobile: input.mobile || null, roleId: await roleId(db, input.role), ...where,
    enabled: input.enabled, isSubAccount: input.role === 'jc' && input.isSubAccount, updatedBy: m.user.id, updatedAt: new Date(),
  };
  if (input.id === undefined) {
    const [row] = await db.insert(users)
      .values({ ...values, passwordHash: await hashPassword(input.password!), mustChangePassword: true, createdBy: m.user.id })
      .returning({ id: users.id });
    return loadAccount(db, m, row.id);
  }
  const before = await loadAccount(db, m, input.id);
  if (before.id === m.user.id && (!input.enabled || input.role !== before.role)) {
    throw new ApiError(422, '不能停用自己的账号或改变自己的角色', null, 'You cannot disable your own account or change your own role');
  }
  if (before.role === 'admin' && (!input.enabled || input.role !== 'admin')) await assertAnotherAdmin(db, before.id);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const password = passwordHash ? { passwordHash, mustChangePassword: input.id !== m.user.id } : {};
  const updated = await db.update(users).set({ ...values, ...password, version: sql`${users.version} + 1` })
    .where(and(eq(users.id, input.id), eq(users.version, input.version!))).returning({ id: users.id });
  if (!updated.length) throw new ApiError(409, '账号已被他人修改，请刷新后重试', null, 'The account was changed by someone else; refresh and retry');
  if (!input.enabled || passwordHash) await revokeSessionsOf(db, input.id);
  return loadAccount(db, m, input.id);
}

export async function deleteAccount(db: Db, m: Manager, id: number): Promise<AccountItem> {
  assertNotSelf(m, id, '不能删除自己的账号', 'You cannot delete your own account');
  const account = await loadAccount(db, m, id);
  if (account.role === 'admin') await assertAnotherAdmin(db, id);
  await db.update(users).set({ deleted: true, enabled: false, updatedBy: m.user.id, updatedAt: new Date(), version: sql`${users.version} + 1` })
    .where(eq(users.id, id));
  await revokeSessionsOf(db, id);
  return account;
}

export async function setAccountRole(db: Db, m: Manager, id: number, newRoleId: number): Promise<AccountItem> {
  assertNotSelf(m, id, '不能改变自己的角色', 'You cannot change your own role');
  const account = await loadAccount(db, m, id);
  const [role] = await db.select({ code: roles.code }).from(roles).where(eq(roles.id, newRoleId));
  if (!role) throw refuse('roleId', '角色不存在', 'No such role');
  if (account.role === 'admin' && role.code !== 'admin') await assertAnotherAdmin(db, id);
  const where = await placement(db, role.code as Role, account.unitId);
  await db.update(users).set({ roleId: newRoleId, ...where, isSubAccount: role.code === 'jc' && account.isSubAccount, updatedBy: m.user.id,
    updatedAt: new Date(), version: sql`${users.version} + 1` }).where(eq(users.id, id));
  await revokeSessionsOf(db, id);
  return loadAccount(db, m, id);
}

/** A password set for someone else must be changed by its owner at the next sign-in (mustChangePassword). */
export async function resetPassword(db: Db, m: Manager, id: number, password: string): Promise<AccountItem> {
  const account = await loadAccount(db, m, id);
  assertPasswordAllowed(password, account.username);
  await db.update(users).set({ passwordHash: await hashPassword(password), mustChangePassword: id !== m.user.id, updatedBy: m.user.id, updatedAt: new Date() })
    .where(eq(users.id, id));
  await revokeSessionsOf(db, id, id === m.user.id ? m.user.sid : undefined);
  return account;
}

export async function unlockAccount(db: Db, m: Manager, id: number): Promise<AccountItem> {
  await loadAccount(db, m, id);
  await db.update(users).set({ unlockedAt: new Date(), updatedBy: m.user.id, updatedAt: new Date() }).where(eq(users.id, id));
  return loadAccount(db, m, id);
}
