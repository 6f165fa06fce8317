import { z } from 'zod';
import { pageResult } from '../endpoint';
import { filteredPage, mockCrud, mockEndpoint } from './shared';

export const TABLE_STATUSES = ['published', 'draft', 'deleted'] as const;

export const tableRow = z.object({
  uuid: z.string(),
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: z.enum(TABLE_STATUSES),
  author: z.string(),
  datetime: z.string(),
  pageViews: z.number().int(),
  img: z.string(),
  switch: z.boolean(),
  percent: z.number().int(),
  rate: z.number().int().min(1).max(5),
  percentage: z.number().int(),
});
export type TableRow = z.infer<typeof tableRow>;

export const tableList = mockEndpoint({
  method: 'GET',
  path: '/table/getList',
  summary: 'The 50 demo table rows, filtered by a title substring, one page at a time.',
  query: filteredPage('title'),
  response: pageResult(tableRow),
});

export const { edit: tableEdit, remove: tableDelete } = mockCrud('table', 'a table row');
