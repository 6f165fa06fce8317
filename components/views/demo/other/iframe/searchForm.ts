import { failureKey } from '@/lib/domain/formRules';

/** 内嵌页面: an address or words to search, not blank, as a message key of `demo.iframe`, or null. */
export const searchError = (text: string) => failureKey(text, { trim: true, required: true, message: 'searchRequired' });
