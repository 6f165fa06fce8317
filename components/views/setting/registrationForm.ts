import { failureKey } from '@/lib/domain/formRules';

/**
 * 注册审核's decision: a rejection needs its reason, as the server reads it (trimmed); an approval takes none. The message
 * key of `registration.review`, or null.
 */
export const decisionReasonError = (approve: boolean, reason: string): string | null =>
  failureKey(reason, { trim: true, required: !approve, message: 'reasonRequired' });
