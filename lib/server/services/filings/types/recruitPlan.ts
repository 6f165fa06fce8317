import 'server-only';
import { eq } from 'drizzle-orm';
import type { Finding } from '@/lib/domain/filing/findingText';
import { recruitPlanHeader, recruitPlanLine, type RecruitPlanHeader, type RecruitPlanLine } from '@/lib/contracts/recruit';
import { today as todayInChina } from '@/lib/domain/datetime';
import { countByEstab, planIssues, recruitRoomIssues } from '@/lib/domain/recruit';
import { filings } from '../../../db/tables';
import { recruitRooms } from '../../recruit/intake';
import { postClaimRule } from '../../postClaims';
import type { FilingDefinition, FilingLineRow, RuleContext } from '../definition';

const posts = (lines: FilingLineRow[]) => lines.map((l) => l.payload as unknown as RecruitPlanLine);

async function planRule(ctx: RuleContext): Promise<Finding[]> {
  const found: Finding[] = planIssues(ctx.filing.header as RecruitPlanHeader, posts(ctx.lines));
  if (!ctx.filing.year) found.push({ code: 'R-GEN-01', level: 'ERROR', message: '请填写招聘年度', messageEn: 'Fill in the recruitment year', field: 'year' });
  return found;
}

/** R-BZ-02: the plan's persons per establishment type within the vacancies less what other plans and intakes hold. */
async function roomRule(ctx: RuleContext): Promise<Finding[]> {
  const rooms = await recruitRooms(ctx.db, ctx.unit.id, ctx.today, ctx.filing.id);
  return recruitRoomIssues('招聘', countByEstab(posts(ctx.lines), (p) => p.estabType, (p) => p.recruitCount), rooms);
}

/** 公开招聘计划 (domain.md §2.5 ZPJH): approved, it holds its quota for results until 30 June of the next year. */
export const recruitPlanFiling: FilingDefinition = {
  type: 'RECRUIT_PLAN',
  header: recruitPlanHeader,
  line: recruitPlanLine,
  rules: [planRule, roomRule, postClaimRule],
  /** The establishment figures the reviewers judge the plan by, frozen at submission (表头 estab/actual/vacancySnapshot). */
  async onSubmit(db, filing, lines) {
    const used = new Set(posts(lines).map((p) => p.estabType));
    const rooms = (await recruitRooms(db, filing.unitId, todayInChina(), filing.id)).filter((r) => used.has(r.estabType));
    const planTotal = posts(lines).reduce((n, p) => n + p.recruitCount, 0);
    const quotaSnapshot = rooms.map(({ estabType, approved, actual, approvedNotArrived, inTransit, reservedByPlans, vacancy }) => ({
      estabType, approved, actual, approvedNotArrived, inTransit, reservedByPlans, available: vacancy - reservedByPlans,
    }));
    await db.update(filings).set({ header: { ...filing.header, planTotal, quotaSnapshot } }).where(eq(filings.id, filing.id));
  },
  async applyEffect() {
    // Approval is the effect: the plan's posts now hold quota and take results (intake.ts reads approved plans).
  },
};
