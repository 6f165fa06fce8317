import { POST as quota } from './route';
import type { RecruitQuotaItem } from '@/lib/contracts/recruit';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { unitIdOf } from '@/lib/server/testing/fixtures';

/** 招聘计划's figures (R-BZ-02): a unit its own, an authority the units under it, the admin any unit it picks. */
withFreshDatabase();

const tokens: Record<string, string> = {};
let jcUnit: number;
let jc3Unit: number;
beforeAll(async () => {
  for (const u of ['jc', 'zg', 'rsj', 'admin']) tokens[u] = await loginAs(u);
  jcUnit = await unitIdOf('湖州市第一中学');
  jc3Unit = await unitIdOf('湖州市中心医院');
});

const quotaAs = (user: string, body: object = {}, headers?: Record<string, string>) =>
  call<{ list: RecruitQuotaItem[] }>(quota, '/Recruit/getQuota', { body, token: tokens[user], headers });

describe('POST /api/Recruit/getQuota', () => {
  let own: RecruitQuotaItem[];
  beforeAll(async () => {
    own = (await quotaAs('jc')).json.data.list;
  });

  it("gives a base unit its own unit's figures, named or not, and refuses another unit", async () => {
    expect(own.find((q) => q.estabType === 'INST')).toMatchObject({ approved: expect.any(Number), available: expect.any(Number) });
    expect((await quotaAs('jc', { unitId: jcUnit })).json.data.list).toEqual(own);
    const other = await quotaAs('jc', { unitId: jc3Unit });
    expect([other.status, other.json.msg]).toEqual([403, '无权访问该单位的数据']);
  });

  it('gives a competent authority the units under it, and refuses a unit under another authority', async () => {
    expect((await quotaAs('zg', { unitId: jcUnit })).json.data.list).toEqual(own);
    expect((await quotaAs('zg')).status).toBe(200);
    expect((await quotaAs('zg', { unitId: jc3Unit })).status).toBe(403);
  });

  it('gives the admin the figures of any unit it names, and asks it for a unit, in Chinese and English', async () => {
    expect((await quotaAs('admin', { unitId: jcUnit })).json.data.list).toEqual(own);
    expect((await quotaAs('admin', { unitId: jc3Unit })).status).toBe(200);
    const none = await quotaAs('admin');
    expect([none.status, none.json.msg, none.json.data]).toEqual([400, 'unitId 不能为空', { field: 'unitId' }]);
    expect((await quotaAs('admin', {}, { 'accept-language': 'en-US,en;q=0.9' })).json.msg).toBe('unitId is required');
  });

  it('is not the bureau’s', async () => {
    expect((await quotaAs('rsj', { unitId: jcUnit })).status).toBe(403);
  });
});
