import { and, eq } from 'drizzle-orm';
import { POST as act } from '@/app/api/Filing/act/route';
import { POST as create } from '@/app/api/Filing/create/route';
import { POST as detail } from '@/app/api/Filing/getDetail/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import { getDb } from '@/lib/server/db/client';
import { personPostHistory, personRewardPunish, persons } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, unitIdOf } from '@/lib/server/testing/fixtures';
import { attachPapers } from '@/lib/server/testing/papers';

withFreshDatabase();

const tokens: Record<string, string> = {};
let teacher: number;
let other: number;

const as = (u: string) => ({ token: tokens[u] });
const doAct = (user: string, f: { id: number; version: number }, action: string, extra: object = {}) =>
  call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action, ...extra }, ...as(user) });
const line = (personId: number, over: Record<string, unknown> = {}) => ({
  personId,
  payload: {
    rpKind: 'PUNISH', rpType: 'WARNING', rpName: '警告处分', reason: '违反工作纪律', decisionDate: '2026-03-15', effectiveDate: '2026-03-15',
    approveOrg: '湖州市教育局', docNo: '湖教〔2026〕12号', demoteToLevel: null, ...over,
  },
});
const draftRp = (lines: ReturnType<typeof line>[]) => call<FilingDetail>(create, '/Filing/create', {
  body: { filingType: 'REWARD_PUNISH', contactName: '李明华', contactPhone: '13857201234', header: { summary: null }, lines }, ...as('jc'),
});
/** A draft with the decisions of its rewards and punishments attached, as the detail page then shows it. */
async function createRp(lines: ReturnType<typeof line>[]) {
  const { json } = await draftRp(lines);
  await attachPapers(tokens.jc, json.data.id, [...new Set(lines.map((l) => (l.payload.rpKind === 'REWARD' ? '奖励决定' : '处分决定书')))]);
  return call<FilingDetail>(detail, '/Filing/getDetail', { body: { id: json.data.id }, ...as('jc') });
}
const personNow = async (id: number) => (await (await getDb()).select().from(persons).where(eq(persons.id, id)))[0];

beforeAll(async () => {
  for (const u of ['jc', 'jc2', 'zg', 'rsj']) tokens[u] = await loginAs(u);
  const unit = await unitIdOf('湖州市第一中学');
  teacher = await insertPerson(unit, { name: '王老师', recordStatus: 'FILED', postLevel: 'T08' });
  other = await insertPerson(unit, { name: '赵老师', recordStatus: 'FILED', postLevel: 'T10' });
});

describe('a warning (ZG_ONLY)', () => {
  it('is approved by zg alone and records the six-month period (R-JC-01)', async () => {
    let f = (await createRp([line(teacher)])).json.data;
    expect(f).toMatchObject({ route: 'ZG_ONLY', violations: [] });
    f = (await doAct('jc', f, 'SUBMIT')).json.data;
    expect(f.filingNo).toMatch(/^JC-\d{4}-\d{6}$/);
    expect((await call(detail, '/Filing/getDetail', { body: { id: f.id }, ...as('jc2') })).status).toBe(404);
    f = (await doAct('zg', f, 'ZG_APPROVE')).json.data;
    expect(f.status).toBe('APPROVED');
    const rows = await (await getDb()).select().from(personRewardPunish).where(eq(personRewardPunish.sourceFilingId, f.id));
    expect(rows).toEqual([expect.objectContaining({ personId: teacher, rpType: 'WARNING', punishMonths: 6, punishEndDate: '2026-09-15', docNo: '湖教〔2026〕12号' })]);
  });

  it('warns of the same warning entered again (R-JC-04) until acknowledged', async () => {
    const f = (await createRp([line(teacher)])).json.data;
    const refused = await doAct('jc', f, 'SUBMIT');
    expect(refused.status).toBe(422);
    expect((refused.json.data as unknown as { needsAcknowledgement: string[] }).needsAcknowledgement).toEqual(['R-JC-04']);
    expect((await doAct('jc', f, 'SUBMIT', { ackWarnings: ['R-JC-04'] })).status).toBe(200);
  });
});

describe('a demotion (escalated to rsj)', () => {
  it('refuses a target level not below the current one (R-JC-02)', async () => {
    const f = (await createRp([line(other, { rpType: 'DEMOTE', rpName: '降低岗位等级处分', demoteToLevel: 'T09' })])).json.data;
    const { status, json } = await doAct('jc', f, 'SUBMIT');
    expect(status).toBe(422);
    expect(json.msg).toBe('第 1 行：降至等级须低于现等级 T10');
  });

  it('goes zg → rsj and lowers the post level with its history', async () => {
    let f = (await createRp([line(other, { rpType: 'DEMOTE', rpName: '降低岗位等级处分', demoteToLevel: 'T11' }), line(teacher, { rpKind: 'REWARD', rpType: 'COMMEND', rpName: '嘉奖' })])).json.data;
    expect(f.route).toBe('ZG_RSJ');
    f = (await doAct('jc', f, 'SUBMIT')).json.data;
    f = (await doAct('zg', f, 'ZG_APPROVE')).json.data;
    expect(f.status).toBe('PENDING_RSJ');
    f = (await doAct('rsj', f, 'RSJ_APPROVE')).json.data;
    expect(f.status).toBe('APPROVED');
    expect(await personNow(other)).toMatchObject({ postLevel: 'T11', appointDate: '2026-03-15' });
    const db = await getDb();
    expect(await db.select().from(personPostHistory).where(eq(personPostHistory.sourceFilingId, f.id)))
      .toEqual([expect.objectContaining({ personId: other, postLevel: 'T11', changeKind: 'DEMOTE' })]);
    expect(await db.select().from(personRewardPunish).where(and(eq(personRewardPunish.sourceFilingId, f.id), eq(personRewardPunish.personId, teacher))))
      .toEqual([expect.objectContaining({ rpKind: 'REWARD', punishMonths: null, punishEndDate: null })]);
  });
});

describe('an expulsion (R-JC-03)', () => {
  it('reduces the person on rsj approval', async () => {
    let f = (await createRp([line(other, { rpType: 'EXPEL', rpName: '开除处分', decisionDate: '2026-10-08', effectiveDate: '2026-10-08' })])).json.data;
    expect(f.route).toBe('ZG_RSJ');
    f = (await doAct('jc', f, 'SUBMIT')).json.data;
    f = (await doAct('zg', f, 'ZG_APPROVE')).json.data;
    f = (await doAct('rsj', f, 'RSJ_APPROVE')).json.data;
    expect(f.status).toBe('APPROVED');
    expect(await personNow(other)).toMatchObject({ personStatus: 'REDUCED', reduceType: 'EXPEL', reduceDate: '2026-10-08', reduceFilingId: f.id });
  });

  it('then refuses any further reward or punishment of that person', async () => {
    const f = (await createRp([line(other)])).json.data;
    expect(f.violations).toContainEqual(expect.objectContaining({ message: '第 1 行：赵老师未备案或已减员，不能办理奖惩' }));
  });
});

describe('the decision of a punishment', () => {
  it('warns on save of a punishment without its decision, its number and its authority, and refuses to submit it', async () => {
    const { json } = await draftRp([line(teacher, { docNo: null, approveOrg: '' })]);
    expect(json.data.violations).toEqual(expect.arrayContaining([
      { code: 'R-GEN-01', level: 'WARN', message: '第 1 行：处分须填写决定书的文号', field: 'lines[0].docNo' },
      { code: 'R-GEN-01', level: 'WARN', message: '第 1 行：处分须填写决定书的批准机关', field: 'lines[0].approveOrg' },
      { code: 'R-GEN-02', level: 'WARN', message: '处分须上传“处分决定书”附件', field: 'attachments' },
    ]));
    const refused = await doAct('jc', json.data, 'SUBMIT');
    expect(refused.status).toBe(422);
    expect(refused.json.data.violations).toEqual(expect.arrayContaining([
      expect.objectContaining({ code: 'R-GEN-01', level: 'ERROR', field: 'lines[0].docNo' }),
      expect.objectContaining({ code: 'R-GEN-02', level: 'ERROR', field: 'attachments' }),
    ]));
  });

  it('says so in English', async () => {
    const { json } = await call<FilingDetail>(create, '/Filing/create', {
      body: { filingType: 'REWARD_PUNISH', contactName: '李明华', contactPhone: '13857201234', header: {}, lines: [line(teacher, { approveOrg: null })] },
      ...as('jc'), headers: { 'accept-language': 'en' },
    });
    expect(json.data.violations).toEqual(expect.arrayContaining([
      { code: 'R-GEN-01', level: 'WARN', message: 'Line 1: a punishment needs the approving authority of its decision', field: 'lines[0].approveOrg' },
      { code: 'R-GEN-02', level: 'WARN', message: 'A punishment needs the punishment decision attached', field: 'attachments' },
    ]));
  });

  it('asks a reward for its decision only, not for its number or authority', async () => {
    const { json } = await draftRp([line(teacher, { rpKind: 'REWARD', rpType: 'COMMEND', rpName: '嘉奖', decisionDate: '2026-05-01', effectiveDate: '2026-05-01', docNo: null, approveOrg: null })]);
    expect(json.data.violations).toEqual([{ code: 'R-GEN-02', level: 'WARN', message: '奖励须上传“奖励决定”附件', field: 'attachments' }]);
  });

  it('submits a punishment with its decision filled in and attached', async () => {
    const f = (await createRp([line(teacher, { decisionDate: '2026-04-01', effectiveDate: '2026-04-01' })])).json.data;
    expect(f.violations).toEqual([]);
    expect((await doAct('jc', f, 'SUBMIT')).status).toBe(200);
  });
});

describe('a demotion or an expulsion holds its person while under review (§3.3)', () => {
  it('locks the person on submission, so another locking filing cannot list them, and a commendation does not', async () => {
    const unit = await unitIdOf('湖州市第一中学');
    const held = await insertPerson(unit, { name: '锁定测试', recordStatus: 'FILED', postLevel: 'T09' });
    const free = await insertPerson(unit, { name: '嘉奖测试', recordStatus: 'FILED', postLevel: 'T09' });
    let demotion = (await createRp([line(held, { rpType: 'DEMOTE', rpName: '降低岗位等级处分', demoteToLevel: 'T10' })])).json.data;
    demotion = (await doAct('jc', demotion, 'SUBMIT')).json.data;
    expect(await personNow(held)).toMatchObject({ lockFilingId: demotion.id });
    const commended = (await createRp([line(free, { rpKind: 'REWARD', rpType: 'COMMEND', rpName: '嘉奖' })])).json.data;
    expect((await doAct('jc', commended, 'SUBMIT')).status).toBe(200);
    expect(await personNow(free)).toMatchObject({ lockFilingId: null });
    const expel = (await createRp([line(held, { rpType: 'EXPEL', rpName: '开除处分' })])).json.data;
    expect(expel.violations).toContainEqual({
      code: 'R-GEN-04', level: 'ERROR', field: 'lines[0].personId', message: `锁定测试存在在途业务【奖惩 ${demotion.filingNo}】`,
    });
    await doAct('jc', demotion, 'WITHDRAW');
    expect(await personNow(held)).toMatchObject({ lockFilingId: null });
  });

  it('lowers a 双肩挑 person on both posts, the second by as many steps, with a history line each', async () => {
    const unit = await unitIdOf('湖州市第一中学');
    const dual = await insertPerson(unit, {
      name: '双肩挑降级', recordStatus: 'FILED', titleLevel: 'SENIOR_DEP', postLevel: 'T06', dualPost: true, secondPostCategory: 'MANAGE', secondPostLevel: 'M07',
    });
    let f = (await createRp([line(dual, { rpType: 'DEMOTE', rpName: '降低岗位等级处分', demoteToLevel: 'T07' })])).json.data;
    f = (await doAct('jc', f, 'SUBMIT')).json.data;
    f = (await doAct('zg', f, 'ZG_APPROVE')).json.data;
    f = (await doAct('rsj', f, 'RSJ_APPROVE')).json.data;
    expect(f.status).toBe('APPROVED');
    expect(await personNow(dual)).toMatchObject({ postLevel: 'T07', secondPostLevel: 'M08', lockFilingId: null });
    const history = await (await getDb()).select({ postLevel: personPostHistory.postLevel }).from(personPostHistory).where(eq(personPostHistory.sourceFilingId, f.id));
    expect(history.map((h) => h.postLevel).sort()).toEqual(['M08', 'T07']);
  });
});
