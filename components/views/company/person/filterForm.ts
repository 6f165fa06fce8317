import { failureKey } from '@/lib/domain/formRules';
import { ID_TAIL } from '@/lib/domain/idCard';

/** The ID number filter's mistake, as a message key of `person` (none while it is empty), or null. */
export const idFilterError = (idNumber: string) => failureKey(idNumber, { trim: true, pattern: ID_TAIL, message: 'issue.idFilter' });
