import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { businessRoutes } from '@/data/routes/business';
import { demoRoutes } from '@/data/routes/demo';
import { linkedOnce } from '@/data/routes/links';
import { withDemoRoutes, withTemplateDemosHidden } from '@/data/routes/withDemo';
import { settings } from '@/lib/config/settings';
import type { ResponseOf } from '@/lib/contracts/endpoint';
import type { MenuEntry, menuDelete, menuMove, menuSave, menuTree } from '@/lib/contracts/menu';
import type { RouteMeta, RouteRecord } from '@/lib/contracts/router';
import { newProblems, validateMenuTree, type MenuTreeNode } from '@/lib/domain/menuTree';
import { filterRoutes, withoutOthersWork, withoutViews } from '@/lib/domain/routes';
import type { Db, Tx } from '../db/client';
import { menus } from '../db/schema';
import { ApiError } from '../errors';
import type { HandlerContext } from '../http';
import type { SessionUser } from '../session';
import { cachesOf } from '../sessionCache';
import { shareAnswer } from '../sharedAnswer';
import { managesAccounts } from './users/manager';

type MenuRow = typeof menus.$inferSelect;

function toTree(rows: MenuRow[], parentId: number | null): RouteRecord[] {
  return rows
    .filter((r) => r.parentId === parentId)
    .map((r) => {
      const children = toTree(rows, r.id);
      const node: RouteRecord = { path: r.path, meta: r.meta as RouteMeta };
      if (r.name) node.name = r.name;
      if (r.component) node.component = r.component;
      if (r.redirect) node.redirect = r.redirect;
      if (children.length) node.children = children;
      return node;
    });
}

/** The whole route tree stored in the menu table, in menu order. */
export async function routeTree(db: Db): Promise<RouteRecord[]> {
  const rows = await db.select().from(menus).where(eq(menus.deleted, false)).orderBy(asc(menus.sort), asc(menus.id));
  return toTree(rows, null);
}

/** The view of account management: a unit's sub-account manages no accounts (only the unit's main account does). */
const ACCOUNT_MANAGEMENT = ['setting/userManagement'];

/**
 * The routes the user's role opens; the client filters again, the server never sends what it would refuse. The admin
 * holds no unit and reviews nothing, so the work of the business roles it does not share is left out of its routes
 * (lib/domain/routes.ts withoutOthersWork); a unit's sub-account is not given account management. The template's demo
 * section is in the menu only when settings.templateDemos is on (routable by address either way), and a page a menu link
 * offers is shown once, at its link (data/routes/links.ts). Kept in memory per role, abilities and sub-account until a
 * menu entry changes (the menu table's trigger notifies, lib/server/sessionCache.ts); the answer is shared, not copied.
 */
export async function routesFor(db: Db, user: SessionUser): Promise<RouteRecord[]> {
  const cache = cachesOf(db)?.routes;
  const subAccount = user.role === 'jc' && !managesAccounts(user);
  const build = async () => {
    const tree = cache ? await cache.read('tree', () => routeTree(db)) : await routeTree(db);
    const allowed = filterRoutes(tree, { admin: user.role === 'admin', roles: [user.role], abilities: user.abilities });
    const own = user.role === 'admin' ? withoutOthersWork(allowed) : subAccount ? withoutViews(allowed, ACCOUNT_MANAGEMENT) : allowed;
    return linkedOnce(settings.templateDemos ? own : withTemplateDemosHidden(own));
  };
  const demos = settings.templateDemos ? 'demos' : '';
  return cache ? cache.read(`${user.role} ${[...user.abilities].sort().join(',')} ${demos} ${subAccount ? 'sub' : ''}`, build) : build();
}

/** The route list's answer, one object per route list kept in memory (lib/server/sharedAnswer.ts). */
const routerAnswers = new WeakMap<RouteRecord[], { list: RouteRecord[] }>();

export async function routerList(db: Db, user: SessionUser): Promise<{ list: RouteRecord[] }> {
  const list = await routesFor(db, user);
  let answer = routerAnswers.get(list);
  if (!answer) routerAnswers.set(list, (answer = shareAnswer({ list })));
  return answer;
}

/** Every visible page of the tree as [title, absolute path], for the search suggestions. */
export function visiblePages(routes: RouteRecord[], base = ''): { title: string; path: string }[] {
  return routes.flatMap((r) => {
    const path = r.path.startsWith('/') ? r.path : `${base.replace(/\/$/, '')}/${r.path}`;
    if (r.meta.hidden || r.path.includes(':')) return [];
    if (r.children?.length) return visiblePages(r.children, path);
    return r.meta.title ? [{ title: r.meta.title, path }] : [];
  });
}

function componentKeys(routes: readonly RouteRecord[]): string[] {
  return routes.flatMap((r) => [...(r.component ? [r.component] : []), ...componentKeys(r.children ?? [])]);
}

/** The view keys an entry may name: every page of the product's route data ('Layout' is the shell). */
export const KNOWN_COMPONENTS: ReadonlySet<string> = new Set(['Layout', ...componentKeys(withDemoRoutes(businessRoutes)), ...componentKeys(demoRoutes)]);

type Entry = MenuEntry;

const toEntry = (r: MenuRow): Entry => ({
  id: r.id, parentId: r.parentId, path: r.path, name: r.name, component: r.component, redirect: r.redirect,
  meta: r.meta as RouteMeta, sort: r.sort, version: r.version,
});

async function entries(db: Db | Tx): Promise<Entry[]> {
  const rows = await db.select().from(menus).where(eq(menus.deleted, false)).orderBy(asc(menus.sort), asc(menus.id));
  return rows.map(toEntry);
}

function nest(list: readonly Entry[], parentId: number | null): MenuTreeNode[] {
  return list.filter((e) => e.parentId === parentId).sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((e) => ({ ...e, children: nest(list, e.id) }));
}

/** Refuses (422, every reason in data) a change that breaks the tree; problems it already had do not block it. */
function assertRoutable(before: readonly Entry[], after: readonly Entry[]): void {
  const problems = newProblems(validateMenuTree(nest(before, null), KNOWN_COMPONENTS), validateMenuTree(nest(after, null), KNOWN_COMPONENTS));
  if (problems.length) {
    throw new ApiError(422, `菜单未保存：${problems[0].message}`, { problems },
      `The menu was not saved: ${problems[0].messageEn}`);
  }
}

function current(list: readonly Entry[], id: number, version: number): Entry {
  const found = list.find((e) => e.id === id);
  if (!found) throw new ApiError(404, '菜单不存在或已删除', null, 'The menu entry does not exist');
  if (found.version !== version) throw new ApiError(409);
  return found;
}

function assertParent(list: readonly Entry[], parentId: number | null | undefined): void {
  if (parentId && !list.some((e) => e.id === parentId)) throw new ApiError(404, '上级菜单不存在', null, 'The parent entry does not exist');
}

const descendants = (list: readonly Entry[], id: number): number[] =>
  list.filter((e) => e.parentId === id).flatMap((e) => [e.id, ...descendants(list, e.id)]);

export async function menuTreeFor(ctx: HandlerContext<typeof menuTree>): Promise<ResponseOf<typeof menuTree>> {
  return { list: await entries(ctx.db), components: [...KNOWN_COMPONENTS].sort() };
}

export async function saveMenu(ctx: HandlerContext<typeof menuSave>): Promise<ResponseOf<typeof menuSave>> {
  const { id, version, parentId, ...fields } = ctx.body;
  return ctx.db.transaction(async (tx) => {
    const before = await entries(tx);
    const by = ctx.user!.id;
    if (id) {
      const old = current(before, id, version!);
      assertRoutable(before, before.map((e) => (e.id === id ? { ...e, ...fields } : e)));
      const [row] = await tx.update(menus).set({ ...fields, version: old.version + 1, updatedAt: new Date(), updatedBy: by })
        .where(and(eq(menus.id, id), eq(menus.version, old.version))).returning({ version: menus.version });
      if (!row) throw new ApiError(409);
      ctx.audit.detail = `修改菜单 ${fields.meta.title}（${id}）`;
      return { id, version: row.version };
    }
    assertParent(before, parentId);
    const sort = Math.max(-1, ...before.filter((e) => e.parentId === (parentId ?? null)).map((e) => e.sort)) + 1;
    const added: Entry = { id: -1, parentId: parentId ?? null, sort, version: 1, ...fields };
    assertRoutable(before, [...before, added]);
    const [row] = await tx.insert(menus).values({ parentId: parentId ?? null, sort, ...fields, createdBy: by, updatedBy: by })
      .returning({ id: menus.id, version: menus.version });
    ctx.audit.detail = `新增菜单 ${fields.meta.title}（${row.id}）`;
    return row;
  });
}

export async function deleteMenu(ctx: HandlerContext<typeof menuDelete>): Promise<ResponseOf<typeof menuDelete>> {
  const { id, version } = ctx.body;
  return ctx.db.transaction(async (tx) => {
    const before = await entries(tx);
    const gone = [id, ...descendants(before, current(before, id, version).id)];
    assertRoutable(before, before.filter((e) => !gone.includes(e.id)));
    await tx.update(menus).set({ deleted: true, updatedAt: new Date(), updatedBy: ctx.user!.id }).where(inArray(menus.id, gone));
    ctx.audit.detail = `删除菜单 ${before.find((e) => e.id === id)!.meta.title}（${id}）及其下 ${gone.length - 1} 项`;
    return { deleted: gone.length };
  });
}

export async function moveMenu(ctx: HandlerContext<typeof menuMove>): Promise<ResponseOf<typeof menuMove>> {
  const { id, version, parentId, index } = ctx.body;
  return ctx.db.transaction(async (tx) => {
    const before = await entries(tx);
    const moving = current(before, id, version);
    assertParent(before, parentId);
    if (parentId !== null && [id, ...descendants(before, id)].includes(parentId)) {
      throw new ApiError(422, '不能把菜单移到它自己或它的下级之下', null, 'An entry cannot move under itself or its own children');
    }
    const siblings = before.filter((e) => e.parentId === parentId && e.id !== id).sort((a, b) => a.sort - b.sort || a.id - b.id);
    siblings.splice(Math.min(index, siblings.length), 0, { ...moving, parentId });
    const order = new Map(siblings.map((e, i) => [e.id, i]));
    const after = before.map((e) => (order.has(e.id) ? { ...e, parentId: e.id === id ? parentId : e.parentId, sort: order.get(e.id)! } : e));
    assertRoutable(before, after);
    for (const e of siblings) {
      const sort = order.get(e.id)!;
      if (e.id === id) continue;
      if (sort !== before.find((b) => b.id === e.id)!.sort) await tx.update(menus).set({ sort }).where(eq(menus.id, e.id));
    }
    const [row] = await tx.update(menus).set({ parentId, sort: order.get(id)!, version: moving.version + 1, updatedAt: new Date(), updatedBy: ctx.user!.id })
      .where(and(eq(menus.id, id), eq(menus.version, moving.version))).returning({ version: menus.version });
    if (!row) throw new ApiError(409);
    ctx.audit.detail = `移动菜单 ${moving.meta.title}（${id}）`;
    return row;
  });
}
