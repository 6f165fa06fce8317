import { z } from 'zod';
import { endpoint, fileResponse, pageQuery, pageResult } from './endpoint';
import { calendarDate, singleLine } from './primitives';

const day = calendarDate();

const filters = {
  account: singleLine(50, '账号').optional(),
  type: z.enum(['login', 'operation', 'export', 'system']).optional(),
  result: z.enum(['success', 'failure']).optional(),
  action: singleLine(100, '操作').optional(),
  from: day.optional(),
  to: day.optional(),
};
const inOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const outOfOrder = { message: '开始日期不能晚于结束日期', path: ['to'], params: { messageEn: 'must not be before the start date' } };

export const systemLogFilters = z.object(filters).refine(inOrder, outOfOrder);
export type SystemLogFilters = z.infer<typeof systemLogFilters>;

export const systemLogQuery = pageQuery.extend(filters).refine(inOrder, outOfOrder);

export const systemLogItem = z.object({
  id: z.number().int(),
  at: z.string(),
  account: z.string(),
  unitName: z.string().nullable(),
  ip: z.string(),
  type: z.string(),
  action: z.string(),
  result: z.enum(['success', 'failure']),
  code: z.number().int(),
  detail: z.string(),
});
export type SystemLogItem = z.infer<typeof systemLogItem>;

export const systemLogList = endpoint({
  method: 'POST', path: '/SystemLog/getList', tag: 'setting', access: ['admin', 'rsj', 'zg', 'jc'],
  summary: "The audit log (logins, writes, exports, ID reveals), newest first: admin sees every entry, others their scope's units.",
  body: systemLogQuery, response: pageResult(systemLogItem),
});

/** The most rows one export holds; a wider range is refused so that it is narrowed. */
export const MAX_LOG_EXPORT_ROWS = 50_000;

export const systemLogExport = endpoint({
  method: 'POST', path: '/SystemLog/export', tag: 'setting', access: ['admin', 'rsj', 'zg', 'jc'], audit: 'systemLog.export',
  errors: [422],
  summary: `The filtered audit log as .xlsx (answers the file, at most ${MAX_LOG_EXPORT_ROWS} rows), same scope as getList; the export is itself logged.`,
  body: systemLogFilters, response: fileResponse,
});
