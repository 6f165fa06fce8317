import type { z } from 'zod';
import { FILING_TYPES } from '@/lib/contracts/filing';
import { knownLabel } from '@/lib/domain/filingPrint/format';
import { getDb } from '../../../db/client';
import { withFreshDatabase } from '../../../testing/database';
import { definitionOf } from '../registry';
import { fieldDictionary } from './dictionary';

withFreshDatabase();

/** Printed by the unit's name beside it (counterpartUnitName), never as an id. */
const PRINTED_BY_NAME = new Set(['counterpartUnitId']);

/** The field names of a type's header or line schema, through its refinements and defaults. */
function fieldsOf(schema: z.ZodType): string[] {
  const s = schema as unknown as { shape?: Record<string, unknown>; _def?: { schema?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType } };
  if (s.shape) return Object.keys(s.shape);
  const inner = s._def?.innerType ?? s._def?.schema ?? s._def?.in;
  return inner ? fieldsOf(inner) : [];
}

describe('the printed forms label every field a unit fills in', () => {
  it.each(FILING_TYPES)('%s, in zh and en', async (type) => {
    const def = definitionOf(type);
    const fields = [...fieldsOf(def.header), ...fieldsOf(def.line)].filter((f) => !PRINTED_BY_NAME.has(f));
    expect(fields.length).toBeGreaterThan(0);
    for (const lang of ['zh', 'en'] as const) {
      const dict = await fieldDictionary(await getDb(), type, lang);
      expect(fields.filter((f) => knownLabel(dict, f) === undefined)).toEqual([]);
    }
  });
});
