import 'server-only';
import { and, eq, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema';
import { ApiError } from '../../errors';
import type { SessionUser } from '../../session';

/** Whose accounts the caller manages: admin every account; a unit's main jc account the sub-accounts of its unit. */
export type Manager = { kind: 'admin'; user: SessionUser } | { kind: 'unit'; user: SessionUser; unitId: number };

/** Whether the user manages accounts: the admin, and a unit's main jc account (not its sub-accounts). */
export function managesAccounts(user: SessionUser): boolean {
  if (user.role === 'admin') return true;
  return user.role === 'jc' && Boolean(user.unitId) && !user.isSubAccount;
}

export function managerOf(user: SessionUser): Manager {
  if (user.role === 'admin') return { kind: 'admin', user };
  if (user.role === 'jc' && user.unitId && managesAccounts(user)) return { kind: 'unit', user, unitId: user.unitId };
  throw new ApiError(403, '只有管理员和单位主账号可以管理账号', null, 'Only administrators and a unit\'s main account manage accounts');
}

/** The accounts a manager may see and change (never deleted ones). */
export function managedAccounts(m: Manager): SQL {
  const live = eq(users.deleted, false);
  return m.kind === 'admin' ? live : and(live, eq(users.unitId, m.unitId), eq(users.isSubAccount, true))!;
}
