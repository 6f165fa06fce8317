import { z } from 'zod';
import { calendarDate } from './primitives';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const opt = <T extends z.ZodType>(s: T) => z.preprocess(blank, s.nullable().optional());

/**
 * The publicity (公示) period a header carries where its content calls for one (人才引进, a 竞聘/晋升 appointment, an
 * assessment with 优秀): optional in the schema, required by the type's rule (a warning on save, an error on submit).
 */
export const publicityPeriod = {
  publicityStart: opt(calendarDate('公示开始日期')),
  publicityEnd: opt(calendarDate('公示截止日期')),
};
