/**
 * The one decision "may this person hold this post level and this establishment type here" (domain.md §3.5): the
 * establishment type fits the unit category (R-BZ-04), the level belongs to its category, the title or the worker
 * grade reaches it (R-GW-07, R-GW-08), and no sanction period forbids a rise (R-GW-09). Every filing that gives a
 * person a level or an establishment type asks it; the unit-wide rules (R-GW-05 a plan, R-GW-06 a vacant post) are
 * counted on the server (lib/server/services/postClaims.ts).
 */
import {
  isHigherLevel, isLevelOfCategory, postLevelCategory, postLevelNo, TECH_LEVELS_BY_TITLE, WORKER_LEVEL_BY_SKILL, type WorkerSkill,
} from './codes';
import { estabNameEn, levelNameEn } from './filing/findingText';
import type { LineFinding } from './jobManage';

export const ESTAB_NAMES: Readonly<Record<string, string>> = { ADMIN: '行政编制', INST: '事业编制', REF_CIVIL: '参公事业编制', ORGAN_WORKER: '机关工勤编制' };

/** The establishment types each unit category may hold; a category not listed (其他) is not restricted. */
const ESTAB_TYPES_OF_CATEGORY: Readonly<Record<string, readonly string[]>> = {
  PUBLIC_INST: ['INST'],
  REF_CIVIL: ['REF_CIVIL'],
  ADMIN_ORGAN: ['ADMIN', 'ORGAN_WORKER'],
  PARTY_ORGAN: ['ADMIN', 'ORGAN_WORKER'],
};

/** R-BZ-04: a 事业单位 holds 事业编制 only (no 行政编制, no 机关工勤编制), a 参公 unit 参公事业编制, an organ 行政 or 机关工勤编制. */
export function estabTypeFits(unitCategory: string, estabType: string): boolean {
  const allowed = ESTAB_TYPES_OF_CATEGORY[unitCategory];
  return !allowed || allowed.includes(estabType);
}

/** R-BZ-04 as a finding on `field`, or none. */
export function estabTypeFindings(unitCategory: string, estabType: string | null | undefined, field: string): LineFinding[] {
  if (!estabType || estabTypeFits(unitCategory, estabType)) return [];
  return [{
    code: 'R-BZ-04', level: 'ERROR', field,
    message: `${ESTAB_NAMES[estabType] ?? estabType}与单位类别不相容`, messageEn: `The ${estabNameEn(estabType)} does not suit the unit category`,
  }];
}

/** Who is to hold a level: what R-GW-07..09 read of the person. */
export interface PostCandidate {
  name: string;
  /** The main level held now; null for a person entering the unit or holding none. */
  postLevel: string | null;
  titleLevel: string | null;
  workerSkill: string | null;
  /** End dates of the person's sanction periods (R-GW-09). */
  punishEndDates: readonly string[];
}

/** The level a line gives, from its date on, named by the line's own fields. */
export interface PostTarget {
  category: string;
  level: string;
  date: string;
  /** The line field that carries the level (and its category), for the finding. */
  field: string;
  /** A new entrant without a title or grade on record yet (招聘结果): the title gates wait for the first appointment. */
  qualificationUnknown?: boolean;
}

/** A rank for comparing levels: worker levels put 普通工 W00 just below W05. */
export const levelRank = (level: string) => (level === 'W00' ? 6 : postLevelNo(level) ?? 0);

/** R-GW-07 and R-GW-08: the title caps a technical level, the worker grade a worker level. */
export function qualificationFindings(p: Pick<PostCandidate, 'name' | 'titleLevel' | 'workerSkill'>, level: string, field: string): LineFinding[] {
  const category = postLevelCategory(level);
  if (category === 'TECH') {
    const band = p.titleLevel && p.titleLevel !== 'NONE' ? TECH_LEVELS_BY_TITLE[p.titleLevel as keyof typeof TECH_LEVELS_BY_TITLE] : undefined;
    if (!band) {
      return [{ code: 'R-GW-07', level: 'ERROR', field, message: `${p.name}未取得专业技术职务（职称），不能聘用到专业技术岗位`,
        messageEn: `${p.name} holds no professional title and cannot be appointed to a professional-technical post` }];
    }
    if (levelRank(level) < levelRank(band[0])) {
      return [{ code: 'R-GW-07', level: 'ERROR', field, message: `${p.name}的职称最高可聘到${band[0]}，不能聘用到${level}`,
        messageEn: `The title of ${p.name} allows up to ${levelNameEn(band[0])}, not ${levelNameEn(level)}` }];
    }
  }
  if (category === 'WORKER') {
    const top = WORKER_LEVEL_BY_SKILL[(p.workerSkill ?? 'NONE') as WorkerSkill] ?? 'W00';
    if (levelRank(level) < levelRank(top)) {
      return [{ code: 'R-GW-08', level: 'ERROR', field, message: `${p.name}的工人技术等级最高可聘到${top}，不能聘用到${level}`,
        messageEn: `The worker grade of ${p.name} allows up to ${levelNameEn(top)}, not ${levelNameEn(level)}` }];
    }
  }
  return [];
}

/** The end of the latest sanction period still running on `date`, or undefined. */
export const sanctionRunningOn = (ends: readonly string[], date: string) => ends.filter((d) => d >= date).sort().at(-1);

/**
 * May `p` hold `t.level` from `t.date`: the level belongs to its category, the title or grade reaches it, and a
 * rise above the level held waits for the end of a sanction period.
 */
export function eligibilityFindings(p: PostCandidate, t: PostTarget): LineFinding[] {
  if (!isLevelOfCategory(t.level, t.category)) {
    return [{ code: 'R-GW-11', level: 'ERROR', field: t.field, message: `岗位等级${t.level}不属于所选岗位类别`,
      messageEn: `Post level ${levelNameEn(t.level)} does not belong to the post category` }];
  }
  const qualification = t.qualificationUnknown ? [] : qualificationFindings(p, t.level, t.field);
  if (qualification.length) return qualification;
  const until = p.postLevel && isHigherLevel(t.level, p.postLevel) ? sanctionRunningOn(p.punishEndDates, t.date) : undefined;
  return until ? [{ code: 'R-GW-09', level: 'ERROR', field: t.field, message: `${p.name}处分期内（至${until}）不得聘用到高于现聘等级的岗位`,
    messageEn: `${p.name} is under a sanction until ${until} and cannot be appointed above the current level` }] : [];
}

/** The filing each way of entering a unit in establishment comes through (domain.md §6.14); the others may be filed as a new person. */
export const ENTRY_ROUTES: Readonly<Record<string, { zh: string; en: string }>> = {
  OPEN_RECRUIT: { zh: '招聘结果备案', en: 'a recruitment result filing' },
  TALENT_INTRO: { zh: '高层次人才引进', en: 'a talent introduction filing' },
  TRANSFER_IN: { zh: '人员交流（调入）', en: 'an exchange filing (transfer in)' },
  INTERNAL: { zh: '人员交流（系统内交流）', en: 'an exchange filing (within the system)' },
  MILITARY: { zh: '人员交流（军转安置）', en: 'an exchange filing (military transfer placement)' },
  POLICY_PLACEMENT: { zh: '人员交流（政策性安置）', en: 'an exchange filing (policy placement)' },
  ESTAB_CONVERT: { zh: '编制转换', en: 'an establishment conversion filing' },
};

/**
 * A new person who entered the unit in establishment since the unit keeps its records here (`recordsSince`), by a way
 * of entry that has a filing of its own: refused, naming that filing. Persons who entered before are the unit's
 * existing staff, put on record by a PERSON_INFO filing whatever way they once came in.
 */
export function entryRouteFindings(
  p: { name: string; entryMethod: string | null; estabStatus: string | null; unitEntryDate: string | null }, recordsSince: string, field: string,
): LineFinding[] {
  const sinceRecords = p.unitEntryDate !== null && p.unitEntryDate >= recordsSince;
  const route = sinceRecords && p.estabStatus === 'IN' && p.entryMethod ? ENTRY_ROUTES[p.entryMethod] : undefined;
  return route ? [{
    code: 'R-PS-02', level: 'ERROR', field,
    message: `${p.name}以该进入方式入编须通过“${route.zh}”办理，不能以人员信息新增入编`,
    messageEn: `${p.name} enters the establishment this way through ${route.en}, not as a new person record`,
  }] : [];
}
