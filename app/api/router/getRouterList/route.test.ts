import { POST } from './route';
import type { RouteRecord } from '@/lib/contracts/router';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

const routes = async (username: string) =>
  (await call<{ list: RouteRecord[] }>(POST, '/router/getRouterList', { body: { LoginId: 1 }, token: await loginAs(username) })).json;
const paths = (list: RouteRecord[]) => list.map((r) => r.path);

describe('POST /api/router/getRouterList', () => {
  it("gives a base unit the business routes of its role, with every meta field", async () => {
    const { code, data } = await routes('jc');
    expect(code).toBe(200);
    expect(paths(data.list)).toEqual(expect.arrayContaining(['/', '/company', '/jobplanrecord', '/recruit', '/report', '/checklist', '/setting']));
    expect(paths(data.list)).not.toContain('/check/list');
    expect(paths(data.list)).not.toContain('/adminIndex');
    const company = data.list.find((r) => r.path === '/company')!;
    expect(company).toMatchObject({ component: 'Layout', redirect: '/company/companyview', meta: { title: '单位管理', roles: { role: ['jc'], mode: 'oneOf' } } });
    expect(paths(company.children!)).toEqual(['companyview', 'person', 'baseInforeport', 'uploadCommonFile']);
    const jobplan = data.list.find((r) => r.path === '/jobplanrecord')!;
    expect(paths(jobplan.children!)).not.toContain('checklist');
    const dynamic = jobplan.children!.find((r) => r.path === 'reportHis/:type/:navTabId')!;
    expect(dynamic.meta).toMatchObject({ hidden: true, dynamicNewTab: true });
    expect(data.list.find((r) => r.path === '/')!.children![0].meta).toMatchObject({ noClosable: true, hidden: true });
  });

  it('gives reviewers the review routes and not the unit pages', async () => {
    for (const u of ['zg', 'rsj']) {
      const { data } = await routes(u);
      expect(paths(data.list)).toContain('/check/list');
      expect(paths(data.list)).not.toContain('/company');
      const recruit = data.list.find((r) => r.path === '/recruit')!;
      expect(paths(recruit.children!)).toEqual(['checklist']);
    }
  });

  it('gives admin everything', async () => {
    const { data } = await routes('admin');
    expect(paths(data.list)).toEqual(expect.arrayContaining(['/company', '/check/list', '/adminIndex', '/setting']));
  });

  it('answers 400 naming the field for a malformed LoginId', async () => {
    const { status, json } = await call(POST, '/router/getRouterList', { body: { LoginId: 'abc' }, token: await loginAs('jc') });
    expect(status).toBe(400);
    expect(json.msg).toMatch(/^LoginId: /);
  });

  it('answers 401 without a token', async () => {
    expect((await call(POST, '/router/getRouterList', { body: {} })).status).toBe(401);
  });
});
