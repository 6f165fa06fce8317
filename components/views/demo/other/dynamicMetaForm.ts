import { failureKey } from '@/lib/domain/formRules';

/** 动态 Meta: a new tab title that is not blank, as a message key of `demo.dynamicMeta`, or null. */
export const titleError = (title: string) => failureKey(title, { trim: true, required: true, message: 'titleRequired' });
