/** Annual assessment rules R-KH-02..07 (domain.md §4.5): who is assessed, which results a person may get, the excellent cap. */
import { addMonths } from './dates';

/** §6.16: 1 优秀, 2 合格, 3 基本合格, 4 不合格, 9 不定等次, 0 未参加考核. */
export const ANNUAL_RESULTS = ['1', '2', '3', '4', '9', '0'] as const;
export type AnnualResult = (typeof ANNUAL_RESULTS)[number];
export const GRADED_RESULTS: readonly string[] = ['1', '2', '3', '4'];
/** R-KH-06: the results that need a comment. */
export const COMMENTED_RESULTS: readonly string[] = ['3', '4', '9'];
export const MIN_COMMENT = 10;
/** R-KH-04: the share of graded persons who may be excellent, in percent (assessment_config.excellentRate). */
export const DEFAULT_EXCELLENT_RATE = 20;

/** A finding with its Chinese message and the key and values the screens translate. */
export interface AssessmentFinding {
  code: string;
  level: 'ERROR' | 'WARN';
  field: 'result' | 'comment' | 'absentReason';
  key: string;
  values: Record<string, string | number>;
  message: string;
  messageEn: string;
}

export interface AssessmentSubject {
  name: string;
  estabStatus: string;
  personStatus: string;
  recordStatus: string;
  workStartDate: string;
  unitEntryDate: string;
  reduceDate: string | null;
}

export interface Sanction {
  rpType: string;
  decisionDate: string;
}

export interface AssessmentEntry {
  result: string;
  comment?: string | null;
  absentReason?: string | null;
}

/** R-KH-02: filed, in the establishment and on the unit's books at some time of the year. */
export function mustAssess(p: AssessmentSubject, year: number): boolean {
  if (p.recordStatus !== 'FILED' || p.estabStatus !== 'IN' || p.personStatus === 'PENDING_ARRIVAL') return false;
  if (p.unitEntryDate > `${year}-12-31`) return false;
  return !(p.personStatus === 'REDUCED' && p.reduceDate !== null && p.reduceDate < `${year}-01-01`);
}

/** R-KH-02: reduced during the year, so may be excused with a reason. */
export const reducedDuring = (p: AssessmentSubject, year: number) => p.personStatus === 'REDUCED' && (p.reduceDate ?? '') >= `${year}-01-01`;

/** R-KH-03: a first job (work began on entering the unit) with less than half a year in the unit by the year's end. */
export function isNewcomer(p: AssessmentSubject, year: number): boolean {
  return p.workStartDate >= p.unitEntryDate && addMonths(p.unitEntryDate, 6) > `${year + 1}-01-01`;
}

/**
 * R-KH-05: a warning decided in the year rules out 优秀; a demerit in the year, a demotion (or removal) in the year or
 * the year before leave only 不定等次.
 */
export function sanctionLimit(sanctions: readonly Sanction[], year: number): 'NONE' | 'NOT_EXCELLENT' | 'UNGRADED' {
  let limit: 'NONE' | 'NOT_EXCELLENT' | 'UNGRADED' = 'NONE';
  for (const s of sanctions) {
    const y = Number(s.decisionDate.slice(0, 4));
    if ((s.rpType === 'DEMERIT' && y === year) || ((s.rpType === 'DEMOTE' || s.rpType === 'REMOVE') && (y === year || y === year - 1))) return 'UNGRADED';
    if (s.rpType === 'WARNING' && y === year) limit = 'NOT_EXCELLENT';
  }
  return limit;
}

/** The results a person may get (the pickers offer only these). */
export function allowedResults(p: AssessmentSubject, sanctions: readonly Sanction[], year: number): AnnualResult[] {
  if (isNewcomer(p, year) || sanctionLimit(sanctions, year) === 'UNGRADED') return ['9', '0'];
  if (sanctionLimit(sanctions, year) === 'NOT_EXCELLENT') return ['2', '3', '4', '9', '0'];
  return [...ANNUAL_RESULTS];
}

const finding = (
  code: string, level: 'ERROR' | 'WARN', field: AssessmentFinding['field'], key: string, values: AssessmentFinding['values'], message: string, messageEn: string,
): AssessmentFinding => ({ code, level, field, key, values, message, messageEn });

/** R-KH-03, 05, 06 and the warnings of R-KH-07 for one person's entry; `earlier` are the person's filed results by year. */
export function entryFindings(
  p: AssessmentSubject, sanctions: readonly Sanction[], entry: AssessmentEntry, year: number, earlier: ReadonlyMap<number, string> = new Map(),
): AssessmentFinding[] {
  const out: AssessmentFinding[] = [];
  const { result } = entry;
  const name = p.name;
  if (result !== '0' && result !== '9') {
    if (isNewcomer(p, year)) {
      out.push(finding('R-KH-03', 'ERROR', 'result', 'newcomer', { name }, `${name}初次就业且在本单位工作不满半年，只能评为不定等次`,
        `${name} is in a first job with less than half a year in the unit and can only be left ungraded`));
    } else if (sanctionLimit(sanctions, year) === 'UNGRADED') {
      out.push(finding('R-KH-05', 'ERROR', 'result', 'sanctionUngraded', { name }, `${name}受记过或降低岗位等级处分，本年度只写评语、不定等次`,
        `${name} is under a demerit or demotion: this year gets a comment and no grade`));
    } else if (result === '1' && sanctionLimit(sanctions, year) === 'NOT_EXCELLENT') {
      out.push(finding('R-KH-05', 'ERROR', 'result', 'sanctionWarning', { name }, `${name}本年度受警告处分，不得评为优秀`, `${name} received a warning this year and cannot be rated excellent`));
    }
  }
  if (COMMENTED_RESULTS.includes(result) && (entry.comment ?? '').trim().length < MIN_COMMENT) {
    out.push(finding('R-KH-06', 'ERROR', 'comment', 'comment', { name, min: MIN_COMMENT }, `${name}的考核结果须填写评语（不少于 ${MIN_COMMENT} 字）`,
      `The result of ${name} needs a comment of at least ${MIN_COMMENT} characters`));
  }
  if (result === '0' && !(entry.absentReason ?? '').trim()) {
    out.push(finding('R-KH-02', 'ERROR', 'absentReason', 'absentReason', { name }, `${name}未参加考核，须填写原因`, `${name} did not take part; give the reason`));
  }
  if (result === '4' && earlier.get(year - 1) === '4') {
    out.push(finding('R-KH-07', 'WARN', 'result', 'twiceIncompetent', { name }, `${name}连续两年考核不合格，可依法解除聘用合同`,
      `${name} was rated incompetent two years running; the employment contract may be ended`));
  }
  if (result === '1' && earlier.get(year - 1) === '1' && earlier.get(year - 2) === '1') {
    out.push(finding('R-KH-07', 'WARN', 'result', 'thriceExcellent', { name }, `${name}连续三年考核优秀，可给予记功奖励`, `${name} was rated excellent three years running and may be awarded a merit`));
  }
  return out;
}

/** R-KH-04: floor(graded × rate%). */
export const excellentCap = (graded: number, ratePercent = DEFAULT_EXCELLENT_RATE) => Math.floor((graded * ratePercent) / 100);

export interface AssessmentTally {
  participantCount: number;
  excellentCount: number;
  qualifiedCount: number;
  basicCount: number;
  unqualifiedCount: number;
  undeterminedCount: number;
  /** Excellent among the graded, percent with one decimal. */
  excellentRate: number;
}

/** The KHSB header's counts from the results (absent persons do not take part). */
export function tally(results: readonly string[]): AssessmentTally {
  const n = (r: string) => results.filter((x) => x === r).length;
  const graded = results.filter((r) => GRADED_RESULTS.includes(r)).length;
  return {
    participantCount: results.filter((r) => r !== '0').length,
    excellentCount: n('1'), qualifiedCount: n('2'), basicCount: n('3'), unqualifiedCount: n('4'), undeterminedCount: n('9'),
    excellentRate: graded ? Math.round((n('1') * 1000) / graded) / 10 : 0,
  };
}

/** Whom the excellent cap is a share of: GRADED, the persons given a grade; PARTICIPANTS, everyone taking part, 不定等次 included (policy assessment.excellentCap). */
export type ExcellentBase = 'GRADED' | 'PARTICIPANTS';

/** How many of the results the cap is taken from, on the base the policy sets. */
export const capBaseCount = (results: readonly string[], base: ExcellentBase = 'GRADED') =>
  results.filter((r) => (base === 'GRADED' ? GRADED_RESULTS.includes(r) : r !== '0')).length;

/** R-KH-04 over the whole unit: "优秀4人，超过上限3人（18×20%）", or null within the cap. */
export function excellentExcess(
  results: readonly string[], ratePercent = DEFAULT_EXCELLENT_RATE, population: ExcellentBase = 'GRADED',
): { message: string; messageEn: string; values: Record<string, number> } | null {
  const graded = capBaseCount(results, population);
  const excellent = results.filter((r) => r === '1').length;
  const cap = excellentCap(graded, ratePercent);
  if (excellent <= cap) return null;
  return {
    message: `优秀${excellent}人，超过上限${cap}人（${graded}×${ratePercent}%）`,
    messageEn: `${excellent} rated excellent, above the cap of ${cap} (${graded} × ${ratePercent}%)`,
    values: { excellent, cap, graded, rate: ratePercent },
  };
}
