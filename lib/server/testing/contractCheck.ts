import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import type { Endpoint } from '@/lib/contracts/endpoint';
import { openApiDocument } from '../openapi';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A generated document and the validators compiled from it so far, one per response schema. */
interface Checker {
  doc: Json;
  /** Made on the first validator this file compiles itself: a file whose validators are all cached never needs it. */
  ajv?: Ajv;
  validators: Map<string, ValidateFunction>;
  /** Where this run keeps the validators compiled from the document, as code (the run's document only). */
  compiledDir?: string;
}

const DOCUMENT_ID = 'openapi.json';
const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * The document in the terms Ajv compiles: a discriminator without its mapping (Ajv picks a oneOf member by the
 * discriminator's value itself, and names that member's errors, but takes no mapping), and OpenAPI 3.0's boolean
 * `exclusiveMinimum`/`exclusiveMaximum` beside `minimum`/`maximum` as JSON Schema's numeric bound (the same bound).
 */
function inAjvTerms(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(inAjvTerms);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'discriminator') out[k] = { propertyName: (v as Json).propertyName };
    else if ((k === 'exclusiveMinimum' || k === 'exclusiveMaximum') && typeof v === 'boolean') continue;
    else out[k] = inAjvTerms(v);
  }
  const n = node as Json;
  if (n.exclusiveMinimum === true && typeof n.minimum === 'number') {
    out.exclusiveMinimum = n.minimum;
    delete out.minimum;
  }
  if (n.exclusiveMaximum === true && typeof n.maximum === 'number') {
    out.exclusiveMaximum = n.maximum;
    delete out.maximum;
  }
  return out;
}

function ajvOf(doc: Json): Ajv {
  // OpenAPI 3.0: `nullable` widens the type; `example`, `xml` and the like are not validation keywords. Formats are
  // left unchecked: zod writes the pattern of each format it checks beside it. The code is kept to be written out.
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false, validateSchema: false, discriminator: true, code: { source: true } });
  ajv.addSchema(inAjvTerms(doc) as Json, DOCUMENT_ID);
  return ajv;
}

const checkerOf = (doc: Json, compiledDir?: string): Checker => ({ doc, validators: new Map(), compiledDir });

/** The directory beside the run's database snapshot (jest.globalSetup) that holds what one test file prepares for all. */
function runDir(): string | undefined {
  const snapshot = process.env.RENSHI_TEST_SNAPSHOT;
  return snapshot ? path.dirname(snapshot) : undefined;
}

/** Writes a file whole or not at all, since test files running in parallel may write the same one. */
function writeWhole(file: string, text: string): void {
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, text);
  fs.renameSync(partial, file);
}

/**
 * The document, generated once per jest run: kept beside the run's database snapshot (jest.globalSetup), since every
 * test file has its own module registry and generating it takes a second.
 */
function documentOfThisRun(dir: string | undefined): Json {
  const file = dir && path.join(dir, 'openapi.json');
  if (file && fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  const doc = openApiDocument();
  if (file) writeWhole(file, JSON.stringify(doc));
  return doc;
}

/** The run's document with the directory where its compiled validators are shared between test files. */
function documentedOfThisRun(): Checker {
  const dir = runDir();
  const compiledDir = dir && path.join(dir, 'validators');
  if (compiledDir) fs.mkdirSync(compiledDir, { recursive: true });
  return checkerOf(documentOfThisRun(dir), compiledDir);
}

let documented: Checker | undefined;
/** The contracts of handlers a test defines itself, checked like the document's operations. */
let ownEndpoints: Endpoint[] = [];
let own: Checker | undefined;

function operationOf(method: string, path: string): { checker: Checker; op: Json; pointer: string } | undefined {
  documented ??= documentedOfThisRun();
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

/** Loads a validator written out as a CommonJS module by Ajv's standalone code (it requires Ajv's runtime helpers). */
function loadCompiled(file: string): ValidateFunction {
  const written = { exports: {} as { default?: ValidateFunction } };
  new Function('module', 'exports', 'require', fs.readFileSync(file, 'utf8'))(written, written.exports, require);
  return (written.exports.default ?? written.exports) as ValidateFunction;
}

/**
 * The validator of the schema at a pointer. Compiling one takes Ajv up to a few hundred milliseconds, and every test
 * file has its own module registry: the first file to need a validator writes it out as code for the run's others.
 */
function validatorOf(checker: Checker, pointer: string): ValidateFunction {
  const ref = `${DOCUMENT_ID}${pointer}`;
  let validate = checker.validators.get(ref);
  if (validate) return validate;
  const file = checker.compiledDir && path.join(checker.compiledDir, `${createHash('sha1').update(pointer).digest('hex')}.cjs`);
  if (file && fs.existsSync(file)) {
    validate = loadCompiled(file);
  } else {
    checker.ajv ??= ajvOf(checker.doc);
    validate = checker.ajv.compile({ $ref: ref });
    if (file) writeWhole(file, standaloneCode(checker.ajv, validate));
  }
  checker.validators.set(ref, validate);
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
  // The template's mock server tells a mistake in the envelope (code 500) over HTTP 200 (spec §8); the document's
  // MockRefusal describes that body.
  const mockRefusal = path.startsWith('/mock/') && res.status === 200 && code === 500;
  if (code !== res.status && !mockRefusal) fail(`the envelope's code is ${shown(code)}, not the HTTP status.`);
  const validate = validatorOf(checker, `${pointer}/content/application~1json/schema`);
  if (!validate(body)) fail(`schema ${pointer}\n${describe(validate.errors ?? [], body)}`);
}
