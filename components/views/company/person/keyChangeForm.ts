import type { PersonDetail } from '@/lib/contracts/person';
import { checkForm, failureKeys, type FormSchema } from '@/lib/domain/formRules';
import { idNumberIssue } from '@/lib/domain/personRecord';
import { INVALID_DATE, keyChanges, type FieldName, type FormValues } from './personForm';

/** The key fields the dialog offers besides the ID number (domain.md §2.3). */
export const KEY_CHANGE_FIELDS: FieldName[] = [
  'name', 'gender', 'birthDate', 'workStartDate', 'unitEntryDate', 'estabStatus', 'estabType', 'postCategory', 'postLevel', 'education', 'degree',
];
/** 三龄两历: a change of these rests on the personnel file and needs a reason (the server's rule; asked here before the check). */
export const FILE_BACKED = ['birthDate', 'workStartDate', 'education'];

type KeyChangeValues = Partial<Record<FieldName, unknown>> & { newId: string; reason: string };

/**
 * Every mistake of the key-change form at once, as message keys of `person` by field: the new ID number ('idNumber':
 * the view words its issue), a date the picker could not read, the reason a file-backed change needs. With none of
 * those, a form that changes nothing answers `form: 'file.noChange'`.
 */
export function keyChangeErrors(shown: FormValues, person: PersonDetail, newId: string, reason: string, today: string): Partial<Record<string, string>> {
  const changes = keyChanges(shown, person, newId);
  const values: KeyChangeValues = { ...shown, newId, reason };
  const schema: FormSchema<KeyChangeValues> = {
    newId: { trim: true, custom: (id) => !!id && idNumberIssue(shown.idType, (id as string).toUpperCase(), today) !== null && 'idNumber' },
    reason: { trim: true, required: FILE_BACKED.some((f) => f in changes), message: 'file.reasonNeeded' },
  };
  for (const f of KEY_CHANGE_FIELDS) schema[f] = { custom: (v) => v === INVALID_DATE && 'issue.invalidDate' };
  const errors: Partial<Record<string, string>> = failureKeys(checkForm(values, schema));
  return Object.keys(errors).length || Object.keys(changes).length ? errors : { form: 'file.noChange' };
}
