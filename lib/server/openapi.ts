import 'server-only';
import type { z } from 'zod';
import { envelopeSchema, fileResponse, type Endpoint } from '@/lib/contracts/endpoint';
import { endpoints } from '@/lib/contracts/registry';
import { BUILD_DATE } from '@/lib/config/version';
import pkg from '@/package.json';
import { downloadMediaTypes } from './openapi/downloads';
import { errorComponents, errorResponseRef, errorStatuses } from './openapi/errors';
import { EXAMPLES } from './openapi/examples';
import { filingTypes } from './openapi/filingTypes';
import { SchemaSet, type JsonSchema } from './openapi/schemas';
import { TAGS } from './openapi/tags';

/** `/Person/getList` → `personGetList`, `/userInfo/saveUser_role` → `userInfoSaveUserRole`. */
export function operationIdOf(path: string): string {
  const words = path.split(/[/_-]+/).filter(Boolean);
  return words.map((w, i) => (i === 0 ? w[0].toLowerCase() : w[0].toUpperCase()) + w.slice(1)).join('');
}

const pascal = (id: string) => id[0].toUpperCase() + id.slice(1);

/**
 * The endpoint answers a file, outside the envelope. By identity: an object schema whose fields a Response happens to
 * have (`{ ok: boolean }`) takes a Response too.
 */
export const answersFile = (e: Endpoint): boolean => e.response === fileResponse;

/** Whether the server refuses the call without a body (the contract's body does not take `undefined`). */
function bodyRequired(body: z.ZodType): boolean {
  try {
    return !body.safeParse(undefined).success;
  } catch {
    return true;
  }
}

function accessText(e: Endpoint): string {
  if (e.access === 'public') return 'No sign-in needed.';
  if (e.access === 'user') return 'Any signed-in user (`Authorization: Bearer <token>`).';
  return `Roles: ${e.access.join(', ')} (\`Authorization: Bearer <token>\`).`;
}

const ENCRYPTED_TEXT = 'The body may be sent RSA-encrypted (base64 of 128-byte PKCS#1 v1.5 blocks of 117-byte JSON chunks, key from GET /api/publicKey), bare or as a JSON string.';

function queryParameters(json: JsonSchema) {
  const { properties = {}, required = [] } = json as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(properties).map(([name, schema]) => {
    const { description, ...rest } = schema;
    return { name, in: 'query', required: required.includes(name), ...(typeof description === 'string' ? { description } : {}), schema: rest };
  });
}

function download(path: string) {
  const types = downloadMediaTypes(path) ?? ['application/octet-stream'];
  return {
    description: `The file itself (${types.join(', ')}), not the JSON envelope; errors still answer the envelope.`,
    headers: {
      'Content-Disposition': {
        description: 'attachment (or inline for a PDF or image preview), with the file name as filename and RFC 5987 filename*.',
        schema: { type: 'string' },
        example: "attachment; filename=\"report.xlsx\"; filename*=UTF-8''report.xlsx",
      },
    },
    content: Object.fromEntries(types.map((t) => [t, { schema: { type: 'string', format: 'binary' } }])),
  };
}

/** The template's mock API (spec §7.2), which tells a mistake as the template's server did (spec §8). */
const isMock = (e: Endpoint) => e.path.startsWith('/mock/');
const MOCK_REFUSAL_TEXT = "A mistake (a wrong mock account, a social login without a code) is answered over HTTP 200 as the envelope with code 500, the message, and data null (spec §8): `MockRefusal`.";
const MOCK_REFUSAL = {
  type: 'object',
  description: "The mock API's refusal over HTTP 200 (spec §8), e.g. {code: 500, msg: '帐户或密码不正确', data: null}.",
  properties: { code: { type: 'integer', enum: [500] }, msg: { type: 'string' }, data: { type: 'object', nullable: true, enum: [null] } },
  required: ['code', 'msg', 'data'],
  additionalProperties: false,
};

/** The JSON pointer of an operation, for a reference to a schema it already holds. */
const pointerOf = (e: Endpoint) => `#/paths/${`/api${e.path}`.replaceAll('~', '~0').replaceAll('/', '~1')}/${e.method.toLowerCase()}`;

function operation(e: Endpoint, operationId: string, schemas: SchemaSet, types: ReturnType<typeof filingTypes>) {
  const pointer = pointerOf(e);
  const name = pascal(operationId);
  const file = answersFile(e);
  const isPublic = e.access === 'public';
  const responses: Record<string, unknown> = {};
  if (file) {
    responses['200'] = download(e.path);
  } else {
    const envelope = schemas.of(envelopeSchema(e.response), 'output', `${name}Response`);
    const properties = envelope.properties as Record<string, JsonSchema> | undefined;
    if (properties?.data) properties.data = types.data(e, properties.data);
    const data = EXAMPLES[e.path]?.data;
    const mock = isMock(e);
    responses['200'] = {
      description: mock ? `Success: code 200, msg "success". ${MOCK_REFUSAL_TEXT}` : 'Success: code 200, msg "success".',
      content: {
        'application/json': {
          schema: mock ? { anyOf: [{ allOf: [envelope, { properties: { code: { type: 'integer', enum: [200] } } }] }, { $ref: '#/components/schemas/MockRefusal' }] } : envelope,
          ...(data !== undefined ? { example: { code: 200, msg: 'success', data } } : {}),
        },
      },
    };
    if (!isPublic) {
      responses['402'] = {
        description: '令牌已刷新：访问令牌已过期但仍在 7 天刷新期内，照常应答并在 token 中给出新令牌。Success with a refreshed access token: the token had expired within its 7-day refresh window; `data` is as for 200 and the new token, which replaces the old one, is `token` beside it.',
        content: { 'application/json': { schema: { allOf: [{ $ref: `${pointer}/responses/200/content/application~1json/schema` }, { required: ['token'] }] } } },
      };
    }
  }
  for (const code of errorStatuses(e, file)) responses[String(code)] = errorResponseRef(code);

  let requestBody: unknown;
  if (e.body) {
    const schema = types.body(e, schemas.of(e.body, 'input', `${name}Body`));
    requestBody = {
      required: bodyRequired(e.body),
      content: {
        'application/json': { schema, ...(EXAMPLES[e.path]?.body !== undefined ? { example: EXAMPLES[e.path].body } : {}) },
        ...(e.encryptedBody ? { 'text/plain': { schema: { type: 'string', description: 'The encrypted body (base64).' } } } : {}),
      },
    };
  }
  return {
    operationId,
    summary: e.summary,
    description: `${accessText(e)}${e.encryptedBody ? ` ${ENCRYPTED_TEXT}` : ''}`,
    tags: [e.tag],
    security: isPublic ? [] : [{ bearer: [] }],
    ...(e.query ? { parameters: queryParameters(schemas.of(e.query, 'input', `${name}Query`)) } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** The OpenAPI 3.0 document generated from lib/contracts (or from the contracts given, as a test's own handlers). */
export function openApiDocument(documented: readonly Endpoint[] = endpoints) {
  const schemas = new SchemaSet();
  const types = filingTypes(schemas);
  const paths: Record<string, Record<string, unknown>> = {};
  const ids = new Set<string>();
  for (const e of documented) {
    let operationId = operationIdOf(e.path);
    if (ids.has(operationId)) operationId += pascal(e.method.toLowerCase());
    ids.add(operationId);
    paths[`/api${e.path}`] = { ...paths[`/api${e.path}`], [e.method.toLowerCase()]: operation(e, operationId, schemas, types) };
  }
  const used = new Set(documented.map((e) => e.tag));
  const errors = errorComponents(new Set(documented.flatMap((e) => errorStatuses(e, answersFile(e)))));
  return {
    openapi: '3.0.3',
    info: {
      title: '人事管理系统 API',
      version: pkg.version,
      description:
        `Version ${pkg.version}, built ${BUILD_DATE}. Every JSON answer is the envelope {code, msg, data}; the HTTP status equals code. ` +
        'Sign in with POST /api/login/login and send `Authorization: Bearer <token>`. Files (exports, PDFs, attachments) are answered as themselves. ' +
        'See the docs page /api-docs.',
    },
    servers: [{ url: '/', description: 'This server (every path starts with /api).' }],
    security: [{ bearer: [] }],
    tags: [...Object.keys(TAGS).filter((t) => used.has(t)), ...[...used].filter((t) => !(t in TAGS))].map((t) => ({
      name: t,
      ...(TAGS[t] ? { description: `${TAGS[t].zh} / ${TAGS[t].en}` } : {}),
    })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token from POST /api/login/login (2 hours; refreshed with 402 within 7 days).' },
      },
      schemas: { ...errors.schemas, ...schemas.components, ...(documented.some(isMock) ? { MockRefusal: MOCK_REFUSAL } : {}) },
      responses: errors.responses,
    },
  };
}
