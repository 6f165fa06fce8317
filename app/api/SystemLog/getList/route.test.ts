import { POST } from './route';
import { POST as login } from '../../login/login/route';
import type { SystemLogItem } from '@/lib/contracts/systemLog';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

type Page = { list: SystemLogItem[]; total: number };
const list = async (user: string, body: object = {}) => (await call<Page>(POST, '/SystemLog/getList', { body, token: await loginAs(user) })).json;

describe('POST /api/SystemLog/getList', () => {
  beforeAll(async () => {
    await call(login, '/login/login', { body: { username: 'jc3', password: 'wrong-password' }, ip: '10.7.7.7' });
  });

  it('shows admin every login, success and failure, newest first', async () => {
    const { code, data } = await list('admin', { type: 'login' });
    expect(code).toBe(200);
    expect(data.list.every((e) => e.type === 'login')).toBe(true);
    expect(data.list.some((e) => e.account === 'jc3' && e.result === 'failure' && e.ip === '10.7.7.7')).toBe(true);
    const times = data.list.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by account, result and dates, and pages', async () => {
    const failures = await list('admin', { account: 'jc3', result: 'failure' });
    expect(failures.data.total).toBe(1);
    expect(failures.data.list[0]).toMatchObject({ code: 401, action: 'login', unitName: null });
    const paged = await list('admin', { pageNo: 1, pageSize: 2 });
    expect(paged.data.list).toHaveLength(2);
    expect(paged.data.total).toBeGreaterThan(2);
    expect((await list('admin', { from: '2000-01-01', to: '2000-01-02' })).data.total).toBe(0);
  });

  it("keeps a unit to its own unit's entries", async () => {
    await loginAs('jc2');
    const { data } = await list('jc');
    expect(data.total).toBeGreaterThan(0);
    expect(data.list.every((e) => e.unitName === '湖州市第一中学')).toBe(true);
  });

  it('refuses bad filters with 400 naming the field, and callers without a token', async () => {
    const bad = await list('admin', { from: '2026-02-01', to: '2026-01-01' });
    expect(bad.code).toBe(400);
    expect(bad.msg).toMatch(/^to: /);
    expect((await list('admin', { type: 'nonsense' })).msg).toMatch(/^type: /);
    expect((await call(POST, '/SystemLog/getList', { body: {} })).status).toBe(401);
  });
});
