import { z } from 'zod';
import { pageResult } from '../endpoint';
import { filteredPage, mockCrud, mockEndpoint } from './shared';

export const roleRow = z.object({ id: z.number().int(), role: z.string(), btnRolesCheckedList: z.array(z.string()) });
export type RoleRow = z.infer<typeof roleRow>;

export const roleList = mockEndpoint({
  method: 'GET', path: '/roleManagement/getList', summary: 'The demo roles with their button permissions.',
  query: filteredPage('role'), response: pageResult(roleRow),
});
export const { edit: roleEdit, remove: roleDelete } = mockCrud('roleManagement', 'a role');

export const mockUser = z.object({
  id: z.number().int(), username: z.string(), password: z.string(), email: z.string(), roles: z.array(z.string()), datatime: z.string(),
});
export type MockUser = z.infer<typeof mockUser>;

export const userList = mockEndpoint({
  method: 'GET', path: '/userManagement/getList', summary: 'The mock accounts, filtered by a username substring, one page at a time.',
  query: filteredPage('username'), response: pageResult(mockUser),
});
export const { edit: userEdit, remove: userDelete } = mockCrud('userManagement', 'a user');

export const LOG_TYPES = ['操作日志', '数据库日志', '系统日志'] as const;
export const EXECUTE_RESULTS = ['登录成功', '登录失败', '接口异常', 'dos攻击'] as const;

export const systemLogRecord = z.object({
  uuid: z.string(), id: z.number().int(), account: z.string(), type: z.enum(LOG_TYPES), executeResult: z.enum(EXECUTE_RESULTS),
  ip: z.string(), datetime: z.string(),
});
export type SystemLogRecord = z.infer<typeof systemLogRecord>;

export const systemLogList = mockEndpoint({
  method: 'GET', path: '/systemLog/getList', summary: 'The 50 demo log records, filtered by an account substring, one page at a time.',
  query: filteredPage('account'), response: pageResult(systemLogRecord),
});

export interface Department {
  id: number;
  parentId: number;
  parentName: string;
  createTime: string;
  name: string;
  order: number;
  children: Department[];
}

export const department: z.ZodType<Department> = z.object({
  id: z.number().int(), parentId: z.number().int(), parentName: z.string(), createTime: z.string(), name: z.string(), order: z.number().int(),
  get children() {
    return z.array(department);
  },
});

export const departmentList = mockEndpoint({
  method: 'GET', path: '/departmentManagement/getList',
  summary: "The department tree under '根节点'; a name filter lists the matching departments with their subtrees, one page at a time.",
  query: filteredPage('name'), response: pageResult(department),
});
export const { edit: departmentEdit, remove: departmentDelete } = mockCrud('departmentManagement', 'a department');

export interface RoleTreeNode {
  id: string;
  role: string;
  label: string;
  children?: RoleTreeNode[];
}

export const roleTreeNode: z.ZodType<RoleTreeNode> = z.object({
  id: z.string(), role: z.string(), label: z.string(),
  get children() {
    return z.array(roleTreeNode).optional();
  },
});

export const menuList = mockEndpoint({
  method: 'GET', path: '/menuManagement/getList', summary: 'The role tree of the menu management screen.',
  response: z.object({ list: z.array(roleTreeNode) }),
});
export const { edit: menuEdit, remove: menuDelete } = mockCrud('menuManagement', 'a menu');
