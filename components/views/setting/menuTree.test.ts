import type { MenuNode } from '@/lib/contracts/role';
import { isPartly, parentsOf, toggleEntry } from './menuTree';

const leaf = (id: number): MenuNode => ({ id, title: `t${id}`, path: `p${id}`, children: [] });
const tree: MenuNode[] = [{ id: 1, title: 'g', path: '/g', children: [leaf(2), { id: 3, title: 's', path: 's', children: [leaf(4), leaf(5)] }] }, leaf(6)];
const parents = parentsOf(tree);
const group = tree[0];
const sub = group.children[1];

describe('menu tree of a role', () => {
  it('checks an entry with the entries below and above it', () => {
    expect([...toggleEntry(new Set(), sub.children[0], true, parents)].sort()).toEqual([1, 3, 4]);
    expect([...toggleEntry(new Set(), group, true, parents)].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('unchecks an entry with everything below it and leaves the rest', () => {
    expect([...toggleEntry(new Set([1, 2, 3, 4, 5, 6]), sub, false, parents)].sort()).toEqual([1, 2, 6]);
  });

  it('marks a checked group whose entries are not all checked', () => {
    expect(isPartly(new Set([1, 2]), group)).toBe(true);
    expect(isPartly(new Set([1, 2, 3, 4, 5]), group)).toBe(false);
    expect(isPartly(new Set([6]), group)).toBe(false);
  });
});
