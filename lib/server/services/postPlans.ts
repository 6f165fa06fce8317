import 'server-only';
import { and, asc, count, desc, eq, inArray, max } from 'drizzle-orm';
import type { PostPlanContext, PostPlanDetail, PostPlanItem } from '@/lib/contracts/postSetting';
import { planSummary, type PlanLine } from '@/lib/domain/postSetting';
import type { Db } from '../db/client';
import { filings, unitPostPlanLines, unitPostPlans, units } from '../db/tables';
import { ApiError } from '../errors';
import { isUnitInScope, scopeOf, unitAsked } from '../scope';
import type { SessionUser } from '../session';
import { heldByLevel } from './jobManage';
import { currentEstablishment } from './quota';

type PlanRow = typeof unitPostPlans.$inferSelect;

const planColumns = { plan: unitPostPlans, unitName: units.unitName, sourceFilingNo: filings.filingNo };

function item(r: { plan: PlanRow; unitName: string; sourceFilingNo: string | null }): PostPlanItem {
  const p = r.plan;
  return {
    id: p.id, unitId: p.unitId, unitName: r.unitName, planVersion: p.planVersion, effectiveFrom: p.effectiveFrom, isCurrent: p.isCurrent,
    postTotal: p.postTotal, managePosts: p.managePosts, techPosts: p.techPosts, workerPosts: p.workerPosts, dualPostCount: p.dualPostCount,
    maxManageLevel: p.maxManageLevel, maxTechLevel: p.maxTechLevel, maxWorkerLevel: p.maxWorkerLevel,
    sourceFilingId: p.sourceFilingId, sourceFilingNo: r.sourceFilingNo,
  };
}

async function withLines(db: Db, r: Parameters<typeof item>[0]): Promise<PostPlanDetail> {
  const lines = await db.select({ postCategory: unitPostPlanLines.postCategory, postLevel: unitPostPlanLines.postLevel, approvedCount: unitPostPlanLines.approvedCount })
    .from(unitPostPlanLines).where(eq(unitPostPlanLines.planId, r.plan.id)).orderBy(asc(unitPostPlanLines.id));
  return { ...item(r), lines };
}

const plansQuery = (db: Db) => db.select(planColumns).from(unitPostPlans)
  .innerJoin(units, eq(units.id, unitPostPlans.unitId))
  .leftJoin(filings, eq(filings.id, unitPostPlans.sourceFilingId));

/** The persons holding each post level now, as the post page and R-GW-06 count them (jobManage.ts heldByLevel). */
export async function holdersByLevel(db: Db, unitId: number): Promise<Record<string, number>> {
  return Object.fromEntries((await heldByLevel(db, unitId)).map((h) => [h.postLevel, h.holders.length]));
}

export async function postPlanContext(db: Db, user: SessionUser, unitId?: number): Promise<PostPlanContext> {
  const id = await unitAsked(db, user, unitId);
  const [unit] = await db.select().from(units).where(eq(units.id, id));
  if (!unit) throw new ApiError(404, '单位不存在', null, 'No such unit');
  const [current] = await plansQuery(db).where(and(eq(unitPostPlans.unitId, id), eq(unitPostPlans.isCurrent, true), eq(unitPostPlans.deleted, false))).limit(1);
  const [pending] = await db.select({ id: filings.id }).from(filings).where(and(
    eq(filings.unitId, id), eq(filings.filingType, 'POST_SETTING'), inArray(filings.status, ['PENDING_ZG', 'PENDING_RSJ']), eq(filings.deleted, false),
  )).limit(1);
  return {
    unit: { id, unitName: unit.unitName, unitRank: unit.unitRank, mainPostType: unit.mainPostType, unitCategory: unit.unitCategory },
    quotaInst: (await currentEstablishment(db, id))?.quotaInst ?? 0,
    plan: current ? await withLines(db, current) : null,
    holders: await holdersByLevel(db, id),
    pendingFilingId: pending?.id ?? null,
  };
}

export async function listPostPlans(db: Db, user: SessionUser, q: { unitId?: number; pageNo: number; pageSize: number }) {
  const id = await unitAsked(db, user, q.unitId);
  const where = and(eq(unitPostPlans.unitId, id), eq(unitPostPlans.deleted, false));
  const [{ total }] = await db.select({ total: count() }).from(unitPostPlans).where(where);
  const rows = await plansQuery(db).where(where).orderBy(desc(unitPostPlans.planVersion)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
  return { list: rows.map(item), total };
}

export async function getPostPlan(db: Db, user: SessionUser, id: number): Promise<PostPlanDetail> {
  const [row] = await plansQuery(db).where(and(eq(unitPostPlans.id, id), eq(unitPostPlans.deleted, false)));
  if (!row || !(await isUnitInScope(db, scopeOf(user), row.plan.unitId))) throw new ApiError(404, '岗位设置不存在', null, 'No such post plan');
  return withLines(db, row);
}

/** Makes the approved plan the unit's current one: a new version, the previous no longer current. */
export async function installPostPlan(
  db: Db, unitId: number, filingId: number, userId: number, totals: { dualPostCount: number }, lines: PlanLine[], effectiveFrom: string,
): Promise<number> {
  const [{ last }] = await db.select({ last: max(unitPostPlans.planVersion) }).from(unitPostPlans).where(eq(unitPostPlans.unitId, unitId));
  await db.update(unitPostPlans).set({ isCurrent: false, updatedAt: new Date(), updatedBy: userId })
    .where(and(eq(unitPostPlans.unitId, unitId), eq(unitPostPlans.isCurrent, true)));
  const s = planSummary(lines);
  const [plan] = await db.insert(unitPostPlans).values({
    unitId, planVersion: (last ?? 0) + 1, effectiveFrom, isCurrent: true, sourceFilingId: filingId,
    postTotal: s.total, managePosts: s.byCategory.MANAGE, techPosts: s.byCategory.TECH, workerPosts: s.byCategory.WORKER,
    dualPostCount: totals.dualPostCount, maxManageLevel: s.highest.MANAGE, maxTechLevel: s.highest.TECH, maxWorkerLevel: s.highest.WORKER,
    createdBy: userId, updatedBy: userId,
  }).returning({ id: unitPostPlans.id });
  if (lines.length) {
    await db.insert(unitPostPlanLines).values(lines.map((l) => ({ planId: plan.id, postCategory: l.postCategory, postLevel: l.postLevel, approvedCount: l.approvedCount })));
  }
  return plan.id;
}
