import { POST as quota } from '@/app/api/Recruit/getQuota/route';
import { POST as detail } from '@/app/api/Filing/getDetail/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { RecruitQuotaItem } from '@/lib/contracts/recruit';
import { call } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { setEstablishment, setPostCount, unitIdOf } from '@/lib/server/testing/fixtures';
import { approveAll, attach, file, planHeader, planPost, signInAll, step, THIS_YEAR, tokens } from '@/lib/server/testing/recruit';

withFreshDatabase();

let room: RecruitQuotaItem;
beforeAll(async () => {
  await signInAll();
  const jc2Unit = await unitIdOf('湖州市吴兴区织里实验小学');
  // Posts enough at the plans' level: these tests count the establishment (R-BZ-02), not the posts (R-GW-06).
  await setPostCount(jc2Unit, 'T12', 100);
  const { json } = await call<{ list: RecruitQuotaItem[] }>(quota, '/Recruit/getQuota', { body: {}, token: tokens.jc2 });
  const inst = json.data.list.find((q) => q.estabType === 'INST')!;
  // Six free posts: the quota is what is taken plus six.
  await setEstablishment(jc2Unit, inst.approved - inst.available + 6);
  room = (await call<{ list: RecruitQuotaItem[] }>(quota, '/Recruit/getQuota', { body: {}, token: tokens.jc2 })).json.data.list.find((q) => q.estabType === 'INST')!;
});

async function submitPlan(counts: number[], extra: object = {}) {
  const lines = counts.map((n, i) => planPost(`P${String(i + 1).padStart(2, '0')}`, n));
  const { json } = await file('jc2', { filingType: 'RECRUIT_PLAN', year: THIS_YEAR, header: planHeader, lines, ...extra });
  await attach('jc2', json.data.id, ['招聘方案', '岗位表']);
  return { draft: json.data, submitted: await step('jc2', json.data, 'SUBMIT') };
}

describe('R-BZ-02: a plan within the vacancies', () => {
  let held: FilingDetail;

  it('starts from six free posts', () => expect(room.available).toBe(6));

  it('refuses seven, naming the free posts', async () => {
    const { submitted } = await submitPlan([4, 3]);
    expect(submitted.status).toBe(422);
    expect(submitted.json.msg).toBe(`拟招聘事业编制7人，可用空编6人（空编${room.vacancy}，已核准或在审计划未使用${room.reservedByPlans}）`);
  });

  it('takes exactly six, freezing the figures it was judged by', async () => {
    const { submitted } = await submitPlan([4, 2]);
    expect(submitted.status).toBe(200);
    held = submitted.json.data;
    const read = (await call<FilingDetail>(detail, '/Filing/getDetail', { body: { id: held.id }, token: tokens.jc2 })).json.data;
    expect(read.header).toMatchObject({ planTotal: 6, quotaSnapshot: [expect.objectContaining({ estabType: 'INST', available: 6 })] });
  });

  it('holds its posts while under review: another plan of one finds no room', async () => {
    const { submitted } = await submitPlan([1]);
    expect(submitted.status).toBe(422);
    expect(submitted.json.msg).toContain('可用空编0人');
  });

  it('gives its posts back when returned', async () => {
    held = (await step('zg', held, 'ZG_RETURN', { opinion: '岗位条件请再斟酌' })).json.data;
    expect(held.status).toBe('RETURNED_ZG');
    const { submitted } = await submitPlan([1]);
    expect(submitted.status).toBe(200);
    await step('jc2', submitted.json.data, 'WITHDRAW');
  });

  it('keeps holding them once approved, until used by results', async () => {
    const approved = await approveAll('jc2', held);
    expect(approved).toMatchObject({ status: 'APPROVED', filingNo: expect.stringMatching(/^ZPJH-/) });
    const list = (await call<{ list: RecruitQuotaItem[] }>(quota, '/Recruit/getQuota', { body: {}, token: tokens.jc2 })).json.data.list;
    expect(list.find((q) => q.estabType === 'INST')).toMatchObject({ available: 0, reservedByPlans: room.reservedByPlans + 6 });
  });
});

describe('a plan’s own consistency and scope', () => {
  it('refuses a plan without a year and with a post code twice', async () => {
    const { json } = await file('jc2', { filingType: 'RECRUIT_PLAN', header: planHeader, lines: [planPost('X01', 1), planPost('x01', 1)] });
    expect(json.data.violations.map((v) => v.code)).toEqual(expect.arrayContaining(['R-GEN-01']));
    expect(json.data.violations.map((v) => v.message)).toEqual(expect.arrayContaining(['请填写招聘年度', '第 2 行岗位代码 x01 与第 1 行重复']));
  });

  it('refuses a malformed post, naming the field', async () => {
    const { status, json } = await file('jc2', { filingType: 'RECRUIT_PLAN', year: THIS_YEAR, header: planHeader, lines: [planPost('X1', 1)] });
    expect(status).toBe(400);
    expect(json.msg).toBe('第 1 行 postCode: 岗位代码应为 3–6 位字母或数字');
  });

  it('is invisible to another unit', async () => {
    const { json } = await file('jc2', { filingType: 'RECRUIT_PLAN', year: THIS_YEAR, header: planHeader, lines: [planPost('Y01', 1)] });
    expect((await call(detail, '/Filing/getDetail', { body: { id: json.data.id }, token: tokens.jc })).status).toBe(404);
    expect((await step('jc', json.data, 'SUBMIT')).status).toBe(404);
  });
});
