/** Whether a database error (or the error it caused, as drizzle wraps it) is a unique violation (SQLSTATE 23505). */
export function isUniqueViolation(e: unknown): boolean {
  const code = (x: unknown) => (x && typeof x === 'object' && 'code' in x ? (x as { code: unknown }).code : undefined);
  return code(e) === '23505' || code((e as { cause?: unknown } | null)?.cause) === '23505';
}
