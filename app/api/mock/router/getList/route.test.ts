import glyphs from 'remixicon/fonts/remixicon.glyph.json';
import { GET } from './route';
import type { RouteMeta, RouteRecord } from '@/lib/contracts/router';
import { filterRoutes } from '@/lib/domain/routes';
import { call } from '@/lib/server/testing/api';
import { joinPath } from '@/lib/domain/menuTree';

let tree: RouteRecord[];

beforeAll(async () => {
  const { status, json } = await call<{ list: RouteRecord[] }>(GET, '/mock/router/getList');
  expect(status).toBe(200);
  tree = json.data.list;
});

const flatten = (routes: RouteRecord[], base = ''): (RouteRecord & { fullPath: string })[] =>
  routes.flatMap((r) => [{ ...r, fullPath: joinPath(base, r.path) }, ...flatten(r.children ?? [], joinPath(base, r.path))]);
const find = (fullPath: string) => flatten(tree).find((r) => r.fullPath === fullPath);
const visible = (roles: string[]) => flatten(filterRoutes(tree, { roles, abilities: [] })).map((r) => r.fullPath);

describe('GET /api/mock/router/getList', () => {
  it('serves the demo sections of spec §2.3', () => {
    expect(tree.map((r) => r.path)).toEqual(['/', '/vab', '/other', '/mall', '/noColumn', '/setting', '/error']);
    for (const path of [
      '/index', '/dashboard', '/workbench', '/vab/icon/remixIcon', '/vab/icon/iconSelector', '/vab/permission',
      '/vab/table/comprehensiveTable', '/vab/table/detail', '/vab/table/inlineEditTable', '/vab/table/customTable', '/vab/list',
      '/vab/form/comprehensiveForm', '/vab/form/stepForm', '/vab/form/dateTimePicker', '/vab/form/rate',
      '/other/workflow', '/other/dynamicSegment/test1/:id', '/other/dynamicSegment/test1/1', '/other/dynamicSegment/test2',
      '/other/drag/flowSheetDrag', '/other/nested/menu1-1/menu1-1-1/menu1-1-1-1', '/other/iframe/view', '/other/iframe/search',
      '/other/excel/exportMergeHeaderExcel', '/mall/goods', '/noColumn/deleteColumn', '/error/403', '/error/404',
    ]) expect(find(path)).toBeDefined();
    expect(find('/vab/table/comprehensiveTable')?.component).toBe('vab/table/comprehensiveTable');
  });

  it('uses every route meta flag of the spec', () => {
    const metas = flatten(tree).map((r) => r.meta);
    const flags: (keyof RouteMeta)[] = [
      'hidden', 'levelHidden', 'breadcrumbHidden', 'noClosable', 'noKeepAlive', 'dynamicNewTab', 'activeMenu', 'noColumn', 'badge', 'dot', 'roles',
    ];
    for (const flag of flags) expect(metas.some((m) => m[flag] !== undefined)).toBe(true);
    expect(find('/index')?.meta.noClosable).toBe(true);
    expect(find('/workbench')?.meta.dot).toBe(true);
    expect(find('/vab/permission')?.meta.badge).toBe('Pro');
    expect(find('/mall/goods')?.meta.badge).toBe('Hot');
    expect(find('/noColumn/deleteColumn')?.meta.noColumn).toBe(true);
  });

  it('points every redirect and activeMenu at a page of the tree, and uses unique names and real icons', () => {
    const all = flatten(tree);
    const paths = new Set(all.map((r) => r.fullPath));
    for (const r of all) {
      if (r.redirect) expect(paths).toContain(r.redirect);
      if (r.meta.activeMenu) expect(paths).toContain(r.meta.activeMenu);
      if (r.meta.icon) expect(glyphs).toHaveProperty([r.meta.icon]);
    }
    const names = all.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('shows each mock user the sections its roles allow', () => {
    const admin = visible(['Admin']);
    expect(admin).toEqual(expect.arrayContaining(['/vab/table/comprehensiveTable', '/vab/list', '/vab/form/rate', '/other/workflow', '/mall/goods', '/setting/systemLog']));
    const editor = visible(['Editor']);
    for (const path of ['/vab/table', '/vab/list', '/vab/form', '/other/workflow', '/mall', '/setting']) expect(editor).not.toContain(path);
    expect(editor).toEqual(expect.arrayContaining(['/index', '/vab/permission', '/error/404']));
    expect(editor.filter((p) => p.startsWith('http'))).toHaveLength(1);
    const test = visible(['Admin', 'Editor']);
    expect(test).not.toContain('/vab/table');
    expect(test).toContain('/mall/goods');
  });

  it('opens the external link in a new window for Admin or Editor', () => {
    const link = flatten(tree).find((r) => /^https:\/\/github\.com\//.test(r.path));
    expect(link?.meta).toMatchObject({ target: '_blank', roles: { role: ['Admin', 'Editor'], mode: 'oneOf' } });
  });
});
