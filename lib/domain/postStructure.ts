/** 岗位结构核对表 (domain.md §5.2): each unit's posts set by its current plan against the posts held now. */
import { levelsOfCategory, postLevelCategory, type PostCategory } from './codes';
import { CATEGORIES, RATIO_GROUPS, ratioFindings, type PlanLine } from './postSetting';

export { CATEGORIES as POST_CATEGORIES };

/** The levels of the per-level detail: M01 (省部级正职) is never set in a unit. */
export const DETAIL_LEVELS: readonly string[] = CATEGORIES.flatMap((c) => levelsOfCategory(c)).filter((l) => l !== 'M01');

/** 专技 高级 (T01–T07) / 中级 (T08–T10) / 初级 (T11–T13): the bands of R-GW-04's first ratio. */
export const TECH_BANDS = ['high', 'middle', 'junior'] as const;
export type TechBand = (typeof TECH_BANDS)[number];
const BAND_LEVELS = Object.fromEntries(TECH_BANDS.map((b, i) => [b, RATIO_GROUPS[0].parts[i].levels])) as Record<TechBand, readonly string[]>;

export interface SetHeld { set: number; held: number }
export interface CategoryFigures extends SetHeld {
  /** 空岗 max(0, set − held) and 超岗 max(0, held − set). */
  vacant: number;
  excess: number;
}

export interface PostStructureRow {
  unitId: number;
  unitName: string;
  /** False when the unit has no approved post setting: everything set is 0 (无岗位设置). */
  hasPlan: boolean;
  categories: Record<PostCategory, CategoryFigures>;
  techBands: Record<TechBand, SetHeld>;
  /** The detail levels (DETAIL_LEVELS) set or held: one neither set nor held is left out, which keeps 10,000 rows small. */
  levels: Record<string, SetHeld>;
  /** 双肩挑: persons holding a second post level. */
  dualPosts: number;
  /** 比例偏离: the held structure against R-GW-04, with the rules' messages. */
  deviates: boolean;
  deviations: string[];
}

export interface PostStructureInput {
  unitId: number;
  unitName: string;
  /** 专技为主 units (TECH) are held to the technical share too. */
  mainPostType: string | null;
  hasPlan: boolean;
  /** Approved count per level of the current plan. */
  set: Record<string, number>;
  /** Holders per level now, a dual post counting at both its levels. */
  held: Record<string, number>;
  dualPosts: number;
}

/** Each known level's category (postLevelCategory's answer for the codes of levelsOfCategory), looked up once per level. */
const CATEGORY_OF = new Map<string, PostCategory>(CATEGORIES.flatMap((c) => levelsOfCategory(c).map((l) => [l, c] as const)));
const categoryOf = (level: string): PostCategory | null => CATEGORY_OF.get(level) ?? postLevelCategory(level);

const sumOf = (counts: Record<string, number>, levels: readonly string[]) => levels.reduce((n, l) => n + (counts[l] ?? 0), 0);
/** The counts added up by the category of their level (a level of no category counts in none). */
function byCategory(counts: Record<string, number>): Record<PostCategory, number> {
  const sums = { MANAGE: 0, TECH: 0, WORKER: 0 };
  for (const l of Object.keys(counts)) {
    const c = categoryOf(l);
    if (c) sums[c] += counts[l];
  }
  return sums;
}

function figures(set: number, held: number): CategoryFigures {
  return { set, held, vacant: Math.max(0, set - held), excess: Math.max(0, held - set) };
}

/** R-GW-04 on the held numbers, as if they were a plan; the other rules of a filed setting do not apply to holders. */
function heldDeviations(held: Record<string, number>, mainPostType: string | null, lang: 'zh' | 'en'): string[] {
  const lines: PlanLine[] = [];
  for (const postLevel of Object.keys(held)) {
    const postCategory = categoryOf(postLevel);
    if (held[postLevel] > 0 && postCategory) lines.push({ postCategory, postLevel, approvedCount: held[postLevel] });
  }
  return ratioFindings(lines, mainPostType).map((f) => (lang === 'en' ? f.messageEn : f.message));
}

const NONE: SetHeld = { set: 0, held: 0 };
/** A row's figures at a detail level, zeros for one it leaves out. */
export const levelOf = (row: Pick<PostStructureRow, 'levels'>, level: string): SetHeld => row.levels[level] ?? NONE;

/** One unit's row of the table. */
export function postStructureRow(u: PostStructureInput, lang: 'zh' | 'en' = 'zh'): PostStructureRow {
  const set = u.hasPlan ? u.set : {};
  const setBy = byCategory(set);
  const heldBy = byCategory(u.held);
  const categories = {
    MANAGE: figures(setBy.MANAGE, heldBy.MANAGE), TECH: figures(setBy.TECH, heldBy.TECH), WORKER: figures(setBy.WORKER, heldBy.WORKER),
  } satisfies Record<PostCategory, CategoryFigures>;
  const techBands = {} as Record<TechBand, SetHeld>;
  for (const b of TECH_BANDS) techBands[b] = { set: sumOf(set, BAND_LEVELS[b]), held: sumOf(u.held, BAND_LEVELS[b]) };
  const levels: Record<string, SetHeld> = {};
  for (const l of DETAIL_LEVELS) if (set[l] || u.held[l]) levels[l] = { set: set[l] ?? 0, held: u.held[l] ?? 0 };
  const deviations = heldDeviations(u.held, u.mainPostType, lang);
  return {
    unitId: u.unitId, unitName: u.unitName, hasPlan: u.hasPlan, categories, techBands, levels, dualPosts: u.dualPosts,
    deviates: deviations.length > 0, deviations,
  };
}

/**
 * The total row: set and held added up; vacancies and excesses added unit by unit (one unit's excess does not fill
 * another's vacancy); it deviates when any unit does, without messages of its own.
 */
export function postStructureTotal(rows: readonly PostStructureRow[], label: string): PostStructureRow {
  // One pass over the rows: a city's ten thousand.
  const categories = Object.fromEntries(CATEGORIES.map((c) => [c, { set: 0, held: 0, vacant: 0, excess: 0 }])) as Record<PostCategory, CategoryFigures>;
  const techBands = Object.fromEntries(TECH_BANDS.map((b) => [b, { set: 0, held: 0 }])) as Record<TechBand, SetHeld>;
  const sums = new Map<string, SetHeld>();
  let hasPlan = false;
  let dualPosts = 0;
  let deviates = false;
  for (const r of rows) {
    for (const c of CATEGORIES) {
      const into = categories[c];
      const from = r.categories[c];
      into.set += from.set;
      into.held += from.held;
      into.vacant += from.vacant;
      into.excess += from.excess;
    }
    for (const b of TECH_BANDS) {
      techBands[b].set += r.techBands[b].set;
      techBands[b].held += r.techBands[b].held;
    }
    for (const l of Object.keys(r.levels)) {
      const sum = sums.get(l) ?? { set: 0, held: 0 };
      sum.set += r.levels[l].set;
      sum.held += r.levels[l].held;
      sums.set(l, sum);
    }
    hasPlan ||= r.hasPlan;
    dualPosts += r.dualPosts;
    deviates ||= r.deviates;
  }
  const levels: Record<string, SetHeld> = {};
  for (const l of DETAIL_LEVELS) if (sums.has(l)) levels[l] = sums.get(l)!;
  return { unitId: 0, unitName: label, hasPlan, categories, techBands, levels, dualPosts, deviates, deviations: [] };
}
