/** R-AGE-03 with the configured base ages (policy `retire.baseAgeRules`) and a person's own override. */
import { postLevelCategory, postLevelNo, retirementDate, type RetireBand } from './codes';
import { addMonths } from './dates';
import { POLICIES, TITLE_ORDER, type RetireRule } from './policy';

export interface RetireSubject {
  birthDate: string;
  gender: string;
  postCategory: string | null;
  postLevel: string | null;
  titleLevel: string | null;
  /** A base age set for the person over the rules (with its basis on the person record). */
  retireBaseOverride?: number | null;
}

export const DEFAULT_RETIRE_RULES: readonly RetireRule[] = POLICIES['retire.baseAgeRules'].defaultValue;

const titleRank = (t: string | null) => (t ? (TITLE_ORDER as readonly string[]).indexOf(t) : -1);

function matches(rule: RetireRule, p: RetireSubject): boolean {
  if (rule.gender !== p.gender) return false;
  if (rule.postCategory && rule.postCategory !== p.postCategory) return false;
  if (rule.minPostLevel) {
    const level = p.postLevel;
    if (!level || postLevelCategory(level) !== postLevelCategory(rule.minPostLevel) || postLevelNo(level)! > postLevelNo(rule.minPostLevel)!) return false;
  }
  if (rule.minTitleLevel) {
    const rank = titleRank(p.titleLevel);
    if (rank < 0 || rank > titleRank(rule.minTitleLevel)) return false;
  }
  return true;
}

/** The base age: the person's override, else the first rule that matches, else men 60 and women 55. */
export function retireBaseAge(p: RetireSubject, rules: readonly RetireRule[] = DEFAULT_RETIRE_RULES): number {
  if (p.retireBaseOverride) return p.retireBaseOverride;
  return rules.find((r) => matches(r, p))?.baseAge ?? (p.gender === '1' ? 60 : 55);
}

/**
 * The statutory retirement day. The 2025 delays apply to the three original ages the decision names (men 60, women
 * 55 and 50); any other base (women kept at 60 under the 2015 rule for 县处级 and senior-title women) is reached
 * without a delay: that age is already above the delayed 55 group's final 58.
 */
export function retirementDateFor(p: RetireSubject, rules: readonly RetireRule[] = DEFAULT_RETIRE_RULES): string {
  const base = retireBaseAge(p, rules);
  const band = bandOf(p.gender, base);
  if (band) return retirementDate(p.birthDate, p.gender, band);
  return addMonths(p.birthDate, base * 12);
}

function bandOf(gender: string, base: number): RetireBand | null {
  if (gender === '1') return base === 60 ? 'M60' : null;
  return base === 55 ? 'F55' : base === 50 ? 'F50' : null;
}

/**
 * The latest birth date of a group (men; women on a worker post or not) that can reach its retirement day by `horizon`
 * under any base age the rules, the fallback or a person's override can give it: a bound for the database to
 * prefilter on. `bandBounds` are the statutory groups' bounds (retirementBirthBounds).
 */
export function latestBirthRetiringUnder(
  horizon: string, gender: '1' | '2', worker: boolean, rules: readonly RetireRule[], overrides: readonly number[], bandBounds: Record<RetireBand, string>,
): string {
  const bases = new Set([gender === '1' ? 60 : 55, ...overrides]);
  for (const r of rules) if (r.gender === gender && (worker || r.postCategory !== 'WORKER')) bases.add(r.baseAge);
  return [...bases].map((b) => { const band = bandOf(gender, b); return band ? bandBounds[band] : addMonths(horizon, -b * 12); })
    .reduce((a, b) => (a > b ? a : b));
}
