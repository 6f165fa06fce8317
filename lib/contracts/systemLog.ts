import { z } from 'zod';
import { endpoint, pageQuery, pageResult } from './endpoint';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');

export const systemLogQuery = pageQuery.extend({
  account: z.string().trim().max(50).optional(),
  type: z.enum(['login', 'operation', 'export', 'system']).optional(),
  result: z.enum(['success', 'failure']).optional(),
  action: z.string().trim().max(100).optional(),
  from: day.optional(),
  to: day.optional(),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { message: '开始日期不能晚于结束日期', path: ['to'] });

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
