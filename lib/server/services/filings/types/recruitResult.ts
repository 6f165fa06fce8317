import 'server-only';
import { eq } from 'drizzle-orm';
import { estabNameEn, type Finding } from '@/lib/domain/filing/findingText';
import {
  recruitResultHeader, recruitResultLine, type AnnouncementHeader, type RecruitPlanHeader, type RecruitResultHeader, type RecruitResultLine,
} from '@/lib/contracts/recruit';
import { today as todayInChina } from '@/lib/domain/datetime';
import { countByEstab, ESTAB_NAMES, planValidUntil, publicityIssues, resultLineIssues } from '@/lib/domain/recruit';
import { missingPublicity, PUBLICITY_FIELD, publicityLinkIssues } from '@/lib/domain/recruitPublicity';
import { filings } from '../../../db/tables';
import { loadIntake, postUse } from '../../recruit/intake';
import { resultIntakeFields, resultPlanOf } from '../../recruit/intakeFields';
import { createIntakePersons } from '../../recruit/persons';
import { publicityOf, withPublicity } from '../../recruit/publicity';
import { valueOn } from '../../policySettings';
import { postClaimRule } from '../../postClaims';
import { correctionRule } from '../corrections';
import type { FilingDefinition, FilingLineRow, FilingRow, RuleContext } from '../definition';
import { levelFor } from './evidence';
import { arrivedKeptRule, newPersonFindings, roomsOfIntake, withdrawIntake } from './intake';

const results = (lines: FilingLineRow[]) => lines.map((l) => l.payload as unknown as RecruitResultLine);
const headerOf = (f: FilingRow) => f.header as RecruitResultHeader;

/** R-BZ-03 and the checks of each person: the plan approved and valid, the posts and counts within it, the persons eligible. */
async function resultRule(ctx: RuleContext): Promise<Finding[]> {
  const lines = results(ctx.lines);
  if (!lines.length) return [{ code: 'R-GEN-01', level: 'ERROR', message: '请至少添加一名拟聘用人员', messageEn: 'Add at least one person to hire', field: 'lines' }];
  const found = await resultPlanOf(ctx.db, ctx.filing);
  const field = 'header.planFilingId';
  if (!found) return [{ code: 'R-BZ-03', level: 'ERROR', message: '招聘计划不存在或不属于本单位', messageEn: 'No such recruitment plan of your unit', field }];
  const { plan, posts } = found;
  if (plan.status !== 'APPROVED') {
    return [{ code: 'R-BZ-03', level: 'ERROR', message: `招聘计划【${plan.filingNo ?? plan.title}】尚未核准`, messageEn: `Recruitment plan ${plan.filingNo ?? plan.title} is not approved yet`, field }];
  }
  const validUntil = planValidUntil(plan.year ?? 0);
  if (validUntil < ctx.today) {
    return [{ code: 'R-BZ-03', level: 'ERROR', message: `招聘计划【${plan.filingNo}】已于${validUntil}过期`, messageEn: `Recruitment plan ${plan.filingNo} expired on ${validUntil}`, field }];
  }
  const intake = await loadIntake(ctx.db, ctx.unit.id, ctx.filing.id);
  // A correction takes the seats of the result it replaces.
  intake.filings = intake.filings.filter((f) => f.id !== ctx.filing.correctsFilingId);
  const used = postUse(intake, plan.id);
  return newPersonFindings(ctx, lines, resultLineIssues(lines, posts, used, (plan.header as RecruitPlanHeader).signupEnd));
}

/**
 * R-GEN-06: the publicity is the unit's approved 拟聘用人员公示 announcement of the result's plan, read afresh at every
 * step; its publication ran the days in force when it began (7 by default) and was over by the day of submission.
 */
async function publicityRule(ctx: RuleContext): Promise<Finding[]> {
  const h = headerOf(ctx.filing);
  if (h.publicityFilingId === undefined) return [missingPublicity(levelFor(ctx.phase))];
  const announcement = await publicityOf(ctx.db, ctx.unit.id, h.publicityFilingId);
  const link = publicityLinkIssues(announcement, h.planFilingId);
  if (link.length || !announcement) return link;
  const { publishStart, publishEnd } = announcement.header as AnnouncementHeader;
  return publicityIssues(publishStart, publishEnd, ctx.today, await valueOn(ctx.db, 'recruit.publicityDays', publishStart))
    .map((f) => ({ ...f, field: PUBLICITY_FIELD }));
}

/** R-BZ-01: the new persons within the approved quota once those on record, awaiting arrival and in transit are counted. */
async function quotaRule(ctx: RuleContext): Promise<Finding[]> {
  const found = await resultPlanOf(ctx.db, ctx.filing);
  if (!found) return [];
  const estabOf = (l: RecruitResultLine) => found.posts.find((p) => p.postCode.toUpperCase() === l.postCode.toUpperCase())?.estabType ?? 'INST';
  const added = countByEstab(results(ctx.lines), estabOf);
  const rooms = await roomsOfIntake(ctx);
  return [...added].flatMap(([t, n]) => {
    const r = rooms.find((x) => x.estabType === t);
    const free = r?.vacancy ?? 0;
    if (n <= free) return [];
    const message = r
      ? `${ESTAB_NAMES[t] ?? t}已满：核定${r.approved}，实有${r.actual}，已批未到岗${r.approvedNotArrived}，在途${r.inTransit}，本次新增${n}，超出${n - free}人`
      : `${ESTAB_NAMES[t] ?? t}未核定，不能新增${n}人`;
    const messageEn = r
      ? `The ${estabNameEn(t)} is full: approved ${r.approved}, actual ${r.actual}, approved not arrived ${r.approvedNotArrived}, `
        + `in transit ${r.inTransit}, added now ${n}, ${n - free} over`
      : `No ${estabNameEn(t)} is approved; ${n} cannot be added`;
    return [{ code: 'R-BZ-01', level: 'ERROR' as const, field: 'lines', message, messageEn }];
  });
}

/** 招聘结果备案 (domain.md §2.5 ZPJG): approved, each person is on record awaiting arrival, counted against the plan. */
export const recruitResultFiling: FilingDefinition = {
  type: 'RECRUIT_RESULT',
  header: recruitResultHeader,
  line: recruitResultLine,
  rules: [resultRule, publicityRule, quotaRule, postClaimRule, correctionRule, arrivedKeptRule],
  /** The publicity period, number and title of the announcement named, copied in before the rules run and on saving. */
  completeHeader: withPublicity,
  /** The plan's number and the announcement's period as submitted, for the reviewers and the printed form. */
  async onSubmit(db, filing) {
    const found = await resultPlanOf(db, filing);
    const header = await withPublicity(db, filing.unitId, filing.header);
    await db.update(filings).set({ header: { ...header, planFilingNo: found?.plan.filingNo ?? null } }).where(eq(filings.id, filing.id));
  },
  async applyEffect(db, filing, lines, actor) {
    const found = await resultPlanOf(db, filing);
    await createIntakePersons(db, filing, lines, actor, todayInChina(), resultIntakeFields(found?.posts ?? []));
  },
  reverseEffect: withdrawIntake,
};
