import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { Endpoint } from '@/lib/contracts/endpoint';
import { openApiDocument } from '../openapi';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A generated document and the validators compiled from it so far, one per response schema. */
interface Checker {
  doc: Json;
  ajv: Ajv;
  validators: Map<string, ValidateFunction>;
}

const DOCUMENT_ID = 'openapi.json';
const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** Ajv picks a oneOf member by the discriminator's value itself (and names that member's errors), but takes no mapping. */
function withoutMappings(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutMappings);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === 'discriminator' ? { propertyName: (v as Json).propertyName } : withoutMappings(v)]));
}

function checkerOf(doc: Json): Checker {
  // OpenAPI 3.0: `nullable` widens the type; `example`, `xml` and the like are not validation keywords. Formats are
  // left unchecked: zod writes the pattern of each format it checks beside it.
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false, validateSchema: false, discriminator: true });
  ajv.addSchema(withoutMappings(doc) as Json, DOCUMENT_ID);
  return { doc, ajv, validators: new Map() };
}

/**
 * The document, generated once per jest run: kept beside the run's database snapshot (jest.globalSetup), since every
 * test file has its own module registry and generating it takes a second.
 */
function documentOfThisRun(): Json {
  const snapshot = process.env.RENSHI_TEST_SNAPSHOT;
  const file = snapshot ? path.join(path.dirname(snapshot), 'openapi.json') : undefined;
  if (file && fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  const doc = openApiDocument();
  if (file) {
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, JSON.stringify(doc));
    fs.renameSync(partial, file);
  }
  return doc;
}

let documented: Checker | undefined;
/** The contracts of handlers a test defines itself, checked like the document's operations. */
let ownEndpoints: Endpoint[] = [];
let own: Checker | undefined;

function operationOf(method: string, path: string): { checker: Checker; op: Json; pointer: string } | undefined {
  documented ??= checkerOf(documentOfThisRun());
  const key = `/api${path}`;
  const m = method.toLowerCase();
  let checker = documented;
  if (!documented.doc.paths[key]?.[m] && ownEndpoints.length) {
    own ??= checkerOf(openApiDocument(ownEndpoints));
    checker = own;
  }
  const op = checker.doc.paths[key]?.[m] as Json | undefined;
  return op ? { checker, op, pointer: `#/paths/${escape(key)}/${m}` } : undefined;
}

/** Declares the contract of a handler a test defines for itself (outside the document), so its answers are checked too. */
export function testEndpoint<E extends Endpoint>(e: E): E {
  ownEndpoints = [...ownEndpoints.filter((o) => o.path !== e.path || o.method !== e.method), e];
  own = undefined;
  return e;
}

/** The response object of a status, with its pointer (a shared refusal is a reference into components.responses). */
function responseOf(checker: Checker, op: Json, pointer: string, status: number): { response: Json; pointer: string } | undefined {
  const answer = op.responses[String(status)] as Json | undefined;
  if (!answer) return undefined;
  if (typeof answer.$ref !== 'string') return { response: answer, pointer: `${pointer}/responses/${status}` };
  return { response: checker.doc.components.responses[answer.$ref.split('/').pop()!], pointer: answer.$ref };
}

/** The shared refusal of a status, whatever operation answered it. */
function refusalOf(checker: Checker, status: number): { response: Json; pointer: string } | undefined {
  for (const [name, response] of Object.entries(checker.doc.components.responses as Json)) {
    const ref = (response as Json).content?.['application/json']?.schema?.$ref as string | undefined;
    const envelope = ref && checker.doc.components.schemas[ref.split('/').pop()!];
    if (envelope?.allOf?.[1]?.properties?.code?.enum?.[0] === status) return { response: response as Json, pointer: `#/components/responses/${name}` };
  }
  return undefined;
}

function validatorOf(checker: Checker, pointer: string): ValidateFunction {
  const ref = `${DOCUMENT_ID}${pointer}`;
  let validate = checker.validators.get(ref);
  if (!validate) {
    validate = checker.ajv.compile({ $ref: ref });
    checker.validators.set(ref, validate);
  }
  return validate;
}

function valueAt(body: unknown, instancePath: string): unknown {
  let node = body;
  for (const segment of instancePath.split('/').slice(1)) {
    node = (node as Json | undefined)?.[segment.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return node;
}

const shown = (v: unknown) => {
  const text = JSON.stringify(v);
  return text === undefined ? 'undefined' : text.length > 300 ? `${text.slice(0, 300)}…` : text;
};

function describe(errors: ErrorObject[], body: unknown): string {
  // A failed branch of oneOf/anyOf repeats what its branches said; the leaves name the offending value.
  const leaves = errors.filter((e) => !['oneOf', 'anyOf', 'allOf', 'if'].includes(e.keyword));
  return (leaves.length ? leaves : errors)
    .slice(0, 8)
    .map((e) => `  ${e.instancePath || '/'} ${e.message}${e.params && Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : ''}: ${shown(valueAt(body, e.instancePath))}`)
    .join('\n');
}

/** Validates values against the schema at a pointer of a document (`#/components/schemas/X`), as answers are checked. */
export function documentValidator(doc: Json): (pointer: string, value: unknown) => string | null {
  const checker = checkerOf(doc);
  return (pointer, value) => {
    const validate = validatorOf(checker, pointer);
    return validate(value) ? null : describe(validate.errors ?? [], value);
  };
}

export interface CheckOptions {
  /** The call sends input deliberately outside the contract: the answer need only be the error envelope of its status. */
  malformed?: boolean;
}

/**
 * Checks an answer against the OpenAPI document: the status must be one the operation lists and the JSON body must
 * match that response's schema; a file must be of a media type the operation declares. A path the document does not
 * hold must be answered with the envelope of 404 (the catch-all route). Throws, naming the operation, the status, the
 * schema path and the value, when it does not.
 */
export function checkAnswer(method: string, path: string, res: Response, body: unknown, opts: CheckOptions = {}): void {
  const found = operationOf(method, path);
  const name = found ? `${found.op.operationId} (${method} /api${path})` : `${method} /api${path}`;
  const fail = (why: string) => {
    throw new Error(`The answer of ${name} with status ${res.status} does not match the OpenAPI document: ${why}`);
  };
  let target: { response: Json; pointer: string; checker: Checker } | undefined;
  if (!found) {
    if (res.status !== 404) fail('the document holds no such operation.');
    target = { ...refusalOf(documented!, 404)!, checker: documented! };
  } else {
    const listed = responseOf(found.checker, found.op, found.pointer, res.status);
    if (listed) {
      target = { ...listed, checker: found.checker };
    } else if (opts.malformed && res.status >= 400) {
      const refusal = refusalOf(documented!, res.status);
      if (refusal) target = { ...refusal, checker: documented! };
    }
    if (!target) fail(`the operation does not list status ${res.status} (it lists ${Object.keys(found.op.responses).join(', ')}).`);
  }
  const { response, pointer, checker } = target!;
  const mediaType = (res.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  const declared = Object.keys(response.content ?? {});
  if (!declared.includes('application/json')) {
    if (!declared.includes(mediaType)) fail(`the file is ${mediaType || 'of no media type'}; the document declares ${declared.join(', ')}.`);
    return;
  }
  if (mediaType !== 'application/json') fail(`the answer is ${mediaType || 'of no media type'}, not the JSON envelope.`);
  const code = (body as Json | null)?.code;
  // The template's mock server tells a mistake in the envelope (code 500) over HTTP 200 (spec §8): only its message is checked.
  if (path.startsWith('/mock/') && res.status === 200 && code === 500) {
    if (typeof (body as Json).msg !== 'string') fail('the mock\'s refusal carries no message.');
    return;
  }
  if (code !== res.status) fail(`the envelope's code is ${shown(code)}, not the HTTP status.`);
  const validate = validatorOf(checker, `${pointer}/content/application~1json/schema`);
  if (!validate(body)) fail(`schema ${pointer}\n${describe(validate.errors ?? [], body)}`);
}
