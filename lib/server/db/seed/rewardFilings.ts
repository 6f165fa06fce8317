import 'server-only';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { today } from '@/lib/domain/datetime';
import { actOnFiling, createFiling } from '../../services/filings/engine';
import type { SessionUser } from '../../session';
import type { Db } from '../client';
import { persons } from '../tables';
import { attachPapers } from './papers';

const IP = '127.0.0.1';
const contact = { contactName: '档案管理员', contactPhone: '0572-2398888' };

/** A person of the unit on duty and in no filing, counted from the end past the ones the other demo filings take. */
async function onDuty(db: Db, unitId: number, skip: number) {
  const rows = await db.select({ id: persons.id }).from(persons)
    .where(and(eq(persons.unitId, unitId), eq(persons.recordStatus, 'FILED'), eq(persons.personStatus, 'ON_DUTY'), isNull(persons.lockFilingId)))
    .orderBy(desc(persons.id)).limit(skip + 1);
  return rows[skip]?.id;
}

/** Demo rewards and penalties: a commendation zg approved at jc2, a draft commendation at jc. */
export async function seedRewardFilings(db: Db, a: Record<string, SessionUser>): Promise<void> {
  const day = today();
  const line = (personId: number, docNo: string) => ({
    personId,
    payload: { rpKind: 'REWARD', rpType: 'COMMEND', rpName: '年度教学工作嘉奖', reason: '教学成绩突出', decisionDate: day, effectiveDate: day, approveOrg: '湖州市吴兴区教育局', docNo },
  });
  const commended = await onDuty(db, a.jc2.unitId!, 3);
  if (commended) {
    const f = await createFiling(db, a.jc2, { filingType: 'REWARD_PUNISH', ...contact, header: { summary: '年度嘉奖' }, lines: [line(commended, '吴教〔2026〕41号')] }, IP, 'zh');
    await attachPapers(db, a.jc2, f.id, ['奖励决定']);
    const submitted = await actOnFiling(db, a.jc2, { id: f.id, version: f.version, action: 'SUBMIT', ackWarnings: [], lineIssues: [] }, IP, 'zh');
    await actOnFiling(db, a.zg, { id: submitted.id, version: submitted.version, action: 'ZG_APPROVE', opinion: '同意', ackWarnings: [], lineIssues: [] }, IP, 'zh');
  }
  const drafted = await onDuty(db, a.jc.unitId!, 3);
  if (drafted) await createFiling(db, a.jc, { filingType: 'REWARD_PUNISH', ...contact, header: { summary: null }, lines: [line(drafted, '湖教〔2026〕58号')] }, IP, 'zh');
}
