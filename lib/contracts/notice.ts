import { z } from 'zod';
import { endpoint, pageQuery, pageResult, type Endpoint } from './endpoint';
import { calendarDate, id, intParam, multiLine, pageSize, regionCode, requiredLine, singleLine, version } from './primitives';

export const noticeItem = z.object({
  id: z.number().int(),
  kind: z.enum(['notice', 'email']),
  /** In the request's language: the English one for Accept-Language en, the Chinese where the notice has no English. */
  title: z.string(),
  /** Sanitised HTML, in the request's language as the title. */
  content: z.string(),
  publisher: z.string(),
  publishedAt: z.string(),
  read: z.boolean(),
});
export type NoticeItem = z.infer<typeof noticeItem>;

export const noticeList = endpoint({
  method: 'POST',
  path: '/Notice/getList',
  summary: "The notices addressed to the signed-in user (everyone's, their region's, their unit's), newest first, each in the request's language (Accept-Language; the Chinese where a notice has no English).",
  tag: 'notice',
  access: 'user',
  body: pageQuery.extend({
    pageSize: pageSize(10),
    accountid: intParam(id('账号')).optional(),
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
    ids: z.array(id('通知')).min(1).max(200).optional(),
    kind: z.enum(['notice', 'email']).optional(),
  }),
  response: z.object({ marked: z.number().int() }),
});

const optionalDay = (label: string) => z.union([calendarDate(label), z.literal(''), z.null()]).optional()
  .transform((v) => v || null);
/** An optional text: empty or blank counts as not given (null). */
const optionalText = <T extends z.ZodType<string, string>>(s: T) => s.nullable().optional().transform((v) => v || null);

export const noticeAudience = z.enum(['all', 'region', 'units']);
export const noticeStatus = z.enum(['active', 'scheduled', 'expired', 'withdrawn']);

/** A notice as its publisher manages it. */
export const publishedNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  /** The title and content English readers get (sanitised HTML); null: they read the Chinese. */
  titleEn: z.string().nullable(),
  contentEn: z.string().nullable(),
  audience: noticeAudience,
  regionCode: z.string().nullable(),
  regionName: z.string().nullable(),
  unitIds: z.array(z.number().int()),
  unitNames: z.array(z.string()),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  status: noticeStatus,
  publisher: z.string(),
  publishedAt: z.string(),
  readCount: z.number().int(),
  version: z.number().int(),
});
export type PublishedNotice = z.infer<typeof publishedNotice>;

export const noticeSaveBody = z.object({
  id: id('通知').optional(),
  version: version().optional(),
  title: requiredLine(200, '通知标题'),
  content: multiLine(50_000, '通知内容').min(1, '请填写通知内容'),
  /** The English for English readers, both or neither; an edit without them leaves the notice with none. */
  titleEn: optionalText(singleLine(200, '英文标题')),
  contentEn: optionalText(multiLine(50_000, '英文正文')),
  audience: noticeAudience,
  regionCode: regionCode('发布区划').nullable().optional(),
  unitIds: z.array(id('接收单位')).max(500, '一次最多选择 500 个单位').default([]),
  validFrom: optionalDay('生效日期'),
  validUntil: optionalDay('截止日期'),
})
  .refine((n) => n.audience !== 'region' || Boolean(n.regionCode), { message: '请选择发布区划', path: ['regionCode'], params: { messageEn: 'is required for a notice to a region' } })
  .refine((n) => n.audience !== 'units' || n.unitIds.length > 0, { message: '请至少选择一个接收单位', path: ['unitIds'], params: { messageEn: 'must name at least one unit for a notice to units' } })
  .refine((n) => !n.validFrom || !n.validUntil || n.validFrom <= n.validUntil, { message: '截止日期不能早于生效日期', path: ['validUntil'], params: { messageEn: 'must not be before the start date' } })
  .refine((n) => !n.titleEn || Boolean(n.contentEn), { message: '填写了英文标题，请填写英文正文', path: ['contentEn'], params: { messageEn: 'is required with an English title' } })
  .refine((n) => !n.contentEn || Boolean(n.titleEn), { message: '填写了英文正文，请填写英文标题', path: ['titleEn'], params: { messageEn: 'is required with an English body' } });

export const noticeSave = endpoint({
  method: 'POST', path: '/Notice/save', tag: 'notice', access: ['admin', 'rsj'], audit: 'notice.save',
  errors: [400, 403, 404, 409, 422],
  summary: 'Publishes a notice (no id) or edits one the caller published (id and version): title, HTML body (sanitised on the server), optionally their English for English readers (both or neither; an edit without them removes the English), audience (everyone, a region, some units within the caller\'s scope) and an optional validity window.',
  body: noticeSaveBody,
  response: publishedNotice,
});

export const noticePublishedList = endpoint({
  method: 'POST', path: '/Notice/getPublished', tag: 'notice', access: ['admin', 'rsj'],
  summary: 'The notices the caller published (admin: every published notice), newest first, with their status and how many recipients read them.',
  body: pageQuery.extend({
    keyword: singleLine(50, '关键字').optional(),
    status: noticeStatus.optional(),
  }),
  response: pageResult(publishedNotice),
});

export const noticeWithdraw = endpoint({
  method: 'POST', path: '/Notice/withdraw', tag: 'notice', access: ['admin', 'rsj'], audit: 'notice.withdraw',
  errors: [404],
  summary: 'Withdraws a notice the caller published: its recipients no longer see it. Withdrawing twice changes nothing.',
  body: z.object({ id: id('通知') }),
  response: publishedNotice,
});

export const noticeAudienceOptions = endpoint({
  method: 'POST', path: '/Notice/getAudience', tag: 'notice', access: ['admin', 'rsj'],
  summary: 'The regions and units the caller may address a notice to.',
  body: z.object({}).optional(),
  response: z.object({
    regions: z.array(z.object({ code: z.string(), name: z.string() })),
    units: z.array(z.object({ id: z.number().int(), unitName: z.string(), regionCode: z.string() })),
  }),
});

export const noticePublishEndpoints: Endpoint[] = [noticeSave, noticePublishedList, noticeWithdraw, noticeAudienceOptions];
