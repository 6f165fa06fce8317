/** Rules of staff reduction (R-JY-01..03) and of post appointments and changes (R-GW-06..11), domain.md §4.3-§4.4. */
import { isHigherLevel, isLevelOfCategory } from './codes';
import { addDays } from './dates';
import { levelNameEn } from './filing/findingText';
import { eligibilityFindings, levelRank, type PostCandidate } from './postEligibility';
import type { RetireRule } from './policy';
import { DEFAULT_RETIRE_RULES, retirementDateFor } from './retirementRules';

/** A rule's finding on one line; `field` is the line payload's field. */
export interface LineFinding {
  code: string;
  level: 'ERROR' | 'WARN';
  message: string;
  messageEn: string;
  field: string;
}

const error = (code: string, field: string, message: string, messageEn: string): LineFinding => ({ code, level: 'ERROR', field, message, messageEn });
const warn = (code: string, field: string, message: string, messageEn: string): LineFinding => ({ code, level: 'WARN', field, message, messageEn });

/** The days a reduction may be dated ahead of today (R-JY-02). */
export const REDUCE_DAYS_AHEAD = 30;

/** Calendar arithmetic, re-exported for the screens that date a reduction. */
export { addDays };

export interface ReduceSubject {
  name: string;
  birthDate: string;
  gender: string;
  postCategory: string | null;
  /** What else decides the retirement age (R-AGE-03): the post level, the title and a base age set for the person. */
  postLevel?: string | null;
  titleLevel?: string | null;
  retireBaseOverride?: number | null;
  unitEntryDate: string;
  personStatus: string;
  /** Of an earlier reduction: its date, its type's name and its filing number. */
  reduceDate: string | null;
  reducedAs: string | null;
  /** The English name of the earlier reduction's type. */
  reducedAsEn?: string | null;
  reduceFilingNo: string | null;
}

/**
 * R-JY-01 (never twice), R-JY-02 (the date's window) and R-JY-03 (retirement before the statutory age, by the base-age
 * rules in force: the same rules as the person card's and the retirement report's due date).
 */
export function reduceFindings(
  p: ReduceSubject, line: { reduceType: string; reduceDate: string }, today: string, retireRules: readonly RetireRule[] = DEFAULT_RETIRE_RULES,
): LineFinding[] {
  if (p.personStatus === 'REDUCED') {
    const what = [p.reducedAs, p.reduceFilingNo].filter(Boolean).join('，');
    const whatEn = [p.reducedAsEn, p.reduceFilingNo].filter(Boolean).join(', ');
    return [error('R-JY-01', 'personId', `${p.name}已于${p.reduceDate ?? '此前'}减员${what ? `（${what}）` : ''}，不能重复减员`,
      `${p.name} was already reduced${p.reduceDate ? ` on ${p.reduceDate}` : ''}${whatEn ? ` (${whatEn})` : ''} and cannot be reduced again`)];
  }
  const out: LineFinding[] = [];
  if (line.reduceDate < p.unitEntryDate) {
    out.push(error('R-JY-02', 'reduceDate', `${p.name}的减员日期不能早于进入本单位时间（${p.unitEntryDate}）`,
      `The reduction date of ${p.name} cannot be before joining the unit (${p.unitEntryDate})`));
  }
  const latest = addDays(today, REDUCE_DAYS_AHEAD);
  if (line.reduceDate > latest) out.push(error('R-JY-02', 'reduceDate', `${p.name}的减员日期不能晚于${latest}（今天起 ${REDUCE_DAYS_AHEAD} 天内）`,
    `The reduction date of ${p.name} cannot be after ${latest} (within ${REDUCE_DAYS_AHEAD} days from today)`));
  if (line.reduceType === 'RETIRE') {
    const due = retirementDateFor({ ...p, postLevel: p.postLevel ?? null, titleLevel: p.titleLevel ?? null }, retireRules);
    if (line.reduceDate < due) {
      out.push(warn('R-JY-03', 'reduceType', `${p.name}于${line.reduceDate}未达法定退休年龄（应于${due}退休），如属提前退休请选择“提前退休”并上传审批材料`,
        `${p.name} is below the statutory retirement age on ${line.reduceDate} (due ${due}); for an early retirement choose "Early retirement" and upload its approval`));
    }
  }
  return out;
}

/** A person's post as a post move sees it. */
export interface PostHolding extends PostCandidate {
  postCategory: string | null;
  dualPost: boolean;
}

/** One line of a POST_APPOINT or POST_CHANGE filing. */
export interface PostMove {
  fromCategory?: string | null;
  fromLevel?: string | null;
  toCategory?: string | null;
  toLevel?: string | null;
  secondCategory?: string | null;
  secondLevel?: string | null;
  appointStart: string;
}

/** The kinds that leave the main post as it is or without a post. */
const NO_MAIN_TARGET = ['DISMISS_POST', 'DUAL_ADD', 'DUAL_REMOVE'];

function kindFindings(kind: string, p: PostHolding, l: PostMove): LineFinding[] {
  const to = l.toLevel ?? '';
  const from = p.postLevel;
  switch (kind) {
    case 'FIRST':
      return from ? [error('R-GW-11', 'toLevel', `${p.name}已聘${from}，请选择晋升、竞聘或续聘`,
        `${p.name} already holds ${levelNameEn(from)}; choose a promotion, a competition or a renewal`)] : [];
    case 'PROMOTE':
      return from && isHigherLevel(to, from) ? [] : [error('R-GW-11', 'toLevel', `${p.name}晋升的等级须高于现聘等级${from ?? ''}且属同一类别`,
        `A promotion of ${p.name} must go above the current level${from ? ` ${levelNameEn(from)}` : ''} within its category`)];
    case 'RENEW':
      return to === from ? [] : [error('R-GW-11', 'toLevel', `${p.name}续聘应保持现聘岗位等级${from ?? ''}`,
        `A renewal of ${p.name} keeps the current level${from ? ` ${levelNameEn(from)}` : ''}`)];
    case 'CATEGORY_SWITCH':
      return l.toCategory !== p.postCategory ? [] : [error('R-GW-11', 'toCategory', `${p.name}转岗须转到其他岗位类别`, `A category switch of ${p.name} must go to another post category`)];
    case 'DEMOTE':
      return from && isHigherLevel(from, to) ? [] : [error('R-GW-11', 'toLevel', `${p.name}降低后的等级须低于现聘等级${from ?? ''}且属同一类别`,
        `A demotion of ${p.name} must go below the current level${from ? ` ${levelNameEn(from)}` : ''} within its category`)];
    case 'DISMISS_POST':
      return from ? [] : [error('R-GW-11', 'personId', `${p.name}当前未聘岗位，无需解聘`, `${p.name} holds no post to be removed from`)];
    case 'DUAL_ADD': {
      if (p.dualPost) return [error('R-GW-11', 'personId', `${p.name}已是双肩挑`, `${p.name} already holds a dual post`)];
      const pair = [p.postCategory, l.secondCategory].sort().join('+');
      if (!l.secondCategory || !l.secondLevel) return [error('R-GEN-01', 'secondLevel', `请选择${p.name}的第二岗位类别和等级`, `Choose the second post category and level of ${p.name}`)];
      if (!isLevelOfCategory(l.secondLevel, l.secondCategory)) return [error('R-GW-11', 'secondLevel', `岗位等级${l.secondLevel}不属于所选第二岗位类别`,
        `Post level ${levelNameEn(l.secondLevel)} does not belong to the second post category`)];
      return pair === 'MANAGE+TECH' ? [] : [error('R-GW-11', 'secondCategory', `${p.name}的双肩挑须为管理岗位与专业技术岗位`,
        `The dual post of ${p.name} must pair a management post with a professional-technical one`)];
    }
    case 'DUAL_REMOVE':
      return p.dualPost ? [] : [error('R-GW-11', 'personId', `${p.name}不是双肩挑`, `${p.name} holds no dual post`)];
    default:
      return [];
  }
}

/** The checks of one post move (R-GW-07..11 and the kind's own meaning). */
export function postMoveFindings(kind: string, p: PostHolding, l: PostMove): LineFinding[] {
  if ((l.fromLevel ?? null) !== (p.postLevel ?? null) || (l.fromCategory ?? null) !== (p.postCategory ?? null)) {
    return [error('R-GW-11', 'fromLevel', `${p.name}的现聘岗位已变为${p.postLevel ?? '未聘'}，请重新选择该人员`,
      `The post of ${p.name} is now ${p.postLevel ? levelNameEn(p.postLevel) : 'none'}; choose the person again`)];
  }
  const needsTarget = !NO_MAIN_TARGET.includes(kind);
  if (needsTarget && (!l.toCategory || !l.toLevel)) return [error('R-GEN-01', 'toLevel', `请选择${p.name}聘用的岗位类别和等级`, `Choose the post category and level to appoint ${p.name} to`)];
  if (needsTarget && !isLevelOfCategory(l.toLevel!, l.toCategory!)) {
    return [error('R-GW-11', 'toLevel', `岗位等级${l.toLevel}不属于所选岗位类别`, `Post level ${levelNameEn(l.toLevel!)} does not belong to the post category`)];
  }
  const out = kindFindings(kind, p, l);
  const target = needsTarget ? l.toLevel! : kind === 'DUAL_ADD' ? l.secondLevel : null;
  if (!target || out.length) return out;
  const category = needsTarget ? l.toCategory! : l.secondCategory!;
  out.push(...eligibilityFindings(p, { category, level: target, date: l.appointStart, field: needsTarget ? 'toLevel' : 'secondLevel' }));
  if (out.length) return out;
  if (p.postLevel && isHigherLevel(target, p.postLevel) && levelRank(p.postLevel) - levelRank(target) > 1) {
    out.push(warn('R-GW-10', 'toLevel', `${p.name}跨级晋升（${p.postLevel}→${target}），请附说明材料`,
    `${p.name} skips levels (${levelNameEn(p.postLevel)} → ${levelNameEn(target)}); attach an explanation`));
  }
  return out;
}

/** The level a line occupies once approved, when it is a level the person does not hold yet. */
export function addedLevels(kind: string, p: { postLevel: string | null; secondPostLevel?: string | null }, l: PostMove): string[] {
  if (kind === 'DUAL_ADD') return l.secondLevel ? [l.secondLevel] : [];
  if (NO_MAIN_TARGET.includes(kind) || !l.toLevel || l.toLevel === p.postLevel) return [];
  return [l.toLevel];
}

export interface LevelUse {
  level: string;
  approved: number;
  held: number;
  inTransit: number;
  adding: number;
}

/** R-GW-06: the levels where held + in transit + this filing would exceed the approved post count. */
export function levelShortfalls(approved: Record<string, number>, held: Record<string, number>, inTransit: Record<string, number>, adding: Record<string, number>): LevelUse[] {
  return Object.entries(adding)
    .map(([level, n]) => ({ level, approved: approved[level] ?? 0, held: held[level] ?? 0, inTransit: inTransit[level] ?? 0, adding: n }))
    .filter((u) => u.adding > 0 && u.held + u.inTransit + u.adding > u.approved);
}

