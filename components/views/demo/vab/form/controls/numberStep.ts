export interface NumberLimits {
  min?: number;
  max?: number;
  /** Decimal places kept. */
  precision?: number;
}

/** Rounds to the precision and keeps the value within min and max. */
export function clampNumber(value: number, { min = -Infinity, max = Infinity, precision = 0 }: NumberLimits): number {
  const factor = 10 ** precision;
  const rounded = Math.round(value * factor) / factor;
  return Math.min(max, Math.max(min, rounded));
}

/** What the typed text commits to: a number within the limits, or null when it is not a number. */
export function parseNumberInput(text: string, limits: NumberLimits): number | null {
  const trimmed = text.trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  return clampNumber(Number(trimmed), limits);
}

/** One step up or down from the value (or from min, or 0, when empty). */
export function stepNumber(value: number | null, step: number, direction: 1 | -1, limits: NumberLimits): number {
  const from = value ?? (Number.isFinite(limits.min ?? NaN) ? limits.min! : 0);
  return clampNumber(from + direction * step, limits);
}
