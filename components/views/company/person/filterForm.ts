import { failureKey } from '@/lib/domain/formRules';
import { idFilterRule } from '@/lib/domain/idCard';

/** The ID number filter's mistake, as a message key of `person` (none while it is empty), or null. */
export const idFilterError = (idNumber: string) => failureKey(idNumber, idFilterRule('issue.idFilter'));
