import { completionRate, recruitStatsRow, recruitStatsTotal, unfilledText } from './recruitStats';

const unit = (unitId: number) => ({ unitId, unitName: `单位${unitId}` });
const post = (postCode: string, postName: string, recruitCount: number) => ({ postCode, postName, recruitCount });

describe('completionRate', () => {
  it('is none with nothing planned, else a percent with one decimal', () => {
    expect(completionRate(0, 0)).toBeNull();
    expect(completionRate(3, 0)).toBeNull();
    expect(completionRate(1, 3)).toBe(33.3);
    expect(completionRate(2, 3)).toBe(66.7);
    expect(completionRate(4, 4)).toBe(100);
  });
});

describe('recruitStatsRow', () => {
  it('gives zeros and no rate for a unit without plans that year', () => {
    expect(recruitStatsRow(unit(1), [])).toEqual({
      ...unit(1), posts: 0, planned: 0, filed: 0, completionRate: null, unfilledCount: 0, unfilledPosts: [],
    });
  });

  it('adds the posts of every plan, matches results by post code in any case and lists the posts not filled', () => {
    const row = recruitStatsRow(unit(1), [
      { posts: [post('YW01', '高中语文教师', 2), post('SX01', '高中数学教师', 1)], filedByPost: new Map([['yw01', 1]]) },
      { posts: [post('YY01', '英语教师', 1)], filedByPost: new Map([['YY01', 1]]) },
    ]);
    expect(row).toMatchObject({ posts: 3, planned: 4, filed: 2, completionRate: 50, unfilledCount: 2 });
    expect(row.unfilledPosts).toEqual([
      { postCode: 'YW01', postName: '高中语文教师', planned: 2, filed: 1 },
      { postCode: 'SX01', postName: '高中数学教师', planned: 1, filed: 0 },
    ]);
    expect(unfilledText(row.unfilledPosts)).toBe('高中语文教师（1/2）、高中数学教师（0/1）');
    expect(unfilledText(row.unfilledPosts, 'en')).toBe('高中语文教师 (1/2); 高中数学教师 (0/1)');
  });

  it('totals the units, the rate over the sums', () => {
    const a = recruitStatsRow(unit(1), [{ posts: [post('A', '甲', 3)], filedByPost: new Map([['A', 3]]) }]);
    const b = recruitStatsRow(unit(2), [{ posts: [post('B', '乙', 1)], filedByPost: new Map() }]);
    const none = recruitStatsRow(unit(3), []);
    expect(recruitStatsTotal([a, b, none], '合计')).toMatchObject({
      unitId: 0, unitName: '合计', posts: 2, planned: 4, filed: 3, completionRate: 75, unfilledCount: 1, unfilledPosts: [],
    });
    expect(recruitStatsTotal([none], '合计').completionRate).toBeNull();
  });
});
