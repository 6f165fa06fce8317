import 'server-only';
import { filingCreate, filingDetail, filingUpdate, type FilingType } from '@/lib/contracts/filing';
import type { Endpoint } from '@/lib/contracts/endpoint';
import { filingDefinitions } from '@/lib/server/services/filings/registry';
import type { JsonSchema, SchemaSet } from './schemas';

/** `RECRUIT_PLAN` → `RecruitPlan`. */
const pascalOf = (type: FilingType) => type.toLowerCase().split('_').map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const ref = (name: string) => `#/components/schemas/${name}`;

/**
 * What a filing holds once saved: the type's fields as its schema left them, and what the server adds on submission
 * (the plan's totals, the counterpart unit's name, …), so the object is open. None is promised: a filing saved before
 * a field was asked for lacks it.
 */
function stored(json: JsonSchema): JsonSchema {
  const { required, ...fields } = json;
  return {
    ...fields,
    additionalProperties: true,
    description: 'As saved: the fields of the type (a filing saved before a field was asked for lacks it) and those the server derives.',
  };
}

/** The payload of each line; the line's other fields are the common schema's. */
const linesOf = (payload: JsonSchema) => ({ type: 'array', items: { type: 'object', additionalProperties: true, properties: { payload } } });

/** The per-type header and line schemas of each registered filing type, from the zod schemas the server checks with. */
class FilingTypes {
  private readonly defined = new Set<string>();

  constructor(private readonly schemas: SchemaSet) {}

  /** The component of one type's header or line, as sent (`input`) or as stored and answered (`output`). */
  private part(type: FilingType, part: 'header' | 'line', io: 'input' | 'output'): { $ref: string } {
    const name = `Filing${pascalOf(type)}${part === 'header' ? 'Header' : 'Line'}${io === 'output' ? 'Stored' : ''}`;
    if (!this.defined.has(name)) {
      const def = filingDefinitions.find((d) => d.type === type)!;
      const json = this.schemas.of(def[part], io, name);
      // A recursive schema is already a component of that name.
      if (typeof json.$ref !== 'string') this.schemas.define(name, io === 'output' ? stored(json) : json);
      this.defined.add(name);
    }
    return { $ref: ref(name) };
  }

  /** A member of the oneOf: the type's discriminating value with its header and the payload of its lines. */
  private variant(type: FilingType, io: 'input' | 'output', kind: 'Draft' | 'Detail'): string {
    const name = `Filing${kind}${pascalOf(type)}`;
    this.schemas.define(name, {
      type: 'object',
      // Only the type's own parts: the common fields are checked by the schema this one is combined with.
      additionalProperties: true,
      required: ['filingType'],
      description: `${kind === 'Draft' ? 'A draft' : 'A filing'} of type ${type}: its header and the payload of its lines.`,
      properties: {
        filingType: { type: 'string', enum: [type] },
        header: this.part(type, 'header', io),
        lines: linesOf(this.part(type, 'line', io)),
      },
    });
    return name;
  }

  /** The common fields and, chosen by `filingType`, the type's own. */
  private discriminated(base: JsonSchema, io: 'input' | 'output', kind: 'Draft' | 'Detail'): JsonSchema {
    const members = Object.fromEntries(filingDefinitions.map((d) => [d.type, ref(this.variant(d.type, io, kind))]));
    return {
      allOf: [
        base,
        { oneOf: Object.values(members).map(($ref) => ({ $ref })), discriminator: { propertyName: 'filingType', mapping: members } },
      ],
    };
  }

  /** An update names no type (the filing has one): its header and lines are those of any type. */
  private anyType(base: JsonSchema): JsonSchema {
    const any = (part: 'header' | 'line') => ({ anyOf: filingDefinitions.map((d) => this.part(d.type, part, 'input')) });
    return {
      allOf: [
        base,
        {
          description: 'The header and the line payloads are those of the filing\'s type (see FilingDraft* for each type).',
          additionalProperties: true,
          properties: { header: any('header'), lines: linesOf(any('line')) },
        },
      ],
    };
  }

  body(e: Endpoint, json: JsonSchema): JsonSchema {
    if (e.body === filingCreate.body) return this.discriminated(json, 'input', 'Draft');
    if (e.body === filingUpdate.body) return this.anyType(json);
    return json;
  }

  /** The `data` of an answer that is a filing's detail. */
  data(e: Endpoint, json: JsonSchema): JsonSchema {
    if (e.response !== filingDetail) return json;
    if (!this.defined.has('FilingDetail')) {
      this.schemas.define('FilingDetail', json);
      this.defined.add('FilingDetail');
    }
    return this.discriminated({ $ref: ref('FilingDetail') }, 'output', 'Detail');
  }
}

export const filingTypes = (schemas: SchemaSet) => new FilingTypes(schemas);
