import { GET as roles } from './roleManagement/getList/route';
import { POST as roleEdit } from './roleManagement/doEdit/route';
import { POST as roleDelete } from './roleManagement/doDelete/route';
import { GET as users } from './userManagement/getList/route';
import { POST as userEdit } from './userManagement/doEdit/route';
import { POST as userDelete } from './userManagement/doDelete/route';
import { GET as logs } from './systemLog/getList/route';
import { GET as departments } from './departmentManagement/getList/route';
import { POST as departmentEdit } from './departmentManagement/doEdit/route';
import { POST as departmentDelete } from './departmentManagement/doDelete/route';
import { GET as menus } from './menuManagement/getList/route';
import { POST as menuEdit } from './menuManagement/doEdit/route';
import { POST as menuDelete } from './menuManagement/doDelete/route';
import type { Department, MockUser, RoleRow, RoleTreeNode, SystemLogRecord } from '@/lib/contracts/mock/setting';
import { call, type Handler } from '@/lib/server/testing/api';

const listPaths = new Map<Handler, string>([
  [roles, '/mock/roleManagement/getList'], [users, '/mock/userManagement/getList'], [logs, '/mock/systemLog/getList'],
  [departments, '/mock/departmentManagement/getList'], [menus, '/mock/menuManagement/getList'],
]);
const get = <T>(handler: Handler, query: Record<string, string> = {}) => call<{ list: T[]; total: number }>(handler, listPaths.get(handler)!, { query });

describe('GET /api/mock/roleManagement/getList', () => {
  it('lists the mock roles with their button permissions', async () => {
    const { json } = await get<RoleRow>(roles);
    expect(json.data.total).toBe(3);
    expect(json.data.list[0]).toEqual({ id: 1, role: 'Admin', btnRolesCheckedList: ['read:system', 'write:system', 'delete:system'] });
    expect((await get<RoleRow>(roles, { role: 'Edit' })).json.data.list.map((r) => r.role)).toEqual(['Editor']);
  });
});

describe('GET /api/mock/userManagement/getList', () => {
  it('lists the mock accounts with the §3 fields', async () => {
    const { json } = await get<MockUser>(users);
    expect(json.data.total).toBe(3);
    expect(json.data.list.map((u) => u.username)).toEqual(['admin', 'editor', 'test']);
    expect(Object.keys(json.data.list[0]).sort()).toEqual(['datatime', 'email', 'id', 'password', 'roles', 'username']);
    expect(json.data.list[2].roles).toEqual(['Admin', 'Editor']);
  });

  it('filters by a username substring and pages', async () => {
    expect((await get<MockUser>(users, { username: 'dit' })).json.data).toMatchObject({ total: 1, list: [{ username: 'editor' }] });
    expect((await get<MockUser>(users, { pageNo: '2', pageSize: '2' })).json.data).toMatchObject({ total: 3, list: [{ username: 'test' }] });
    expect((await get<MockUser>(users, { pageNo: '3', pageSize: '2' })).json.data.list).toEqual([]);
    expect((await get<MockUser>(users, { pageSize: '-5' })).status).toBe(400);
  });
});

describe('GET /api/mock/systemLog/getList', () => {
  it('pages 50 records with the §3 value sets, newest first', async () => {
    const { json } = await get<SystemLogRecord>(logs);
    expect(json.data.total).toBe(50);
    expect(json.data.list).toHaveLength(20);
    const all = (await get<SystemLogRecord>(logs, { pageSize: '50' })).json.data.list;
    expect(new Set(all.map((r) => r.type))).toEqual(new Set(['操作日志', '数据库日志', '系统日志']));
    expect(all.every((r) => ['登录成功', '登录失败', '接口异常', 'dos攻击'].includes(r.executeResult))).toBe(true);
    expect(all.every((r) => /^\d+\.\d+\.\d+\.\d+$/.test(r.ip))).toBe(true);
    expect(all.map((r) => r.datetime)).toEqual([...all.map((r) => r.datetime)].sort().reverse());
    expect((await get<SystemLogRecord>(logs, { pageNo: '3' })).json.data.list).toHaveLength(10);
  });

  it('filters by an account substring', async () => {
    const all = (await get<SystemLogRecord>(logs, { pageSize: '50' })).json.data.list;
    const { json } = await get<SystemLogRecord>(logs, { account: 'adm', pageSize: '50' });
    expect(json.data.total).toBe(all.filter((r) => r.account === 'admin').length);
    expect(json.data.list.every((r) => r.account === 'admin')).toBe(true);
  });
});

describe('GET /api/mock/departmentManagement/getList', () => {
  it("answers the department tree under '根节点'", async () => {
    const { json } = await get<Department>(departments);
    expect(json.data.total).toBe(1);
    const [root] = json.data.list;
    expect(root).toMatchObject({ id: 1, parentId: 0, parentName: '', name: '根节点', order: 1 });
    expect(root.children.length).toBeGreaterThan(1);
    expect(root.children[0]).toMatchObject({ parentId: 1, parentName: '根节点', order: 1 });
    expect(root.children[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('lists the departments matching a name with their subtrees, one page at a time', async () => {
    const { json } = await get<Department>(departments, { name: '股' });
    expect(json.data.total).toBe(5);
    expect(json.data.list.every((d) => d.name.includes('股'))).toBe(true);
    expect((await get<Department>(departments, { name: '人事' })).json.data.list[0].children).toHaveLength(3);
    expect((await get<Department>(departments, { name: '股', pageNo: '2', pageSize: '2' })).json.data.list).toHaveLength(2);
    expect((await get<Department>(departments, { name: '无此部门' })).json.data).toEqual({ list: [], total: 0 });
  });
});

describe('GET /api/mock/menuManagement/getList', () => {
  it("answers the role tree under '全部角色'", async () => {
    const { json } = await call<{ list: RoleTreeNode[] }>(menus, '/mock/menuManagement/getList');
    expect(json.data.list).toEqual([{
      id: 'root', role: '', label: '全部角色',
      children: [{ id: '1', role: 'Admin', label: 'Admin角色' }, { id: '2', role: 'Editor', label: 'Editor角色' }, { id: '3', role: 'Test', label: 'Test角色' }],
    }]);
  });
});

describe('doEdit and doDelete of the setting screens', () => {
  it.each([
    ['roleManagement', roleEdit, roleDelete],
    ['userManagement', userEdit, userDelete],
    ['departmentManagement', departmentEdit, departmentDelete],
    ['menuManagement', menuEdit, menuDelete],
  ])('%s simulates the save and the delete', async (module, edit, remove) => {
    expect((await call(edit, `/mock/${module}/doEdit`, { body: { id: 1, name: 'x' } })).json.data).toEqual({ message: '模拟保存成功' });
    expect((await call(remove, `/mock/${module}/doDelete`, { body: { ids: '1,2' } })).json.data).toEqual({ message: '模拟删除成功' });
    expect((await call(remove, `/mock/${module}/doDelete`, { body: { ids: [] } })).status).toBe(400);
  });
});
