import { excellentCap, GRADED_RESULTS } from './assessment';

/** One unit's annual assessment results of a year (年度考核统计, domain.md §5.2). */
export interface AssessmentStatsRow {
  unitId: number;
  unitName: string;
  /** 应考核 (R-KH-02): those assessed and those in post in the year without a result — never fewer than the assessed. */
  due: number;
  /** 已考核: the persons with a recorded result of the year (result 0 未参加 included). */
  assessed: number;
  /** 未考核/未上报: in post in the year, no result recorded (the unit has not reported them). */
  notAssessed: number;
  /** 参加: the assessed but those who did not take part (result 0). */
  tookPart: number;
  excellent: number;
  qualified: number;
  basic: number;
  unqualified: number;
  undetermined: number;
  /** Shares of the participants, percent with one decimal. */
  excellentShare: number | null;
  qualifiedShare: number | null;
  basicShare: number | null;
  unqualifiedShare: number | null;
  undeterminedShare: number | null;
  /** The most excellent grades allowed (R-KH-04) and whether the unit went over it. */
  excellentCap: number;
  overCap: boolean;
}

type Grade = 'excellent' | 'qualified' | 'basic' | 'unqualified' | 'undetermined';
const RESULT_KEYS: Record<string, Grade> = { 1: 'excellent', 2: 'qualified', 3: 'basic', 4: 'unqualified', 9: 'undetermined' };

const percent = (part: number, whole: number) => (whole ? Math.round((part * 1000) / whole) / 10 : null);

/** How many of one unit's results carry each result code ('1' → 3 excellent grades, …). */
export type ResultCounts = Readonly<Partial<Record<string, number>>>;

/** Counts one unit's results (assessment codes of domain.md §6.16) into its row. */
export function assessmentStatsRow(unit: { unitId: number; unitName: string }, results: readonly string[], ratePercent?: number, notAssessed = 0): AssessmentStatsRow {
  const byResult: Record<string, number> = {};
  for (const r of results) byResult[r] = (byResult[r] ?? 0) + 1;
  return assessmentStatsRowOfCounts(unit, byResult, ratePercent, notAssessed);
}

/**
 * The same row from the results already counted per code (as the database groups them) and the persons in post in the year who
 * have no result (notAssessed): 应考核 = 已考核 + 未考核.
 */
export function assessmentStatsRowOfCounts(
  unit: { unitId: number; unitName: string }, byResult: ResultCounts, ratePercent?: number, notAssessed = 0,
  /** What the cap is a share of (policy assessment.excellentCap): the persons given a grade, or everyone taking part. */
  population: 'GRADED' | 'PARTICIPANTS' = 'GRADED',
): AssessmentStatsRow {
  const counts: Record<Grade, number> = { excellent: 0, qualified: 0, basic: 0, unqualified: 0, undetermined: 0 };
  let assessed = 0;
  let graded = 0;
  for (const [result, n = 0] of Object.entries(byResult)) {
    assessed += n;
    const key = RESULT_KEYS[result];
    if (key) counts[key] += n;
    if (GRADED_RESULTS.includes(result)) graded += n;
  }
  const tookPart = assessed - (byResult['0'] ?? 0);
  const cap = excellentCap(population === 'GRADED' ? graded : tookPart, ratePercent);
  return {
    ...unit, due: assessed + notAssessed, assessed, notAssessed, tookPart, ...counts,
    excellentShare: percent(counts.excellent, tookPart), qualifiedShare: percent(counts.qualified, tookPart), basicShare: percent(counts.basic, tookPart),
    unqualifiedShare: percent(counts.unqualified, tookPart), undeterminedShare: percent(counts.undetermined, tookPart),
    excellentCap: cap, overCap: counts.excellent > cap,
  };
}

/** The total row: the units' counts added up, shares over the sum; over the cap when any unit is. */
export function assessmentStatsTotal(rows: readonly AssessmentStatsRow[], label: string): AssessmentStatsRow {
  const sum = (k: keyof AssessmentStatsRow) => rows.reduce((t, r) => t + (r[k] as number), 0);
  const tookPart = sum('tookPart');
  const total = { excellent: sum('excellent'), qualified: sum('qualified'), basic: sum('basic'), unqualified: sum('unqualified'), undetermined: sum('undetermined') };
  return {
    unitId: 0, unitName: label, due: sum('due'), assessed: sum('assessed'), notAssessed: sum('notAssessed'), tookPart, ...total,
    excellentShare: percent(total.excellent, tookPart), qualifiedShare: percent(total.qualified, tookPart), basicShare: percent(total.basic, tookPart),
    unqualifiedShare: percent(total.unqualified, tookPart), undeterminedShare: percent(total.undetermined, tookPart),
    excellentCap: sum('excellentCap'), overCap: rows.some((r) => r.overCap),
  };
}
