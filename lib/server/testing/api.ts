import fs from 'node:fs';
import type { Envelope } from '@/lib/contracts/endpoint';

export type Handler = (req: Request) => Promise<Response>;

export interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** A raw body sent as is (malformed JSON, encrypted text). */
  rawBody?: string;
  token?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** The socket's address, as the production server passes it on (x-renshi-peer). */
  ip?: string;
  /**
   * The call deliberately sends input outside the contract (raw malformed text): the answer is checked against the
   * error envelope of its status even where the operation does not list that status.
   */
  malformed?: boolean;
}

/**
 * Whether answers are checked against the OpenAPI document: always, unless CONTRACT_CHECK=0 (to tell a contract
 * mismatch from the failure it hides while debugging). Unchecked, the checker and the document are not even loaded.
 */
const CHECKED = process.env.CONTRACT_CHECK !== '0';

/**
 * With CONTRACT_TRAFFIC=<file>, every call is appended to that file as one JSON line, for scripts/prism-replay.mjs to
 * send again through Stoplight Prism's validating proxy. A token from loginAs is written as the user it signs in.
 */
const TRAFFIC = process.env.CONTRACT_TRAFFIC;
const usersOfTokens = new Map<string, string>();

function record(method: string, url: URL, headers: Record<string, string>, body: string | undefined, token?: string): void {
  if (!TRAFFIC) return;
  const { authorization, ...rest } = headers;
  const signedIn = token && usersOfTokens.get(token);
  const line = { method, path: url.pathname + url.search, headers: rest, body, ...(signedIn ? { as: signedIn } : token ? { token } : {}) };
  fs.appendFileSync(TRAFFIC, `${JSON.stringify(line)}\n`);
}

/** Whether an answer is a file rather than the JSON envelope. */
export const isFileAnswer = (res: Response) => !/^application\/json\b/i.test(res.headers.get('content-type') ?? '');

async function check(method: string, path: string, res: Response, body: unknown, opts: CallOptions): Promise<void> {
  const { checkAnswer } = await import('./contractCheck');
  checkAnswer(method, path, res, body, opts);
}

/**
 * Calls a route handler the way Next does and returns the HTTP status and the envelope. Where CHECKED, every answer is
 * checked against the OpenAPI document (contractCheck): a status the operation does not list, or a body its schema
 * refuses, fails the test. A file answer comes back as `file`, with no envelope.
 */
export async function call<T = unknown>(handler: Handler, path: string, opts: CallOptions = {}) {
  const url = new URL(`http://localhost/api${path}`);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-renshi-peer': opts.ip ?? '10.0.0.1', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const method = opts.method ?? (opts.body !== undefined || opts.rawBody !== undefined ? 'POST' : 'GET');
  const body = opts.rawBody ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined);
  record(method, url, headers, body, opts.token);
  const res = await handler(new Request(url, { method, headers, body }));
  if (isFileAnswer(res)) {
    if (CHECKED) await check(method, path, res, undefined, opts);
    return { status: res.status, json: undefined as unknown as Envelope<T>, file: res };
  }
  const json = await res.json();
  if (CHECKED) await check(method, path, res, json, opts);
  return { status: res.status, json: json as Envelope<T>, file: undefined };
}

/** Signs in through the real login handler and returns the token. */
export async function loginAs(username: string, password = 'demo123'): Promise<string> {
  const { POST } = await import('@/app/api/login/login/route');
  const { json } = await call<{ token: string }>(POST, '/login/login', { body: { username, password }, ip: `10.9.${username.length}.1` });
  if (json.code !== 200) throw new Error(`login ${username} failed: ${json.msg}`);
  usersOfTokens.set(json.data.token, username);
  return json.data.token;
}
