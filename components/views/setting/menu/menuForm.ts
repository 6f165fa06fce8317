import { menuFields, type MenuEntry, type MenuFields } from '@/lib/contracts/menu';
import type { RouteMeta } from '@/lib/contracts/router';
import { joinPath } from '@/lib/domain/menuTree';

export interface MenuNode extends MenuEntry {
  fullPath: string;
  children: MenuNode[];
}

/** The flat stored entries as the tree the router builds, siblings in menu order. */
export function nestEntries(list: readonly MenuEntry[], parentId: number | null = null, base = ''): MenuNode[] {
  return list.filter((e) => e.parentId === parentId).sort((a, b) => a.sort - b.sort || a.id - b.id).map((e) => {
    const fullPath = joinPath(base, e.path);
    return { ...e, fullPath, children: nestEntries(list, e.id, fullPath) };
  });
}

export const countBelow = (n: MenuNode): number => n.children.reduce((sum, c) => sum + 1 + countBelow(c), 0);

/** Every entry except `exclude` and what lies under it, depth-first, as places an entry may move under. */
export function parentChoices(tree: readonly MenuNode[], exclude: number, depth = 0): { node: MenuNode; depth: number }[] {
  return tree.filter((n) => n.id !== exclude).flatMap((n) => [{ node: n, depth }, ...parentChoices(n.children, exclude, depth + 1)]);
}

export const FLAGS = ['hidden', 'levelHidden', 'breadcrumbHidden', 'noClosable', 'noKeepAlive', 'dynamicNewTab', 'dot', 'noColumn', 'isCustomSvg'] as const;
type Flag = (typeof FLAGS)[number];
export const TEXT_META = ['title', 'icon', 'badge', 'activeMenu'] as const;
/** The meta keys the form edits; any other (the route guard of spec §2.3 …) is kept as it is. */
const EDITED_META: readonly string[] = [...FLAGS, ...TEXT_META, 'target', 'roles'];

export interface MenuForm {
  path: string; name: string; component: string; redirect: string;
  title: string; icon: string; badge: string; activeMenu: string; target: '' | '_self' | '_blank';
  flags: Record<Flag, boolean>;
  roles: string[]; abilities: string[]; mode: 'oneOf' | 'allOf' | 'except';
  /** The entry's meta the form does not edit, saved back unchanged. */
  kept: Partial<RouteMeta>;
}

export function formOfEntry(e?: MenuEntry): MenuForm {
  const m: RouteMeta = e?.meta ?? {};
  return {
    path: e?.path ?? '', name: e?.name ?? '', component: e?.component ?? '', redirect: e?.redirect ?? '',
    title: m.title ?? '', icon: m.icon ?? '', badge: m.badge ?? '', activeMenu: m.activeMenu ?? '', target: m.target ?? '',
    flags: Object.fromEntries(FLAGS.map((f) => [f, Boolean(m[f])])) as Record<Flag, boolean>,
    roles: m.roles?.role ?? [], abilities: m.roles?.ability ?? [], mode: m.roles?.mode ?? 'oneOf',
    kept: Object.fromEntries(Object.entries(m).filter(([k]) => !EDITED_META.includes(k))),
  };
}

/** The entry's fields: blank texts and false flags left out, an access rule only when it names someone, the rest kept. */
export function toFields(f: MenuForm): MenuFields {
  const meta: Record<string, unknown> = { ...f.kept, title: f.title.trim() };
  for (const k of ['icon', 'badge', 'activeMenu'] as const) if (f[k].trim()) meta[k] = f[k].trim();
  if (f.target) meta.target = f.target;
  for (const flag of FLAGS) if (f.flags[flag]) meta[flag] = true;
  if (f.roles.length || f.abilities.length) {
    meta.roles = { ...(f.roles.length ? { role: f.roles } : {}), ...(f.abilities.length ? { ability: f.abilities } : {}), mode: f.mode };
  }
  return { path: f.path.trim(), name: f.name.trim(), component: f.component.trim(), redirect: f.redirect.trim(), meta: meta as MenuFields['meta'] };
}

/** Field errors by form field, from the schema the server checks with. */
export function formErrors(f: MenuForm): Record<string, string> {
  const parsed = menuFields.safeParse(toFields(f));
  const out: Record<string, string> = {};
  if (!parsed.success) for (const i of parsed.error.issues) out[String(i.path.at(-1) ?? '')] ??= i.message;
  return out;
}
