import 'server-only';
import { z } from 'zod';

export type JsonSchema = { [key: string]: unknown };

const LOCAL_DEFINITION = /^#\/(definitions|\$defs)\/(.+)$/;

/** Every `$ref` inside the schema, rewritten by `to`. */
function rewriteRefs(node: unknown, to: (ref: string) => string): void {
  if (Array.isArray(node)) {
    node.forEach((n) => rewriteRefs(n, to));
  } else if (node && typeof node === 'object') {
    const o = node as JsonSchema;
    if (typeof o.$ref === 'string') o.$ref = to(o.$ref);
    Object.values(o).forEach((v) => rewriteRefs(v, to));
  }
}

/**
 * OpenAPI 3.0.3: `nullable` does not widen an `enum`, which must list null itself; zod writes a nullable enum without it.
 */
function nullInEnums(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(nullInEnums);
  } else if (node && typeof node === 'object') {
    const o = node as JsonSchema;
    if (o.nullable === true && Array.isArray(o.enum) && !o.enum.includes(null)) o.enum = [...o.enum, null];
    Object.values(o).forEach(nullInEnums);
  }
}

/**
 * OpenAPI 3.0.3: `nullable` needs a `type` beside it; zod writes a nullable union as `anyOf` with `nullable` and no
 * type. Each member of the union is made nullable instead.
 */
function nullableUnions(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(nullableUnions);
  } else if (node && typeof node === 'object') {
    const o = node as JsonSchema;
    if (o.nullable === true && Array.isArray(o.anyOf) && o.type === undefined) {
      o.anyOf = o.anyOf.map((member: JsonSchema) => ({ ...member, nullable: true }));
      delete o.nullable;
    }
    Object.values(o).forEach(nullableUnions);
  }
}

/**
 * Turns zod schemas into OpenAPI 3.0 schemas that stand alone in the document. A recursive schema (a menu or a
 * department tree) comes out of zod with local `definitions`, which OpenAPI does not resolve there: they are moved to
 * components.schemas under a name of their operation, and a tree met again reuses the component of its first meeting.
 */
export class SchemaSet {
  readonly components: Record<string, JsonSchema> = {};
  private readonly seen = new Map<string, Record<string, string>>();

  of(schema: z.ZodType, io: 'input' | 'output', name: string): JsonSchema {
    const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any', reused: 'inline', cycles: 'ref' }) as JsonSchema;
    delete json.$schema;
    nullInEnums(json);
    nullableUnions(json);
    const defs = { ...(json.definitions as Record<string, JsonSchema> | undefined), ...(json.$defs as Record<string, JsonSchema> | undefined) };
    delete json.definitions;
    delete json.$defs;
    const locals = Object.keys(defs);
    let rootRef: string | undefined;
    rewriteRefs(json, (ref) => (ref === '#' ? (rootRef = `#/components/schemas/${name}`) : ref));
    if (!locals.length && !rootRef) return json;

    const key = JSON.stringify(defs);
    let names = this.seen.get(key);
    if (!names) {
      names = Object.fromEntries(locals.map((local, i) => [local, this.freeName(`${name}Node${locals.length > 1 ? i + 1 : ''}`)]));
      this.seen.set(key, names);
      for (const local of locals) {
        const def = defs[local];
        rewriteRefs(def, (ref) => this.resolve(ref, names!));
        this.components[names[local]] = def;
      }
    }
    rewriteRefs(json, (ref) => this.resolve(ref, names!));
    if (!rootRef) return json;
    this.components[name] = json;
    return { $ref: rootRef };
  }

  /** Names a schema built from others (a component the operations refer to). */
  define(name: string, json: JsonSchema): void {
    this.components[name] = json;
  }

  private resolve(ref: string, names: Record<string, string>): string {
    const local = LOCAL_DEFINITION.exec(ref);
    if (!local) return ref;
    const name = names[decodeURIComponent(local[2])];
    if (!name) throw new Error(`OpenAPI: unresolved schema reference ${ref}`);
    return `#/components/schemas/${name}`;
  }

  private freeName(wanted: string): string {
    let name = wanted;
    for (let i = 2; name in this.components; i++) name = `${wanted}${i}`;
    return name;
  }
}
