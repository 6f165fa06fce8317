import 'server-only';
import { and, asc, eq, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { postStructureRow, postStructureTotal, type PostStructureInput } from '@/lib/domain/postStructure';
import type { Db } from '../../db/client';
import { persons, unitPostPlanLines, unitPostPlans, units } from '../../db/tables';
import type { SessionUser } from '../../session';
import { POST_HOLDING_STATUSES } from '../quota';
import { baseUnitsInScope } from './estabUsage';
import { groupsAsJson } from './groupsJson';
import { isWideScope, unitCount } from './wideScope';

export interface PostStructureQuery { competentDeptId?: number }

type Counts = Map<number, Record<string, number>>;
const addTo = (into: Counts, unitId: number, level: string, n: number) => {
  const counts = into.get(unitId) ?? {};
  counts[level] = (counts[level] ?? 0) + n;
  into.set(unitId, counts);
};

/** The listed units with their current plan, and the authorities of the whole scope for the filter. */
async function unitsWithPlan(db: Db, user: SessionUser, q: PostStructureQuery) {
  const competent = alias(units, 'competent');
  const rows = await db.select({
    unitId: units.id, unitName: units.unitName, mainPostType: units.mainPostType, authorityId: competent.id, authorityName: competent.unitName,
    planId: unitPostPlans.id,
  }).from(units).leftJoin(competent, eq(competent.id, units.competentDeptId))
    .leftJoin(unitPostPlans, and(eq(unitPostPlans.unitId, units.id), eq(unitPostPlans.isCurrent, true), eq(unitPostPlans.deleted, false)))
    .where(baseUnitsInScope(user)).orderBy(asc(units.id));
  const authorities = new Map<number, string>();
  for (const r of rows) if (r.authorityId !== null && r.authorityName !== null) authorities.set(r.authorityId, r.authorityName);
  const listed = new Map<number, (typeof rows)[number]>();
  for (const r of rows) if (!listed.has(r.unitId) && (!q.competentDeptId || r.authorityId === q.competentDeptId)) listed.set(r.unitId, r);
  return { listed: [...listed.values()], authorities: [...authorities].sort(([a], [b]) => a - b).map(([id, name]) => ({ id, name })) };
}

/**
 * Set and held per unit and level, counted in the database: the current plans' lines, and the filed persons who
 * hold a post (jobManage.ts heldByLevel's holders, those awaiting arrival included), once at their level and once more at a dual post's second level. Without
 * `inUnits`, every unit's (the caller keeps those it lists).
 */
async function levelCounts(db: Db, inUnits: ((column: Column) => SQL) | undefined) {
  const [lines, holders] = await Promise.all([
    db.select({ unitId: unitPostPlans.unitId, level: unitPostPlanLines.postLevel, n: sql<number>`cast(sum(${unitPostPlanLines.approvedCount}) as int)` })
      .from(unitPostPlanLines).innerJoin(unitPostPlans, eq(unitPostPlans.id, unitPostPlanLines.planId))
      .where(and(eq(unitPostPlans.isCurrent, true), eq(unitPostPlans.deleted, false), inUnits?.(unitPostPlans.unitId)))
      .groupBy(unitPostPlans.unitId, unitPostPlanLines.postLevel),
    // One pass over the persons: grouped by both levels, a dual post's pair is one group. The conditions are those of the
    // partial index person_held_level_idx, which holds these columns in this order: PostgreSQL reads the groups off it.
    // Where it cannot (the embedded database, whose tables no autovacuum marks all-visible, reads the table), a city's
    // 130,000 groups are hashed in memory rather than spilled to disk, and not compiled by JIT (its cost estimate
    // would have PostgreSQL spend longer compiling than counting).
    db.transaction(async (tx) => {
      await tx.execute(sql`set local work_mem = '64MB'`);
      await tx.execute(sql`set local jit = off`);
      return groupsAsJson<[unitId: number, level: string | null, second: string | null, n: number]>(tx, tx.select({
        unitId: persons.unitId, level: persons.postLevel, second: persons.secondPostLevel, n: sql<number>`count(*)`.as('n'),
      }).from(persons)
        .where(and(eq(persons.deleted, false), eq(persons.recordStatus, 'FILED'), inArray(persons.personStatus, POST_HOLDING_STATUSES), inUnits?.(persons.unitId)))
        .groupBy(persons.unitId, persons.postLevel, persons.secondPostLevel), ['unit_id', 'post_level', 'second_post_level', 'n']);
    }),
  ]);
  const set: Counts = new Map();
  const held: Counts = new Map();
  const dual = new Map<number, number>();
  for (const l of lines) addTo(set, l.unitId, l.level, Number(l.n));
  for (const [unitId, level, second, n] of holders) {
    if (level) addTo(held, unitId, level, n);
    if (second) {
      addTo(held, unitId, second, n);
      dual.set(unitId, (dual.get(unitId) ?? 0) + n);
    }
  }
  return { set, held, dual };
}

/** 岗位结构核对表 (§5.2): per base unit in scope, its current approved post setting against the posts held now. */
export async function postStructure(db: Db, user: SessionUser, q: PostStructureQuery, lang: 'zh' | 'en' = 'zh') {
  const [{ listed, authorities }, all] = await Promise.all([unitsWithPlan(db, user, q), unitCount(db, and(eq(units.deleted, false), eq(units.unitTier, 'BASE'))!)]);
  const scope = and(baseUnitsInScope(user), q.competentDeptId ? eq(units.competentDeptId, q.competentDeptId) : undefined)!;
  // A subquery rather than a list of ids: a bureau's scope may hold thousands of units; none when it is most of the city.
  const inUnits = isWideScope(listed.length, all) ? undefined : (column: Column) => inArray(column, db.select({ id: units.id }).from(units).where(scope));
  const { set, held, dual } = listed.length ? await levelCounts(db, inUnits) : { set: new Map(), held: new Map(), dual: new Map() };
  const rows = listed.map((u) => postStructureRow({
    unitId: u.unitId, unitName: u.unitName, mainPostType: u.mainPostType, hasPlan: u.planId !== null,
    set: set.get(u.unitId) ?? {}, held: held.get(u.unitId) ?? {}, dualPosts: dual.get(u.unitId) ?? 0,
  } satisfies PostStructureInput, lang));
  return { authorities, rows, total: postStructureTotal(rows, '') };
}
