/** The approved staffing quota (unit_estab) and post plan (unit_post_plan + lines) rows of a demo unit. */
import { levelsOfCategory, maxManageLevel, postLevelNo, type PostCategory } from '@/lib/domain/codes';
import type { unitEstablishments, unitPostPlanLines, unitPostPlans } from '../schema-business';
import type { UnitSetup } from './units';

type EstabRow = typeof unitEstablishments.$inferInsert;
type PlanRow = typeof unitPostPlans.$inferInsert;
type LineRow = Omit<typeof unitPostPlanLines.$inferInsert, 'planId'>;

export function estabRow(setup: UnitSetup, unitId: number): EstabRow {
  const e = setup.estab;
  const quotaAdmin = e.quotaAdmin ?? 0;
  const quotaInst = e.quotaInst ?? 0;
  const quotaOrganWorker = e.quotaOrganWorker ?? 0;
  return {
    unitId, approvedTotal: quotaAdmin + quotaInst + quotaOrganWorker, quotaAdmin, quotaInst, quotaRefCivil: 0, quotaOrganWorker,
    instQuotaManage: e.instQuotaManage ?? null, instQuotaTech: e.instQuotaTech ?? null, instQuotaWorker: e.instQuotaWorker ?? null,
    leaderFull: e.leaderFull, leaderDeputy: e.leaderDeputy, internalOrgCount: e.internalOrgCount,
    docNo: e.docNo, docDate: e.docDate, effectiveFrom: e.docDate, isCurrent: true, source: 'INIT',
  };
}

/**
 * The plan lines, one per level a unit of this rank may set (R-GW-02: management from the rank's highest level
 * down; T01 kept at 0, R-GW-03), and the header totals they add up to (R-GW-01).
 */
export function planRows(setup: UnitSetup, unitId: number, unitRank: string): { plan: PlanRow; lines: LineRow[] } | null {
  if (!setup.plan) return null;
  const counts = setup.plan.lines;
  const cap = postLevelNo(maxManageLevel(unitRank))!;
  const levels = (c: PostCategory) => levelsOfCategory(c).filter((l) => c !== 'MANAGE' || postLevelNo(l)! >= cap);
  const lines: LineRow[] = (['MANAGE', 'TECH', 'WORKER'] as const).flatMap((c) =>
    levels(c).map((postLevel) => ({ postCategory: c, postLevel, approvedCount: counts[postLevel] ?? 0 })));
  for (const level of Object.keys(counts)) {
    if (!lines.some((l) => l.postLevel === level)) throw new Error(`demo post plan of ${setup.key} sets ${level}, above the unit's rank`);
  }
  const sum = (c: PostCategory) => lines.filter((l) => l.postCategory === c).reduce((s, l) => s + l.approvedCount, 0);
  const highest = (c: PostCategory) => lines.find((l) => l.postCategory === c && l.approvedCount > 0)?.postLevel ?? null;
  const plan: PlanRow = {
    unitId, planVersion: 1, effectiveFrom: setup.plan.effectiveFrom, isCurrent: true,
    postTotal: sum('MANAGE') + sum('TECH') + sum('WORKER'), managePosts: sum('MANAGE'), techPosts: sum('TECH'), workerPosts: sum('WORKER'),
    dualPostCount: 0, maxManageLevel: highest('MANAGE'), maxTechLevel: highest('TECH'), maxWorkerLevel: highest('WORKER'),
  };
  if (plan.postTotal > (setup.estab.quotaInst ?? 0)) throw new Error(`demo post plan of ${setup.key} exceeds its quota`);
  return { plan, lines };
}
