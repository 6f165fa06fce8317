/** Why a file chosen for an .xlsx import cannot be sent. */
export type XlsxPickProblem = 'wrongType' | 'tooLarge';

/**
 * What refuses a chosen file before it is read and sent: a name not ending in .xlsx (any case, as the server's
 * contract takes it), or more than `maxBytes`, the size whose base64 still fits the server's body limit.
 */
export function xlsxPickProblem(file: { name: string; size: number }, maxBytes: number): XlsxPickProblem | null {
  if (!/\.xlsx$/i.test(file.name)) return 'wrongType';
  return file.size > maxBytes ? 'tooLarge' : null;
}
