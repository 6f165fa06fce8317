import 'server-only';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { FilingDetail } from '@/lib/contracts/filing';
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

/**
 * Demo staff reduction, exchange and post appointment filings: an approved resignation at jc2, a draft departure out of
 * the system at jc, and a promotion at jc filed by both reviews (its 岗位聘用变动审核表 is the demo's).
 */
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
      filingType: 'POST_APPOINT', ...contact, header: { appointKind: 'PROMOTE' },
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
}
