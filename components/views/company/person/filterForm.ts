import { failureKey } from '@/lib/domain/formRules';

/** An ID number to search by: the whole number or at least its last 4 characters (digits, X in any case). */
export const ID_FILTER = /^[0-9Xx]{4,18}$/;

/** The ID number filter's mistake, as a message key of `person` (none while it is empty), or null. */
export const idFilterError = (idNumber: string) => failureKey(idNumber, { trim: true, pattern: ID_FILTER, message: 'issue.idFilter' });
