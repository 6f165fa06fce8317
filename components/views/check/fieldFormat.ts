/** The code list (domain.md §6) whose labels show a field's codes. */
export const FIELD_CODE_LISTS: Readonly<Record<string, string>> = {
  unitCategory: 'unitCategory',
  instClass: 'instClass',
  unitRank: 'unitRank',
  affiliation: 'affiliation',
  fundingForm: 'fundingForm',
  mainPostType: 'mainPostType',
  gender: 'gender',
  estabStatus: 'estabStatus',
  estabType: 'estabType',
  postCategory: 'postCategory',
  postLevel: 'postLevel',
  education: 'education',
  degree: 'degree',
  personStatus: 'personStatus',
  recordStatus: 'recordStatus',
  outEmployForm: 'outEmployForm',
  titleLevel: 'titleLevel',
  workerSkill: 'workerSkill',
  entryMethod: 'entryMethod',
  secondPostCategory: 'postCategory',
  secondPostLevel: 'postLevel',
};

export const FIELD_CODE_LIST_NAMES = [...new Set(Object.values(FIELD_CODE_LISTS))];

export interface ValueWords {
  yes: string;
  no: string;
  empty: string;
}

/** A stored value as the user reads it: codes by their label, booleans as words, nothing as a dash. */
export function formatValue(
  field: string,
  value: unknown,
  codeLabel: (list: string, code: string) => string,
  words: ValueWords,
): string {
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  const list = FIELD_CODE_LISTS[field];
  if (list && (typeof value === 'string' || typeof value === 'number')) return codeLabel(list, String(value));
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
