import { eq } from 'drizzle-orm';
import { POST } from './route';
import { getDb } from '@/lib/server/db/client';
import { menus } from '@/lib/server/db/schema';
import type { RouteRecord } from '@/lib/contracts/router';
import { ACCOUNT_PASSWORD, createJcAccount, JC_UNIT, settlePassword } from '@/lib/server/testing/accounts';
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
    expect(company).toMatchObject({ component: 'Layout', redirect: '/company/companyview', meta: { title: '单位管理', roles: { role: ['jc', 'admin'], mode: 'oneOf' } } });
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

  it("gives admin everything but the work of the roles it does not hold: a base unit's own, and the reviewers'", async () => {
    const { data } = await routes('admin');
    expect(paths(data.list)).toEqual(expect.arrayContaining(['/check/list', '/adminIndex', '/setting', '/jobplanrecord', '/recruit', '/report', '/view']));
    // Sections whose every page is a unit's filing or a review list: nothing in them works for the admin.
    for (const group of ['/checkjc', '/checklist', '/personnelExchangeRecord1', '/jobmanage', '/yearcheckManage', '/identityConvert1']) {
      expect(paths(data.list)).not.toContain(group);
    }
    const children = (path: string) => paths(data.list.find((r) => r.path === path)!.children!);
    // The admin reads every unit's information (picking the unit) and reported persons, not the unit's filings.
    expect(children('/company')).toEqual(['companyview', 'person']);
    expect(data.list.find((r) => r.path === '/company')!.redirect).toBe('/company/companyview');
    expect(children('/jobplanrecord')).toContain('jobplanrecord1');
    expect(children('/jobplanrecord')).not.toContain('checklist');
    // It reviews registrations, and no filing: 数据审核 holds registration review alone, and opens on it.
    expect(children('/check/list')).toEqual(['registrationReview']);
    expect(data.list.find((r) => r.path === '/check/list')!.redirect).toBe('/check/list/registrationReview');
    // 招聘计划 alone of the recruitment pages: it picks the unit and reads its room for recruitment and its plans.
    expect(children('/recruit')).toEqual(['openRecruitmentPlan']);
    expect(data.list.find((r) => r.path === '/recruit')!.redirect).toBe('/recruit/openRecruitmentPlan');
    expect(children('/setting')).toEqual(expect.arrayContaining(['userManagement', 'roleManagement', 'departmentManagement', 'menuManagement', 'systemLog']));
    const jc = (await routes('jc')).data.list;
    expect(paths(jc.find((r) => r.path === '/jobmanage')!.children!)).toContain('joblistmanage');
    expect(paths(jc.find((r) => r.path === '/company')!.children!)).toContain('companyview');
    expect(paths(jc.find((r) => r.path === '/personnelExchangeRecord1')!.children!)).toContain('internalPersonExchange');
  });

  it('keeps the review pages for the reviewers, and registration review for rsj alone of them', async () => {
    const checkOf = async (u: string) => paths((await routes(u)).data.list.find((r) => r.path === '/check/list')!.children!);
    expect(await checkOf('zg')).toEqual(['companyCheck', 'resultList', 'checklist']);
    expect(await checkOf('rsj')).toEqual(['companyCheck', 'resultList', 'checklist', 'registrationReview']);
    const exchange = (await routes('zg')).data.list.find((r) => r.path === '/personnelExchangeRecord1')!;
    expect(paths(exchange.children!)).toEqual(['internalPersonExchange', 'checklist']);
  });

  it("gives a unit's main account its account management, and a sub-account not (its calls refuse it: 404 in the app)", async () => {
    await createJcAccount('jc-sub-routes', JC_UNIT);
    await settlePassword('jc-sub-routes');
    const settingOf = async (token: string) => {
      const { json } = await call<{ list: RouteRecord[] }>(POST, '/router/getRouterList', { body: {}, token });
      return json.data.list.find((r) => r.path === '/setting')!;
    };
    expect(paths((await settingOf(await loginAs('jc'))).children!)).toEqual(['personalCenter', 'userManagement', 'systemLog']);
    const sub = await settingOf(await loginAs('jc-sub-routes', ACCOUNT_PASSWORD));
    expect(paths(sub.children!)).toEqual(['personalCenter', 'systemLog']);
    expect(sub.redirect).toBe('/setting/personalCenter');
    // The sub-account's other routes are its unit's, as the main account's are.
    const pathsOf = async (token: string) => paths((await call<{ list: RouteRecord[] }>(POST, '/router/getRouterList', { body: {}, token })).json.data.list);
    expect(await pathsOf(await loginAs('jc-sub-routes', ACCOUNT_PASSWORD))).toEqual(await pathsOf(await loginAs('jc')));
  });

  it('gives a base unit only the settings pages it can use; the others are not its routes (404 in the app)', async () => {
    const setting = (await routes('jc')).data.list.find((r) => r.path === '/setting')!;
    expect(paths(setting.children!)).toEqual(['personalCenter', 'userManagement', 'systemLog']);
    for (const u of ['zg', 'rsj']) expect(paths((await routes(u)).data.list)).not.toContain('/setting');
  });

  it('honours a route\'s guard as well as its roles (spec §2.3)', async () => {
    const db = await getDb();
    const [parent] = await db.select({ id: menus.id }).from(menus).where(eq(menus.path, '/report'));
    await db.insert(menus).values([
      { parentId: parent.id, path: 'guardedForZg', name: 'GuardedForZg', component: 'report/comprehensiveSearch', meta: { title: '守卫页', guard: ['zg'] }, sort: 90 },
      { parentId: parent.id, path: 'guardedExceptJc', name: 'GuardedExceptJc', component: 'report/comprehensiveSearch', meta: { title: '守卫页二', guard: { role: ['jc'], mode: 'except' } }, sort: 91 },
    ]);
    const reportOf = async (u: string) => paths((await routes(u)).data.list.find((r) => r.path === '/report')!.children!);
    expect(await reportOf('zg')).toEqual(expect.arrayContaining(['guardedForZg', 'guardedExceptJc']));
    expect(await reportOf('jc')).not.toContain('guardedForZg');
    expect(await reportOf('jc')).not.toContain('guardedExceptJc');
    expect(await reportOf('rsj')).toContain('guardedExceptJc');
    expect(await reportOf('rsj')).not.toContain('guardedForZg');
    const zg = (await routes('zg')).data.list.find((r) => r.path === '/report')!.children!.find((r) => r.path === 'guardedForZg')!;
    expect(zg.meta.guard).toEqual(['zg']);
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
