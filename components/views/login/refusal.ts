import type { Envelope } from '@/lib/contracts/endpoint';
import { defaultCodeText } from '@/lib/client/i18n';

/** The message of a refusal: the server's, else the text of its code. */
export const refusalText = (res: Envelope<unknown>) => res.msg || defaultCodeText(res.code);

/**
 * The form field a refusal names (`data.field`, when it is one of the form's) and its message without the
 * "field: " prefix a 400 carries, to show under that field.
 */
export function refusedField<F extends string>(res: Envelope<unknown>, fields: readonly F[]): { field?: F; text: string } {
  const named = (res.data as { field?: unknown } | null)?.field;
  return { field: fields.find((f) => f === named), text: refusalText(res).replace(/^[\w.]+: /, '') };
}
