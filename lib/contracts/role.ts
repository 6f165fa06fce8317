import { z } from 'zod';
import { endpoint, ROLES } from './endpoint';
import { id, requiredLine } from './primitives';

export const ABILITY_PATTERN = /^[a-z][a-zA-Z]*:[a-z][a-zA-Z]*$/;

export interface MenuNode {
  id: number;
  title: string;
  path: string;
  children: MenuNode[];
}
export const menuNode: z.ZodType<MenuNode> = z.object({
  id: z.number().int(),
  title: z.string(),
  path: z.string(),
  get children() {
    return z.array(menuNode);
  },
});

export const roleItem = z.object({
  id: z.number().int(),
  code: z.enum(ROLES),
  nameZh: z.string(),
  nameEn: z.string(),
  abilities: z.array(z.string()),
  /** The menu entries the role opens (the entry and every entry above it let the role in). */
  menuIds: z.array(z.number().int()),
  userCount: z.number().int(),
});
export type RoleItem = z.infer<typeof roleItem>;

export const roleList = endpoint({
  method: 'POST', path: '/Role/getList', tag: 'setting', access: ['admin'],
  summary: 'The roles with their abilities, the menu entries each opens and how many accounts hold it, and the menu tree.',
  body: z.object({}).optional(),
  response: z.object({ list: z.array(roleItem), menus: z.array(menuNode) }),
});

export const roleSave = endpoint({
  method: 'POST', path: '/Role/save', tag: 'setting', access: ['admin'], audit: 'role.save',
  errors: [404, 422],
  summary: "A role's names, abilities and the menu entries it opens (written into the route meta roles); the admin opens every entry.",
  body: z.object({
    id: id('角色'),
    nameZh: requiredLine(50, '中文名称'),
    nameEn: requiredLine(50, '英文名称'),
    abilities: z.array(z.string().trim().max(100, '权限标识过长').regex(ABILITY_PATTERN, '权限标识应形如 read:system')).max(50, '权限不能超过 50 项')
      .transform((a) => [...new Set(a)]),
    menuIds: z.array(id('菜单')).max(1000),
  }),
  response: roleItem,
});

export const roleEndpoints = [roleList, roleSave];
