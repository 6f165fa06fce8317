import 'server-only';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AccountFilters, AccountItem } from '@/lib/contracts/userAdmin';
import type { Role } from '@/lib/contracts/endpoint';
import { formatDateTime } from '@/lib/domain/datetime';
import type { Db } from '../../db/client';
import { roles, units, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { lockedExpression } from '../loginThrottle';
import { managedAccounts, type Manager } from './manager';

const columns = () => ({ account: users, role: { id: roles.id, code: roles.code, nameZh: roles.nameZh }, unitName: units.unitName, locked: lockedExpression() });

type Row = { account: typeof users.$inferSelect; role: { id: number; code: string; nameZh: string }; unitName: string | null; locked: boolean };

function toItem({ account: a, role, unitName, locked }: Row): AccountItem {
  return {
    id: a.id, username: a.username, realName: a.realName, mobile: a.mobile ?? '', role: role.code as Role, roleId: role.id, roleName: role.nameZh,
    unitId: a.unitId, unitName, regionCode: a.regionCode, enabled: a.enabled, locked: Boolean(locked), isSubAccount: a.isSubAccount,
    lastLoginAt: formatDateTime(a.lastLoginAt), createdAt: formatDateTime(a.createdAt), version: a.version,
  };
}

function filtersOf(f: AccountFilters): (SQL | undefined)[] {
  const locked = lockedExpression();
  return [
    f.username ? or(ilike(users.username, `%${f.username}%`), ilike(users.realName, `%${f.username}%`)) : undefined,
    f.unitId ? eq(users.unitId, f.unitId) : undefined,
    f.role ? eq(roles.code, f.role) : undefined,
    f.status === 'enabled' ? eq(users.enabled, true) : undefined,
    f.status === 'disabled' ? eq(users.enabled, false) : undefined,
    f.status === 'locked' ? locked : undefined,
  ];
}

export async function listAccounts(db: Db, m: Manager, q: AccountFilters & { pageNo: number; pageSize: number }) {
  const where = and(managedAccounts(m), ...filtersOf(q));
  const rows = await db.select(columns()).from(users).innerJoin(roles, eq(roles.id, users.roleId)).leftJoin(units, eq(units.id, users.unitId))
    .where(where).orderBy(desc(users.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(where);
  return { list: rows.map(toItem), total };
}

/** One account the manager may touch; anything else is 404, so a unit cannot probe other units' accounts. */
export async function loadAccount(db: Db, m: Manager, id: number): Promise<AccountItem> {
  const [row] = await db.select(columns()).from(users).innerJoin(roles, eq(roles.id, users.roleId)).leftJoin(units, eq(units.id, users.unitId))
    .where(and(managedAccounts(m), eq(users.id, id)));
  if (!row) throw new ApiError(404, '账号不存在或不在您的管理范围内', null, 'No such account within your management');
  return toItem(row);
}
