import { z } from 'zod';
import { endpoint } from './endpoint';
import { code } from './primitives';

export const codeOption = z.object({
  code: z.string(),
  zh: z.string(),
  en: z.string(),
  groupCode: z.string().nullable(),
  /** False for summary codes and for codes no longer valid: shown for history, never chosen. */
  selectable: z.boolean(),
});
export type CodeOption = z.infer<typeof codeOption>;

export const codeLists = endpoint({
  method: 'POST', path: '/Code/getLists', tag: 'code', access: 'user',
  summary: 'The enabled entries of the named code lists (domain.md §6), in display order; all lists when none is named.',
  body: z.object({ lists: z.array(code(40, '代码表')).max(50).optional() }).optional(),
  response: z.object({ lists: z.record(z.string(), z.array(codeOption)) }),
});
