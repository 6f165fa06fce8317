import 'server-only';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Role } from '@/lib/contracts/endpoint';
import type { MenuNode, RoleItem } from '@/lib/contracts/role';
import type { RouteMeta } from '@/lib/contracts/router';
import { can, type Rule } from '@/lib/domain/access';
import type { Db } from '../db/client';
import { menus, roles, users } from '../db/schema';
import { ApiError } from '../errors';

type MenuRow = typeof menus.$inferSelect;
type RoleRow = typeof roles.$inferSelect;

/** The roles a menu rule names; admin is not among them: its flag opens every entry. */
const BUSINESS_ROLES: Role[] = ['rsj', 'zg', 'jc'];

const ruleOf = (m: MenuRow) => (m.meta as RouteMeta).roles as Rule | undefined;

function passes(role: RoleRow, m: MenuRow): boolean {
  return can({ admin: role.code === 'admin', roles: [role.code], abilities: role.abilities }, ruleOf(m));
}

/** The entries the role reaches: its own rule and the rules of every entry above it let it in. */
function openedBy(role: RoleRow, rows: MenuRow[]): number[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const reaches = (m: MenuRow | undefined): boolean => !m || (passes(role, m) && reaches(m.parentId ? byId.get(m.parentId) : undefined));
  return rows.filter((r) => reaches(r)).map((r) => r.id);
}

function tree(rows: MenuRow[], parentId: number | null): MenuNode[] {
  return rows.filter((r) => r.parentId === parentId).map((r) => ({
    id: r.id, title: (r.meta as RouteMeta).title ?? r.name ?? r.path, path: r.path, children: tree(rows, r.id),
  }));
}

const liveMenus = (db: Pick<Db, 'select'>) => db.select().from(menus).where(eq(menus.deleted, false)).orderBy(asc(menus.sort), asc(menus.id));

async function userCounts(db: Pick<Db, 'select'>): Promise<Map<number, number>> {
  const rows = await db.select({ roleId: users.roleId, n: count() }).from(users).where(eq(users.deleted, false)).groupBy(users.roleId);
  return new Map(rows.map((r) => [r.roleId, r.n]));
}

const toItem = (r: RoleRow, rows: MenuRow[], counts: Map<number, number>): RoleItem => ({
  id: r.id, code: r.code as Role, nameZh: r.nameZh, nameEn: r.nameEn, abilities: r.abilities, menuIds: openedBy(r, rows),
  userCount: counts.get(r.id) ?? 0,
});

export async function listRoles(db: Db) {
  const [all, rows, counts] = await Promise.all([db.select().from(roles).orderBy(asc(roles.id)), liveMenus(db), userCounts(db)]);
  return { list: all.map((r) => toItem(r, rows, counts)), menus: tree(rows, null) };
}

/**
 * The rule that lets `role` in or keeps it out of an entry and leaves the other roles as they were. The role editor
 * writes plain any-of role lists; an entry nobody but the admin may open names only 'admin' (an empty list opens it to all).
 */
function ruleWith(m: MenuRow, role: RoleRow, allowed: boolean, others: RoleRow[]): Rule {
  const keep = others.filter((o) => o.code !== role.code && BUSINESS_ROLES.includes(o.code as Role) && passes(o, m)).map((o) => o.code);
  const list = allowed ? [...keep, role.code] : keep;
  return { role: list.length ? list : ['admin'], mode: 'oneOf' };
}

export async function saveRole(db: Db, userId: number, input: { id: number; nameZh: string; nameEn: string; abilities: string[]; menuIds: number[] }) {
  return db.transaction(async (tx) => {
    const all = await tx.select().from(roles).orderBy(asc(roles.id));
    const current = all.find((r) => r.id === input.id);
    if (!current) throw new ApiError(404, '角色不存在', null, 'No such role');
    const role = { ...current, nameZh: input.nameZh, nameEn: input.nameEn, abilities: input.abilities };
    await tx.update(roles).set({ nameZh: role.nameZh, nameEn: role.nameEn, abilities: role.abilities }).where(eq(roles.id, role.id));
    const rows = await liveMenus(tx);
    if (role.code !== 'admin') {
      const byId = new Map(rows.map((r) => [r.id, r]));
      const unknown = input.menuIds.find((id) => !byId.has(id));
      if (unknown) throw new ApiError(422, `菜单项 ${unknown} 不存在，请刷新后重试`, { field: 'menuIds' }, `Menu entry ${unknown} does not exist; refresh and retry`);
      const wanted = new Set<number>();
      for (const start of input.menuIds) {
        for (let id: number | null | undefined = start; id; id = byId.get(id)?.parentId) wanted.add(id);
      }
      for (const m of rows) {
        const parentWanted = !m.parentId || wanted.has(m.parentId);
        const allow = wanted.has(m.id);
        const change = allow ? !passes(role, m) : parentWanted && passes(role, m);
        if (!change) continue;
        const meta = { ...(m.meta as RouteMeta), roles: ruleWith(m, role, allow, all) };
        await tx.update(menus).set({ meta, updatedBy: userId, updatedAt: new Date(), version: sql`${menus.version} + 1` })
          .where(eq(menus.id, m.id));
        m.meta = meta;
      }
    }
    return toItem(role, rows, await userCounts(tx));
  });
}
