import 'server-only';
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { BodyOf } from '@/lib/contracts/endpoint';
import type { systemLogList } from '@/lib/contracts/systemLog';
import { formatDateTime } from '@/lib/domain/datetime';
import type { Db } from '../db/client';
import { systemLog, units } from '../db/tables';
import { scopeOf, unitCondition } from '../scope';
import type { SessionUser } from '../session';

type Query = BodyOf<typeof systemLogList>;

/** A day's start in China Standard Time, as a timestamp. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** The audit log the user may read: admin all of it; others the entries of the units in their scope. */
export async function listSystemLog(db: Db, user: SessionUser, q: Query) {
  const scoped = user.role === 'admin' ? undefined : and(unitCondition(scopeOf(user)) ?? undefined, eq(systemLog.unitId, units.id));
  const where = and(
    scoped,
    q.account ? ilike(systemLog.account, `%${q.account}%`) : undefined,
    q.type ? eq(systemLog.type, q.type) : undefined,
    q.result ? eq(systemLog.result, q.result) : undefined,
    q.action ? ilike(systemLog.action, `%${q.action}%`) : undefined,
    q.from ? gte(systemLog.at, dayStart(q.from)) : undefined,
    q.to ? lt(systemLog.at, nextDay(q.to)) : undefined,
  ) as SQL | undefined;
  const rows = await db.select({ entry: systemLog, unitName: units.unitName }).from(systemLog)
    .leftJoin(units, eq(units.id, systemLog.unitId)).where(where)
    .orderBy(desc(systemLog.at), desc(systemLog.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(systemLog).leftJoin(units, eq(units.id, systemLog.unitId)).where(where);
  return {
    total,
    list: rows.map(({ entry: e, unitName }) => ({
      id: e.id, at: formatDateTime(e.at), account: e.account, unitName, ip: e.ip, type: e.type, action: e.action, result: e.result,
      code: e.code, detail: e.detail,
    })),
  };
}
