/** Helpers over the codes of domain.md §6: post levels, education ranks and the retirement age of R-AGE-03. */
import { addMonths } from './dates';

export type PostCategory = 'MANAGE' | 'TECH' | 'WORKER';
export type TitleLevel = 'SENIOR_FULL' | 'SENIOR_DEP' | 'MIDDLE' | 'ASSISTANT' | 'JUNIOR' | 'NONE';
export type WorkerSkill = 'SENIOR_TECHNICIAN' | 'TECHNICIAN' | 'ADV' | 'MID' | 'JUN' | 'NONE';

const LEVEL_SHAPES: Record<PostCategory, RegExp> = {
  MANAGE: /^M(0[1-9]|10)$/,
  TECH: /^T(0[1-9]|1[0-3])$/,
  WORKER: /^W0[0-5]$/,
};

/** The category a post level code belongs to, or null for an unknown code. */
export function postLevelCategory(level: string): PostCategory | null {
  for (const category of Object.keys(LEVEL_SHAPES) as PostCategory[]) if (LEVEL_SHAPES[category].test(level)) return category;
  return null;
}

/** The level number (M05 → 5); 普通工 W00 is 99 (domain.md §6.10). Null for an unknown code. */
export function postLevelNo(level: string): number | null {
  if (!postLevelCategory(level)) return null;
  return level === 'W00' ? 99 : Number(level.slice(1));
}

/** R-GW-11: the level code belongs to the category. */
export function isLevelOfCategory(level: string, category: string): boolean {
  return postLevelCategory(level) === category;
}

/** Every level code of a category, highest first (the order of the plan lines). */
export function levelsOfCategory(category: PostCategory): string[] {
  const codes = (prefix: string, from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${String(from + i).padStart(2, '0')}`);
  if (category === 'MANAGE') return codes('M', 1, 10);
  if (category === 'TECH') return codes('T', 1, 13);
  return [...codes('W', 1, 5), 'W00'];
}

/** Whether `a` is a higher level than `b` within one category (a smaller number is higher). */
export function isHigherLevel(a: string, b: string): boolean {
  const na = postLevelNo(a);
  const nb = postLevelNo(b);
  return na !== null && nb !== null && postLevelCategory(a) === postLevelCategory(b) && na < nb;
}

/** R-GW-07: the technical levels each title level may hold, highest first. T01 is reserved by the state. */
export const TECH_LEVELS_BY_TITLE: Record<Exclude<TitleLevel, 'NONE'>, readonly string[]> = {
  SENIOR_FULL: ['T02', 'T03', 'T04'],
  SENIOR_DEP: ['T05', 'T06', 'T07'],
  MIDDLE: ['T08', 'T09', 'T10'],
  ASSISTANT: ['T11', 'T12'],
  JUNIOR: ['T13'],
};

/** The title band of a technical level (正高 T02–T04 … 员级 T13); null for T01 and non-technical codes. */
export function techBand(level: string): Exclude<TitleLevel, 'NONE'> | null {
  for (const [band, levels] of Object.entries(TECH_LEVELS_BY_TITLE)) {
    if (levels.includes(level)) return band as Exclude<TitleLevel, 'NONE'>;
  }
  return null;
}

/** R-GW-07: a technical level matches the holder's title level. */
export function techLevelMatchesTitle(level: string, titleLevel: string | null | undefined): boolean {
  return techBand(level) !== null && techBand(level) === titleLevel;
}

/** R-GW-08: the worker level each technical grade leads to. */
export const WORKER_LEVEL_BY_SKILL: Record<WorkerSkill, string> = {
  SENIOR_TECHNICIAN: 'W01', TECHNICIAN: 'W02', ADV: 'W03', MID: 'W04', JUN: 'W05', NONE: 'W00',
};

/** R-GW-08: the worker grade a worker level requires; null for a non-worker code. */
export function workerSkillOfLevel(level: string): WorkerSkill | null {
  const hit = Object.entries(WORKER_LEVEL_BY_SKILL).find(([, l]) => l === level);
  return hit ? (hit[0] as WorkerSkill) : null;
}

/** R-GW-02: the highest management level a unit of the given rank may set (股级/未定级 → M09). */
export function maxManageLevel(unitRank: string): string {
  const byRank: Record<string, string> = {
    DEPT_FULL: 'M03', DEPT_DEP: 'M04', DIV_FULL: 'M05', DIV_DEP: 'M06', SEC_FULL: 'M07', SEC_DEP: 'M08',
  };
  return byRank[unitRank] ?? 'M09';
}

/** The GB/T 4658 codes that mean 毕业 (graduated); 结业 and 肄业 do not satisfy "XX及以上" requirements. */
const GRADUATED = new Set(['11', '14', '17', '21', '28', '31', '41', '44', '47', '61', '71', '81']);

export function isGraduated(education: string): boolean {
  return GRADUATED.has(education);
}

/** Whether the code is an x0 summary (研究生教育, 大学本科教育 …), never chosen for a person. */
export function isEducationSummary(education: string): boolean {
  return /^[1-8]0$/.test(education);
}

/**
 * The tier of an education code, higher is more: 研究生 1x → 6, 本科 2x → 5, 专科 3x → 4, 中职 4x → 3,
 * 高中 6x → 2, 初中及以下 (7x, 8x, 90) → 1. Null for an unknown code.
 */
export function educationRank(education: string): number | null {
  if (!/^\d{2}$/.test(education)) return null;
  const ranks: Record<string, number> = { '1': 6, '2': 5, '3': 4, '4': 3, '6': 2, '7': 1, '8': 1, '9': 1 };
  return ranks[education[0]] ?? null;
}

/** Compares two education codes by tier: negative when `a` is lower, 0 for the same tier. */
export function compareEducation(a: string, b: string): number {
  return (educationRank(a) ?? 0) - (educationRank(b) ?? 0);
}

/**
 * Whether `actual` satisfies the requirement "`required` 及以上": a 毕业 code of the same or a higher tier.
 * The requirement may be a summary code (20 = 本科及以上) or a final one.
 */
export function meetsEducation(actual: string, required: string): boolean {
  return isGraduated(actual) && compareEducation(actual, required) >= 0;
}

/** The degree level of a GB/T 6864 code, for statistics: 博士 (名誉博士 included), 硕士, 学士, or none. */
export function degreeLevel(degree: string | null | undefined): 'DOCTOR' | 'MASTER' | 'BACHELOR' | null {
  if (!degree || !/^\d{3}$/.test(degree)) return null;
  return ({ '1': 'DOCTOR', '2': 'DOCTOR', '3': 'MASTER', '4': 'BACHELOR' } as const)[degree[0] as '1' | '2' | '3' | '4'] ?? null;
}

/** The three retirement groups of R-AGE-03: men at 60, women cadres at 55, women workers at 50. */
export type RetireBand = 'M60' | 'F55' | 'F50';

const RETIRE_RULES: Record<RetireBand, { baseYears: number; startYear: number; monthsPerStep: number; maxDelay: number }> = {
  M60: { baseYears: 60, startYear: 1965, monthsPerStep: 4, maxDelay: 36 },
  F55: { baseYears: 55, startYear: 1970, monthsPerStep: 4, maxDelay: 36 },
  F50: { baseYears: 50, startYear: 1975, monthsPerStep: 2, maxDelay: 60 },
};

/** The system's approximation of R-AGE-03: men M60; women F50 on a worker post, F55 otherwise. */
export function retireBandFor(gender: string, postCategory: string | null | undefined): RetireBand {
  if (gender === '1') return 'M60';
  return postCategory === 'WORKER' ? 'F50' : 'F55';
}

/** The delay in months the 2025 rule adds for a birth month (none for births before the band's starting month). */
export function retirementDelayMonths(birthDate: string, band: RetireBand): number {
  const rule = RETIRE_RULES[band];
  const idx = (Number(birthDate.slice(0, 4)) - rule.startYear) * 12 + (Number(birthDate.slice(5, 7)) - 1);
  if (idx < 0) return 0;
  return Math.min(rule.maxDelay, Math.floor(idx / rule.monthsPerStep) + 1);
}

/** The statutory retirement age in months (base years plus the delay). */
export function retirementAgeMonths(birthDate: string, band: RetireBand): number {
  return RETIRE_RULES[band].baseYears * 12 + retirementDelayMonths(birthDate, band);
}

/**
 * R-AGE-03: the day a person reaches the statutory retirement age ('YYYY-MM-DD'; its month is the 退休年月).
 * Men always retire by M60; for women `band` picks the cadre (F55, the default) or the worker (F50) group.
 */
export function retirementDate(birthDate: string, gender: string, band?: RetireBand): string {
  const effective: RetireBand = gender === '1' ? 'M60' : band === 'F50' ? 'F50' : 'F55';
  return addMonths(birthDate, retirementAgeMonths(birthDate, effective));
}
