/** Paths in and out of the off-post statuses (domain.md §3.5 "状态出入", §6.13, R-PS-01). */
import { addYears } from './dates';
import type { LineFinding } from './jobManage';

export const PERSON_STATUS_CHANGES = ['SECONDMENT_OUT_END', 'LONG_SICK', 'OFF_POST_STARTUP', 'RETURN_TO_POST', 'OTHER_OFF_DUTY'] as const;
export type PersonStatusChange = (typeof PERSON_STATUS_CHANGES)[number];

/** What each change does: the statuses it leaves, the one it enters, and the paper it is filed with. */
export const STATUS_CHANGE_PATHS: Record<PersonStatusChange, { from: readonly string[]; to: string; paper: { zh: string; en: string } }> = {
  SECONDMENT_OUT_END: { from: ['SECONDED_OUT'], to: 'ON_DUTY', paper: { zh: '借调结束通知', en: 'notice ending the secondment' } },
  LONG_SICK: { from: ['ON_DUTY'], to: 'LONG_SICK', paper: { zh: '病休证明', en: 'sick leave certificate' } },
  OFF_POST_STARTUP: { from: ['ON_DUTY'], to: 'OFF_POST_STARTUP', paper: { zh: '离岗创业审批表', en: 'approval form of the leave to start a business' } },
  RETURN_TO_POST: { from: ['LONG_SICK', 'OFF_POST_STARTUP', 'OTHER_OFF_DUTY'], to: 'ON_DUTY', paper: { zh: '返岗申请', en: 'application to return to post' } },
  OTHER_OFF_DUTY: { from: ['ON_DUTY'], to: 'OTHER_OFF_DUTY', paper: { zh: '其他证明', en: 'supporting papers' } },
};

/** 离岗创业 lasts at most three years (人社部规〔2017〕4号, [法规]). */
export const STARTUP_MAX_YEARS = 3;

/** The last day a leave to start a business may be planned to end. */
export const latestStartupEnd = (startDate: string) => addYears(startDate, STARTUP_MAX_YEARS);

const STATUS_NAMES: Record<string, { zh: string; en: string }> = {
  PENDING_ARRIVAL: { zh: '已批待报到', en: 'awaiting arrival' },
  ON_DUTY: { zh: '在职在岗', en: 'on duty' },
  SECONDED_OUT: { zh: '借调出', en: 'seconded out' },
  SECONDED_IN: { zh: '借调入', en: 'seconded in' },
  OFF_POST_STARTUP: { zh: '离岗创业', en: 'off post to start a business' },
  LONG_SICK: { zh: '长期病休', en: 'on long sick leave' },
  OTHER_OFF_DUTY: { zh: '其他不在岗', en: 'off duty' },
  REDUCED: { zh: '已减员', en: 'reduced' },
};
const statusName = (s: string, lang: 'zh' | 'en') => STATUS_NAMES[s]?.[lang] ?? s;

export interface StatusSubject {
  name: string;
  personStatus: string;
  unitEntryDate: string;
}

export interface StatusChangeLine {
  change: PersonStatusChange;
  startDate: string;
  endDate?: string | null;
}

const error = (code: string, field: string, message: string, messageEn: string): LineFinding => ({ code, level: 'ERROR', field, message, messageEn });

/**
 * R-PS-01 for one line: the person is in a status the change leaves; the period starts no earlier than the person joined
 * the unit; a leave to start a business has its planned end, at most three years after its start.
 */
export function statusChangeFindings(p: StatusSubject, line: StatusChangeLine): LineFinding[] {
  const path = STATUS_CHANGE_PATHS[line.change];
  const out: LineFinding[] = [];
  if (!path.from.includes(p.personStatus)) {
    const need = path.from.map((s) => `“${statusName(s, 'zh')}”`).join('或');
    const needEn = path.from.map((s) => statusName(s, 'en')).join(' or ');
    out.push(error('R-PS-01', 'change', `${p.name}当前为“${statusName(p.personStatus, 'zh')}”，此项变动只适用于${need}的人员`,
      `${p.name} is ${statusName(p.personStatus, 'en')}; this change applies only to a person ${needEn}`));
  }
  if (line.startDate < p.unitEntryDate) {
    out.push(error('R-PS-01', 'startDate', `${p.name}的开始日期不能早于进入本单位时间（${p.unitEntryDate}）`,
      `The start date of ${p.name} cannot be before joining the unit (${p.unitEntryDate})`));
  }
  if (line.change === 'OFF_POST_STARTUP') {
    const latest = latestStartupEnd(line.startDate);
    if (!line.endDate) {
      out.push(error('R-PS-01', 'endDate', `${p.name}离岗创业须填写计划结束日期`, `The leave of ${p.name} to start a business needs its planned end date`));
    } else if (line.endDate > latest) {
      out.push(error('R-PS-01', 'endDate', `${p.name}离岗创业期限不超过 ${STARTUP_MAX_YEARS} 年，结束日期不能晚于${latest}`,
        `A leave to start a business lasts at most ${STARTUP_MAX_YEARS} years: the end date of ${p.name} cannot be after ${latest}`));
    }
  }
  return out;
}
