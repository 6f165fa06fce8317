import 'server-only';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { BodyOf, Endpoint, Envelope, QueryOf, ResponseOf } from '@/lib/contracts/endpoint';
import { writeAudit, type AuditEntry } from './audit';
import { issueToken, verifyToken } from './auth';
import { clientAddress } from './clientAddress';
import { getDb, type Db } from './db/client';
import { ApiError } from './errors';
import { fieldMessage } from './fieldMessage';
import { findHostileInput } from './inputGuard';
import { describeRequest, logger } from './observability/core.mjs';
import { decryptBody } from './rsa';
import { isUnitInScope, scopeOf, type Scope } from './scope';
import { checkSession, refuseUntilPasswordChanged, type SessionUser } from './session';
import { sharedReply } from './sharedAnswer';

export const MAX_BODY_BYTES = 1024 * 1024;

export interface HandlerContext<E extends Endpoint> {
  req: Request;
  db: Db;
  ip: string;
  lang: 'zh' | 'en';
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** The signed-in user; undefined only on public endpoints. */
  user: SessionUser | undefined;
  /** Refines the system-log entry of this call (the account tried at login, a detail, its type). */
  audit: { account?: string; userId?: number; unitId?: number | null; detail?: string; type?: AuditEntry['type'] };
  scope(): Scope;
  /** Refuses with 403 unless the unit is within the caller's scope. */
  assertUnitInScope(unitId: number): Promise<void>;
}

export type Service<E extends Endpoint> = (ctx: HandlerContext<E>) => Promise<ResponseOf<E>>;

export function clientIp(req: Request): string {
  return clientAddress(req);
}

function requestLang(req: Request): 'zh' | 'en' {
  return /^en\b/i.test(req.headers.get('accept-language') ?? '') ? 'en' : 'zh';
}

export const REQUEST_ID_HEADER = 'x-request-id';
const PLAIN_TOKEN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The id of a request, sent back as X-Request-Id and written with its errors in the log: the caller's own when it is
 * a short plain token (a proxy's or the browser's), else a fresh UUID. scripts/server.mjs applies the same rule.
 */
export function requestId(given: string | null | undefined): string {
  return given && PLAIN_TOKEN.test(given) ? given : randomUUID();
}

function respond(id: string, code: number, msg: string, data: unknown, token?: string): Response {
  const body: Envelope<unknown> = token ? { code, msg, data, token } : { code, msg, data };
  return Response.json(body, { status: code, headers: { 'cache-control': 'no-store', [REQUEST_ID_HEADER]: id } });
}

/** The success envelope of a shared answer (lib/server/sharedAnswer.ts), serialised and encoded once. */
function respondShared(id: string, reply: Uint8Array<ArrayBuffer>): Response {
  return new Response(reply, { status: 200, headers: { 'content-type': 'application/json', 'cache-control': 'no-store', [REQUEST_ID_HEADER]: id } });
}

/** The 400 of a contract's refusal, naming the first field; parse with `{ reportInput: true }` (see fieldMessage). */
function fieldError(error: z.ZodError, where: 'query' | 'body'): ApiError {
  const issue = error.issues[0];
  const field = issue.path.map(String).join('.') || where;
  const { zh, en } = fieldMessage(field, issue);
  return new ApiError(400, zh, { field, issues: error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })) }, en);
}

function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}

const HOSTILE_TEXT = {
  control: ['含有不允许的控制字符', 'contains a control character that is not allowed'],
  key: ['不是允许的字段名', 'is not an allowed field name'],
  depth: ['嵌套层级过深', 'is nested too deeply'],
} as const;

/** The parsed input, refused with 400 naming the field when it holds what no endpoint takes (lib/server/inputGuard). */
function guarded<T>(input: T, where: 'query' | 'body'): T {
  const found = findHostileInput(input, where === 'query' ? [] : undefined);
  if (!found) return input;
  const field = found.field === 'body' ? where : found.field;
  const [zh, en] = HOSTILE_TEXT[found.reason];
  throw new ApiError(400, `${field} ${zh}`, { field, issues: [{ field, message: zh }] }, `${field} ${en}`);
}

const NOT_JSON = () => new ApiError(400, '请求体不是有效的 JSON', null, 'The request body is not valid JSON');

async function decrypted(cipher: string): Promise<unknown> {
  try {
    return await decryptBody(cipher);
  } catch {
    throw new ApiError(400, '请求体解密失败', null, 'The request body could not be decrypted');
  }
}

const tooLarge = (limit: number) => {
  const mb = Math.round(limit / 1048576);
  return new ApiError(413, `请求体过大（上限 ${mb} MB）`, { limit }, `The request body is too large (limit ${mb} MB)`);
};

/**
 * The client went away before its body arrived (nginx's 499): nothing failed here, and nobody reads the answer, so it
 * is logged as a refusal rather than as a server error.
 */
const clientClosed = () => new ApiError(499, '客户端在请求体传完前关闭了连接', null, 'The client closed the connection before its body arrived');

/**
 * The body's bytes, at most `limit` of them. A body without Content-Length (chunked) is read as it arrives and
 * abandoned at the limit, so an endless or huge body never sits in memory whole.
 */
export async function readBytes(req: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > limit) throw tooLarge(limit);
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch((e: unknown) => {
      throw req.signal.aborted || (e as { code?: unknown }).code === 'ECONNRESET' ? clientClosed() : e;
    });
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * The body as JSON. An endpoint that takes an encrypted body (spec §7.1) also accepts the cipher text, bare or as a
 * JSON string: whatever is not a JSON object is decrypted.
 */
async function readBody(req: Request, encrypted: boolean, limit = MAX_BODY_BYTES): Promise<unknown> {
  const text = new TextDecoder().decode(await readBytes(req, limit)).trim();
  if (!text) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    if (encrypted && !text.startsWith('{')) return decrypted(text);
    throw NOT_JSON();
  }
  if (encrypted && typeof parsed === 'string') return decrypted(parsed);
  if (encrypted && typeof parsed === 'number') return decrypted(text);
  return parsed;
}

async function authenticate(req: Request, db: Db): Promise<{ user: SessionUser; token?: string }> {
  const header = req.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new ApiError(401, '未登录或令牌缺失', null, 'Not signed in');
  const verified = await verifyToken(match[1]);
  if (verified.status === 'invalid') throw new ApiError(401, '令牌无效或已过期，请重新登录', null, 'Invalid or expired token, please sign in again');
  const checked = await checkSession(db, verified.claims.uid, verified.claims.sid);
  if ('refused' in checked) throw new ApiError(401, checked.refused.message, { reason: checked.refused.reason }, checked.refused.messageEn);
  const { user } = checked;
  refuseUntilPasswordChanged(user, new URL(req.url).pathname);
  return { user, token: verified.status === 'refreshable' ? await issueToken(verified.claims) : undefined };
}

export interface HandlerOptions {
  /** false: the service never reads the database (the mock endpoints), so a public, unaudited call opens none. */
  database?: boolean;
}

/**
 * The one wrapper of every route handler: envelope, zod parsing, auth, role check, scope,
 * error mapping and the system log. `export const POST = defineHandler(contract, service)`.
 */
export function defineHandler<E extends Endpoint>(ep: E, service: Service<E>, options: HandlerOptions = {}) {
  const needsDb = options.database !== false || ep.access !== 'public' || Boolean(ep.audit);
  const route = `/api${ep.path}`;
  return async function handle(req: Request): Promise<Response> {
    const started = performance.now();
    const id = requestId(req.headers.get(REQUEST_ID_HEADER));
    const seen: Seen = { audit: {} };
    const response = await answer(req, id, seen);
    describeRequest({
      requestId: id, method: req.method, route, path: new URL(req.url).pathname, status: response.status,
      durationMs: performance.now() - started, userId: seen.audit.userId ?? seen.user?.id, err: seen.err,
      unitId: seen.audit.unitId !== undefined ? seen.audit.unitId : seen.user?.unitId,
    });
    return response;
  };

  async function answer(req: Request, id: string, seen: Seen): Promise<Response> {
    const ip = clientIp(req);
    const lang = requestLang(req);
    const audit: HandlerContext<E>['audit'] = seen.audit;
    let user: SessionUser | undefined;
    let db: Db | undefined;
    try {
      if (needsDb) db = await getDb();
      let refreshed: string | undefined;
      if (ep.access !== 'public' && db) {
        ({ user, token: refreshed } = await authenticate(req, db));
        seen.user = user;
        if (Array.isArray(ep.access) && !ep.access.includes(user.role)) throw new ApiError(403);
      }
      const query = ep.query ? ep.query.safeParse(guarded(queryObject(new URL(req.url)), 'query'), { reportInput: true }) : undefined;
      if (query && !query.success) throw fieldError(query.error, 'query');
      const raw = ep.method === 'POST' ? guarded(await readBody(req, Boolean(ep.encryptedBody), ep.maxBodyBytes), 'body') : undefined;
      const body = ep.body ? ep.body.safeParse(raw, { reportInput: true }) : undefined;
      if (body && !body.success) throw fieldError(body.error, 'body');
      const conn = db;
      const ctx: HandlerContext<E> = {
        req, ip, lang, user, audit,
        get db() {
          if (!conn) throw new Error(`${ep.method} ${ep.path} was defined without a database`);
          return conn;
        },
        query: query?.data as QueryOf<E>,
        body: body?.data as BodyOf<E>,
        scope: () => (user ? scopeOf(user) : { kind: 'none' }),
        assertUnitInScope: async (unitId) => {
          if (!user || !conn || !(await isUnitInScope(conn, scopeOf(user), unitId))) {
            throw new ApiError(403, '无权访问该单位的数据', null, 'This unit is outside your scope');
          }
        },
      };
      const answer = await service(ctx);
      const shared = refreshed ? undefined : sharedReply(answer, (a) => JSON.stringify({ code: 200, msg: 'success', data: ep.response.parse(a) }));
      const data = shared ? undefined : ep.response.parse(answer);
      if (db) await record(db, ep, 200, user, audit, ip);
      if (shared) return respondShared(id, shared);
      // A file (an .xlsx download) goes out as the service built it, outside the envelope.
      if (data instanceof Response) {
        data.headers.set(REQUEST_ID_HEADER, id);
        return data;
      }
      return refreshed ? respond(id, 402, '令牌已刷新', data, refreshed) : respond(id, 200, 'success', data);
    } catch (e) {
      const err = e instanceof ApiError ? e : (refusedByDatabase(e) ?? new ApiError(500));
      // Written with the request's log line, at level error whatever the status (see refusedByDatabase).
      if (!(e instanceof ApiError)) seen.err = e;
      if (db) {
        await record(db, ep, err.code, user, audit, ip, err.message)
          .catch((x) => logger().error({ err: x, requestId: id, route: `/api${ep.path}` }, 'the system log entry was not written'));
      }
      return respond(id, err.code, lang === 'en' && err.messageEn ? err.messageEn : err.message, err.data);
    }
  }
}

/** What the request's log line and metrics need from the handler: the caller and an unexpected error. */
interface Seen {
  audit: HandlerContext<Endpoint>['audit'];
  user?: SessionUser;
  err?: unknown;
}

async function record(
  db: Db, ep: Endpoint, code: number, user: SessionUser | undefined, audit: HandlerContext<Endpoint>['audit'], ip: string,
  failure?: string,
): Promise<void> {
  if (!ep.audit) return;
  await writeAudit(db, {
    userId: audit.userId ?? user?.id ?? null,
    account: audit.account ?? user?.username ?? 'anonymous',
    unitId: audit.unitId !== undefined ? audit.unitId : (user?.unitId ?? null),
    ip,
    type: audit.type ?? (ep.audit === 'login' ? 'login' : 'operation'),
    action: ep.audit,
    result: code === 200 ? 'success' : 'failure',
    code,
    detail: failure ?? audit.detail ?? '',
  });
}

/** SQLSTATEs of a value the database cannot take (bad text for a type, out of range, bad date, NUL, too long). */
const BAD_VALUE_STATES = new Set(['22P02', '22003', '22007', '22008', '22021', '22P05', '54000']);

/**
 * The second line behind the contracts: a value no contract should have let through, refused by the database,
 * answers 400 rather than 500, and a deadlock 409 (try again). Each is still logged as an error, since the contract ought
 * to have named the field, and a deadlock means two paths lock in different orders.
 */
function refusedByDatabase(e: unknown): ApiError | null {
  const state = (x: unknown) => (x && typeof x === 'object' && 'code' in x ? (x as { code: unknown }).code : undefined);
  const code = state(e) ?? state((e as { cause?: unknown } | null)?.cause);
  if (code === '40P01' || code === '40001') {
    // Two transactions waited for each other (or could not be serialised): the database undid this one, nothing was written.
    return new ApiError(409, '操作与他人同时进行的操作冲突，未保存，请重试', { sqlState: code }, 'The request clashed with another made at the same time; nothing was saved: try again');
  }
  if (typeof code !== 'string' || !BAD_VALUE_STATES.has(code)) return null;
  return new ApiError(400, '请求中的数据格式不正确或超出允许范围', { sqlState: code }, 'A value in the request is malformed or out of range');
}

/** The answer for an /api path no endpoint serves. */
export function notFound(req?: Request): Response {
  return respond(requestId(req?.headers.get(REQUEST_ID_HEADER)), 404, '接口不存在', null);
}
