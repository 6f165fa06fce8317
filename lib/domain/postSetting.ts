/** 岗位设置 (domain.md §2.5 GWSZ): totals, structure ratios and the rules R-GW-01..04 of a post plan. */
import { levelsOfCategory, maxManageLevel, postLevelCategory, postLevelNo, type PostCategory } from './codes';
import { levelNameEn } from './filing/findingText';
import { POLICIES, ratioTargetsFor, type RatioTargets } from './policy';

export interface PlanLine {
  postCategory: string;
  postLevel: string;
  approvedCount: number;
}

export interface PlanTotals {
  postTotal: number;
  managePosts: number;
  techPosts: number;
  workerPosts: number;
  dualPostCount: number;
}

export interface PlanUnit {
  unitRank: string;
  /** TECH: 专技为主, whose technical share is checked (R-GW-04). */
  mainPostType: string | null;
  /** 核定事业编制数. */
  quotaInst: number;
}

export interface PlanFinding {
  code: string;
  level: 'ERROR' | 'WARN';
  message: string;
  messageEn: string;
  field: string;
}

export const CATEGORIES: readonly PostCategory[] = ['MANAGE', 'TECH', 'WORKER'];
const CATEGORY_NAMES: Record<PostCategory, string> = { MANAGE: '管理岗位', TECH: '专业技术岗位', WORKER: '工勤技能岗位' };
const CATEGORY_NAMES_EN: Record<PostCategory, string> = { MANAGE: 'management posts', TECH: 'professional-technical posts', WORKER: 'skilled worker posts' };
const CATEGORY_TOTAL: Record<PostCategory, keyof PlanTotals> = { MANAGE: 'managePosts', TECH: 'techPosts', WORKER: 'workerPosts' };
const RANK_NAMES: Record<string, string> = {
  DEPT_FULL: '正厅级', DEPT_DEP: '副厅级', DIV_FULL: '正处级', DIV_DEP: '副处级', SEC_FULL: '正科级', SEC_DEP: '副科级', STOCK: '股级', NONE: '未定级',
};
const RANK_NAMES_EN: Record<string, string> = {
  DEPT_FULL: 'department-level (full)', DEPT_DEP: 'department-level (deputy)', DIV_FULL: 'division-level (full)', DIV_DEP: 'division-level (deputy)',
  SEC_FULL: 'section-level (full)', SEC_DEP: 'section-level (deputy)', STOCK: 'unit-level', NONE: 'unranked',
};
const DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二', '十三'];

/** The Chinese name of a post level: M05 五级职员, T07 专业技术七级, W03 技术工三级, W00 普通工. */
export function levelName(level: string): string {
  const n = postLevelNo(level);
  if (n === null) return level;
  if (level === 'W00') return '普通工';
  return { MANAGE: `${DIGITS[n]}级职员`, TECH: `专业技术${DIGITS[n]}级`, WORKER: `技术工${DIGITS[n]}级` }[postLevelCategory(level)!];
}

/**
 * The structure groups of R-GW-04: each group's levels with the national target weights (domain.md §8). The weights,
 * the tolerance and the main category's share in force come from the policy `post.ratioTargets` (per main post type);
 * a group deviates when any share is off its target by more than the tolerance.
 */
export const RATIO_GROUPS: readonly { name: string; nameEn: string; parts: readonly { label: string; levels: readonly string[]; weight: number }[] }[] = [
  {
    name: '专业技术岗位 高级:中级:初级',
    nameEn: 'Professional-technical senior:intermediate:junior',
    parts: [
      { label: '高级', levels: ['T01', 'T02', 'T03', 'T04', 'T05', 'T06', 'T07'], weight: 1 },
      { label: '中级', levels: ['T08', 'T09', 'T10'], weight: 3 },
      { label: '初级', levels: ['T11', 'T12', 'T13'], weight: 6 },
    ],
  },
  { name: '正高级 二级:三级:四级', nameEn: 'Full senior grades 2:3:4', parts: [{ label: '二级', levels: ['T02'], weight: 1 }, { label: '三级', levels: ['T03'], weight: 3 }, { label: '四级', levels: ['T04'], weight: 6 }] },
  { name: '副高级 五级:六级:七级', nameEn: 'Associate senior grades 5:6:7', parts: [{ label: '五级', levels: ['T05'], weight: 2 }, { label: '六级', levels: ['T06'], weight: 4 }, { label: '七级', levels: ['T07'], weight: 4 }] },
  { name: '中级 八级:九级:十级', nameEn: 'Intermediate grades 8:9:10', parts: [{ label: '八级', levels: ['T08'], weight: 3 }, { label: '九级', levels: ['T09'], weight: 4 }, { label: '十级', levels: ['T10'], weight: 3 }] },
  { name: '初级 十一级:十二级', nameEn: 'Junior grades 11:12', parts: [{ label: '十一级', levels: ['T11'], weight: 5 }, { label: '十二级', levels: ['T12'], weight: 5 }] },
];
/** Worker grades: 一至三级 ≈ 25% and 一、二级 ≈ 5% of the worker posts. */
export const WORKER_TARGETS: readonly { label: string; labelEn: string; levels: readonly string[]; share: number }[] = [
  { label: '工勤技能一、二、三级', labelEn: 'Skilled worker grades 1–3', levels: ['W01', 'W02', 'W03'], share: 25 },
  { label: '工勤技能一、二级', labelEn: 'Skilled worker grades 1–2', levels: ['W01', 'W02'], share: 5 },
];

const percent = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

export interface PlanSummary {
  byCategory: Record<PostCategory, number>;
  total: number;
  /** Per cent of the total, one decimal; null when the plan sets no post. */
  shares: Record<PostCategory, number | null>;
  /** 专技 高:中:初 counts. */
  techBands: { high: number; middle: number; junior: number };
  /** The highest level set (count > 0) of each category. */
  highest: Record<PostCategory, string | null>;
}

export function planSummary(lines: readonly PlanLine[]): PlanSummary {
  const byCategory = { MANAGE: 0, TECH: 0, WORKER: 0 } as Record<PostCategory, number>;
  const count = (levels: readonly string[]) => lines.filter((l) => levels.includes(l.postLevel)).reduce((s, l) => s + l.approvedCount, 0);
  for (const l of lines) if (l.postCategory in byCategory) byCategory[l.postCategory as PostCategory] += l.approvedCount;
  const total = byCategory.MANAGE + byCategory.TECH + byCategory.WORKER;
  const highest = Object.fromEntries(CATEGORIES.map((c) => [
    c, levelsOfCategory(c).find((level) => lines.some((l) => l.postLevel === level && l.approvedCount > 0)) ?? null,
  ])) as Record<PostCategory, string | null>;
  const [high, middle, junior] = RATIO_GROUPS[0].parts.map((p) => count(p.levels));
  return {
    byCategory, total, highest, techBands: { high, middle, junior },
    shares: { MANAGE: percent(byCategory.MANAGE, total), TECH: percent(byCategory.TECH, total), WORKER: percent(byCategory.WORKER, total) },
  };
}

const lineField = (i: number, name = 'approvedCount') => `lines[${i}].${name}`;

/** R-GW-01: levels add up to their category, categories to the total, the total within the institution quota. */
function totalsFindings(h: PlanTotals, lines: readonly PlanLine[], unit: PlanUnit): PlanFinding[] {
  const s = planSummary(lines);
  const out: PlanFinding[] = [];
  for (const c of CATEGORIES) {
    if (s.byCategory[c] !== h[CATEGORY_TOTAL[c]]) {
      out.push({ code: 'R-GW-01', level: 'ERROR', field: `header.${CATEGORY_TOTAL[c]}`, message: `${CATEGORY_NAMES[c]}各等级设置数之和（${s.byCategory[c]}）与${CATEGORY_NAMES[c]}合计（${h[CATEGORY_TOTAL[c]]}）不一致`,
        messageEn: `The levels of ${CATEGORY_NAMES_EN[c]} add up to ${s.byCategory[c]}, not to their total ${h[CATEGORY_TOTAL[c]]}` });
    }
  }
  const three = h.managePosts + h.techPosts + h.workerPosts;
  if (three !== h.postTotal) {
    out.push({ code: 'R-GW-01', level: 'ERROR', field: 'header.postTotal', message: `三类岗位合计（${three}）与岗位总量（${h.postTotal}）不一致（双肩挑岗位只按主岗位计一次）`,
      messageEn: `The three categories add up to ${three}, not to the post total ${h.postTotal} (a dual post counts once, by its main post)` });
  }
  if (h.postTotal > unit.quotaInst) {
    out.push({ code: 'R-GW-01', level: 'ERROR', field: 'header.postTotal', message: `岗位总量（${h.postTotal}）超过核定事业编制数（${unit.quotaInst}）`,
      messageEn: `The post total ${h.postTotal} exceeds the approved institution quota ${unit.quotaInst}` });
  }
  return out;
}

/** R-GW-02: no management level above what the unit's rank allows. */
function rankFindings(lines: readonly PlanLine[], unit: PlanUnit): PlanFinding[] {
  const cap = maxManageLevel(unit.unitRank);
  return lines.flatMap((l, i) => (l.postCategory === 'MANAGE' && l.approvedCount > 0 && postLevelNo(l.postLevel)! < postLevelNo(cap)!
    ? [{
      code: 'R-GW-02', level: 'ERROR' as const, field: lineField(i),
      message: `${RANK_NAMES[unit.unitRank] ?? unit.unitRank}单位管理岗位最高只能设置到${levelName(cap)}，不能设置${levelName(l.postLevel)}`,
      messageEn: `A ${RANK_NAMES_EN[unit.unitRank] ?? unit.unitRank} unit sets management posts up to ${levelNameEn(cap)}, not ${levelNameEn(l.postLevel)}`,
    }]
    : []));
}

/** R-GW-03: 专业技术一级 is set by the state only. */
function stateLevelFindings(lines: readonly PlanLine[]): PlanFinding[] {
  return lines.flatMap((l, i) => (l.postLevel === 'T01' && l.approvedCount > 0
    ? [{
      code: 'R-GW-03', level: 'ERROR' as const, field: lineField(i), message: '专业技术一级岗位为国家专设，地方单位设置数须为0',
      messageEn: 'Professional-technical grade 1 posts are set by the state only; a local unit sets 0',
    }]
    : []));
}

const ratioText = (counts: number[]) => counts.join(':');

const MAIN_TYPE_NAMES: Record<PostCategory, string> = { MANAGE: '管理为主', TECH: '专技为主', WORKER: '工勤为主' };
const MAIN_TYPE_NAMES_EN: Record<PostCategory, string> = { MANAGE: 'A mainly management', TECH: 'A mainly technical', WORKER: 'A mainly skilled-worker' };
const GROUP_TARGETS = ['techBands', 'fullSenior', 'associateSenior', 'intermediate', 'junior'] as const;

/** The targets of the policy's defaults for a unit (the values in force are passed in by the server). */
export const defaultRatioTargets = (mainPostType: string | null) => ratioTargetsFor(POLICIES['post.ratioTargets'].defaultValue, mainPostType);

/**
 * R-GW-04 (WARN): the main category's share of its unit and the structure ratios within the groups. It reads the lines
 * alone, so it also judges a structure that is no plan (the posts held: 岗位结构核对表).
 */
export function ratioFindings(
  lines: readonly PlanLine[], mainPostType: string | null, targets: RatioTargets = defaultRatioTargets(mainPostType),
): PlanFinding[] {
  // The category totals of planSummary and each level's sum, in one pass: 岗位结构核对表 judges ten thousand units at once.
  const byCategory = { MANAGE: 0, TECH: 0, WORKER: 0 } as Record<PostCategory, number>;
  const byLevel = new Map<string, number>();
  for (const l of lines) {
    if (l.postCategory in byCategory) byCategory[l.postCategory as PostCategory] += l.approvedCount;
    byLevel.set(l.postLevel, (byLevel.get(l.postLevel) ?? 0) + l.approvedCount);
  }
  const out: PlanFinding[] = [];
  const warn = (message: string, messageEn: string, field = 'lines') => out.push({ code: 'R-GW-04', level: 'WARN', field, message, messageEn });
  const main = CATEGORIES.find((c) => c === mainPostType);
  const mainShare = main ? percent(byCategory[main], byCategory.MANAGE + byCategory.TECH + byCategory.WORKER) : null;
  if (main && targets.mainShareMin !== null && mainShare !== null && mainShare < targets.mainShareMin) {
    warn(`${MAIN_TYPE_NAMES[main]}单位${CATEGORY_NAMES[main]}应不低于岗位总量的${targets.mainShareMin}%，现为${mainShare}%`,
      `${MAIN_TYPE_NAMES_EN[main]} unit keeps ${CATEGORY_NAMES_EN[main]} at ${targets.mainShareMin}% of the total or more; now ${mainShare}%`, `header.${CATEGORY_TOTAL[main]}`);
  }
  const tolerance = targets.tolerance;
  const count = (levels: readonly string[]) => levels.reduce((n, level) => n + (byLevel.get(level) ?? 0), 0);
  RATIO_GROUPS.forEach((g, gi) => {
    const weightsOf = targets[GROUP_TARGETS[gi]];
    const counts = g.parts.map((p) => count(p.levels));
    const total = counts.reduce((a, b) => a + b, 0);
    const weights = weightsOf.reduce((a, w) => a + w, 0);
    if (!total || !weights) return;
    const off = g.parts.some((_, i) => Math.abs((counts[i] / total) * 100 - (weightsOf[i] / weights) * 100) > tolerance);
    if (off) {
      const target = ratioText(weightsOf);
      warn(`${g.name} 为 ${ratioText(counts)}，偏离控制目标 ${target}`, `${g.nameEn} is ${ratioText(counts)}, off the target ${target}`);
    }
  });
  const workers = byCategory.WORKER;
  WORKER_TARGETS.forEach((target, i) => {
    const goal = i === 0 ? targets.workerTop3 : targets.workerTop2;
    const share = percent(count(target.levels), workers);
    if (share !== null && Math.abs(share - goal) > tolerance) {
      warn(`${target.label}占工勤技能岗位的${share}%，控制目标约为${goal}%`, `${target.labelEn} are ${share}% of the skilled worker posts; the target is about ${goal}%`);
    }
  });
  return out;
}

/** Lines name each level once, of its own category. */
function lineShapeFindings(lines: readonly PlanLine[]): PlanFinding[] {
  if (!lines.length) return [{ code: 'R-GEN-01', level: 'ERROR', field: 'lines', message: '请至少填写一个岗位等级的设置数', messageEn: 'Set the count of at least one post level' }];
  const seen = new Map<string, number>();
  const out: PlanFinding[] = [];
  lines.forEach((l, i) => {
    if (postLevelCategory(l.postLevel) !== l.postCategory) {
      out.push({
        code: 'R-GW-11', level: 'ERROR', field: lineField(i, 'postLevel'), message: `第 ${i + 1} 行：岗位等级 ${l.postLevel} 不属于所选岗位类别`,
        messageEn: `Line ${i + 1}: post level ${levelNameEn(l.postLevel)} does not belong to the post category`,
      });
    }
    if (seen.has(l.postLevel)) {
      out.push({
        code: 'R-GEN-01', level: 'ERROR', field: lineField(i, 'postLevel'), message: `第 ${i + 1} 行与第 ${seen.get(l.postLevel)! + 1} 行是同一岗位等级（${levelName(l.postLevel)}）`,
        messageEn: `Line ${i + 1} sets the same post level as line ${seen.get(l.postLevel)! + 1} (${levelNameEn(l.postLevel)})`,
      });
    }
    seen.set(l.postLevel, i);
  });
  return out;
}

/** Every finding of R-GW-01..04 on a post plan, errors before warnings; R-GW-04 against the targets given (the defaults'). */
export function postSettingFindings(
  header: PlanTotals, lines: readonly PlanLine[], unit: PlanUnit, targets: RatioTargets = defaultRatioTargets(unit.mainPostType),
): PlanFinding[] {
  const shape = lineShapeFindings(lines);
  if (shape.length) return shape;
  return [...totalsFindings(header, lines, unit), ...rankFindings(lines, unit), ...stateLevelFindings(lines), ...ratioFindings(lines, unit.mainPostType, targets)];
}

/** The lines of a first setting: every level the unit's rank allows, at 0 (T01 included, held at 0 by R-GW-03). */
export function blankPlanLines(unitRank: string): PlanLine[] {
  const cap = postLevelNo(maxManageLevel(unitRank))!;
  return CATEGORIES.flatMap((c) => levelsOfCategory(c)
    .filter((level) => c !== 'MANAGE' || postLevelNo(level)! >= cap)
    .map((postLevel) => ({ postCategory: c, postLevel, approvedCount: 0 })));
}
