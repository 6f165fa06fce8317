/** Rewards and punishments R-JC-01..04 (domain.md §4.5, §6.18–6.19). */
import { levelsOfCategory, postLevelCategory, postLevelNo } from './codes';
import { levelNameEn } from './filing/findingText';
import { periodEnd } from './period';

export const REWARD_TYPES = ['COMMEND', 'MERIT', 'MAJOR_MERIT', 'HONOR_TITLE'] as const;
export const PUNISH_TYPES = ['WARNING', 'DEMERIT', 'DEMOTE', 'REMOVE', 'EXPEL'] as const;

/** R-JC-01: the months a punishment runs; expulsion has no period. */
export const PUNISH_MONTHS: Record<string, number> = { WARNING: 6, DEMERIT: 12, DEMOTE: 24, REMOVE: 24 };

/** Lines that change the post or end the employment, which sends the filing on to rsj. */
export const ESCALATING_TYPES: readonly string[] = ['DEMOTE', 'REMOVE', 'EXPEL'];

/** Lines that hold their person while the filing is under review (domain.md §3.3): a demotion changes the post, an expulsion ends the employment. */
export const LOCKING_TYPES: readonly string[] = ['DEMOTE', 'EXPEL'];

/**
 * The second post of a 双肩挑 person after a demotion: lowered by as many steps as the main post (M07 → M08 with the
 * main T05 → T06), at most to the lowest level of its category. Null for a level of no category.
 */
export function secondLevelAfterDemotion(fromLevel: string, toLevel: string, secondLevel: string): string | null {
  const main = postLevelCategory(fromLevel);
  const second = postLevelCategory(secondLevel);
  if (!main || !second) return null;
  const steps = levelsOfCategory(main).indexOf(toLevel) - levelsOfCategory(main).indexOf(fromLevel);
  const levels = levelsOfCategory(second);
  return levels[Math.min(levels.length - 1, levels.indexOf(secondLevel) + Math.max(0, steps))];
}

/** R-JC-01: the punishment period from its effective date; it ends on the same date the months later (period.ts, 民法典 §201). */
export function punishPeriod(rpType: string, effectiveDate: string): { months: number; endDate: string } | null {
  const months = PUNISH_MONTHS[rpType];
  if (!months) return null;
  return { months, endDate: periodEnd(effectiveDate, months) };
}

export interface RpFinding {
  code: string;
  level: 'ERROR' | 'WARN';
  field: string;
  message: string;
  messageEn: string;
}

export interface RpLine {
  rpKind: string;
  rpType: string;
  decisionDate: string;
  effectiveDate: string;
  demoteToLevel?: string | null;
}

export interface RpSubject {
  name: string;
  postCategory: string | null;
  postLevel: string | null;
  /** The day the person entered the unit: an expulsion (the day of the reduction) cannot come before it (R-JY-02). */
  unitEntryDate: string;
  /** Another filing under review holds the person. */
  lockedBy: string | null;
  /** The same in English (the filing type's English name). */
  lockedByEn?: string | null;
}

/** R-JC-02, R-JC-03 and the dates of one line. */
export function lineFindings(p: RpSubject, l: RpLine): RpFinding[] {
  const out: RpFinding[] = [];
  const types: readonly string[] = l.rpKind === 'REWARD' ? REWARD_TYPES : PUNISH_TYPES;
  if (!types.includes(l.rpType)) out.push({ code: 'R-GEN-01', level: 'ERROR', field: 'rpType', message: '奖惩类型与奖励/处分不符', messageEn: 'The type does not match reward or punishment' });
  if (l.effectiveDate < l.decisionDate) out.push({ code: 'R-GEN-01', level: 'ERROR', field: 'effectiveDate', message: '生效日期不能早于决定日期', messageEn: 'The effective date cannot be before the decision date' });
  if (l.rpType === 'EXPEL' && l.effectiveDate < p.unitEntryDate) {
    out.push({ code: 'R-JY-02', level: 'ERROR', field: 'effectiveDate', message: `开除的生效日期即减员日期，不能早于${p.name}进入本单位时间（${p.unitEntryDate}）`,
      messageEn: `An expulsion takes effect as the reduction of ${p.name}, which cannot be before joining the unit (${p.unitEntryDate})` });
  }
  if (l.rpType === 'DEMOTE') {
    const to = l.demoteToLevel ?? '';
    if (!p.postLevel || !p.postCategory) {
      out.push({ code: 'R-JC-02', level: 'ERROR', field: 'demoteToLevel', message: `${p.name}未聘任岗位等级，不能降低岗位等级`,
        messageEn: `${p.name} holds no post level to be lowered` });
    } else if (!to) {
      out.push({ code: 'R-JC-02', level: 'ERROR', field: 'demoteToLevel', message: '降低岗位等级须填写降至等级', messageEn: 'A demotion needs the level demoted to' });
    } else if (postLevelCategory(to) !== p.postCategory) {
      out.push({ code: 'R-JC-02', level: 'ERROR', field: 'demoteToLevel', message: '降至等级须与现岗位同一类别', messageEn: 'The level demoted to must be of the current post category' });
    } else if ((postLevelNo(to) ?? 0) <= (postLevelNo(p.postLevel) ?? 0)) {
      out.push({ code: 'R-JC-02', level: 'ERROR', field: 'demoteToLevel', message: `降至等级须低于现等级 ${p.postLevel}`,
        messageEn: `The level demoted to must be below the current ${levelNameEn(p.postLevel)}` });
    }
  }
  if (ESCALATING_TYPES.includes(l.rpType) && p.lockedBy) {
    out.push({ code: 'R-JC-03', level: 'ERROR', field: 'personId', message: `${p.name}存在在途业务【${p.lockedBy}】`,
      messageEn: `${p.name} is in another filing under review (${p.lockedByEn ?? p.lockedBy})` });
  }
  return out;
}

/** R-JC-04: the same person, decision date and type more than once (in the lines or already filed). */
export const duplicateKey = (personId: number, l: Pick<RpLine, 'rpType' | 'decisionDate'>) => `${personId}|${l.rpType}|${l.decisionDate}`;
