import 'server-only';
import { eq } from 'drizzle-orm';
import { estabNameEn, type Finding } from '@/lib/domain/filing/findingText';
import {
  recruitResultHeader, recruitResultLine, type RecruitPlanHeader, type RecruitResultHeader, type RecruitResultLine,
} from '@/lib/contracts/recruit';
import { today as todayInChina } from '@/lib/domain/datetime';
import {
  countByEstab, duplicateIdIssues, ESTAB_NAMES, newPersonIssues, planValidUntil, publicityIssues, resultLineIssues,
} from '@/lib/domain/recruit';
import type { Db } from '../../../db/client';
import { filings, persons } from '../../../db/tables';
import type { SessionUser } from '../../../session';
import { loadIntake, postUse, recruitRooms, replacedPersons, WITHDRAWABLE } from '../../recruit/intake';
import { resultIntakeFields, resultPlanOf } from '../../recruit/intakeFields';
import { createIntakePersons, idNumberIssues } from '../../recruit/persons';
import { valueOn } from '../../policySettings';
import { postClaimRule } from '../../postClaims';
import { assertWithdrawable, changedSince, correctionRule, laterFilingOf } from '../corrections';
import type { FilingDefinition, FilingLineRow, FilingRow, RuleContext } from '../definition';
import { linePersons } from './personLines';

const results = (lines: FilingLineRow[]) => lines.map((l) => l.payload as unknown as RecruitResultLine);
const headerOf = (f: FilingRow) => f.header as RecruitResultHeader;
/** The ID number of the line a finding's field names (`lines[n]…`). */
const idNumberAt = (lines: FilingLineRow[], field = '') => String(lines[Number(/^lines\[(\d+)\]/.exec(field)?.[1] ?? -1)]?.payload.idNumber ?? '').toUpperCase();

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
  const replaced = new Set((await replacedPersons(ctx.db, ctx.filing)).map((p) => p.idNumber));
  return [
    ...lines.flatMap((l, i) => newPersonIssues(l, i, ctx.today)), ...duplicateIdIssues(lines),
    ...resultLineIssues(lines, posts, used, (plan.header as RecruitPlanHeader).signupEnd),
    ...(await idNumberIssues(ctx.db, ctx.filing, ctx.lines)).filter((f) => f.code !== 'R-ID-03' || !replaced.has(idNumberAt(ctx.lines, f.field))),
  ];
}

/** R-GEN-06: publicity of the days in force when it began (7 by default), over by the day of submission. */
async function publicityRule(ctx: RuleContext): Promise<Finding[]> {
  const h = headerOf(ctx.filing);
  return publicityIssues(h.publicityStart, h.publicityEnd, ctx.today, await valueOn(ctx.db, 'recruit.publicityDays', h.publicityStart));
}

/** R-BZ-01: the new persons within the approved quota once those on record, awaiting arrival and in transit are counted. */
async function quotaRule(ctx: RuleContext): Promise<Finding[]> {
  const found = await resultPlanOf(ctx.db, ctx.filing);
  if (!found) return [];
  const estabOf = (l: RecruitResultLine) => found.posts.find((p) => p.postCode.toUpperCase() === l.postCode.toUpperCase())?.estabType ?? 'INST';
  const added = countByEstab(results(ctx.lines), estabOf);
  const rooms = await recruitRooms(ctx.db, ctx.unit.id, ctx.today, ctx.filing.id);
  const replaced = await replacedPersons(ctx.db, ctx.filing);
  return [...added].flatMap(([t, n]) => {
    const r = rooms.find((x) => x.estabType === t);
    const free = r ? r.vacancy + replaced.filter((p) => p.estabStatus === 'IN' && p.estabType === t).length : 0;
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

/**
 * R-CORR-02 (招聘结果 and 人才引进): a correction lists again, under the same ID number, everyone of the original who has
 * arrived since. The arrival started the person on duty, which a correction does not undo: a departure is a 减员, a
 * wrong identity a 人员信息变更 (keptArrivals.ts keeps the arrival of those listed again).
 */
export async function arrivedKeptRule(ctx: RuleContext): Promise<Finding[]> {
  const arrived = (await replacedPersons(ctx.db, ctx.filing)).filter((p) => p.personStatus === 'ON_DUTY');
  const listed = new Set(ctx.lines.map((l) => String(l.payload.idNumber ?? '').toUpperCase()));
  return arrived.filter((p) => !listed.has(p.idNumber.toUpperCase())).map((p) => ({
    code: 'R-CORR-02', level: 'ERROR' as const, field: 'lines',
    message: `${p.name}已报到上岗，更正件须以原身份证号保留该人员；其离开请办理减员，身份信息有误请办理人员信息变更`,
    messageEn: `${p.name} has arrived and is on duty: the correction must list them again under the same ID number `
      + '(a departure is a staff reduction, a wrong identity a change of person information)',
  }));
}

/**
 * A wrong result's (or 人才引进's) persons withdrawn: each it put on record (awaiting arrival or arrived since) is taken
 * off the books, which frees the plan's seats and the quota — unless a filing has changed them since, or their record is
 * older than the result (a former employee it brought back), which withdrawing would lose.
 */
export async function withdrawIntake(db: Db, original: FilingRow, lines: FilingLineRow[], actor: SessionUser): Promise<void> {
  const people = await linePersons(db, lines);
  for (const p of people.values()) {
    if (!WITHDRAWABLE.includes(p.personStatus)) throw changedSince(p, await laterFilingOf(db, p.id, original));
    await assertWithdrawable(db, p, original);
    await db.update(persons).set({ deleted: true, lockFilingId: null, version: p.version + 1, updatedAt: new Date(), updatedBy: actor.id })
      .where(eq(persons.id, p.id));
  }
}

/** 招聘结果备案 (domain.md §2.5 ZPJG): approved, each person is on record awaiting arrival, counted against the plan. */
export const recruitResultFiling: FilingDefinition = {
  type: 'RECRUIT_RESULT',
  header: recruitResultHeader,
  line: recruitResultLine,
  rules: [resultRule, publicityRule, quotaRule, postClaimRule, correctionRule, arrivedKeptRule],
  /** The plan's number, for the reviewers and the printed form. */
  async onSubmit(db, filing) {
    const found = await resultPlanOf(db, filing);
    await db.update(filings).set({ header: { ...filing.header, planFilingNo: found?.plan.filingNo ?? null } }).where(eq(filings.id, filing.id));
  },
  async applyEffect(db, filing, lines, actor) {
    const found = await resultPlanOf(db, filing);
    await createIntakePersons(db, filing, lines, actor, todayInChina(), resultIntakeFields(found?.posts ?? []));
  },
  reverseEffect: withdrawIntake,
};
