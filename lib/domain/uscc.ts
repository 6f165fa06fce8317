/** Unified social credit code, GB 32100-2015 (domain.md §4.1). */
const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character for the first 17 characters, or null when one is outside the charset. */
export function usccCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = CHARSET.indexOf(first17[i]);
    if (v < 0) return null;
    sum += v * WEIGHTS[i];
  }
  return CHARSET[(31 - (sum % 31)) % 31];
}

export function isValidUscc(code: string): boolean {
  if (!SHAPE.test(code)) return false;
  return usccCheckChar(code.slice(0, 17)) === code[17];
}
