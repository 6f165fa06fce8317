import type { RouteRecord } from '@/lib/contracts/router';
import { buildMenu, isActive, resolvePath } from './menu';

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

  it('marks external paths', () => {
    expect(buildMenu([{ path: 'https://example.org', meta: { title: 'x' } }])[0].external).toBe(true);
  });

  it('finds the active entry through its descendants', () => {
    expect(isActive(menu[1], new Set(['/company', '/company/person']))).toBe(true);
    expect(isActive(menu[0], new Set(['/company/person']))).toBe(false);
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
