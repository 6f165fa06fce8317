import 'server-only';
import { z } from 'zod';
import { envelopeSchema, type Endpoint } from '@/lib/contracts/endpoint';
import { endpoints } from '@/lib/contracts/registry';
import { APP_VERSION, BUILD_DATE } from '@/lib/config/version';
import { DEFAULT_MESSAGES } from './errors';

const schema = (s: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(s, { target: 'openapi-3.0', io, unrepresentable: 'any', reused: 'inline', cycles: 'ref' });

function accessText(e: Endpoint): string {
  if (e.access === 'public') return 'No sign-in needed.';
  if (e.access === 'user') return 'Any signed-in user (Authorization: Bearer <token>).';
  return `Roles: ${e.access.join(', ')} (Authorization: Bearer <token>).`;
}

function operation(e: Endpoint) {
  const errors = [400, 401, 403, 413, 429, 500].filter((c) => e.access !== 'public' || (c !== 401 && c !== 403));
  return {
    summary: e.summary,
    description: `${accessText(e)}${e.encryptedBody ? ' The body may be sent RSA-encrypted (base64 of 128-byte PKCS#1 v1.5 blocks of 117-byte JSON chunks).' : ''}`,
    tags: [e.tag],
    ...(e.access === 'public' ? {} : { security: [{ bearer: [] }] }),
    ...(e.query ? { parameters: queryParameters(e.query) } : {}),
    ...(e.body ? { requestBody: { required: false, content: { 'application/json': { schema: schema(e.body, 'input') } } } } : {}),
    responses: {
      200: { description: 'Success: code 200, msg "success".', content: { 'application/json': { schema: schema(envelopeSchema(e.response), 'output') } } },
      ...(e.access === 'public' ? {} : { 402: { description: 'Served with a refreshed access token in `token`.' } }),
      ...Object.fromEntries(errors.map((c) => [c, { description: DEFAULT_MESSAGES[c] }])),
    },
  };
}

function queryParameters(q: z.ZodType) {
  const json = schema(q, 'input') as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({ name, in: 'query', required: json.required?.includes(name) ?? false, schema: s }));
}

/** The OpenAPI 3 document generated from lib/contracts. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    paths[`/api${e.path}`] = { ...paths[`/api${e.path}`], [e.method.toLowerCase()]: operation(e) };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: '人事管理系统 API',
      version: APP_VERSION,
      description: `Version ${APP_VERSION}, built ${BUILD_DATE}. Every answer is the envelope {code, msg, data}; the HTTP status equals code. See the docs page /api-docs.`,
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
