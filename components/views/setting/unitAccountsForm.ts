import { UNIT_ACCOUNT_PREFIX } from '@/lib/contracts/unitAccounts';
import { checkForm, failureKeys } from '@/lib/domain/formRules';

export interface UnitAccountsForm { prefix: string; digits: string; start: string }

/** A prefix's rule as the server takes it (lib/contracts/unitAccounts.ts): at most 20 characters, a letter first. */
export const PREFIX_MAX = 20;

/**
 * 批量创建单位账号 by prefix: the prefix, the number's digits (2–8) and its first value, every mistake at once, as message
 * keys of `setting.unitAccounts.errors`. The unified credit code rule has nothing to fill in.
 */
export const unitAccountsErrors = (f: UnitAccountsForm) => failureKeys(checkForm(f, {
  prefix: { trim: true, required: true, max: PREFIX_MAX, pattern: UNIT_ACCOUNT_PREFIX, message: { required: 'prefixRequired', max: 'prefixFormat', pattern: 'prefixFormat' } },
  digits: { trim: true, required: true, type: 'integer', range: [2, 8], message: 'digitsRange' },
  start: { trim: true, required: true, type: 'integer', range: [0, 99_999_999], message: 'startRange' },
}));
