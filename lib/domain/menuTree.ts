/** The shape of a route-tree node the checks need (spec §2.1 route record). */
export interface MenuTreeNode {
  path: string;
  name?: string | null;
  component?: string | null;
  redirect?: string | null;
  meta: { title?: string; activeMenu?: string };
  children?: MenuTreeNode[];
}

export type MenuProblemCode =
  | 'EMPTY_PATH' | 'TOP_PATH_RELATIVE' | 'CHILD_PATH_ABSOLUTE' | 'DUPLICATE_PATH' | 'DUPLICATE_NAME' | 'UNKNOWN_COMPONENT'
  | 'NO_VIEW' | 'REDIRECT_NOWHERE' | 'ACTIVE_MENU_NOWHERE' | 'MISSING_TITLE';

export interface MenuProblem {
  code: MenuProblemCode;
  /** The full path of the node at fault. */
  at: string;
  message: string;
  messageEn: string;
}

const EXTERNAL = /^(https?:|mailto:|tel:|\/\/)/;
const CATCH_ALL = new Set(['*', '/:pathMatch(.*)*']);
/** Routes of the app outside the tree (spec §2.1 public routes). */
const PUBLIC = new Set(['/login', '/register', '/callback', '/403', '/404']);

export const isExternalPath = (path: string) => EXTERNAL.test(path);

export function joinPath(base: string, path: string): string {
  if (path.startsWith('/') || isExternalPath(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path}`;
}

/** A full path with `:param` segments matches any one segment there. */
function pathPattern(full: string): RegExp {
  const body = full.split('/').map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return new RegExp(`^${body}$`);
}

interface Placed { node: MenuTreeNode; full: string; depth: number }

function flatten(nodes: readonly MenuTreeNode[], base = '', depth = 0): Placed[] {
  return nodes.flatMap((node) => {
    const full = joinPath(base, node.path.trim());
    return [{ node, full, depth }, ...flatten(node.children ?? [], full, depth + 1)];
  });
}

/**
 * What is wrong with a route tree before the server stores it and serves it to every user: each problem names the
 * node's full path and the rule. `knownComponents` are the view keys the app can render ('Layout' is the shell).
 */
export function validateMenuTree(tree: readonly MenuTreeNode[], knownComponents: ReadonlySet<string>): MenuProblem[] {
  const placed = flatten(tree);
  const problems: MenuProblem[] = [];
  const add = (code: MenuProblemCode, at: string, message: string, messageEn: string) => problems.push({ code, at, message, messageEn });
  const names = new Map<string, string>();
  const paths = new Set<string>();
  const patterns = placed.filter((p) => !isExternalPath(p.full)).map((p) => pathPattern(p.full));
  const exists = (target: string) => PUBLIC.has(target.split('?')[0]) || patterns.some((re) => re.test(target.split('?')[0]));

  for (const { node, full, depth } of placed) {
    const path = node.path.trim();
    if (!path) {
      add('EMPTY_PATH', full, `${full}：路径不能为空`, `${full}: the path is required`);
      continue;
    }
    const external = isExternalPath(path);
    if (depth === 0 && !external && !path.startsWith('/') && !CATCH_ALL.has(path)) {
      add('TOP_PATH_RELATIVE', full, `${path}：一级路由的路径须以 / 开头`, `${path}: a top-level path must start with /`);
    }
    if (depth > 0 && !external && path.startsWith('/')) {
      add('CHILD_PATH_ABSOLUTE', full, `${path}：子路由的路径须为相对路径（不以 / 开头）`, `${path}: a child path must be relative (no leading /)`);
    }
    if (paths.has(full)) add('DUPLICATE_PATH', full, `${full}：路径重复`, `${full}: the path is used twice`);
    paths.add(full);
    if (node.name) {
      const first = names.get(node.name);
      if (first) add('DUPLICATE_NAME', full, `名称 ${node.name} 重复（已用于 ${first}）`, `The name ${node.name} is used twice (also by ${first})`);
      else names.set(node.name, full);
    }
    if (node.component && node.component !== 'Layout' && !knownComponents.has(node.component)) {
      add('UNKNOWN_COMPONENT', full, `${full}：组件 ${node.component} 不存在`, `${full}: no view is registered as ${node.component}`);
    }
    const leaf = !node.children?.length;
    if (leaf && !external && !CATCH_ALL.has(path) && !node.redirect && (!node.component || node.component === 'Layout')) {
      add('NO_VIEW', full, `${full}：页面须指定组件或重定向`, `${full}: a page needs a component or a redirect`);
    }
    if (node.redirect && !isExternalPath(node.redirect) && !exists(joinPath(full, node.redirect))) {
      add('REDIRECT_NOWHERE', full, `${full}：重定向目标 ${node.redirect} 不存在`, `${full}: the redirect target ${node.redirect} does not exist`);
    }
    if (node.meta.activeMenu && !exists(node.meta.activeMenu)) {
      add('ACTIVE_MENU_NOWHERE', full, `${full}：高亮菜单 ${node.meta.activeMenu} 不存在`, `${full}: the active menu ${node.meta.activeMenu} does not exist`);
    }
    if (!CATCH_ALL.has(path) && !node.meta.title?.trim()) {
      add('MISSING_TITLE', full, `${full}：标题不能为空`, `${full}: the title is required`);
    }
  }
  return problems;
}

/** The problems of `after` that `before` did not already have: an edit is judged by what it breaks. */
export function newProblems(before: readonly MenuProblem[], after: readonly MenuProblem[]): MenuProblem[] {
  const had = new Set(before.map((p) => `${p.code}|${p.at}|${p.message}`));
  return after.filter((p) => !had.has(`${p.code}|${p.at}|${p.message}`));
}
