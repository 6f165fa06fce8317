import 'server-only';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AccountFilters, AccountItem } from '@/lib/contracts/userAdmin';
import type { Role } from '@/lib/contracts/endpoint';
import { formatDateTime } from '@/lib/domain/datetime';
import type { Db } from '../../db/client';
import { roles, units, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { THROTTLE_MAX_FAILURES, THROTTLE_WINDOW_MS } from '../loginThrottle';
import { managedAccounts, type Manager } from './manager';

/**
 * The login throttle's rule (loginThrottle.ts) for every address at once: some address has 5 wrong passwords for the
 * account within the window, after the account's unlock and with no successful login from there since.
 */
function lockedExpression(now = Date.now()): SQL<boolean> {
  const windowStart = new Date(now - THROTTLE_WINDOW_MS).toISOString();
  return sql<boolean>`coalesce((
    select count(*) >= ${THROTTLE_MAX_FAILURES} from system_log f
    where f.type = 'login' and f.code = 401 and lower(f.account) = lower(${users.username})
      and f.at > greatest(${windowStart}::timestamptz, coalesce(${users.unlockedAt}, ${windowStart}::timestamptz))
      and not exists (select 1 from system_log s where s.type = 'login' and s.result = 'success'
        and lower(s.account) = lower(f.account) and s.ip = f.ip and s.at > f.at)
    group by f.ip order by count(*) desc limit 1), false)`;
}

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
