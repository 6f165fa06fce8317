import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { FilingDetail } from '@/lib/contracts/filing';
import { unitKeyFields } from '@/lib/contracts/unit';
import { actOnFiling, createFiling } from '../../services/filings/engine';
import { currentEstablishment } from '../../services/quota';
import { loadSessionUser, type SessionUser } from '../../session';
import type { Db } from '../client';
import { persons, units, users } from '../tables';
import { seedJobFilings } from './jobFilings';
import { attachPapers } from './papers';
import { seedPlanFilings } from './planFilings';
import { seedPolicyDemo } from './policies';
import { seedRecruitFilings } from './recruitFilings';
import { seedRewardFilings } from './rewardFilings';
import { seedStoryFilings } from './storyFilings';

const IP = '127.0.0.1';
const contact = { contactName: '档案管理员', contactPhone: '0572-2398888' };

async function accounts(db: Db): Promise<Record<string, SessionUser>> {
  const rows = await db.select({ id: users.id, username: users.username }).from(users);
  const out: Record<string, SessionUser> = {};
  for (const r of rows) out[r.username] = (await loadSessionUser(db, r.id, `seed-${r.username}`))!;
  return out;
}

/** The unit as it stands, as the header of a UNIT_INFO filing, with the establishment changed by `delta` 事业编制. */
async function unitInfoHeader(db: Db, user: SessionUser, delta: number, docNo: string) {
  const [unit] = await db.select().from(units).where(eq(units.id, user.unitId!));
  const keys = Object.keys(unitKeyFields.shape) as (keyof typeof unit)[];
  const fields = Object.fromEntries(keys.filter((k) => unit[k] !== null).map((k) => [k, unit[k]]));
  const e = (await currentEstablishment(db, unit.id))!;
  return {
    unit: fields,
    establishment: {
      approvedTotal: e.approvedTotal + delta, quotaAdmin: e.quotaAdmin, quotaInst: e.quotaInst + delta, quotaRefCivil: e.quotaRefCivil,
      quotaOrganWorker: e.quotaOrganWorker, instQuotaManage: e.instQuotaManage, instQuotaTech: e.instQuotaTech,
      instQuotaWorker: e.instQuotaWorker, leaderFull: e.leaderFull, leaderDeputy: e.leaderDeputy,
      internalOrgCount: e.internalOrgCount, docNo, docDate: '2026-09-15',
    },
  };
}

async function step(db: Db, user: SessionUser, f: FilingDetail, action: string, opinion?: string): Promise<FilingDetail> {
  return actOnFiling(db, user, { id: f.id, version: f.version, action: action as never, opinion, ackWarnings: [], lineIssues: [] }, IP, 'zh');
}

/**
 * Demo filings in every state of the lifecycle (domain.md §3), made through the filing engine as the demo
 * accounts would make them, so that every list and review screen has data; then the demo's policy settings.
 */
export async function seedDemoFilings(db: Db): Promise<void> {
  const a = await accounts(db);
  const unitInfo = async (who: string, delta: number, docNo: string) =>
    createFiling(db, a[who], { filingType: 'UNIT_INFO', ...contact, header: await unitInfoHeader(db, a[who], delta, docNo), lines: [] }, IP, 'zh');

  // APPROVED: jc's establishment raised by 5, through both reviews.
  let f = await unitInfo('jc', 5, '湖编〔2026〕31号');
  f = await step(db, a.jc, f, 'SUBMIT');
  f = await step(db, a.zg, f, 'ZG_APPROVE', '同意，报市人社局审核');
  await step(db, a.rsj, f, 'RSJ_APPROVE', '同意备案');

  // PENDING_ZG: jc reports two of its new persons.
  const drafts = await db.select({ id: persons.id }).from(persons)
    .where(and(eq(persons.unitId, a.jc.unitId!), eq(persons.recordStatus, 'DRAFT'))).orderBy(asc(persons.id)).limit(2);
  f = await createFiling(db, a.jc, {
    filingType: 'PERSON_INFO', ...contact, header: { reason: '2026年秋季新进教师信息上报' },
    lines: drafts.map((p) => ({ personId: p.id, payload: { op: 'NEW' } })),
  }, IP, 'zh');
  await step(db, a.jc, f, 'SUBMIT');

  // DRAFT: jc's next establishment change, not yet submitted.
  await unitInfo('jc', 8, '湖编〔2026〕40号');

  // RETURNED_ZG: jc2's establishment change sent back by the education bureau.
  f = await unitInfo('jc2', 4, '吴编〔2026〕7号');
  f = await step(db, a.jc2, f, 'SUBMIT');
  await step(db, a.zg, f, 'ZG_RETURN', '请附上区编办的核定批复文件');

  // PENDING_RSJ: a key-field correction at the hospital, passed by the health commission.
  const [filed] = await db.select({ id: persons.id }).from(persons)
    .where(and(eq(persons.unitId, a.jc3.unitId!), eq(persons.recordStatus, 'FILED'), eq(persons.education, '21'))).orderBy(asc(persons.id)).limit(1);
  if (filed) {
    f = await createFiling(db, a.jc3, {
      filingType: 'PERSON_INFO', ...contact, header: { reason: '在职取得硕士研究生学历' },
      lines: [{ personId: filed.id, payload: { op: 'CHANGE', changes: { education: '14' }, reason: '2026年6月取得硕士研究生学历' } }],
    }, IP, 'zh');
    await attachPapers(db, a.jc3, f.id, ['档案材料']);
    f = await step(db, a.jc3, f, 'SUBMIT');
    await step(db, a.zg2, f, 'ZG_APPROVE');
  }

  // RETURNED_RSJ: the hospital's establishment change, returned by the bureau.
  f = await unitInfo('jc3', 20, '湖编〔2026〕22号');
  f = await step(db, a.jc3, f, 'SUBMIT');
  f = await step(db, a.zg2, f, 'ZG_APPROVE');
  await step(db, a.rsj, f, 'RSJ_RETURN', '新增编制须附市编委会议纪要');

  // VOID: a draft jc2 abandoned.
  f = await unitInfo('jc2', 2, '吴编〔2026〕3号');
  await step(db, a.jc2, f, 'VOID');

  await seedPlanFilings(db, a);
  await seedRecruitFilings(db, a);
  await seedJobFilings(db, a);
  await seedRewardFilings(db, a);
  await seedStoryFilings(db, a);
  await seedPolicyDemo(db, a);
}
