import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FilingDetail } from '@/lib/contracts/filing';
import { actOnFiling, createFiling } from '../../services/filings/engine';
import { postPlanContext } from '../../services/postPlans';
import type { SessionUser } from '../../session';
import type { Db } from '../client';
import { persons } from '../tables';
import { attachPapers } from './papers';

const IP = '127.0.0.1';
const contact = { contactName: '档案管理员', contactPhone: '0572-2398888' };
const POST_SETTING_FILES = ['岗位设置方案', '岗位说明书', '职代会决议'];

/** Acts as the demo account would, acknowledging whatever warnings the submission raises. */
async function step(db: Db, user: SessionUser, f: FilingDetail, action: string, opinion?: string): Promise<FilingDetail> {
  const ackWarnings = action === 'SUBMIT' ? [...new Set(f.violations.filter((v) => v.level === 'WARN').map((v) => v.code))] : [];
  return actOnFiling(db, user, { id: f.id, version: f.version, action: action as never, opinion, ackWarnings, lineIssues: [] }, IP, 'zh');
}

/** The unit's current plan, unchanged, as the body of an adjustment (a periodic review that keeps the setting). */
async function reviewOfPlan(db: Db, user: SessionUser, staffCongressDate: string, plan: string) {
  const ctx = await postPlanContext(db, user);
  const lines = ctx.plan!.lines;
  const sum = (c: string) => lines.filter((l) => l.postCategory === c).reduce((s, l) => s + l.approvedCount, 0);
  return {
    filingType: 'POST_SETTING' as const, ...contact, year: Number(staffCongressDate.slice(0, 4)),
    header: {
      settingKind: 'ADJUST', estabSnapshot: ctx.quotaInst, postTotal: sum('MANAGE') + sum('TECH') + sum('WORKER'), managePosts: sum('MANAGE'),
      techPosts: sum('TECH'), workerPosts: sum('WORKER'), dualPostCount: ctx.plan!.dualPostCount, staffCongressDate, plan,
    },
    lines: lines.map((l) => ({ payload: { ...l, currentCount: ctx.holders[l.postLevel] ?? 0 } })),
  };
}

/**
 * Demo POST_SETTING and ESTAB_CONVERSION filings: the hospital's plan reviewed and approved again (a second plan
 * version), a draft at the primary school, and a conversion at the hospital returned by the health commission.
 */
export async function seedPlanFilings(db: Db, a: Record<string, SessionUser>): Promise<void> {
  let f = await createFiling(db, a.jc3, await reviewOfPlan(db, a.jc3, '2026-03-20', '岗位设置期满复核，维持原设置'), IP, 'zh');
  await attachPapers(db, a.jc3, f.id, POST_SETTING_FILES);
  f = await step(db, a.jc3, f, 'SUBMIT');
  f = await step(db, a.zg2, f, 'ZG_APPROVE', '同意，报市人社局核准');
  await step(db, a.rsj, f, 'RSJ_APPROVE', '同意核准');

  await createFiling(db, a.jc2, await reviewOfPlan(db, a.jc2, '2026-10-28', '拟增设专业技术七级岗位，待职代会通过后上报'), IP, 'zh');

  const [worker] = await db.select().from(persons).where(and(
    eq(persons.unitId, a.jc3.unitId!), eq(persons.postCategory, 'WORKER'), eq(persons.personStatus, 'ON_DUTY'), eq(persons.recordStatus, 'FILED'),
    isNull(persons.lockFilingId),
  )).orderBy(asc(persons.id)).limit(1);
  if (!worker) return;
  f = await createFiling(db, a.jc3, {
    filingType: 'ESTAB_CONVERSION', ...contact, header: { reason: '工勤技能人员经竞聘转任管理岗位' },
    lines: [{
      personId: worker.id,
      payload: {
        fromEstabStatus: worker.estabStatus, fromEstabType: worker.estabType, fromCategory: worker.postCategory, fromLevel: worker.postLevel,
        toEstabStatus: 'IN', toEstabType: 'INST', toOutEmployForm: null, toCategory: 'MANAGE', toLevel: 'M09', basisDoc: '湖中医〔2026〕15号', effectiveDate: '2026-09-01',
      },
    }],
  }, IP, 'zh');
  await attachPapers(db, a.jc3, f.id, ['编制转换批准文件']);
  f = await step(db, a.jc3, f, 'SUBMIT');
  await step(db, a.zg2, f, 'ZG_RETURN', '请补充竞聘公示材料');
}
