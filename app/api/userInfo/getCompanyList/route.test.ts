import { POST } from './route';
import type { CompanyOption } from '@/lib/contracts/userAdmin';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

const units = async (user: string, body: object = {}) =>
  (await call<{ list: CompanyOption[]; total: number }>(POST, '/userInfo/getCompanyList', { body, token: await loginAs(user) })).json;

describe('POST /api/userInfo/getCompanyList', () => {
  it('gives admin every unit, by name or credit code, paged', async () => {
    const all = await units('admin');
    expect(all.data.total).toBeGreaterThanOrEqual(6);
    expect((await units('admin', { keyword: '中学' })).data.list.map((u) => u.unitName)).toEqual(['湖州市第一中学']);
    const uscc = all.data.list.find((u) => u.unitName === '湖州市中心医院')!.uscc;
    expect((await units('admin', { keyword: uscc })).data.list.map((u) => u.unitName)).toEqual(['湖州市中心医院']);
    expect((await units('admin', { pageSize: 2 })).data.list).toHaveLength(2);
  });

  it("gives a unit's main account its own unit only", async () => {
    const own = await units('jc', { keyword: '' });
    expect(own.data.list.map((u) => u.unitName)).toEqual(['湖州市第一中学']);
    expect((await units('jc', { keyword: '医院' })).data.total).toBe(0);
  });

  it('refuses other roles with 403 and bad paging with 400', async () => {
    expect((await units('zg')).code).toBe(403);
    expect((await units('admin', { pageNo: 0 })).msg).toMatch(/^pageNo: /);
  });
});
