import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { RouteMeta, RouteRecord } from '@/lib/contracts/router';
import { filterRoutes } from '@/lib/domain/routes';
import type { Db } from '../db/client';
import { menus } from '../db/schema';
import type { SessionUser } from '../session';

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

/** The routes the user's role opens; the client filters again, the server never sends what it would refuse. */
export async function routesFor(db: Db, user: SessionUser): Promise<RouteRecord[]> {
  return filterRoutes(await routeTree(db), { admin: user.role === 'admin', roles: [user.role], abilities: user.abilities });
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
