import 'server-only';
import { TABLE_STATUSES, type TableRow, type tableList as TableListEndpoint } from '@/lib/contracts/mock/table';
import type { HandlerContext } from '../http';
import { placeholderImage } from './image';
import { contains, page } from './paging';
import { bool, dateTime, int, pick, seeded, uuid } from './random';
import { personName, phrase, sentence } from './words';

export const TABLE_ROWS = 50;

function generate(): TableRow[] {
  const r = seeded(20250528);
  return Array.from({ length: TABLE_ROWS }, (_, i) => ({
    uuid: uuid(r),
    id: i + 1,
    title: phrase(r, 2, 4),
    description: sentence(r),
    status: pick(r, TABLE_STATUSES),
    author: personName(r),
    datetime: dateTime(r),
    pageViews: int(r, 300, 5000),
    img: placeholderImage(`#${i + 1}`, int(r, 0, 359)),
    switch: bool(r),
    percent: int(r, 80, 99),
    rate: int(r, 1, 5),
    percentage: int(r, 0, 100),
  }));
}

let rows: TableRow[] | undefined;

export function tableRows(): TableRow[] {
  rows ??= generate();
  return rows;
}

export function tableList({ query }: HandlerContext<typeof TableListEndpoint>) {
  return page(tableRows().filter((row) => contains(row.title, query.title)), query.pageNo, query.pageSize);
}
