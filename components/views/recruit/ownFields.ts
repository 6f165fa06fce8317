import { checkForm, failureKeys } from '@/lib/domain/formRules';
import type { FormValues } from './fields';

/** A recruitment filing's own title (announcements), as the server takes it. */
export const TITLE_MAX = 100;

/**
 * The filing's own year (plans and introductions, 2000–2100) and title (announcements), as message keys of
 * `recruit.errors`; only the ones the screen has are checked.
 */
export const ownErrors = (own: FormValues, has: { year?: boolean; title?: boolean }) => failureKeys(checkForm(own, {
  ...(has.year && { year: { trim: true, required: true, type: 'year', range: [2000, 2100], message: 'year' } as const }),
  ...(has.title && { title: { trim: true, required: true, max: TITLE_MAX, message: 'title' } }),
}));
