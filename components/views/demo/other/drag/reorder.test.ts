import { insertItem, moveItem } from './reorder';

describe('reordering', () => {
  const list = ['a', 'b', 'c', 'd'];

  it('moves an item forward and backward', () => {
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(list, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
  });

  it('leaves the list as it was for a no-op or an unknown index, without touching the original', () => {
    expect(moveItem(list, 2, 2)).toEqual(list);
    expect(moveItem(list, 7, 0)).toEqual(list);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('inserts at a position, clamped to the list', () => {
    expect(insertItem(list, 'x', 1)).toEqual(['a', 'x', 'b', 'c', 'd']);
    expect(insertItem(list, 'x', -3)).toEqual(['x', 'a', 'b', 'c', 'd']);
    expect(insertItem(list, 'x', 10)).toEqual(['a', 'b', 'c', 'd', 'x']);
  });
});
