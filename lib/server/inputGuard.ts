/** Control characters no field of this API takes: C0 except tab, line feed and carriage return, and DEL. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 32;

export interface HostileInput {
  field: string;
  reason: 'control' | 'key' | 'depth';
}

/**
 * The first place in a parsed request (body or query) that no endpoint may receive, whatever its contract says: a
 * control character (PostgreSQL refuses NUL in text, and none belongs in a record), a key that could reach an
 * object's prototype, or nesting deeper than any contract has. Checked before the contract, for every endpoint.
 */
export function findHostileInput(value: unknown, path: string[] = [], depth = 0): HostileInput | null {
  const field = () => path.join('.') || 'body';
  if (typeof value === 'string') return CONTROL.test(value) ? { field: field(), reason: 'control' } : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return { field: field(), reason: 'depth' };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findHostileInput(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    if (UNSAFE_KEYS.has(key) || CONTROL.test(key)) return { field: [...path, key].join('.'), reason: 'key' };
    const found = findHostileInput((value as Record<string, unknown>)[key], [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}
