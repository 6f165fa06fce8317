import type { RouteRecord } from '@/lib/contracts/router';
import { activePathsOf, activeTop, buildMenu, changeRouteMeta, firstPage, isActive, openedGroups, resolvePath, scrollsLong, type MenuItem } from './menu';

const routes: RouteRecord[] = [
  {
    path: '/', component: 'Layout', redirect: '/index', meta: { title: '首页', icon: 'home-2-line' },
    children: [{ path: 'index', component: 'index/index', meta: { title: '首页', hidden: true } }],
  },
  {
    path: '/company', component: 'Layout', meta: { title: '单位管理' },
    children: [
      { path: 'person', component: 'company/person', meta: { title: '人员信息', icon: 'user-3-line' } },
      { path: 'secret', component: 'company/secret', meta: { title: '隐藏', hidden: true } },
      { path: 'reportHis/:type', component: 'x', meta: { title: '动态' } },
    ],
  },
  {
    path: '/checklist', component: 'Layout', meta: { title: '单位审核列表', levelHidden: true },
    children: [{ path: 'index', component: 'check/unitChecklist', meta: { title: '单位审核列表' } }],
  },
  { path: '/hidden', meta: { title: '不显示', hidden: true } },
  { path: '*', redirect: '/404', meta: { hidden: true } },
];

describe('buildMenu', () => {
  const menu = buildMenu(routes);

  it('leaves out hidden entries and the catch-all, and resolves child paths', () => {
    expect(menu.map((i) => i.key)).toEqual(['/', '/company', '/checklist/index']);
    expect(menu[1].children.map((c) => c.path)).toEqual(['/company/person']);
  });

  it('makes an entry a submenu only when a child is visible', () => {
    expect(menu[0].children).toEqual([]);
    expect(menu[1].children).toHaveLength(1);
  });

  it('replaces a levelHidden entry by its children', () => {
    expect(menu[2]).toMatchObject({ path: '/checklist/index', title: '单位审核列表', children: [] });
  });

  it('names the view of each page, none of a group or of a layout', () => {
    expect(menu[1].children[0].component).toBe('company/person');
    expect(menu[2].component).toBe('check/unitChecklist');
    expect(menu[0]).not.toHaveProperty('component');
    expect(menu[1]).not.toHaveProperty('component');
  });

  it('marks external paths', () => {
    expect(buildMenu([{ path: 'https://example.org', meta: { title: 'x' } }])[0].external).toBe(true);
  });

  it('finds the active entry through its descendants', () => {
    expect(isActive(menu[1], new Set(['/company', '/company/person']))).toBe(true);
    expect(isActive(menu[0], new Set(['/company/person']))).toBe(false);
  });
});

describe('activePathsOf', () => {
  const match = (fullPath: string, activeMenu?: string) => ({ fullPath, meta: activeMenu ? { activeMenu } : {} });

  it('marks the page and the routes it is nested in', () => {
    expect([...activePathsOf([match('/'), match('/index')])]).toEqual(['/index', '/']);
  });

  it('marks a linked page at its link only, not in the group it is kept under', () => {
    const active = activePathsOf([match('/'), match('/commonFileManagement', '/system/commonFileManagement')]);
    expect([...active]).toEqual(['/commonFileManagement', '/system/commonFileManagement']);
    expect(isActive(buildMenu(routes)[0], active)).toBe(false);
  });

  it('keeps the active menu of every level: a detail page of a linked group lights its link', () => {
    const active = activePathsOf([match('/vab', '/templateDemos/vab'), match('/vab/table'), match('/vab/table/detail', '/vab/table/list')]);
    expect([...active].sort()).toEqual(['/templateDemos/vab', '/vab/table/detail', '/vab/table/list']);
  });
});

describe('resolvePath', () => {
  it('joins relative paths and keeps absolute ones', () => {
    expect(resolvePath('/company', 'person')).toBe('/company/person');
    expect(resolvePath('/', 'index')).toBe('/index');
    expect(resolvePath('/company', '/abs')).toBe('/abs');
    expect(resolvePath('/faq', '')).toBe('/faq');
  });
});

describe('the layout helpers', () => {
  const item = (key: string, children: MenuItem[] = [], external = false): MenuItem => ({ key, path: key, title: key, external, children });
  const tree = [
    item('/a', [item('https://x.org', [], true), item('/a/g', [item('/a/g/1'), item('/a/g/2')]), item('/a/2')]),
    item('/b'),
  ];

  it('opens the first in-app page of an entry', () => {
    expect(firstPage(tree[0]).key).toBe('/a/g/1');
    expect(firstPage(tree[1]).key).toBe('/b');
    expect(firstPage(item('/x', [item('https://y.org', [], true)])).key).toBe('/x');
  });

  it('finds the first-level entry of the active page', () => {
    expect(activeTop(tree, new Set(['/a/g/2']))?.key).toBe('/a');
    expect(activeTop(tree, new Set(['/nowhere']))).toBeUndefined();
  });

  it('opens the groups of the active page and the default-opened ones', () => {
    expect(openedGroups(tree, new Set(['/a/g/2']), [])).toEqual(['/a', '/a/g']);
    expect(openedGroups(tree, new Set(['/b']), ['/a/g'])).toEqual(['/a/g']);
  });

  it('scrolls child lists longer than 18', () => {
    const long = (n: number) => item('/l', Array.from({ length: n }, (_, i) => item(`/l/${i}`)));
    expect(scrollsLong(long(18))).toBe(false);
    expect(scrollsLong(long(19))).toBe(true);
  });
});

describe('changeRouteMeta', () => {
  it('changes the meta of the named route at any depth and leaves the rest', () => {
    const tree: RouteRecord[] = [{ path: '/g', name: 'G', meta: { title: 'g' }, children: [{ path: 'p', name: 'P', meta: { title: 'p' } }] }];
    const next = changeRouteMeta(tree, 'P', { badge: 'New' });
    expect(next[0].children?.[0].meta).toEqual({ title: 'p', badge: 'New' });
    expect(next[0].meta).toEqual({ title: 'g' });
  });
});
