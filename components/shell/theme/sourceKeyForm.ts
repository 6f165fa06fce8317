import { failureKey } from '@/lib/domain/formRules';

/** The source-code key's field: it must be given (its value is checked on opening, a wrong one said in a toast, spec §8). */
export const sourceKeyError = (key: string) => failureKey(key, { trim: true, required: true, message: 'sourceKeyRequired' });
