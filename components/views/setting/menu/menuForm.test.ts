import type { MenuEntry } from '@/lib/contracts/menu';
import { countBelow, formErrors, formOfEntry, nestEntries, parentChoices, toFields } from './menuForm';

const entry = (id: number, parentId: number | null, path: string, sort: number, meta: MenuEntry['meta'] = { title: path }): MenuEntry => ({
  id, parentId, path, name: `N${id}`, component: parentId ? 'company/person' : 'Layout', redirect: null, meta, sort, version: 1,
});
const list = [entry(1, null, '/company', 0), entry(3, 1, 'person', 1), entry(2, 1, 'view', 0), entry(4, 2, 'detail', 0), entry(5, null, '/setting', 1)];

describe('menu form', () => {
  it('nests entries in menu order with their full paths', () => {
    const tree = nestEntries(list);
    expect(tree.map((n) => n.path)).toEqual(['/company', '/setting']);
    expect(tree[0].children.map((n) => n.fullPath)).toEqual(['/company/view', '/company/person']);
    expect(countBelow(tree[0])).toBe(3);
  });

  it('offers every parent except the entry and its own subtree', () => {
    expect(parentChoices(nestEntries(list), 2).map((c) => [c.node.id, c.depth])).toEqual([[1, 0], [3, 1], [5, 0]]);
  });

  it('keeps set flags and the access rule, drops blanks', () => {
    const form = formOfEntry(entry(9, 1, 'p', 0, { title: '页', hidden: true, badge: 'New', roles: { role: ['jc'], mode: 'oneOf' } }));
    expect(toFields({ ...form, icon: ' ' }).meta).toEqual({ title: '页', badge: 'New', hidden: true, roles: { role: ['jc'], mode: 'oneOf' } });
    expect(toFields({ ...form, roles: [] }).meta).not.toHaveProperty('roles');
  });

  it('keeps every meta key it does not edit, the route guard first of all, and an unchanged entry saves as it was', () => {
    const meta: MenuEntry['meta'] = { title: '页', icon: 'user-line', guard: { role: ['jc'], mode: 'except' }, roles: { role: ['zg'], mode: 'oneOf' }, hidden: true };
    const form = formOfEntry(entry(9, 1, 'p', 0, meta));
    expect(form.kept).toEqual({ guard: { role: ['jc'], mode: 'except' } });
    expect(toFields(form).meta).toEqual(meta);
    expect(toFields({ ...form, title: '新页', roles: [], flags: { ...form.flags, hidden: false } }).meta)
      .toEqual({ title: '新页', icon: 'user-line', guard: { role: ['jc'], mode: 'except' } });
    expect(toFields(formOfEntry(entry(9, 1, 'p', 0, { title: '页', guard: ['zg'] }))).meta).toEqual({ title: '页', guard: ['zg'] });
    // What the form edits comes from the form, never from the entry as it was.
    expect(toFields({ ...form, title: ' 改 ' }).meta.title).toBe('改');
    expect(formOfEntry().kept).toEqual({});
  });

  it('names the fields the server would refuse', () => {
    expect(formErrors(formOfEntry(entry(9, 1, 'p', 0)))).toEqual({});
    expect(Object.keys(formErrors({ ...formOfEntry(), path: 'a b' }))).toEqual(['path', 'title']);
  });
});
