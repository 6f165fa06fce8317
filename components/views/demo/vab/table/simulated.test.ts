import type { TableRow } from '@/lib/contracts/mock/table';
import { applySimulated, noChanges, withEdit, withRemoval } from './simulated';

const row = (id: number, title: string): TableRow => ({
  uuid: `u${id}`, id, title, description: '', status: 'draft', author: 'a', datetime: '2025-01-01 00:00:00',
  pageViews: 1, img: '', switch: false, percent: 90, rate: 3, percentage: 10,
});
const page = { list: [row(1, '年度报告'), row(2, '季度总结'), row(3, '年度计划')], total: 50 };

describe('simulated table changes', () => {
  it('shows edited rows in place of the answered ones', () => {
    const s = withEdit(noChanges, { ...row(2, '改过的标题'), rate: 5 });
    expect(applySimulated(page, s).list.map((r) => [r.id, r.title, r.rate])).toEqual([[1, '年度报告', 3], [2, '改过的标题', 5], [3, '年度计划', 3]]);
  });

  it('leaves removed rows out and counts them off the total of a matching filter only', () => {
    const s = withRemoval(withRemoval(noChanges, [row(1, '年度报告')]), [row(1, '年度报告'), row(3, '年度计划')]);
    expect(s.removed.map((r) => r.id)).toEqual([1, 3]);
    expect(applySimulated(page, s)).toMatchObject({ total: 48, list: [{ id: 2 }] });
    expect(applySimulated({ list: [row(2, '季度总结')], total: 1 }, s, '季度').total).toBe(1);
    expect(applySimulated({ list: [], total: 2 }, s, '年度').total).toBe(0);
  });
});
