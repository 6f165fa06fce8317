import 'server-only';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { units } from '../../db/schema';
import type { Manager } from './manager';

/** Units for the account form's unit picker: admin every live unit, a unit's main account only its own. */
export async function listCompanies(db: Db, m: Manager, q: { keyword?: string; pageNo: number; pageSize: number }) {
  const where = and(
    eq(units.deleted, false),
    m.kind === 'unit' ? eq(units.id, m.unitId) : undefined,
    q.keyword ? or(ilike(units.unitName, `%${q.keyword}%`), ilike(units.uscc, `%${q.keyword}%`)) : undefined,
  );
  const list = await db.select({
    id: units.id, unitName: units.unitName, uscc: units.uscc, unitTier: units.unitTier, isCompetentDept: units.isCompetentDept,
    regionCode: units.regionCode,
  }).from(units).where(where).orderBy(asc(units.unitTier), asc(units.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(units).where(where);
  return { list, total };
}
