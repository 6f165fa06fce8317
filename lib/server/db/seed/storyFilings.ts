import 'server-only';
import { and, asc, desc, eq, isNull, lte } from 'drizzle-orm';
import type { FilingDetail } from '@/lib/contracts/filing';
import { today as todayInChina } from '@/lib/domain/datetime';
import { REDUCE_DAYS_AHEAD } from '@/lib/domain/jobManage';
import { latestStartupEnd, STATUS_CHANGE_PATHS, type PersonStatusChange } from '@/lib/domain/personStatus';
import { actOnFiling, createFiling } from '../../services/filings/engine';
import type { SessionUser } from '../../session';
import type { Db } from '../client';
import { persons } from '../tables';
import { addDays, addMonths, addYears, minDate } from './dates';
import { attachPapers } from './papers';
import { seedPlanPublicity } from './recruitFilings';

const IP = '127.0.0.1';
const contact = { contactName: '吴志强', contactPhone: '0572-2023300' };

type Person = typeof persons.$inferSelect;

/** Acts as the demo account would, acknowledging whatever warnings the submission raises. */
async function step(db: Db, user: SessionUser, f: FilingDetail, action: string, opinion?: string): Promise<FilingDetail> {
  const ackWarnings = action === 'SUBMIT' ? [...new Set(f.violations.filter((v) => v.level === 'WARN').map((v) => v.code))] : [];
  return actOnFiling(db, user, { id: f.id, version: f.version, action: action as never, opinion, ackWarnings, lineIssues: [] }, IP, 'zh');
}

/** Submitted by the unit, approved by the health commission and, where the route goes on, by the bureau. */
async function throughReview(db: Db, a: Record<string, SessionUser>, f: FilingDetail, zgOpinion: string, rsjOpinion = '同意备案'): Promise<FilingDetail> {
  let done = await step(db, a.jc3, f, 'SUBMIT');
  done = await step(db, a.zg2, done, 'ZG_APPROVE', zgOpinion);
  return done.status === 'PENDING_RSJ' ? step(db, a.rsj, done, 'RSJ_APPROVE', rsjOpinion) : done;
}

/** The first day of next month, or the last day a reduction may be dated ahead (R-JY-02) when that comes first. */
export function nextMonthStart(today: string): string {
  return minDate(`${addMonths(today, 1).slice(0, 8)}01`, addDays(today, REDUCE_DAYS_AHEAD));
}

/**
 * The hospital's doctors on duty and in no filing, in order of their records: the oldest records, away from the newest ones
 * the other demo filings and the screen flows take.
 */
async function freeDoctors(db: Db, unitId: number): Promise<Person[]> {
  return db.select().from(persons).where(and(
    eq(persons.unitId, unitId), eq(persons.recordStatus, 'FILED'), eq(persons.personStatus, 'ON_DUTY'), eq(persons.postCategory, 'TECH'),
    eq(persons.estabStatus, 'IN'), eq(persons.estabType, 'INST'), eq(persons.deleted, false), isNull(persons.lockFilingId),
  )).orderBy(asc(persons.id)).limit(60);
}

/** How far ahead the demo departure is dated: after the reduction dated next month (at most 30 days ahead), each landing on its own day. */
export const DEPARTURE_DAYS_AHEAD = 45;

/** The hospital's document number `n` of the year of `day`. */
const docNo = (day: string, n: number) => `湖中医〔${day.slice(0, 4)}〕${n}号`;

const reduction = (personId: number, reduceType: string, reduceDate: string, doc: string, destination: string) =>
  ({ personId, payload: { reduceType, reduceDate, docNo: doc, destination } });

/**
 * 减员撤销's neighbour, the corrected reduction (更正): a resignation approved, then found to be the end of the contract; the
 * correction, approved, replaces it, and the original names it.
 */
async function correctedReduction(db: Db, a: Record<string, SessionUser>, doctor: Person, today: string): Promise<void> {
  const reduceDate = addDays(today, -14);
  let original = await createFiling(db, a.jc3, {
    filingType: 'STAFF_REDUCE', ...contact, header: { reason: '本人申请辞聘' },
    lines: [reduction(doctor.id, 'RESIGN', reduceDate, docNo(today, 31), '自主择业')],
  }, IP, 'zh');
  await attachPapers(db, a.jc3, original.id, ['辞职申请']);
  original = await throughReview(db, a, original, '同意，报市人社局备案');
  const correction = await createFiling(db, a.jc3, {
    filingType: 'STAFF_REDUCE', correctsFilingId: original.id, ...contact, header: { reason: '原报减员类型有误：系聘用合同期满不再续聘，非本人辞聘' },
    lines: [reduction(doctor.id, 'CONTRACT_END', reduceDate, docNo(today, 33), '自主择业')],
  }, IP, 'zh');
  await attachPapers(db, a.jc3, correction.id, ['终止聘用合同通知书']);
  await throughReview(db, a, correction, '同意更正，报市人社局备案');
}

/** A resignation dated next month: approved now, the doctor stays in post until the date (domain.md §3.5). */
async function futureReduction(db: Db, a: Record<string, SessionUser>, doctor: Person, today: string): Promise<void> {
  const f = await createFiling(db, a.jc3, {
    filingType: 'STAFF_REDUCE', ...contact, header: { reason: '本人申请辞聘，工作交接至下月初' },
    lines: [reduction(doctor.id, 'RESIGN', nextMonthStart(today), docNo(today, 35), '外省医疗机构')],
  }, IP, 'zh');
  await attachPapers(db, a.jc3, f.id, ['辞职申请']);
  await throughReview(db, a, f, '同意，报市人社局备案');
}

/** A long sick leave with its dates, approved by the health commission (人员状态变动 ends there). */
async function sickLeave(db: Db, a: Record<string, SessionUser>, doctor: Person, today: string): Promise<void> {
  const startDate = addDays(today, -21);
  const f = await createFiling(db, a.jc3, {
    filingType: 'PERSON_STATUS', ...contact, header: { note: '经医院病休鉴定，批准长期病休' },
    lines: [{ personId: doctor.id, payload: { change: 'LONG_SICK', startDate, endDate: addDays(addMonths(startDate, 6), -1), reason: '术后康复，需长期休养' } }],
  }, IP, 'zh');
  await attachPapers(db, a.jc3, f.id, ['病休证明']);
  await throughReview(db, a, f, '同意长期病休');
}

/** A departure out of the system (调出) dated 45 days ahead: approved now, the doctor stays in post until the date. */
async function futureDeparture(db: Db, a: Record<string, SessionUser>, doctor: Person, today: string): Promise<void> {
  const f = await createFiling(db, a.jc3, {
    filingType: 'EXCHANGE', subType: 'OUT', ...contact,
    header: { direction: 'OUT', exchangeMode: 'TRANSFER', counterpartInSystem: false, counterpartUnitName: '上海市第六人民医院', counterpartRegion: '310104', counterpartNature: '事业单位' },
    lines: [{ personId: doctor.id, payload: { reason: 'SPOUSE', effectiveDate: addDays(today, DEPARTURE_DAYS_AHEAD) } }],
  }, IP, 'zh');
  await throughReview(db, a, f, '同意调出，报市人社局备案');
}

/**
 * A doctor who resigned half a year ago comes back through this year's open recruitment: the plan approved, the result on
 * it names the same ID number, and its approval reuses the person's record, the earlier period kept (R-ID-04).
 */
async function returnedDoctor(db: Db, a: Record<string, SessionUser>, doctor: Person, today: string): Promise<void> {
  const left = await createFiling(db, a.jc3, {
    filingType: 'STAFF_REDUCE', ...contact, header: { reason: '本人申请辞聘' },
    lines: [reduction(doctor.id, 'RESIGN', addMonths(today, -6), docNo(today, 12), '赴外地进修')],
  }, IP, 'zh');
  await attachPapers(db, a.jc3, left.id, ['辞职申请']);
  await throughReview(db, a, left, '同意，报市人社局备案');

  const year = Number(today.slice(0, 4));
  let plan = await createFiling(db, a.jc3, {
    filingType: 'RECRUIT_PLAN', year, title: `湖州市中心医院${year}年公开招聘卫生专业技术人员计划`, ...contact,
    header: { batch: '第二批', recruitMode: 'UNIFIED_EXAM', examCategory: 'HEALTH', signupStart: addDays(today, -60), signupEnd: addDays(today, -50) },
    lines: [{ payload: {
      postCode: 'LC01', postName: '临床医师', postCategory: 'TECH', postLevel: doctor.postLevel, recruitCount: 1, eduReq: doctor.education,
      degreeReq: 'NONE', majorReq: '临床医学', ageMax: 35, targeted: 'NONE', examRatio: '1:3', estabType: 'INST',
    } }],
  }, IP, 'zh');
  await attachPapers(db, a.jc3, plan.id, ['招聘方案', '岗位表']);
  plan = await throughReview(db, a, plan, '同意，报市人社局核准', '同意核准');

  const publicity = await seedPlanPublicity(db, a, 'jc3', plan, '湖州市中心医院', `${doctor.name}（临床医师）`);
  const result = await createFiling(db, a.jc3, {
    filingType: 'RECRUIT_RESULT', title: `湖州市中心医院${year}年公开招聘拟聘用人员（第二批）`, ...contact,
    header: { planFilingId: plan.id, publicityFilingId: publicity.id, publicityResult: 'NO_OBJECTION' },
    lines: [{ payload: {
      postCode: 'LC01', name: doctor.name, idNumber: doctor.idNumber, gender: doctor.gender, birthDate: doctor.birthDate, ethnicity: doctor.ethnicity,
      politicalStatus: doctor.politicalStatus, education: doctor.education, ...(doctor.degree ? { degree: doctor.degree } : {}), major: doctor.major,
      graduateSchool: doctor.graduateSchool, workStartDate: doctor.workStartDate, totalScore: 84.3, rank: 1, physicalResult: 'PASS', inspectResult: 'PASS',
      postLevel: doctor.postLevel, arrivalDeadline: addDays(today, 30),
    } }],
  }, IP, 'zh');
  await attachPapers(db, a.jc3, result.id, ['公示材料']);
  await throughReview(db, a, result, '同意，报市人社局备案');
}

/** The primary school's contact on its filings of the secondment that has ended. */
const schoolContact = { contactName: '钱晓燕', contactPhone: '0572-3016688' };

/** Submitted by the primary school and decided by the education bureau (内部交流 and 人员状态变动 end there). */
async function throughSchoolReview(db: Db, a: Record<string, SessionUser>, f: FilingDetail, zgOpinion: string): Promise<FilingDetail> {
  const done = await step(db, a.zg, await step(db, a.jc2, f, 'SUBMIT'), 'ZG_APPROVE', zgOpinion);
  return done.status === 'PENDING_RSJ' ? step(db, a.rsj, done, 'RSJ_APPROVE', '同意备案') : done;
}

/** A 人员状态变动 of one person, with the paper its kind of change is filed with (R-GEN-02). */
async function statusChange(
  db: Db, user: SessionUser, personId: number, note: string,
  line: { change: PersonStatusChange; startDate: string; endDate?: string; reason: string }, filedBy = contact,
): Promise<FilingDetail> {
  const f = await createFiling(db, user, {
    filingType: 'PERSON_STATUS', ...filedBy, header: { note }, lines: [{ personId, payload: line }],
  }, IP, 'zh');
  await attachPapers(db, user, f.id, [STATUS_CHANGE_PATHS[line.change].paper.zh]);
  return f;
}

/** When the secondment that has ended began and ended, in months before today. */
export const ENDED_SECONDMENT_MONTHS_AGO = { began: 9, ended: 3 };

/**
 * A teacher of the primary school seconded to the middle school for a term (借调, decided by the education bureau) and back
 * in post for three months now: the period 借调出 closed by the 借调结束 filing with its notice. The school's newest teacher
 * on duty takes part: the exchange flow takes its oldest, and the teacher ends on duty at the school as before.
 */
async function endedSecondment(db: Db, a: Record<string, SessionUser>, today: string): Promise<void> {
  const began = addMonths(today, -ENDED_SECONDMENT_MONTHS_AGO.began);
  const [teacher] = await db.select().from(persons).where(and(
    eq(persons.unitId, a.jc2.unitId!), eq(persons.recordStatus, 'FILED'), eq(persons.personStatus, 'ON_DUTY'), eq(persons.postCategory, 'TECH'),
    eq(persons.estabStatus, 'IN'), eq(persons.deleted, false), isNull(persons.lockFilingId), lte(persons.unitEntryDate, began),
  )).orderBy(desc(persons.id)).limit(1);
  if (!teacher) return;
  const seconded = await createFiling(db, a.jc2, {
    filingType: 'INTERNAL_EXCHANGE', ...schoolContact, header: { fromUnitId: a.jc2.unitId, toUnitId: a.jc.unitId, exchangeMode: 'SECONDMENT' },
    lines: [{ personId: teacher.id, payload: { reason: 'WORK_NEED', effectiveDate: began, note: '借调一学期，支援初高中衔接课程教学' } }],
  }, IP, 'zh');
  await throughSchoolReview(db, a, seconded, '同意借调');
  const ended = await statusChange(db, a.jc2, teacher.id, '借调期满，回原单位原岗位工作', {
    change: 'SECONDMENT_OUT_END', startDate: addMonths(today, -ENDED_SECONDMENT_MONTHS_AGO.ended), reason: '借调期满',
  }, schoolContact);
  await throughSchoolReview(db, a, ended, '同意借调结束');
}

/** When the leave to start a business began and the doctor came back, in months before today. */
export const STARTUP_MONTHS_AGO = { began: 20, returned: 2 };

/**
 * 离岗创业 and the return from it (人社部规〔2017〕4号): planned for the three years the rule allows, ended early by the
 * doctor's application to return; both periods in the history.
 */
async function startupAndReturn(db: Db, a: Record<string, SessionUser>, doctor: Person, today: string): Promise<void> {
  const startDate = addMonths(today, -STARTUP_MONTHS_AGO.began);
  const left = await statusChange(db, a.jc3, doctor.id, '经医院党委研究同意，离岗创办科技型企业', {
    change: 'OFF_POST_STARTUP', startDate, endDate: addDays(latestStartupEnd(startDate), -1), reason: '离岗创办医疗器械研发企业',
  });
  await throughReview(db, a, left, '同意离岗创业，期间保留人事关系');
  const back = await statusChange(db, a.jc3, doctor.id, '创业期未满，本人申请提前返岗', {
    change: 'RETURN_TO_POST', startDate: addMonths(today, -STARTUP_MONTHS_AGO.returned), reason: '企业已完成股权转让，申请提前返回原岗位',
  });
  await throughReview(db, a, back, '同意返岗');
}

/** When the doctor left for full-time doctoral study, in days before today. */
export const STUDY_LEAVE_DAYS_AGO = 45;

/** 其他不在岗: full-time doctoral study for three years, approved by the health commission with its papers. */
async function studyLeave(db: Db, a: Record<string, SessionUser>, doctor: Person, today: string): Promise<void> {
  const startDate = addDays(today, -STUDY_LEAVE_DAYS_AGO);
  const f = await statusChange(db, a.jc3, doctor.id, '经医院同意，脱产攻读博士学位', {
    change: 'OTHER_OFF_DUTY', startDate, endDate: addDays(addYears(startDate, 3), -1), reason: '脱产攻读博士学位（浙江大学医学院，学制三年）',
  });
  await throughReview(db, a, f, '同意脱产学习，期间按其他不在岗管理');
}

/**
 * The other ways in and out of the off-post statuses (domain.md §3.5 状态出入), once each: a secondment ended at the primary
 * school, and at the hospital a leave to start a business with the return from it and a leave for full-time study. The
 * doctors are the oldest records free after the stories above: the screen flows take the hospital's newest.
 */
async function statusPaths(db: Db, a: Record<string, SessionUser>, today: string): Promise<void> {
  await endedSecondment(db, a, today);
  const [founder, student] = (await freeDoctors(db, a.jc3.unitId!)).filter((p) => p.unitEntryDate <= addMonths(today, -STARTUP_MONTHS_AGO.began));
  if (founder) await startupAndReturn(db, a, founder, today);
  if (student) await studyLeave(db, a, student, today);
}

/**
 * The paths of the record of domain.md §3.5, once each at the hospital (jc3, reviewed by zg2 and rsj): a reduction corrected,
 * a reduction dated next month, a long sick leave, a departure out of the system dated 45 days ahead, and a former doctor
 * back through a recruitment result. Five doctors of the oldest records take part, a young one at an entry level
 * (专业技术十二、十三级) the one who returns. Then the other paths in and out of the off-post statuses (statusPaths).
 */
export async function seedStoryFilings(db: Db, a: Record<string, SessionUser>): Promise<void> {
  const today = todayInChina();
  const doctors = await freeDoctors(db, a.jc3.unitId!);
  const returning = doctors.find((p) => ['T12', 'T13'].includes(p.postLevel ?? '') && p.birthDate > addYears(addDays(today, -50), -35)
    && p.unitEntryDate <= addMonths(today, -6));
  const [corrected, leaving, sick, departing] = doctors.filter((p) => p !== returning && p.unitEntryDate <= addDays(today, -21));
  if (corrected) await correctedReduction(db, a, corrected, today);
  if (leaving) await futureReduction(db, a, leaving, today);
  if (sick) await sickLeave(db, a, sick, today);
  if (departing) await futureDeparture(db, a, departing, today);
  if (returning) await returnedDoctor(db, a, returning, today);
  await statusPaths(db, a, today);
}
