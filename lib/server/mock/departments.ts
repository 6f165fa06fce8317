import 'server-only';
import type { Department, departmentList as DepartmentListEndpoint } from '@/lib/contracts/mock/setting';
import type { HandlerContext } from '../http';
import { page } from './paging';
import { dateTime, seeded, type Random } from './random';

type Outline = [name: string, children?: Outline[]];

const OUTLINE: Outline = ['根节点', [
  ['综合办公室', [['文秘科'], ['档案科']]],
  ['人事科', [['编制管理股'], ['招聘调配股'], ['考核奖惩股']]],
  ['财务科', [['会计股'], ['审计股']]],
  ['信息中心', [['开发组'], ['运维组']]],
]];

function build(r: Random, [name, children = []]: Outline, parent: Pick<Department, 'id' | 'name'>, next: () => number, order: number): Department {
  const id = next();
  const node: Department = { id, parentId: parent.id, parentName: parent.name, createTime: dateTime(r), name, order, children: [] };
  node.children = children.map((child, i) => build(r, child, node, next, i + 1));
  return node;
}

let tree: Department | undefined;

export function departmentTree(): Department {
  let id = 0;
  tree ??= build(seeded(3), OUTLINE, { id: 0, name: '' }, () => ++id, 1);
  return tree;
}

const matching = (node: Department, name: string): Department[] =>
  node.name.includes(name) ? [node] : node.children.flatMap((child) => matching(child, name));

export function departmentList({ query }: HandlerContext<typeof DepartmentListEndpoint>) {
  const root = departmentTree();
  return page(query.name ? matching(root, query.name) : [root], query.pageNo, query.pageSize);
}
