import 'server-only';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { FilingDetail } from '@/lib/contracts/filing';
import { addDays } from '@/lib/domain/dates';
import { today } from '@/lib/domain/datetime';
import { actOnFiling, createFiling } from '../../services/filings/engine';
import type { SessionUser } from '../../session';
import type { Db } from '../client';
import { persons } from '../tables';
import { attachPapers } from './papers';

const IP = '127.0.0.1';
const contact = { contactName: '档案管理员', contactPhone: '0572-2398888' };

async function step(db: Db, user: SessionUser, f: FilingDetail, action: string, opinion?: string): Promise<FilingDetail> {
  return actOnFiling(db, user, { id: f.id, version: f.version, action: action as never, opinion, ackWarnings: [], lineIssues: [] }, IP, 'zh');
}

/** The unit's last filed person on duty and free of filings: the one the demo reduction and exchange name. */
async function lastOnDuty(db: Db, unitId: number, skip = 0) {
  const rows = await db.select({ id: persons.id }).from(persons)
    .where(and(eq(persons.unitId, unitId), eq(persons.recordStatus, 'FILED'), eq(persons.personStatus, 'ON_DUTY'), isNull(persons.lockFilingId)))
    .orderBy(desc(persons.id)).limit(skip + 1);
  return rows[skip]?.id;
}

/** A teacher of the unit on duty, free of filings, with a middle title at 专业技术十级: one step below the level the title allows. */
async function promotable(db: Db, unitId: number) {
  const [row] = await db.select({ id: persons.id }).from(persons)
    .where(and(eq(persons.unitId, unitId), eq(persons.recordStatus, 'FILED'), eq(persons.personStatus, 'ON_DUTY'), isNull(persons.lockFilingId),
      eq(persons.postLevel, 'T10'), eq(persons.titleLevel, 'MIDDLE')))
    .orderBy(asc(persons.id)).limit(1);
  return row?.id;
}

/** The unit's first filed person on duty in establishment and free of filings: away from the newest ones the screen flows take. */
async function firstOnDuty(db: Db, unitId: number) {
  const [row] = await db.select().from(persons)
    .where(and(eq(persons.unitId, unitId), eq(persons.recordStatus, 'FILED'), eq(persons.personStatus, 'ON_DUTY'), eq(persons.estabStatus, 'IN'),
      eq(persons.deleted, false), isNull(persons.lockFilingId)))
    .orderBy(asc(persons.id)).limit(1);
  return row;
}

/** How long ago the demo secondment began. */
export const SECONDED_DAYS_AGO = 30;

/**
 * A teacher of the primary school seconded to the middle school a month ago (内部人员交流, 借调), decided by the education
 * bureau: the teacher stays on the school's books, 借调出 from that day in the status history.
 */
async function secondment(db: Db, a: Record<string, SessionUser>): Promise<void> {
  const teacher = await firstOnDuty(db, a.jc2.unitId!);
  const effectiveDate = addDays(today(), -SECONDED_DAYS_AGO);
  if (!teacher || teacher.unitEntryDate > effectiveDate) return;
  let f = await createFiling(db, a.jc2, {
    filingType: 'INTERNAL_EXCHANGE', ...contact, header: { fromUnitId: a.jc2.unitId, toUnitId: a.jc.unitId, exchangeMode: 'SECONDMENT' },
    lines: [{ personId: teacher.id, payload: { reason: 'WORK_NEED', effectiveDate, note: '借调一学年，支援高中部课后服务' } }],
  }, IP, 'zh');
  f = await step(db, a.jc2, f, 'SUBMIT');
  f = await step(db, a.zg, f, 'ZG_APPROVE', '同意借调');
  if (f.status === 'PENDING_RSJ') await step(db, a.rsj, f, 'RSJ_APPROVE', '同意备案');
}

/**
 * Demo staff reduction, exchange and post appointment filings: an approved resignation at jc2, a draft departure out of
 * the system at jc, a promotion at jc filed by both reviews (its 岗位聘用变动审核表 is the demo's), and a secondment of a
 * jc2 teacher to jc.
 */
/** The promotion's 公示: seven days, over a week before it is filed and approved (issue 13 §5). */
const PROMOTION_PUBLICITY = () => ({ publicityStart: addDays(today(), -14), publicityEnd: addDays(today(), -8) });

export async function seedJobFilings(db: Db, a: Record<string, SessionUser>): Promise<void> {
  const leaving = await lastOnDuty(db, a.jc2.unitId!);
  if (leaving) {
    let f = await createFiling(db, a.jc2, {
      filingType: 'STAFF_REDUCE', ...contact, header: { reason: '本人申请辞聘' },
      lines: [{ personId: leaving, payload: { reduceType: 'RESIGN', reduceDate: today(), docNo: '织里实小〔2026〕5号', destination: '自主择业' } }],
    }, IP, 'zh');
    await attachPapers(db, a.jc2, f.id, ['辞职申请']);
    f = await step(db, a.jc2, f, 'SUBMIT');
    f = await step(db, a.zg, f, 'ZG_APPROVE', '同意，报市人社局备案');
    await step(db, a.rsj, f, 'RSJ_APPROVE', '同意备案');
  }
  const promoted = await promotable(db, a.jc.unitId!);
  if (promoted) {
    let f = await createFiling(db, a.jc, {
      filingType: 'POST_APPOINT', ...contact, header: { appointKind: 'PROMOTE', ...PROMOTION_PUBLICITY() },
      lines: [{
        personId: promoted,
        payload: {
          fromCategory: 'TECH', fromLevel: 'T10', toCategory: 'TECH', toLevel: 'T09', appointStart: today(), appointEnd: '2031-08-31',
          reason: '教学业绩突出，经竞聘晋升', unitDocNo: '湖一中〔2026〕18号',
        },
      }],
    }, IP, 'zh');
    f = await step(db, a.jc, f, 'SUBMIT');
    f = await step(db, a.zg, f, 'ZG_APPROVE', '同意晋升，报市人社局备案');
    await step(db, a.rsj, f, 'RSJ_APPROVE', '同意备案');
  }
  const departing = await lastOnDuty(db, a.jc.unitId!, 1);
  if (departing) {
    await createFiling(db, a.jc, {
      filingType: 'EXCHANGE', subType: 'OUT', ...contact,
      header: { direction: 'OUT', exchangeMode: 'TRANSFER', counterpartInSystem: false, counterpartUnitName: '杭州市第二中学', counterpartRegion: '330100', counterpartNature: '事业单位' },
      lines: [{ personId: departing, payload: { reason: 'SPOUSE', effectiveDate: today() } }],
    }, IP, 'zh');
  }
  await secondment(db, a);
}
