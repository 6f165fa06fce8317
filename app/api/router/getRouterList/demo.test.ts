import { POST } from './route';
import type { RouteRecord } from '@/lib/contracts/router';
import { demoRoutes } from '@/data/routes/demo';
import { settings } from '@/lib/config/settings';
import { filterRoutes } from '@/lib/domain/routes';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { joinPath } from '@/lib/domain/menuTree';

withFreshDatabase();
// The demo section is served when TEMPLATE_DEMOS=on (console.test.ts covers it off).
beforeAll(() => {
  settings.templateDemos = true;
});
afterAll(() => {
  settings.templateDemos = false;
});

const routes = async (username: string) =>
  (await call<{ list: RouteRecord[] }>(POST, '/router/getRouterList', { body: {}, token: await loginAs(username) })).json.data.list;

const fullPaths = (list: RouteRecord[], base = ''): string[] =>
  list.flatMap((r) => [joinPath(base, r.path), ...fullPaths(r.children ?? [], joinPath(base, r.path))]);

const DEMO_PAGES = [
  '/dashboard', '/vab/icon/remixIcon', '/vab/permission', '/vab/table/comprehensiveTable', '/vab/form/rate', '/other/workflow',
  '/other/dynamicSegment/test1/:id', '/other/nested/menu1-1/menu1-1-1/menu1-1-1-1', '/other/excel/exportMergeHeaderExcel',
  '/mall/goods', '/noColumn/deleteColumn', '/error/404', 'https://github.com/zxwk1998/vue-admin-better',
];

describe('the demo section of the real route tree', () => {
  it('gives the admin every demo page after the business routes', async () => {
    const list = await routes('admin');
    const paths = fullPaths(list);
    // The admin reads a unit's information and post setting, picking the unit; a base unit's own work is not the admin's.
    expect(paths).toEqual(expect.arrayContaining([...DEMO_PAGES, '/company/person', '/company/companyview', '/jobplanrecord/jobplanrecord1', '/adminIndex/index']));
    expect(paths).not.toContain('/company/baseInforeport');
    expect(list.map((r) => r.path).slice(-6)).toEqual(['/vab', '/other', '/mall', '/noColumn', '/error', '/templateDemos']);
  });

  it('adds the demo pages of a business group into it instead of a second group with the same path', async () => {
    const list = await routes('admin');
    expect(list.filter((r) => r.path === '/')).toHaveLength(1);
    expect(list.filter((r) => r.path === '/setting')).toHaveLength(1);
    const root = list.find((r) => r.path === '/')!;
    expect(root.children!.map((c) => c.path)).toEqual(['index', 'workbench', 'noticeManagement', 'commonFileManagement', 'policySetting', 'dataImport', 'campaign', 'dashboard']);
    expect(root.children!.at(-1)).toMatchObject({ name: 'Dashboard', component: 'index/dashboard', meta: { roles: { role: ['admin'] } } });
  });

  it('keeps the meta flags and mock-role rules of the demo tree below its admin-only top', async () => {
    const list = await routes('admin');
    const vab = list.find((r) => r.path === '/vab')!;
    expect(vab.meta.roles).toEqual({ role: ['admin'], mode: 'oneOf' });
    expect(vab.children!.find((c) => c.path === 'permission')!.meta.badge).toBe('Pro');
    expect(vab.children!.find((c) => c.path === 'table')!.meta.roles).toEqual({ role: ['Editor'], mode: 'except' });
    expect(filterRoutes(list, { admin: true, roles: ['admin'], abilities: [] })).toEqual(list);
  });

  it('uses route names no business route has', async () => {
    const names = (l: RouteRecord[]): string[] => l.flatMap((r) => [r.name ?? '', ...names(r.children ?? [])]).filter(Boolean);
    const all = names(await routes('admin'));
    expect(new Set(all).size).toBe(all.length);
    expect(names(demoRoutes).filter((n) => ['Root', 'Index', 'Workbench', 'Setting', 'SystemLog'].includes(n))).toEqual([]);
  });

  it.each(['rsj', 'zg', 'jc'])('never gives %s a demo route', async (username) => {
    const paths = fullPaths(await routes(username));
    for (const page of DEMO_PAGES) expect(paths).not.toContain(page);
    expect(paths.filter((p) => /^\/(vab|other|mall|noColumn|error)(\/|$)/.test(p))).toEqual([]);
  });
});
