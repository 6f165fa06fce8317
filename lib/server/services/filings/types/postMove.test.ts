import { and, eq } from 'drizzle-orm';
import { POST as act } from '@/app/api/Filing/act/route';
import { POST as create } from '@/app/api/Filing/create/route';
import { POST as detail } from '@/app/api/Filing/getDetail/route';
import { POST as postList } from '@/app/api/JobManage/getPostList/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { ResponseOf } from '@/lib/contracts/endpoint';
import type { postList as postListContract } from '@/lib/contracts/jobManage';
import { today } from '@/lib/domain/datetime';
import { getDb } from '@/lib/server/db/client';
import { personPostHistory, persons, unitPostPlanLines, unitPostPlans } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, PUBLICITY_OVER, unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

type PostList = ResponseOf<typeof postListContract>;
const tokens: Record<string, string> = {};
let jcUnit: number;
beforeAll(async () => {
  for (const u of ['jc', 'jc2', 'zg', 'rsj']) tokens[u] = await loginAs(u);
  jcUnit = await unitIdOf('湖州市第一中学');
});

const as = (u: string) => ({ token: tokens[u] });
const contact = { contactName: '李明华', contactPhone: '13857201234' };
const moveLine = (personId: number, from: string | null, to: string | null, extra = {}) => ({
  personId,
  payload: { fromCategory: from && 'TECH', fromLevel: from, toCategory: to && 'TECH', toLevel: to, appointStart: today(), unitDocNo: '湖一中〔2026〕9号', ...extra },
});
const file = (filingType: string, header: object, lines: object[], user = 'jc') =>
  call<FilingDetail>(create, '/Filing/create', { body: { filingType, ...contact, header, lines }, ...as(user) });
const doAct = (user: string, f: { id: number; version: number }, action: string) =>
  call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action }, ...as(user) });
const posts = async (user = 'jc') => (await call<PostList>(postList, '/JobManage/getPostList', { body: {}, ...as(user) })).json.data;
const level = (list: PostList, code: string) => list.levels.find((l) => l.postLevel === code)!;

/** Sets the approved count of a level of the unit's current plan. */
async function setApproved(unitId: number, postLevel: string, approvedCount: number) {
  const db = await getDb();
  const [plan] = await db.select().from(unitPostPlans).where(and(eq(unitPostPlans.unitId, unitId), eq(unitPostPlans.isCurrent, true)));
  await db.update(unitPostPlanLines).set({ approvedCount }).where(and(eq(unitPostPlanLines.planId, plan.id), eq(unitPostPlanLines.postLevel, postLevel)));
}

const teacher = (name: string, postLevel = 'T10') => insertPerson(jcUnit, { name, recordStatus: 'FILED', postLevel, titleLevel: 'MIDDLE' });

describe('the post list', () => {
  it("shows each level of the unit's plan with its holders and vacancies", async () => {
    const list = await posts();
    expect(list.plan).toEqual(expect.objectContaining({ planVersion: expect.any(Number), postTotal: expect.any(Number) }));
    expect(list.levels.length).toBeGreaterThan(5);
    for (const l of list.levels) {
      expect(l.vacancy).toBe(l.approved - l.held - l.inTransit);
      expect(l.holders).toHaveLength(l.held);
    }
  });
});

describe('a promotion through both reviews', () => {
  let first: FilingDetail;
  let personId: number;

  it('takes the last vacant post and refuses one more (R-GW-06)', async () => {
    const held = level(await posts(), 'T09').held;
    await setApproved(jcUnit, 'T09', held + 1);
    personId = await teacher('晋升测试');
    first = (await file('POST_APPOINT', { appointKind: 'PROMOTE', ...PUBLICITY_OVER }, [moveLine(personId, 'T10', 'T09')])).json.data;
    expect(first.violations).toEqual([]);
    first = (await doAct('jc', first, 'SUBMIT')).json.data;
    expect(first.status).toBe('PENDING_ZG');
    expect(level(await posts(), 'T09')).toMatchObject({ inTransit: 1, vacancy: 0 });
    const other = (await file('POST_APPOINT', { appointKind: 'PROMOTE', ...PUBLICITY_OVER }, [moveLine(await teacher('排队测试'), 'T10', 'T09')])).json.data;
    const { status, json } = await doAct('jc', other, 'SUBMIT');
    expect(status).toBe(422);
    expect(json.msg).toBe(`专业技术九级岗位已满（设置${held + 1}，已聘${held}，在途1，本次1）`);
  });

  it('is out of reach of another unit', async () => {
    expect((await call(detail, '/Filing/getDetail', { body: { id: first.id }, ...as('jc2') })).status).toBe(404);
  });

  it('moves the person to the new level and writes the post history on approval', async () => {
    first = (await doAct('zg', first, 'ZG_APPROVE')).json.data;
    const { json } = await doAct('rsj', first, 'RSJ_APPROVE');
    expect(json.data.status).toBe('APPROVED');
    expect(json.data.header.planVersionSnapshot).toEqual(expect.any(Number));
    const db = await getDb();
    const [p] = await db.select().from(persons).where(eq(persons.id, personId));
    expect(p).toMatchObject({ postCategory: 'TECH', postLevel: 'T09', appointDate: today(), lockFilingId: null });
    const history = await db.select().from(personPostHistory).where(eq(personPostHistory.personId, personId));
    expect(history).toEqual([expect.objectContaining({ postLevel: 'T09', changeKind: 'PROMOTE', sourceFilingId: first.id, docNo: '湖一中〔2026〕9号' })]);
    expect(level(await posts(), 'T09')).toMatchObject({ inTransit: 0, vacancy: 0 });
    expect(level(await posts(), 'T09').holders.map((h) => h.id)).toContain(personId);
  });
});

describe('the rules of post moves', () => {
  it('refuses a line filed against a post the person no longer holds (R-GW-11)', async () => {
    const draft = (await file('POST_APPOINT', { appointKind: 'PROMOTE', ...PUBLICITY_OVER }, [moveLine(await teacher('过期测试'), 'T11', 'T10')])).json.data;
    expect(draft.violations).toEqual([expect.objectContaining({ code: 'R-GW-11', field: 'lines[0].fromLevel' })]);
    expect(draft.violations[0].message).toBe('第 1 行：过期测试的现聘岗位已变为T10，请重新选择该人员');
  });

  it('refuses a level above the title (R-GW-07)', async () => {
    await setApproved(jcUnit, 'T07', 99);
    const draft = (await file('POST_APPOINT', { appointKind: 'PROMOTE', ...PUBLICITY_OVER }, [moveLine(await teacher('职称测试'), 'T10', 'T07')])).json.data;
    expect(draft.violations.map((v) => v.code)).toEqual(['R-GW-07']);
  });

  it('needs an approved post setting (R-GW-05)', async () => {
    const unit2 = await unitIdOf('湖州市吴兴区织里实验小学');
    await (await getDb()).update(unitPostPlans).set({ isCurrent: false }).where(eq(unitPostPlans.unitId, unit2));
    const personId = await insertPerson(unit2, { name: '无设置', recordStatus: 'FILED', titleLevel: 'MIDDLE' });
    const draft = (await file('POST_CHANGE', { changeKind: 'DEMOTE' }, [moveLine(personId, 'T10', 'T11')], 'jc2')).json.data;
    const { status, json } = await doAct('jc2', draft, 'SUBMIT');
    expect(status).toBe(422);
    expect(json.msg).toBe('本单位尚无已核准的岗位设置，请先办理岗位设置审批备案');
  });

  it('demotes through POST_CHANGE and removes a post, each writing the history', async () => {
    const demoted = await teacher('降级测试');
    const dismissed = await teacher('解聘测试');
    for (const [kind, personId, to] of [['DEMOTE', demoted, 'T11'], ['DISMISS_POST', dismissed, null]] as const) {
      let f = (await file('POST_CHANGE', { changeKind: kind }, [moveLine(personId, 'T10', to)])).json.data;
      expect(f.violations).toEqual([]);
      for (const [user, action] of [['jc', 'SUBMIT'], ['zg', 'ZG_APPROVE'], ['rsj', 'RSJ_APPROVE']]) f = (await doAct(user, f, action)).json.data;
      expect(f.status).toBe('APPROVED');
    }
    const db = await getDb();
    const [d] = await db.select().from(persons).where(eq(persons.id, demoted));
    expect(d.postLevel).toBe('T11');
    const [x] = await db.select().from(persons).where(eq(persons.id, dismissed));
    expect(x).toMatchObject({ postCategory: null, postLevel: null });
    const [h] = await db.select().from(personPostHistory).where(eq(personPostHistory.personId, dismissed));
    expect(h).toMatchObject({ changeKind: 'DISMISS_POST', postLevel: 'T10', appointEnd: today() });
  });
});
