import 'server-only';
import { z } from 'zod';
import type { Endpoint, ErrorStatus } from '@/lib/contracts/endpoint';
import { notReady } from '@/lib/contracts/health';
import type { JsonSchema } from './schemas';

const str = (description?: string) => ({ type: 'string', ...(description ? { description } : {}) });
const int = (description?: string) => ({ type: 'integer', ...(description ? { description } : {}) });
const nullData = { type: 'object', nullable: true, enum: [null], description: 'Always null.' };
const issues = {
  type: 'array',
  description: 'Every problem found, in order (the first one is the one `msg` names).',
  items: { type: 'object', properties: { field: str(), message: str() }, required: ['field', 'message'] },
};
const fieldData = (description: string, more: Record<string, unknown> = {}) => ({
  type: 'object', nullable: true, additionalProperties: true, description, properties: { field: str('The request field refused, dotted (`lines.0.personId`).'), ...more },
});
const reasonData = (description: string) => ({ type: 'object', nullable: true, description, properties: { reason: str() } });

function readinessData(): JsonSchema {
  const { $schema, ...json } = z.toJSONSchema(notReady, { target: 'openapi-3.0', io: 'output' }) as JsonSchema;
  return json;
}

interface ErrorSpec {
  /** The components.responses name. */
  name: string;
  zh: string;
  en: string;
  data: JsonSchema;
}

/** What each refusal means and the `data` the server writes with it (lib/server/http, lib/server/services). */
const SPECS: Record<ErrorStatus, ErrorSpec> = {
  400: {
    name: 'BadRequest', zh: '请求有错误（不是 JSON、字段不符合约定或数据库不能接受的值），msg 与 data.field 指明字段',
    en: 'The request is malformed: not JSON, a field fails the contract (named in `msg` and `data.field`), or a value the database cannot take.',
    data: fieldData('Null for a body that is not JSON; otherwise the field refused and every issue found.', { issues }),
  },
  401: { name: 'Unauthorized', zh: '未登录、令牌无效或已过刷新期限，或会话已结束', en: 'Not signed in: no Bearer token, an invalid one or one past its refresh window, or a session ended (signed out, account or unit disabled).', data: reasonData('Null, or why the session ended.') },
  402: { name: 'PaymentRequired', zh: '模拟令牌已过期（签发超过 5000 毫秒）', en: 'Refused with 402 by the mock token check: the token is older than 5000 ms.', data: nullData },
  403: { name: 'Forbidden', zh: '已登录但无权访问：角色不符、数据不在本人范围内，或须先修改密码', en: 'Signed in but not allowed: the role may not call this endpoint, the record is outside the caller\'s scope, or the password must be changed first.', data: reasonData('Null, or `mustChangePassword` while an administrator-set password is unchanged.') },
  404: {
    name: 'NotFound', zh: '访问的资源不存在（或该功能未配置）', en: 'The record named does not exist (or the feature is not configured).',
    data: fieldData('Null, or the request field naming the record that does not exist (`value.wellRatedUnitIds.0`).'),
  },
  408: { name: 'AccountExpired', zh: '单位账号已过期，data 为续费页面', en: 'The unit account has expired; `data` is the renewal page to go to.', data: str('The renewal page URL.') },
  409: { name: 'Conflict', zh: '数据已被他人修改（version 过期），或名称、关联已被占用', en: 'Someone else changed the data first (stale `version`), or a name or link is already taken.', data: fieldData('Null, or the field that conflicts.') },
  413: {
    name: 'PayloadTooLarge', zh: '请求体过大（默认上限 1 MB，上传接口更大），或导入文件的行数超过上限',
    en: 'The request body is over the endpoint\'s limit (1 MB, larger for uploads), or an imported file holds more rows than an import takes.',
    data: {
      type: 'object', properties: { limit: int('The limit: bytes of the body, or rows of an imported file.'), field: str('`content` for the rows of a file.') },
      required: ['limit'],
    },
  },
  422: {
    name: 'UnprocessableEntity', zh: '提交的数据不符合业务规则',
    en: 'The request is well formed but breaks a business rule (`msg` says which).',
    data: fieldData('Null, or the field at fault; rule checks of a filing add their findings.', {
      issues,
      violations: { type: 'array', items: { type: 'object', additionalProperties: true }, description: 'Business-rule violations of a filing.' },
      needsAcknowledgement: { type: 'array', items: str(), description: 'Codes of warnings to acknowledge before submitting again.' },
      lockFilingId: { type: 'integer', description: 'The filing under way that holds the person.' },
    }),
  },
  423: {
    name: 'Locked', zh: '该件正在由其他审核人审核',
    en: 'Another reviewer has the filing open for review.',
    data: {
      type: 'object', required: ['reviewLock'],
      properties: { reviewLock: { type: 'object', required: ['reviewer', 'until'], properties: { reviewer: str(), until: str('Until when (yyyy-MM-dd HH:mm:ss).') } } },
    },
  },
  429: {
    name: 'TooManyRequests', zh: '请求过于频繁（登录失败或获取验证码次数过多）',
    en: 'Too many attempts: sign-in failures or verification codes.',
    data: { type: 'object', nullable: true, properties: { retryAfter: int('Seconds to wait before trying again.'), field: str() } },
  },
  500: { name: 'InternalServerError', zh: '服务器发生错误', en: 'An unexpected server error; the details are in the server log.', data: nullData },
  502: { name: 'BadGateway', zh: '依赖的外部服务（短信、第三方登录）无法连接', en: 'A service this one depends on (text messages, the sign-in provider) could not be reached.', data: nullData },
  503: {
    name: 'ServiceUnavailable', zh: '服务暂不可用', en: 'The service is not ready.',
    data: { ...readinessData(), nullable: true, description: 'Null, or for the readiness probe (/health/ready) the checks that failed.' },
  },
};

/** The one envelope of every JSON answer: its `data` depends on the status. */
export const ENVELOPE: JsonSchema = {
  type: 'object',
  required: ['code', 'msg', 'data'],
  description: 'Every JSON answer: `code` equals the HTTP status, `msg` is in Chinese or, with Accept-Language: en, in English.',
  properties: { code: int('The HTTP status.'), msg: str('The message to show (zh or en).'), data: { description: 'Depends on the status.' } },
};

const dataName = (s: ErrorSpec) => `${s.name}Data`;

/** components.schemas and components.responses for the refusals the document uses. */
export function errorComponents(used: Set<ErrorStatus>): { schemas: Record<string, JsonSchema>; responses: Record<string, JsonSchema> } {
  const schemas: Record<string, JsonSchema> = { Envelope: ENVELOPE };
  const responses: Record<string, JsonSchema> = {};
  for (const [code, spec] of Object.entries(SPECS)) {
    if (!used.has(Number(code) as ErrorStatus)) continue;
    schemas[dataName(spec)] = spec.data;
    schemas[`${spec.name}Envelope`] = {
      allOf: [
        { $ref: '#/components/schemas/Envelope' },
        { type: 'object', properties: { code: { type: 'integer', enum: [Number(code)] }, data: { $ref: `#/components/schemas/${dataName(spec)}` } } },
      ],
    };
    responses[spec.name] = {
      description: `${spec.zh}。${spec.en}`,
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${spec.name}Envelope` } } },
    };
  }
  return { schemas, responses };
}

/**
 * The refusals an operation can answer: those of the wrapper (lib/server/http defineHandler) and those its service
 * names in the contract's `errors`. 402 on a signed-in JSON endpoint is a success with a new token, described apart.
 */
export function errorStatuses(e: Endpoint, answersFile: boolean): ErrorStatus[] {
  const out = new Set<ErrorStatus>(e.errors ?? []);
  if (e.query || e.method === 'POST') out.add(400);
  if (e.method === 'POST') out.add(413);
  if (e.access !== 'public') {
    out.add(401);
    out.add(403);
  }
  if (e.access !== 'public' && !answersFile) out.delete(402);
  out.add(500);
  return [...out].sort((a, b) => a - b);
}

export const errorResponseRef = (code: ErrorStatus) => ({ $ref: `#/components/responses/${SPECS[code].name}` });
