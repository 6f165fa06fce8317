import { z } from 'zod';
import { PERSON_STATUS_CHANGES } from '@/lib/domain/personStatus';
import { calendarDate, MULTI_LINE, multiLine } from './primitives';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const opt = <T extends z.ZodType>(s: T) => z.preprocess(blank, s.nullable().optional());

export { PERSON_STATUS_CHANGES };

/** 人员状态变动 RYZT (domain.md §3.5): a note on the whole filing; one line per person changing status. */
export const personStatusHeader = z.object({ note: opt(multiLine(500, '说明')) });

export const personStatusLine = z.object({
  change: z.enum(PERSON_STATUS_CHANGES, { error: '请选择状态变动类型' }),
  startDate: calendarDate('开始日期'),
  endDate: opt(calendarDate('结束日期')),
  reason: z.string({ error: '请填写变动原因' }).trim().min(1, '请填写变动原因').max(500, '变动原因不能超过 500 个字')
    .regex(MULTI_LINE, '变动原因不能包含控制字符'),
}).superRefine((l, ctx) => {
  if (l.change === 'OFF_POST_STARTUP' && !l.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: '离岗创业须填写计划结束日期', params: { messageEn: 'is required for leave to start a business' } });
  if (l.endDate && l.endDate < l.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: '结束日期不能早于开始日期', params: { messageEn: 'must not be before the start date' } });
});
export type PersonStatusLine = z.infer<typeof personStatusLine>;
export type PersonStatusHeader = z.infer<typeof personStatusHeader>;
