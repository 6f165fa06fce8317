import 'server-only';
import { and, asc, eq, inArray, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { units } from '../../db/tables';
import type { SessionUser } from '../../session';
import { authorityOfUnit, reportUnitsInScope, underAuthority } from './estabUsage';

export interface YearStatsQuery { year: number; competentDeptId?: number }

/** The first and last day of the year, for the date conditions. */
export const yearSpan = (year: number) => ({ from: `${year}-01-01`, to: `${year}-12-31` });

/**
 * The units a yearly table lists — the base units of the caller's scope and the authorities' own staff (reportUnitsInScope),
 * narrowed to one competent authority (itself and its units) when asked — and the authorities of the whole scope for the filter.
 */
export async function yearStatsUnits(db: Db, user: SessionUser, q: YearStatsQuery) {
  const competent = alias(units, 'competent');
  const rows = await db.select({ unitId: units.id, unitName: units.unitName, authorityId: competent.id, authorityName: competent.unitName })
    .from(units).leftJoin(competent, eq(competent.id, authorityOfUnit()))
    .where(reportUnitsInScope(user)).orderBy(asc(units.id));
  const authorities = new Map<number, string>();
  for (const r of rows) if (r.authorityId !== null && r.authorityName !== null) authorities.set(r.authorityId, r.authorityName);
  const listed = q.competentDeptId ? rows.filter((r) => r.authorityId === q.competentDeptId) : rows;
  const scope = and(reportUnitsInScope(user), q.competentDeptId ? underAuthority(q.competentDeptId) : undefined)!;
  return {
    units: listed.map((r) => ({ unitId: r.unitId, unitName: r.unitName })),
    authorities: [...authorities].sort(([a], [b]) => a - b).map(([id, name]) => ({ id, name })),
    /** A unit column among the listed units, as a subquery: a bureau's scope may hold thousands of units. */
    inUnits: (column: Column): SQL => inArray(column, db.select({ id: units.id }).from(units).where(scope)),
  };
}
