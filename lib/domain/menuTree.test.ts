import { businessRoutes } from '@/data/routes/business';
import { demoRoutes } from '@/data/routes/demo';
import { withDemoRoutes } from '@/data/routes/withDemo';
import { newProblems, validateMenuTree, type MenuProblemCode, type MenuTreeNode } from './menuTree';

const KNOWN = new Set(['company/person', 'company/companyview', 'setting/systemLog']);

const page = (path: string, extra: Partial<MenuTreeNode> = {}): MenuTreeNode => ({
  path, name: `N${path}`, component: 'company/person', meta: { title: path }, ...extra,
});
const group = (path: string, children: MenuTreeNode[], extra: Partial<MenuTreeNode> = {}): MenuTreeNode => ({
  path, name: `G${path}`, component: 'Layout', redirect: `${path}/${children[0]?.path ?? ''}`, meta: { title: path }, children, ...extra,
});

const cases: [string, MenuTreeNode[], MenuProblemCode[]][] = [
  ['a valid group with pages', [group('/company', [page('person'), page('view', { name: 'View', component: 'company/companyview' })])], []],
  ['an external link child', [group('/x', [page('p'), { path: 'https://example.com', name: 'Ext', meta: { title: '外链' } }])], []],
  ['a catch-all without a title', [group('/x', [page('p')]), { path: '*', redirect: '/404', meta: {} }], []],
  ['a relative top-level path', [{ ...group('/x', [page('p')]), path: 'x', redirect: '/x/p' }], ['TOP_PATH_RELATIVE']],
  ['an absolute child path', [group('/x', [page('/p')], { redirect: '/p' })], ['CHILD_PATH_ABSOLUTE']],
  ['an empty path', [group('/x', [page('p'), page(' ', { name: 'Blank' })])], ['EMPTY_PATH']],
  ['a duplicate name', [group('/x', [page('p', { name: 'Same' }), page('q', { name: 'Same' })])], ['DUPLICATE_NAME']],
  ['a duplicate path', [group('/x', [page('p'), page('p', { name: 'Other' })])], ['DUPLICATE_PATH']],
  ['an unknown component', [group('/x', [page('p', { component: 'nowhere/view' })])], ['UNKNOWN_COMPONENT']],
  ['a page without a view', [group('/x', [page('p', { component: null })])], ['NO_VIEW']],
  ['a redirect to nowhere', [group('/x', [page('p')], { redirect: '/x/missing' })], ['REDIRECT_NOWHERE']],
  ['a relative redirect that exists', [group('/x', [page('p')], { redirect: 'p' })], []],
  ['a redirect into a dynamic segment', [group('/x', [page('p/:id')], { redirect: '/x/p/7' })], []],
  ['an active menu to nowhere', [group('/x', [page('p', { meta: { title: 'p', activeMenu: '/x/q' } })])], ['ACTIVE_MENU_NOWHERE']],
  ['a missing title', [group('/x', [page('p', { meta: { title: '  ' } })])], ['MISSING_TITLE']],
];

describe('validateMenuTree', () => {
  it.each(cases)('%s', (_, tree, codes) => {
    expect(validateMenuTree(tree, KNOWN).map((p) => p.code)).toEqual(codes);
  });

  it('names the node and the rule in both languages', () => {
    const [p] = validateMenuTree([group('/x', [page('p', { component: 'nowhere/view' })])], KNOWN);
    expect(p).toMatchObject({ at: '/x/p', message: '/x/p：组件 nowhere/view 不存在', messageEn: '/x/p: no view is registered as nowhere/view' });
  });

  it('accepts the seeded route tree, business and demo', () => {
    const tree = withDemoRoutes(businessRoutes);
    const components = new Set([...tree, ...demoRoutes].flatMap(function keys(r): string[] {
      return [...(r.component ? [r.component] : []), ...(r.children ?? []).flatMap(keys)];
    }));
    expect(validateMenuTree(tree, components)).toEqual([]);
  });
});

describe('newProblems', () => {
  it('keeps only what the edit broke', () => {
    const before = validateMenuTree([group('/x', [page('p', { component: 'old/view' })])], KNOWN);
    const after = validateMenuTree([group('/x', [page('p', { component: 'old/view' }), page('q', { name: 'Np' })])], KNOWN);
    expect(newProblems(before, after).map((p) => p.code)).toEqual(['DUPLICATE_NAME']);
  });
});
