import { z } from 'zod';
import { FILING_TYPES } from '@/lib/contracts/filing';
import { FILING_REFERENCES } from './references';
import { filingDefinitions } from './registry';

type JsonSchema = { properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[] };

/** The dotted paths of every property of the schema whose name ends in Id (an id the request names). */
function idFields(schema: JsonSchema, prefix = ''): string[] {
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? []), ...(schema.items ? [schema.items] : [])]
    .flatMap((s) => idFields(s, prefix));
  const own = Object.entries(schema.properties ?? {}).flatMap(([k, s]) => [...(/Ids?$/.test(k) ? [`${prefix}${k}`] : []), ...idFields(s, `${prefix}${k}.`)]);
  return [...new Set([...own, ...nested])];
}

const jsonOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

describe('the declared references of the filing types', () => {
  it('declare every registered type', () => {
    expect(filingDefinitions.map((d) => d.type).sort()).toEqual([...FILING_TYPES].sort());
    expect(Object.keys(FILING_REFERENCES).sort()).toEqual([...FILING_TYPES].sort());
  });

  it.each(filingDefinitions.map((d) => [d.type, d] as const))('%s declares every id field of its header, and its lines carry none in their payload', (type, def) => {
    const declared = Object.keys(FILING_REFERENCES[type].header ?? {});
    expect(idFields(jsonOf(def.header)).sort()).toEqual(declared.sort());
    expect(idFields(jsonOf(def.line))).toEqual([]);
  });

  it('finds an id field where one is', () => {
    expect(idFields(jsonOf(z.object({ a: z.object({ relatedFilingId: z.number().optional() }), b: z.array(z.object({ unitIds: z.array(z.number()) })) }))))
      .toEqual(['a.relatedFilingId', 'b.unitIds']);
  });
});
