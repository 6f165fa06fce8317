import { CODE_LISTS, type ListName } from '@/data/codes';
import { code } from './primitives';

/** The English names of the lists whose camel-case name does not read as one ("estabType" is not "Estab type"). */
const LIST_NAMES_EN: Partial<Record<ListName, string>> = {
  idType: 'ID type', estabType: 'Establishment type', estabStatus: 'Establishment status', instClass: 'Institution class',
  outEmployForm: 'Form of employment outside the establishment',
};

/** A list's name in English: "postLevel" → "Post level". */
export function listNameEn(list: ListName): string {
  const words = list.replace(/([A-Z])/g, ' $1').toLowerCase();
  return LIST_NAMES_EN[list] ?? words[0].toUpperCase() + words.slice(1);
}

/**
 * A code of one of domain.md §6's lists (R-GEN-01): it exists in the list and may be chosen, so a summary code
 * (学历 20 大学本科教育) or a code of no list is a 400 naming the field, in Chinese and (params.messageEn) in English.
 */
export const listCode = (list: ListName, label: string, max = 20, labelEn = listNameEn(list)) => code(max, label).superRefine((value, ctx) => {
  const entry = CODE_LISTS[list].find((c) => c.code === value);
  if (!entry) {
    ctx.addIssue({ code: 'custom', message: `${label}“${value}”不在代码表中`, params: { messageEn: `${labelEn} "${value}" is not in the code list` } });
  } else if (entry.selectable === false) {
    ctx.addIssue({
      code: 'custom', message: `${label}“${entry.zh}”为汇总类或已停用，不能选择`,
      params: { messageEn: `${labelEn} "${entry.en}" is a summary or retired code and cannot be chosen` },
    });
  }
});
