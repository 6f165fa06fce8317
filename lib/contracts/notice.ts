import { z } from 'zod';
import { endpoint, pageQuery, pageResult } from './endpoint';

export const noticeItem = z.object({
  id: z.number().int(),
  kind: z.enum(['notice', 'email']),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  publisher: z.string(),
  publishedAt: z.string(),
  read: z.boolean(),
});
export type NoticeItem = z.infer<typeof noticeItem>;

export const noticeList = endpoint({
  method: 'POST',
  path: '/Notice/getList',
  summary: "The notices addressed to the signed-in user (everyone's, their region's, their unit's), newest first.",
  tag: 'notice',
  access: 'user',
  body: pageQuery.extend({
    pageSize: pageQuery.shape.pageSize.default(10),
    accountid: z.coerce.number().int().optional(),
    kind: z.enum(['notice', 'email']).optional(),
  }),
  response: pageResult(noticeItem).extend({ unread: z.number().int() }),
});
