import { z } from 'zod';
import { INT32_MAX, INT32_MIN } from './primitives';

type Json = {
  type?: string | string[]; properties?: Record<string, Json>; items?: Json | Json[]; prefixItems?: Json[];
  additionalProperties?: Json | boolean; anyOf?: Json[]; oneOf?: Json[]; allOf?: Json[]; enum?: unknown[]; const?: unknown;
  pattern?: string; maxLength?: number; minimum?: number; maximum?: number; exclusiveMinimum?: number; exclusiveMaximum?: number;
  $ref?: string;
};

const LONG = ['1'.repeat(5000), 'A'.repeat(5000), 'a'.repeat(5000)];

/** Every pattern of a string schema, its own and those of an allOf (zod writes a second regex there). */
const patternsOf = (s: Json): string[] => [s.pattern, ...(s.allOf ?? []).map((p) => p.pattern)].filter((p): p is string => Boolean(p));

/** Passwords are only hashed or compared, never stored as text: any character may be in one, its length is bounded. */
const SECRET = /(^|\.)\w*password$/i;

function stringProblem(s: Json, path: string): string | null {
  if (s.enum || s.const !== undefined) return null;
  const patterns = patternsOf(s).map((p) => new RegExp(p, 'u'));
  const secret = SECRET.test(path);
  if (!secret && !patterns.some((p) => !p.test('a\u0000b') && !p.test('a\u001bb'))) return 'a string that may hold control characters';
  if (s.maxLength === undefined && !patterns.some((p) => LONG.every((l) => !p.test(l)))) return 'a string without a maximum length';
  return null;
}

function numberProblem(s: Json, integer: boolean): string | null {
  const min = s.minimum ?? s.exclusiveMinimum;
  const max = s.maximum ?? s.exclusiveMaximum;
  if (min === undefined || max === undefined) return `${integer ? 'an integer' : 'a number'} without both bounds`;
  if (integer && (min < INT32_MIN || max > INT32_MAX)) return 'an integer beyond int4';
  return null;
}

function walk(s: Json | boolean | undefined, path: string, out: string[], seen: Set<Json>): void {
  if (!s || typeof s === 'boolean' || seen.has(s)) return;
  seen.add(s);
  for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? []).filter((p) => p.type || p.properties)]) walk(alt, path, out, seen);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  for (const t of types) {
    const problem = t === 'string' ? stringProblem(s, path) : t === 'integer' ? numberProblem(s, true) : t === 'number' ? numberProblem(s, false) : null;
    if (problem) out.push(`${path || '(root)'}: ${problem}`);
  }
  for (const [k, v] of Object.entries(s.properties ?? {})) walk(v, path ? `${path}.${k}` : k, out, seen);
  if (typeof s.additionalProperties === 'object') walk(s.additionalProperties, `${path}.*`, out, seen);
  const items = Array.isArray(s.items) ? s.items : s.items ? [s.items] : [];
  for (const i of [...items, ...(s.prefixItems ?? [])]) walk(i, `${path}[]`, out, seen);
}

/**
 * The fields of an input schema that accept what the database cannot hold: integers without int4 bounds, numbers
 * without bounds, strings without a length bound or a pattern that refuses control characters. Free-form values
 * (z.unknown) are not fields and pass.
 */
export function unboundedFields(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', reused: 'inline', cycles: 'ref' }) as Json;
  const out: string[] = [];
  walk(json, '', out, new Set());
  return out;
}
