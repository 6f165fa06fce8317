import { POST } from './route';
import { businessRoutes } from '@/data/routes/business';
import { withDemoRoutes } from '@/data/routes/withDemo';
import type { RouteRecord } from '@/lib/contracts/router';
import { settings } from '@/lib/config/settings';
import { joinPath } from '@/lib/domain/menuTree';
import { filterRoutes } from '@/lib/domain/routes';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();
afterEach(() => {
  settings.templateDemos = false;
});

const routes = async (username: string) =>
  (await call<{ list: RouteRecord[] }>(POST, '/router/getRouterList', { body: {}, token: await loginAs(username) })).json.data.list;

const fullPaths = (list: RouteRecord[], base = ''): string[] =>
  list.flatMap((r) => [joinPath(base, r.path), ...fullPaths(r.children ?? [], joinPath(base, r.path))]);
const find = (list: RouteRecord[], full: string, base = ''): RouteRecord | undefined => {
  for (const r of list) {
    const path = joinPath(base, r.path);
    if (path === full) return r;
    const inside = find(r.children ?? [], full, path);
    if (inside) return inside;
  }
  return undefined;
};

const CONSOLE = [
  ['账号管理', '/setting/userManagement'], ['角色管理', '/setting/roleManagement'], ['部门管理', '/setting/departmentManagement'],
  ['菜单管理', '/setting/menuManagement'], ['系统日志', '/setting/systemLog'], ['通知发布', '/noticeManagement'],
  ['公共资源管理', '/commonFileManagement'], ['政策参数', '/policySetting'], ['备份管理', '/setting/backupManagement'], ['数据导入', '/dataImport'],
  ['上报任务', '/campaign'],
];
const DEMO_PAGES = ['/dashboard', '/vab/table/comprehensiveTable', '/other/workflow', '/mall/goods', '/noColumn/deleteColumn', '/error/404'];

describe('the admin console (系统管理)', () => {
  it('gives the admin a shown 系统管理 group after the business groups, linking to every console page under its own path', async () => {
    const list = await routes('admin');
    const system = list.find((r) => r.name === 'SystemManage')!;
    expect(system).toMatchObject({ path: '/system', component: 'Layout', redirect: '/system/userManagement', meta: { title: '系统管理', icon: 'settings-4-line' } });
    expect(system.meta.hidden).toBeUndefined();
    expect(system.children!.map((c) => [c.meta.title, c.redirect])).toEqual(CONSOLE);
    expect(list.indexOf(system)).toBeGreaterThan(list.findIndex((r) => r.path === '/adminIndex'));
    const paths = fullPaths(list);
    for (const [, page] of CONSOLE) expect(paths).toContain(page);
  });

  it('shows each console page once: hidden in its own place, its link marked as its menu entry', async () => {
    const list = await routes('admin');
    expect(find(list, '/noticeManagement')!.meta).toMatchObject({ hidden: true, activeMenu: '/system/noticeManagement' });
    expect(find(list, '/setting/userManagement')!.meta).toMatchObject({ activeMenu: '/system/userManagement' });
    // A page no link opens keeps its place.
    expect(find(list, '/adminIndex/index')!.meta.hidden).toBeUndefined();
    expect(find(list, '/adminIndex/index')!.meta.activeMenu).toBeUndefined();
  });

  it.each(['jc', 'zg', 'rsj'])('leaves %s the tree it had, with the setting off or on', async (username) => {
    const before = await routes(username);
    expect(fullPaths(before).filter((p) => p.startsWith('/system') || p.startsWith('/templateDemos'))).toEqual([]);
    const role = username;
    const business = businessRoutes.filter((r) => r.name !== 'SystemManage');
    expect(JSON.parse(JSON.stringify(before))).toEqual(
      JSON.parse(JSON.stringify(filterRoutes(business, { admin: false, roles: [role], abilities: [] }))),
    );
    expect(find(before, '/noticeManagement')?.meta.hidden).toBeUndefined();
    settings.templateDemos = true;
    expect(await routes(username)).toEqual(before);
  });
});

describe('the template demo screens (TEMPLATE_DEMOS)', () => {
  it('keeps the demo screens out of the admin\'s menu while the setting is off, still open by address', async () => {
    const list = await routes('admin');
    const paths = fullPaths(list);
    for (const page of DEMO_PAGES) expect(paths).toContain(page);
    for (const section of ['/vab', '/other', '/mall', '/noColumn', '/error', '/templateDemos']) {
      expect(list.find((r) => r.path === section)!.meta.hidden).toBe(true);
    }
    expect(find(list, '/dashboard')!.meta.hidden).toBe(true);
    expect(list.filter((r) => !r.meta.hidden).at(-1)!.name).toBe('SystemManage');
  });

  it('serves them when it is on, in one 模板示例 group of links last in the menu; each section is hidden in its place', async () => {
    settings.templateDemos = true;
    const list = await routes('admin');
    const paths = fullPaths(list);
    for (const page of DEMO_PAGES) expect(paths).toContain(page);
    const group = list.at(-1)!;
    expect(group).toMatchObject({ path: '/templateDemos', name: 'TemplateDemos', meta: { title: '模板示例' } });
    expect(group.meta.hidden).toBeUndefined();
    expect(group.children!.map((c) => [c.meta.title, c.redirect])).toEqual([
      ['看板', '/dashboard'], ['组件', '/vab'], ['其他', '/other'], ['商城', '/mall'], ['无分栏', '/noColumn'], ['错误页', '/error'],
    ]);
    expect(list.find((r) => r.path === '/vab')!.meta).toMatchObject({ hidden: true, activeMenu: '/templateDemos/vab' });
    expect(find(list, '/dashboard')!.meta).toMatchObject({ hidden: true, activeMenu: '/templateDemos/dashboard' });
  });

  it('has no 模板示例 group when there is no demo section to link to', () => {
    expect(withDemoRoutes(businessRoutes, []).map((r) => r.name)).toEqual(businessRoutes.map((r) => r.name));
    expect(withDemoRoutes(businessRoutes).at(-1)!.name).toBe('TemplateDemos');
  });
});
