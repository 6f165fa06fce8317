import { z } from 'zod';
import { endpoint } from './endpoint';
import { routeMeta, routeMetaInput } from './router';
import { id, nonNegativeInt, requiredLine, singleLine, version } from './primitives';

const ADMIN = ['admin'] as const;
const optionalText = (max: number, label: string) => singleLine(max, label).optional().transform((s) => s || null);

/** One stored entry of the route tree, flat: the client nests it by parentId, in sort order. */
export const menuEntry = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  path: z.string(),
  name: z.string().nullable(),
  component: z.string().nullable(),
  redirect: z.string().nullable(),
  meta: routeMeta,
  sort: z.number().int(),
  version: z.number().int(),
});
export type MenuEntry = z.infer<typeof menuEntry>;

export const menuTree = endpoint({
  method: 'POST', path: '/Menu/getTree', tag: 'setting', access: ADMIN,
  summary: 'The whole stored route tree (every role’s entries) and the view keys a component may name.',
  response: z.object({ list: z.array(menuEntry), components: z.array(z.string()) }),
});

/** The editable fields of an entry; its place in the tree changes through /Menu/move. */
export const menuFields = z.object({
  path: requiredLine(200, '路径').regex(/^\S+$/, '路径不能含空格'),
  name: optionalText(100, '名称'),
  component: optionalText(100, '组件'),
  redirect: optionalText(200, '重定向'),
  meta: routeMetaInput.extend({ title: requiredLine(50, '标题') }),
});
export type MenuFields = z.input<typeof menuFields>;

export const menuSave = endpoint({
  method: 'POST', path: '/Menu/doEdit', tag: 'setting', access: ADMIN, audit: 'menu.save',
  errors: [404, 409, 422],
  summary: 'Adds an entry (id absent, appended under parentId) or changes one (id and version); a tree the app could not route is refused with 422 and the reasons.',
  body: menuFields.extend({
    id: id('菜单').optional(),
    version: version().optional(),
    parentId: id('上级菜单').nullable().optional(),
  }).refine((b) => !b.id || b.version !== undefined, { message: '修改须带版本号', path: ['version'], params: { messageEn: 'is required to change an existing record' } }),
  response: z.object({ id: z.number().int(), version: z.number().int() }),
});

export const menuDelete = endpoint({
  method: 'POST', path: '/Menu/doDelete', tag: 'setting', access: ADMIN, audit: 'menu.delete',
  errors: [404, 409, 422],
  summary: 'Deletes an entry with everything under it, unless another entry still redirects or points to it.',
  body: z.object({ id: id('菜单'), version: version() }),
  response: z.object({ deleted: z.number().int() }),
});

export const menuMove = endpoint({
  method: 'POST', path: '/Menu/move', tag: 'setting', access: ADMIN, audit: 'menu.move',
  errors: [404, 409, 422],
  summary: 'Moves an entry under another parent (null: top level) at the given position among its siblings.',
  body: z.object({
    id: id('菜单'),
    version: version(),
    parentId: id('上级菜单').nullable(),
    index: nonNegativeInt('位置', 10_000),
  }),
  response: z.object({ version: z.number().int() }),
});

export const menuEndpoints = [menuTree, menuSave, menuDelete, menuMove];
