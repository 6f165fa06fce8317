import type { TableRow } from '@/lib/contracts/mock/table';
import { tableStats } from './tableStats';

const row = (over: Partial<TableRow>): TableRow => ({
  uuid: 'u', id: 1, title: 't', description: 'd', status: 'published', author: 'a', datetime: '2025-01-05 10:00:00',
  pageViews: 100, img: '', switch: true, percent: 90, rate: 5, percentage: 50, ...over,
});

describe('tableStats', () => {
  it('counts rows by status, sums page views per month and counts ratings', () => {
    const stats = tableStats([
      row({ status: 'published', datetime: '2025-02-01 08:00:00', pageViews: 300, rate: 4 }),
      row({ status: 'draft', datetime: '2025-01-31 23:59:59', pageViews: 200, rate: 2 }),
      row({ status: 'published', datetime: '2025-02-20 12:00:00', pageViews: 100, rate: 4 }),
      row({ status: 'deleted', datetime: '2024-12-01 00:00:00', pageViews: 50, rate: 1 }),
    ]);
    expect(stats).toMatchObject({ count: 4, pageViews: 650, averageRate: 2.8, publishedPercent: 50 });
    expect(stats.byStatus).toEqual({ published: 2, draft: 1, deleted: 1 });
    expect(stats.viewsByMonth).toEqual([['2024-12', 50], ['2025-01', 200], ['2025-02', 400]]);
    expect(stats.rateCounts).toEqual([1, 1, 0, 2, 0]);
  });

  it('gives zeros, not NaN, for no rows', () => {
    expect(tableStats([])).toMatchObject({ count: 0, averageRate: 0, publishedPercent: 0, viewsByMonth: [], rateCounts: [0, 0, 0, 0, 0] });
  });
});
