import { POST } from './route';
import { POST as list } from '../getList/route';
import { POST as routerList } from '../../router/getRouterList/route';
import { POST as userInfo } from '../../userInfo/userInfo/route';
import type { MenuNode, RoleItem } from '@/lib/contracts/role';
import type { RouteRecord } from '@/lib/contracts/router';
import type { UserInfo } from '@/lib/contracts/userInfo';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';

withFreshDatabase();

type Roles = { list: RoleItem[]; menus: MenuNode[] };
const roles = async () => (await call<Roles>(list, '/Role/getList', { body: {}, token: await loginAs('admin') })).json.data;
const save = async (body: object, user = 'admin') => (await call<RoleItem>(POST, '/Role/save', { body, token: await loginAs(user) })).json;
const find = (nodes: MenuNode[], path: string): MenuNode | undefined =>
  nodes.map((n) => (n.path === path ? n : find(n.children, path))).find(Boolean);
const paths = (routes: RouteRecord[]): string[] => routes.flatMap((r) => [r.path, ...paths(r.children ?? [])]);

describe('POST /api/Role/getList and /api/Role/save', () => {
  it('lists the roles with their abilities, the entries they open and their accounts, and the menu tree', async () => {
    const { list: all, menus } = await roles();
    const jc = all.find((r) => r.code === 'jc')!;
    expect(jc).toMatchObject({ nameZh: '基层单位', abilities: ['filing:write', 'filing:submit', 'report:read'], userCount: 3 });
    const company = find(menus, '/company')!;
    expect(jc.menuIds).toEqual(expect.arrayContaining([company.id, ...company.children.map((c) => c.id)]));
    expect(jc.menuIds).not.toContain(find(menus, '/adminIndex')!.id);
    const admin = all.find((r) => r.code === 'admin')!;
    expect(admin.menuIds.length).toBeGreaterThan(jc.menuIds.length);
  });

  it("saves a role's abilities and menu entries; userInfo and the route list follow", async () => {
    const { list: all, menus } = await roles();
    const zg = all.find((r) => r.code === 'zg')!;
    const report = find(menus, '/report')!;
    const search = find(menus, 'comprehensiveSearch')!;
    const unitList = find(menus, '/checklist')!.children[0];
    const menuIds = [...zg.menuIds.filter((id) => id !== search.id), unitList.id];
    const saved = await save({ id: zg.id, nameZh: '主管部门', nameEn: 'Competent authority', abilities: ['filing:review', 'notice:publish'], menuIds });
    expect(saved.code).toBe(200);
    expect(saved.data.menuIds).toContain(find(menus, '/checklist')!.id);
    expect(saved.data.menuIds).not.toContain(search.id);
    expect(saved.data.menuIds).toContain(report.id);

    const token = await loginAs('zg');
    const info = (await call<UserInfo>(userInfo, '/userInfo/userInfo', { body: {}, token })).json.data;
    expect(info.ability).toEqual(['filing:review', 'notice:publish']);
    const routes = (await call<{ list: RouteRecord[] }>(routerList, '/router/getRouterList', { body: {}, token })).json.data.list;
    expect(paths(routes)).toContain('/checklist');
    expect(paths(routes)).not.toContain('comprehensiveSearch');
    const jcRoutes = (await call<{ list: RouteRecord[] }>(routerList, '/router/getRouterList', { body: {}, token: await loginAs('jc') })).json.data.list;
    expect(paths(jcRoutes)).toContain('comprehensiveSearch');
  });

  it('refuses bad abilities and names with 400, unknown entries with 422, and non-admins with 403', async () => {
    const { list: all } = await roles();
    const jc = all.find((r) => r.code === 'jc')!;
    const body = { id: jc.id, nameZh: jc.nameZh, nameEn: jc.nameEn, abilities: jc.abilities, menuIds: jc.menuIds };
    expect((await save({ ...body, abilities: ['read system'] })).msg).toMatch(/^abilities\.0: /);
    expect((await save({ ...body, nameZh: '' })).msg).toMatch(/^nameZh: /);
    expect((await save({ ...body, menuIds: [999999] })).code).toBe(422);
    expect((await save(body, 'jc')).code).toBe(403);
    expect((await call(list, '/Role/getList', { body: {}, token: await loginAs('rsj') })).json.code).toBe(403);
  });
});
