import { failureKey } from '@/lib/domain/formRules';

/** An attachment's category as the server takes it (lib/contracts/attachment.ts): one line of at most 40 characters. */
export const CATEGORY_MAX = 40;

/** The category a file is uploaded under, as a message key of `filing.attachments`, or null. */
export const categoryError = (category: string) =>
  failureKey(category, { trim: true, required: true, max: CATEGORY_MAX, message: { required: 'categoryRequired', max: 'categoryTooLong' } });
