import 'server-only';
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import { assessmentLine, assessmentReportHeader, type AssessmentLine, type AssessmentReportHeader } from '@/lib/contracts/assessment';
import { onLineEn, type Finding } from '@/lib/domain/filing/findingText';
import { entryFindings, excellentExcess, tally, type ExcellentBase } from '@/lib/domain/assessment';
import { excellentRateFor } from '@/lib/domain/policy';
import type { Db } from '../../../db/client';
import { readAll } from '../../../db/readAll';
import { filings, personAssessments } from '../../../db/tables';
import { earlierResults, personsToAssess, sanctionsOf } from '../../assessment';
import { filingPolicyDate, valueOn } from '../../policySettings';
import { correctionRule } from '../corrections';
import type { FilingDefinition, FilingLineRow, FilingRow, RuleContext, RulePhase } from '../definition';
import { publicityRule } from './publicity';
import { lineError, lineField, NO_LINES } from './personLines';

const entryOf = (l: FilingLineRow) => l.payload as AssessmentLine;
const FILED_OR_IN_FLIGHT = ['PENDING_ZG', 'PENDING_RSJ', 'APPROVED'];

/** R-KH-02, 03, 05, 06, 07: every person to assess has one line with a result they may get, and no one else has one. */
async function personRules(ctx: RuleContext): Promise<Finding[]> {
  const year = ctx.filing.year;
  if (!year) return [{ code: 'R-GEN-01', level: 'ERROR', message: '请选择考核年度', messageEn: 'Choose the assessment year', field: 'year' }];
  if (!ctx.lines.length) return [NO_LINES];
  const roster = await personsToAssess(ctx.db, ctx.filing.unitId, year);
  const byId = new Map(roster.map((p) => [p.id, p]));
  const ids = roster.map((p) => p.id);
  const [sanctions, earlier] = await readAll(ctx.db, [() => sanctionsOf(ctx.db, ids, year), () => earlierResults(ctx.db, ids, year)]);
  const found: Finding[] = [];
  const seen = new Set<number>();
  for (const l of ctx.lines) {
    const p = l.personId === null ? undefined : byId.get(l.personId);
    if (!p) {
      found.push(lineError(l, 'R-KH-02', `该人员不是本单位 ${year} 年度应考核人员`, `This person is not to be assessed by your unit for ${year}`));
      continue;
    }
    if (seen.has(p.id)) {
      found.push(lineError(l, 'R-KH-01', `${p.name}在本件中重复`, `${p.name} appears twice in this filing`));
      continue;
    }
    seen.add(p.id);
    const entry = entryOf(l);
    if (!entry.result) {
      found.push(lineError(l, 'R-KH-02', `${p.name}尚未录入考核结果`, `${p.name} has no result yet`, 'result'));
      continue;
    }
    for (const f of entryFindings(p, sanctions.get(p.id) ?? [], { ...entry, result: entry.result }, year, earlier.get(p.id))) {
      found.push({ code: f.code, level: f.level, message: `第 ${l.lineNo} 行：${f.message}`, messageEn: onLineEn(l.lineNo, f.messageEn), field: lineField(l, f.field) });
    }
  }
  const missing = roster.filter((p) => !seen.has(p.id));
  if (missing.length) {
    const names = missing.slice(0, 5).map((p) => p.name).join('、');
    found.push({
      code: 'R-KH-02', level: 'ERROR', message: `以下应考核人员未列入：${names}${missing.length > 5 ? ` 等 ${missing.length} 人` : ''}`,
      messageEn: `Persons to assess not listed: ${missing.slice(0, 5).map((p) => p.name).join(', ')}${missing.length > 5 ? ` and others, ${missing.length} in all` : ''}`,
      field: 'lines',
    });
  }
  return found;
}

/** The excellent cap R-KH-04 holds a filing to in a phase: its unit's share (上浮 included) under the policy of the filing's day. */
async function capOf(db: Db, filing: FilingRow, phase: RulePhase, today: string) {
  const cap = await valueOn(db, 'assessment.excellentCap', filingPolicyDate(filing, phase, today));
  return { rate: excellentRateFor(cap, filing.unitId), population: cap.population };
}

/**
 * The excellent cap the filing is held to now, for its page: its share (per cent) and the population it is a share of,
 * those its submission checks while the unit holds it, else those of its day of submission, which its approval checks.
 */
export async function enforcedExcellentCap(db: Db, filing: FilingRow, today: string): Promise<{ rate: number; base: ExcellentBase }> {
  const withUnit = ['DRAFT', 'RETURNED_ZG', 'RETURNED_RSJ'].includes(filing.status);
  const cap = await capOf(db, filing, withUnit ? 'submit' : 'approve', today);
  return { rate: cap.rate, base: cap.population };
}

/** R-KH-04 over the unit (the cap in force on the day of submission), and the header's counts agreeing with the lines. */
async function countRules(ctx: RuleContext): Promise<Finding[]> {
  const results = ctx.lines.map((l) => entryOf(l).result).filter((r): r is NonNullable<typeof r> => r !== null);
  const found: Finding[] = [];
  const cap = await capOf(ctx.db, ctx.filing, ctx.phase, ctx.today);
  const excess = excellentExcess(results, cap.rate, cap.population);
  if (excess) found.push({ code: 'R-KH-04', level: 'ERROR', message: excess.message, messageEn: excess.messageEn, field: 'lines' });
  const header = ctx.filing.header as AssessmentReportHeader;
  const counts = tally(results);
  if ((Object.keys(counts) as (keyof typeof counts)[]).some((k) => header[k] !== counts[k])) {
    found.push({ code: 'R-GEN-03', level: 'ERROR', message: '表头人数与明细不一致，请重新保存', messageEn: 'The counts of the header disagree with the lines; save again', field: 'header' });
  }
  return found;
}

/** The unit's report of the year in flight or filed that stands: neither this one, nor replaced by a correction, nor the one this corrects. */
async function standingReport(db: Db, f: FilingRow, year: number) {
  const [row] = await db.select({ filingNo: filings.filingNo }).from(filings).where(and(
    eq(filings.unitId, f.unitId), eq(filings.filingType, 'ASSESSMENT_REPORT'), eq(filings.year, year), eq(filings.deleted, false),
    inArray(filings.status, FILED_OR_IN_FLIGHT), ne(filings.id, f.id), isNull(filings.correctedById), ne(filings.id, f.correctsFilingId ?? 0),
  )).limit(1);
  return row;
}

/** R-KH-01: one report per unit and year in flight or filed (a correction replaces it); one annual result per person and year. */
async function uniqueRules(ctx: RuleContext): Promise<Finding[]> {
  const year = ctx.filing.year;
  if (!year) return [];
  const found: Finding[] = [];
  const other = await standingReport(ctx.db, ctx.filing, year);
  if (other) {
    found.push({
      code: 'R-KH-01', level: 'ERROR', message: `本单位 ${year} 年度考核已上报（${other.filingNo}），如需修改请提交更正件`,
      messageEn: `Your unit has already reported ${year} (${other.filingNo}); file a correction to change it`, field: 'year',
    });
  }
  const ids = ctx.lines.map((l) => l.personId).filter((id): id is number => id !== null);
  if (!ids.length) return found;
  const replaced = ctx.filing.correctsFilingId === null ? undefined
    : or(isNull(personAssessments.sourceFilingId), ne(personAssessments.sourceFilingId, ctx.filing.correctsFilingId));
  const filed = new Set((await ctx.db.select({ personId: personAssessments.personId }).from(personAssessments)
    .where(and(inArray(personAssessments.personId, ids), eq(personAssessments.year, year), eq(personAssessments.kind, 'ANNUAL'), replaced))).map((r) => r.personId));
  for (const l of ctx.lines) if (l.personId !== null && filed.has(l.personId)) found.push(lineError(l, 'R-KH-01', `该人员 ${year} 年度考核结果已备案`, `This person's ${year} result is already filed`));
  return found;
}

/** R-GEN-06 for the excellent grades: a report with one 优秀 carries their publicity, over before approval; one without needs none. */
const excellentPublicityRule = publicityRule('ASSESSMENT_REPORT',
  (ctx) => (ctx.lines.some((l) => entryOf(l).result === '1') ? { zh: '考核结果为优秀的', en: 'An excellent grade' } : null));

/** 年度考核上报 KHSB (domain.md §2.5): approval writes each person's annual result once. */
export const assessmentReportFiling: FilingDefinition = {
  type: 'ASSESSMENT_REPORT',
  header: assessmentReportHeader as unknown as z.ZodType<Record<string, unknown>>,
  line: assessmentLine as unknown as z.ZodType<Record<string, unknown>>,
  rules: [personRules, countRules, uniqueRules, excellentPublicityRule, correctionRule],
  async applyEffect(db, filing, lines) {
    const rows = lines.filter((l) => l.personId !== null && entryOf(l).result).map((l) => {
      const e = entryOf(l);
      return {
        personId: l.personId!, unitId: filing.unitId, sourceFilingId: filing.id, year: filing.year!, kind: 'ANNUAL',
        result: e.result!, comment: e.comment ?? null, absentReason: e.absentReason ?? null,
      };
    });
    if (rows.length) await db.insert(personAssessments).values(rows);
  },
  /** The corrected report's results give way to its correction's (R-KH-01 keeps one result per person and year). */
  async reverseEffect(db, original) {
    await db.delete(personAssessments).where(and(eq(personAssessments.sourceFilingId, original.id), eq(personAssessments.kind, 'ANNUAL')));
  },
};
