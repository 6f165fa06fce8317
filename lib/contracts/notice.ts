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

export const noticeMarkRead = endpoint({
  method: 'POST',
  path: '/Notice/markRead',
  summary: 'Marks as read, for the signed-in user, the given notices or every notice addressed to them (optionally of one kind). Marking twice changes nothing.',
  tag: 'notice',
  access: 'user',
  body: z.object({
    ids: z.array(z.number().int().positive()).min(1).max(200).optional(),
    kind: z.enum(['notice', 'email']).optional(),
  }),
  response: z.object({ marked: z.number().int() }),
});
