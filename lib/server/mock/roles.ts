import 'server-only';
import type { RoleRow, RoleTreeNode, roleList as RoleListEndpoint } from '@/lib/contracts/mock/setting';
import type { HandlerContext } from '../http';
import { ROLE_PERMISSIONS } from './accounts';
import { contains, page } from './paging';

export const roleRows = (): RoleRow[] =>
  Object.entries(ROLE_PERMISSIONS).map(([role, permissions], i) => ({ id: i + 1, role, btnRolesCheckedList: [...permissions] }));

export function roleList({ query }: HandlerContext<typeof RoleListEndpoint>) {
  return page(roleRows().filter((row) => contains(row.role, query.role)), query.pageNo, query.pageSize);
}

/** The role tree of the menu management screen: every role under '全部角色'. */
export const roleTree = (): RoleTreeNode[] => [
  { id: 'root', role: '', label: '全部角色', children: roleRows().map((row) => ({ id: String(row.id), role: row.role, label: `${row.role}角色` })) },
];
