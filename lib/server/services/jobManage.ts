import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FilingType } from '@/lib/contracts/filing';
import { levelsOfCategory, type PostCategory } from '@/lib/domain/codes';
import { today } from '@/lib/domain/datetime';
import type { Db } from '../db/client';
import { persons, unitPostPlanLines, unitPostPlans } from '../db/tables';
import { postsInTransit } from './postClaims';
import { POST_HOLDING_STATUSES } from './quota';
import type { SessionUser } from '../session';

export const POST_MOVE_TYPES: FilingType[] = ['POST_APPOINT', 'POST_CHANGE'];

/** The kind of a post move: GWPY names it appointKind, GWBD changeKind. */
export const moveKindOf = (f: { header: Record<string, unknown> }) => String(f.header.appointKind ?? f.header.changeKind ?? '');

export const tally = (levels: string[]) => levels.reduce<Record<string, number>>((acc, lv) => ({ ...acc, [lv]: (acc[lv] ?? 0) + 1 }), {});

/** The unit's current post plan (the last approved post setting) with its lines, or null. */
export async function currentPostPlan(db: Db, unitId: number) {
  return (await currentPostPlans(db, [unitId])).get(unitId) ?? null;
}

type PostPlan = typeof unitPostPlans.$inferSelect & { lines: (typeof unitPostPlanLines.$inferSelect)[] };

/** currentPostPlan for many units at once, by unit; a unit without an approved post setting is absent. */
export async function currentPostPlans(db: Db, unitIds: number[]): Promise<Map<number, PostPlan>> {
  if (!unitIds.length) return new Map();
  const plans = await db.select().from(unitPostPlans)
    .where(and(inArray(unitPostPlans.unitId, unitIds), eq(unitPostPlans.isCurrent, true), eq(unitPostPlans.deleted, false)));
  const out = new Map<number, PostPlan>();
  for (const plan of plans) if (!out.has(plan.unitId)) out.set(plan.unitId, { ...plan, lines: [] });
  const byPlan = new Map([...out.values()].map((p) => [p.id, p]));
  if (!byPlan.size) return out;
  for (const line of await db.select().from(unitPostPlanLines).where(inArray(unitPostPlanLines.planId, [...byPlan.keys()])).orderBy(asc(unitPostPlanLines.id))) {
    byPlan.get(line.planId)!.lines.push(line);
  }
  return out;
}

interface Holder {
  id: number;
  name: string;
  appointDate: string | null;
}

/**
 * Who holds each level of the unit now: filed persons on its books, those approved and awaiting arrival included (their
 * post is theirs from the approval), a dual post counting at both its levels.
 */
export async function heldByLevel(db: Db, unitId: number): Promise<{ postLevel: string; holders: Holder[] }[]> {
  return (await heldByLevelOf(db, [unitId])).get(unitId) ?? [];
}

/** heldByLevel for many units at once, by unit; a unit where nobody holds a post is absent. */
export async function heldByLevelOf(db: Db, unitIds: number[]): Promise<Map<number, { postLevel: string; holders: Holder[] }[]>> {
  if (!unitIds.length) return new Map();
  const rows = await db.select({
    unitId: persons.unitId, id: persons.id, name: persons.name, appointDate: persons.appointDate, postLevel: persons.postLevel,
    secondPostLevel: persons.secondPostLevel,
  }).from(persons).where(and(inArray(persons.unitId, unitIds), eq(persons.recordStatus, 'FILED'),
    inArray(persons.personStatus, POST_HOLDING_STATUSES), eq(persons.deleted, false))).orderBy(asc(persons.name), asc(persons.id));
  const byUnit = new Map<number, Map<string, Holder[]>>();
  for (const r of rows) {
    const byLevel = byUnit.get(r.unitId) ?? new Map<string, Holder[]>();
    for (const level of [r.postLevel, r.secondPostLevel]) {
      if (level) byLevel.set(level, [...(byLevel.get(level) ?? []), { id: r.id, name: r.name, appointDate: r.appointDate }]);
    }
    byUnit.set(r.unitId, byLevel);
  }
  return new Map([...byUnit].map(([unitId, byLevel]) => [unitId, [...byLevel].map(([postLevel, holders]) => ({ postLevel, holders }))]));
}

const CATEGORIES: PostCategory[] = ['MANAGE', 'TECH', 'WORKER'];

/** 岗位聘用管理: the unit's posts by level from its current plan, who holds them and what is vacant. */
export async function listPosts(db: Db, user: SessionUser) {
  const unitId = user.unitId!;
  const plan = await currentPostPlan(db, unitId);
  const held = new Map((await heldByLevel(db, unitId)).map((h) => [h.postLevel, h.holders]));
  const inTransit = await postsInTransit(db, unitId, today(), { filingId: -1 });
  const approved = new Map((plan?.lines ?? []).map((l) => [l.postLevel, l.approvedCount]));
  const levels = CATEGORIES.flatMap((postCategory) => levelsOfCategory(postCategory)
    .filter((postLevel) => approved.has(postLevel))
    .map((postLevel) => {
      const holders = held.get(postLevel) ?? [];
      const a = approved.get(postLevel)!;
      const t = inTransit[postLevel] ?? 0;
      return { postCategory, postLevel, approved: a, held: holders.length, inTransit: t, vacancy: a - holders.length - t, holders };
    }));
  const unplanned = [...held].filter(([level]) => !approved.has(level)).flatMap(([postLevel, hs]) => hs.map((h) => ({ ...h, postLevel })));
  return {
    plan: plan && {
      planVersion: plan.planVersion, effectiveFrom: plan.effectiveFrom, postTotal: plan.postTotal, managePosts: plan.managePosts,
      techPosts: plan.techPosts, workerPosts: plan.workerPosts,
    },
    levels,
    unplanned,
  };
}
