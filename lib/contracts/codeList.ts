import { CODE_LISTS, type ListName } from '@/data/codes';
import { code } from './primitives';

/**
 * A code of one of domain.md §6's lists (R-GEN-01): it exists in the list and may be chosen, so a summary code
 * (学历 20 大学本科教育) or a code of no list is a 400 naming the field.
 */
export const listCode = (list: ListName, label: string, max = 20) => code(max, label).superRefine((value, ctx) => {
  const entry = CODE_LISTS[list].find((c) => c.code === value);
  if (!entry) ctx.addIssue({ code: 'custom', message: `${label}“${value}”不在代码表中` });
  else if (entry.selectable === false) ctx.addIssue({ code: 'custom', message: `${label}“${entry.zh}”为汇总类或已停用，不能选择` });
});
