import { and, asc, eq } from 'drizzle-orm';
import { POST as detail } from './route';
import { POST as act } from '../act/route';
import { POST as create } from '../create/route';
import { POST as planCurrent } from '../../PostPlan/getCurrent/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { PostPlanContext } from '@/lib/contracts/postSetting';
import { addDays, addMonths } from '@/lib/domain/dates';
import { today } from '@/lib/domain/datetime';
import { getDb } from '@/lib/server/db/client';
import { unitPostPlanLines, unitPostPlans } from '@/lib/server/db/tables';
import { applyDueEffects } from '@/lib/server/services/filings/effects';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, unitIdOf } from '@/lib/server/testing/fixtures';
import { attachPapers } from '@/lib/server/testing/papers';

withFreshDatabase();

const TODAY = today();
const EN = { 'accept-language': 'en-US,en;q=0.9' };
const contact = { contactName: '李明华', contactPhone: '13857201234' };
const tokens: Record<string, string> = {};
const open = (user: string, id: number, headers?: Record<string, string>) =>
  call<FilingDetail>(detail, '/Filing/getDetail', { body: { id }, token: tokens[user], headers });
const doAct = (user: string, f: FilingDetail, action: string, extra: object = {}) =>
  call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action, ...extra }, token: tokens[user] });
const byLevel = (lines: { postLevel: string; approvedCount: number }[]) => Object.fromEntries(lines.map((l) => [l.postLevel, l.approvedCount]));

/** The levels of one version of a unit's plan, as the detail gives them. */
async function planLines(unitId: number, planVersion: number) {
  const db = await getDb();
  const [plan] = await db.select({ id: unitPostPlans.id }).from(unitPostPlans)
    .where(and(eq(unitPostPlans.unitId, unitId), eq(unitPostPlans.planVersion, planVersion)));
  return db.select({ postCategory: unitPostPlanLines.postCategory, postLevel: unitPostPlanLines.postLevel, approvedCount: unitPostPlanLines.approvedCount })
    .from(unitPostPlanLines).where(eq(unitPostPlanLines.planId, plan.id)).orderBy(asc(unitPostPlanLines.id));
}

async function currentVersion(unitId: number): Promise<number> {
  const db = await getDb();
  const [plan] = await db.select({ planVersion: unitPostPlans.planVersion }).from(unitPostPlans)
    .where(and(eq(unitPostPlans.unitId, unitId), eq(unitPostPlans.isCurrent, true), eq(unitPostPlans.deleted, false)));
  return plan.planVersion;
}

beforeAll(async () => {
  for (const u of ['jc', 'jc2', 'zg', 'zg2', 'rsj']) tokens[u] = await loginAs(u);
});

describe('an adjustment of the school: one post moved from 专业技术十一级 to 十级', () => {
  let jcUnit: number;
  let context: PostPlanContext;
  let filing: FilingDetail;
  let version: number;

  beforeAll(async () => {
    jcUnit = await unitIdOf('湖州市第一中学');
    version = await currentVersion(jcUnit);
    context = (await call<PostPlanContext>(planCurrent, '/PostPlan/getCurrent', { body: {}, token: tokens.jc })).json.data;
    const lines = context.plan!.lines.map((l) => ({ ...l, approvedCount: l.approvedCount + (l.postLevel === 'T10' ? 1 : l.postLevel === 'T11' ? -1 : 0) }));
    const sum = (c: string) => lines.filter((l) => l.postCategory === c).reduce((s, l) => s + l.approvedCount, 0);
    const header = {
      settingKind: 'ADJUST', estabSnapshot: context.quotaInst, managePosts: sum('MANAGE'), techPosts: sum('TECH'), workerPosts: sum('WORKER'),
      postTotal: sum('MANAGE') + sum('TECH') + sum('WORKER'), dualPostCount: 1, staffCongressDate: addDays(TODAY, -30), plan: '调整专技岗位结构',
    };
    const body = { filingType: 'POST_SETTING', ...contact, header, lines: lines.map((l) => ({ payload: { ...l, currentCount: context.holders[l.postLevel] ?? 0 } })) };
    filing = (await call<FilingDetail>(create, '/Filing/create', { body, token: tokens.jc })).json.data;
    await attachPapers(tokens.jc, filing.id, ['岗位设置方案', '岗位说明书', '职代会决议']);
    const warnings = [...new Set(filing.violations.filter((v) => v.level === 'WARN').map((v) => v.code))];
    filing = (await doAct('jc', filing, 'SUBMIT', { ackWarnings: warnings })).json.data;
    expect(filing.status).toBe('PENDING_ZG');
  });

  it('shows its reviewer, while pending, the current plan beside the proposed one', async () => {
    const { status, json } = await open('zg', filing.id);
    expect(status).toBe(200);
    expect(json.data.planBefore).toEqual(context.plan!.lines);
    const proposed = byLevel(json.data.lines.map((l) => l.payload as { postLevel: string; approvedCount: number }));
    const before = byLevel(json.data.planBefore!);
    expect([before.T10 + 1, before.T11 - 1]).toEqual([proposed.T10, proposed.T11]);
  });

  it('gives the unit the same comparison on its own filing', async () => {
    expect((await open('jc', filing.id)).json.data.planBefore).toEqual(context.plan!.lines);
  });

  it('answers 404, with nothing of the plan, to a reviewer and a unit outside the scope, in Chinese and in English', async () => {
    for (const user of ['zg2', 'jc2']) {
      const { status, json } = await open(user, filing.id);
      expect([user, status, json.code, json.msg, json.data]).toEqual([user, 404, 404, '业务不存在或无权查看', null]);
    }
    expect((await open('zg2', filing.id, EN)).json).toMatchObject({ code: 404, msg: 'No such filing in your scope' });
  });

  it('still compares with the plan in force once approved, until its own plan lands on the execution date', async () => {
    filing = (await doAct('zg', filing, 'ZG_APPROVE')).json.data;
    const nextMonth = addMonths(TODAY, 1);
    const approved = await doAct('rsj', filing, 'RSJ_APPROVE', { executeDate: nextMonth });
    expect(approved.json.data).toMatchObject({ status: 'APPROVED', effectiveOn: nextMonth, planBefore: context.plan!.lines });
    expect(await currentVersion(jcUnit)).toBe(version);

    await applyDueEffects(await getDb(), nextMonth);
    expect(await currentVersion(jcUnit)).toBe(version + 1);
    const { json } = await open('rsj', filing.id);
    expect(json.data.planBefore).toEqual(await planLines(jcUnit, version));
    expect(json.data.planBefore).not.toEqual(await planLines(jcUnit, version + 1));
    expect(byLevel(await planLines(jcUnit, version + 1)).T10).toBe(byLevel(json.data.planBefore!).T10 + 1);
  });
});

describe('a first setting', () => {
  it('has no plan before it: null, where an adjustment has a list', async () => {
    const unitId = await unitIdOf('湖州市吴兴区织里实验小学');
    // The primary school's approved plan withdrawn, so it files its first setting.
    await (await getDb()).update(unitPostPlans).set({ deleted: true, isCurrent: false }).where(eq(unitPostPlans.unitId, unitId));
    const header = {
      settingKind: 'FIRST', estabSnapshot: 40, postTotal: 5, managePosts: 1, techPosts: 4, workerPosts: 0, dualPostCount: 0,
      staffCongressDate: addDays(TODAY, -10),
    };
    const lines = [{ postCategory: 'MANAGE', postLevel: 'M08', approvedCount: 1 }, { postCategory: 'TECH', postLevel: 'T10', approvedCount: 4 }];
    const { json } = await call<FilingDetail>(create, '/Filing/create', {
      body: { filingType: 'POST_SETTING', ...contact, header, lines: lines.map((payload) => ({ payload })) }, token: tokens.jc2,
    });
    expect(json.code).toBe(200);
    expect(json.data.planBefore).toBeNull();
    expect((await open('jc2', json.data.id)).json.data.planBefore).toBeNull();
  });

  it('is not asked of a filing of another type', async () => {
    const personId = await insertPerson(await unitIdOf('湖州市第一中学'), { name: '新进教师' });
    const body = { filingType: 'PERSON_INFO', ...contact, header: { reason: '新进教师信息上报' }, lines: [{ personId, payload: { op: 'NEW' } }] };
    const { json: created } = await call<FilingDetail>(create, '/Filing/create', { body, token: tokens.jc });
    const { json } = await open('jc', created.data.id);
    expect(json.code).toBe(200);
    expect(json.data).not.toHaveProperty('planBefore');
  });
});
