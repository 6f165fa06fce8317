/**
 * The 公示 a 招聘结果 relies on (domain.md §2.5 ZPJG, §6.17 PUBLICITY, R-GEN-06): the unit's approved 拟聘用人员公示
 * announcement of the result's own plan. The days it ran are judged by `publicityIssues` (./recruit).
 */
import type { RecruitIssue } from './recruit';

/** Where every finding about the announcement a result names points: the unit puts it right by naming another. */
export const PUBLICITY_FIELD = 'header.publicityFilingId';

/** An announcement as the result's rule reads it, within the result's unit. */
export interface PublicityAnnouncement {
  filingType: string;
  status: string;
  filingNo: string | null;
  title: string;
  header: Record<string, unknown>;
}

const issue = (level: 'ERROR' | 'WARN', message: string, messageEn: string): RecruitIssue =>
  ({ code: 'R-GEN-06', level, field: PUBLICITY_FIELD, message, messageEn });

/** No announcement named: a warning while the unit saves, blocking on submission and every approval. */
export function missingPublicity(level: 'ERROR' | 'WARN'): RecruitIssue {
  return issue(level, '请选择本次招聘计划已核准的拟聘用人员公示公告（公示期以公告发布期间为准）',
    'Name the approved publicity announcement (拟聘用人员公示) of the plan: the publicity period is its publication period');
}

/**
 * The announcement named is the one that makes the publicity of this plan: it exists in the unit (an id of another unit
 * reads as none), is an announcement of type PUBLICITY, is approved, and names the result's plan as its related filing.
 * An announcement naming no plan is refused too: the link is what makes it this plan's publicity.
 */
export function publicityLinkIssues(a: PublicityAnnouncement | null, planFilingId: number): RecruitIssue[] {
  if (!a) return [issue('ERROR', '公示公告不存在或不属于本单位', 'No such publicity announcement of your unit')];
  const name = a.filingNo ?? a.title;
  if (a.filingType !== 'ANNOUNCEMENT' || a.header.noticeType !== 'PUBLICITY') {
    return [issue('ERROR', `【${name}】不是拟聘用人员公示公告`, `${name} is not a publicity announcement of persons to be hired (拟聘用人员公示)`)];
  }
  if (a.status !== 'APPROVED') return [issue('ERROR', `公示公告【${name}】尚未核准`, `Publicity announcement ${name} is not approved yet`)];
  const related = a.header.relatedFilingId;
  if (related === undefined || related === null) {
    return [issue('ERROR', `公示公告【${name}】未关联招聘计划，不能作为本次招聘的公示`,
      `Publicity announcement ${name} names no recruitment plan, so it is not the publicity of this recruitment`)];
  }
  if (related !== planFilingId) {
    const plan = typeof a.header.relatedFilingNo === 'string' ? a.header.relatedFilingNo : String(related);
    return [issue('ERROR', `公示公告【${name}】是招聘计划【${plan}】的公示，不是本结果所依据招聘计划的公示`,
      `Publicity announcement ${name} is the publicity of recruitment plan ${plan}, not of the plan this result is filed on`)];
  }
  return [];
}
