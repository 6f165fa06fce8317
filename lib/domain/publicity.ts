/**
 * The publicity (公示) period a 人才引进, a 竞聘/晋升 appointment and an annual assessment with 优秀 carry (issue 13 §5):
 * both dates given, the end not before the start, at least the days in force (both ends counted, as R-GEN-06 counts a
 * 招聘结果's), and over by the day of approval. As R-GEN-06 takes 公示截止日 ≤ 提交日, an approval on the end day
 * passes and one the day before does not. Dates are YYYY-MM-DD (Asia/Shanghai business dates).
 */
import type { Finding } from './filing/findingText';
import { daysBetween } from './recruit';

/** The two header fields of a publicity period. */
export interface PublicityPeriod {
  publicityStart?: string | null;
  publicityEnd?: string | null;
}

/** Where the check runs: what the unit can still put right warns on save and blocks from submission on. */
export type PublicityPhase = 'save' | 'submit' | 'approve';

/** What was published, in both languages (e.g. 人才引进 / The talent introduction). */
export interface PublicitySubject { zh: string; en: string }

const START = 'header.publicityStart';
const END = 'header.publicityEnd';

/** Whether a publicity ending on `end` still runs on `today`: its last day passes (R-GEN-06's 公示截止日 ≤ the day). */
export const isPublicityRunning = (end: string | null | undefined, today: string): boolean => Boolean(end) && end! > today;

/** The days of a period, both ends counted. */
export const publicityDays = (start: string, end: string): number => daysBetween(start, end) + 1;

/**
 * The findings of a publicity period: missing, reversed or too short warn on save and are errors from submission on;
 * still running is an error at approval only, so a filing may be submitted while its publicity runs.
 */
export function publicityPeriodFindings(p: PublicityPeriod, subject: PublicitySubject, minDays: number, phase: PublicityPhase, today: string): Finding[] {
  const level = phase === 'save' ? 'WARN' : 'ERROR';
  const at = (field: string, message: string, messageEn: string): Finding => ({ code: 'R-GEN-06', level, field, message, messageEn });
  const { publicityStart: start, publicityEnd: end } = p;
  if (!start || !end) {
    return [at(start ? END : START, `${subject.zh}须填写公示开始日期和公示截止日期`, `${subject.en} needs the start and end dates of its publicity`)];
  }
  if (end < start) return [at(END, '公示截止日期不能早于公示开始日期', 'The publicity end date cannot be before its start date')];
  const out: Finding[] = [];
  const days = publicityDays(start, end);
  if (days < minDays) out.push(at(END, `公示期为${days}日，不得少于${minDays}日`, `The publicity lasted ${days} days; it must last at least ${minDays}`));
  if (phase === 'approve' && isPublicityRunning(end, today)) {
    out.push({ code: 'R-GEN-06', level: 'ERROR', field: END, message: `公示中（截止${end}），公示期满前不能审核通过`,
      messageEn: `The publicity runs until ${end}; it cannot be approved before it is over` });
  }
  return out;
}
