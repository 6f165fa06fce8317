/**
 * Titles and post levels of the demo persons: a title that fits the years worked, and a level within the
 * title's band (R-GW-07) or the worker grade (R-GW-08), never more holders than the post plan allows.
 */
import { TECH_LEVELS_BY_TITLE, workerSkillOfLevel, type WorkerSkill } from '@/lib/domain/codes';
import { addDays, addYears, maxDate, minDate, randomDate, yearsBetween } from './dates';
import type { Rng } from './prng';
import type { EduLevel, TitleBand } from './tracks';

/** The approved count left on each level of a unit's post plan. */
export class PlanCapacity {
  private readonly left: Map<string, number>;

  constructor(lines: Readonly<Record<string, number>>) {
    this.left = new Map(Object.entries(lines));
  }

  take(level: string): boolean {
    const n = this.left.get(level) ?? 0;
    if (n <= 0) return false;
    this.left.set(level, n - 1);
    return true;
  }
}

const BANDS: readonly TitleBand[] = ['SENIOR_FULL', 'SENIOR_DEP', 'MIDDLE', 'ASSISTANT', 'JUNIOR'];

type Schooling = 'PHD' | 'MASTER' | 'BACHELOR' | 'LOWER';

/** Years of work before each title can usually be reached, by schooling. */
const MIN_YEARS: Record<Schooling, Record<TitleBand, number>> = {
  PHD: { SENIOR_FULL: 8, SENIOR_DEP: 3, MIDDLE: 0, ASSISTANT: 0, JUNIOR: 0 },
  MASTER: { SENIOR_FULL: 15, SENIOR_DEP: 8, MIDDLE: 3, ASSISTANT: 0, JUNIOR: 0 },
  BACHELOR: { SENIOR_FULL: 18, SENIOR_DEP: 10, MIDDLE: 5, ASSISTANT: 1, JUNIOR: 0 },
  LOWER: { SENIOR_FULL: 24, SENIOR_DEP: 14, MIDDLE: 7, ASSISTANT: 2, JUNIOR: 0 },
};

/** The lowest title a graduate starts from (a doctorate starts at 中级, a master's at 助理级). */
const FLOOR: Record<Schooling, TitleBand> = { PHD: 'MIDDLE', MASTER: 'ASSISTANT', BACHELOR: 'JUNIOR', LOWER: 'JUNIOR' };

const schoolingOf = (level: EduLevel): Schooling => (level === 'PHD' || level === 'MASTER' || level === 'BACHELOR' ? level : 'LOWER');

export interface TitleContext {
  edu: EduLevel;
  workStart: string;
  /** The day the career is seen from: today, or the day the person left. */
  asOf: string;
  /** The share of 正高 among those who could hold it (higher in hospitals). */
  seniorShare: number;
}

/** The title the years worked would most likely bring. */
export function naturalBand(rng: Rng, ctx: TitleContext): TitleBand {
  const s = schoolingOf(ctx.edu);
  const years = yearsBetween(ctx.workStart, ctx.asOf);
  const odds: Record<TitleBand, number> = { SENIOR_FULL: ctx.seniorShare, SENIOR_DEP: 0.55, MIDDLE: 0.85, ASSISTANT: 0.95, JUNIOR: 1 };
  for (const band of BANDS) {
    if (band === FLOOR[s]) return band;
    // The longer past the usual threshold, the likelier the title has been reached.
    const past = years - MIN_YEARS[s][band];
    if (past >= 0 && rng.chance(odds[band] * Math.min(1, (past + 1) / 4))) return band;
  }
  return FLOOR[s];
}

/** When the title was obtained: some time after it could first be reached, before `asOf`. */
export function titleDate(rng: Rng, band: TitleBand, ctx: TitleContext): string {
  const latest = maxDate(ctx.workStart, addDays(ctx.asOf, -30));
  const earliest = minDate(addYears(ctx.workStart, MIN_YEARS[schoolingOf(ctx.edu)][band]), latest);
  return randomDate(rng, earliest, minDate(latest, addYears(earliest, 4)));
}

export interface TechPost {
  band: TitleBand;
  level: string;
  titleDate: string;
}

/** Index of the level a holder of the band for `years` would usually reach (0 = the band's highest). */
function levelIndex(count: number, years: number): number {
  if (count === 3) return years >= 9 ? 0 : years >= 4 ? 1 : 2;
  if (count === 2) return years >= 3 ? 0 : 1;
  return 0;
}

/** Tries the natural index, then lower levels, then higher ones. */
function preference(count: number, natural: number): number[] {
  const out: number[] = [];
  for (let i = natural; i < count; i++) out.push(i);
  for (let i = natural - 1; i >= 0; i--) out.push(i);
  return out;
}

/** A title and technical level with room in the plan: the natural band first, then lower bands, then higher. */
export function allocateTech(rng: Rng, ctx: TitleContext, capacity: PlanCapacity): TechPost {
  const natural = naturalBand(rng, ctx);
  const at = BANDS.indexOf(natural);
  const order = [...BANDS.slice(at), ...BANDS.slice(0, at).reverse()];
  for (const band of order) {
    const date = titleDate(rng, band, ctx);
    const levels = TECH_LEVELS_BY_TITLE[band];
    for (const i of preference(levels.length, levelIndex(levels.length, yearsBetween(date, ctx.asOf)))) {
      if (capacity.take(levels[i])) return { band, level: levels[i], titleDate: date };
    }
  }
  throw new Error('demo post plan has no technical level left');
}

/** The worker grade the years worked would bring; 高级技师 is rare. */
function naturalWorkerLevel(rng: Rng, years: number): string {
  if (years >= 28 && rng.chance(0.3)) return 'W01';
  if (years >= 20) return 'W02';
  if (years >= 12) return 'W03';
  if (years >= 6) return 'W04';
  if (years >= 2) return 'W05';
  return 'W00';
}

const WORKER_ORDER = ['W01', 'W02', 'W03', 'W04', 'W05', 'W00'];

/** A worker level with room in the plan and the grade it requires (R-GW-08). */
export function allocateWorker(rng: Rng, years: number, capacity: PlanCapacity): { level: string; skill: WorkerSkill } {
  const at = WORKER_ORDER.indexOf(naturalWorkerLevel(rng, years));
  for (const level of [...WORKER_ORDER.slice(at), ...WORKER_ORDER.slice(0, at).reverse()]) {
    if (capacity.take(level)) return { level, skill: workerSkillOfLevel(level)! };
  }
  throw new Error('demo post plan has no worker level left');
}

/** The grade of a worker outside the post plan (机关工勤): 技师 at most. */
export function workerSkill(rng: Rng, years: number): WorkerSkill {
  const level = naturalWorkerLevel(rng, years);
  return workerSkillOfLevel(level === 'W01' ? 'W02' : level)!;
}
