import type { Envelope } from '@/lib/contracts/endpoint';
import { settings } from '@/lib/config/settings';
import { apiUrl } from './apiBase';
import { acceptLanguage, defaultCodeText, translate } from './i18n';
import { navigateTo } from './navigation';
import { resetSession } from './session';
import { message } from './stores/messages';
import { currentLanguage } from './stores/settings';
import { useUserStore } from './stores/user';

/** The shared client of spec §7/§8 over fetch. */

/** Where a user whose password must be changed is sent (the personal centre of every role). */
export const CHANGE_PASSWORD_PATH = '/userCenter/index';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Serialised as JSON exactly as given: 0, false and '' are kept. */
  body?: unknown;
  query?: Query;
  /** Milliseconds before the call is abandoned (spec §9: 600000). */
  timeout?: number;
  /** Sent as X-Request-Id (else a fresh one): the server answers and logs the call under it. */
  requestId?: string;
}

/** A random id of 32 hex digits (crypto.randomUUID needs HTTPS, which an intranet server may not have). */
function newRequestId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A toast a clerk can quote to support: the failure's text with the first 8 characters of the call's id. */
const withRequestId = (text: string, id: string) => translate('request.withRequestId', { text, id: id.slice(0, 8) });

/** A failed call: `code` is the envelope code, or null when no response arrived. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
    readonly envelope?: Envelope<unknown>,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export const isSuccessCode = (code: unknown): boolean => settings.successCode.includes(code as number | string);

function url(path: string, query?: Query): string {
  const base = apiUrl(path);
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.append(k, String(v));
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

function headers(requestId: string): Record<string, string> {
  const h: Record<string, string> = {
    'X-Request-Id': requestId,
    Accept: 'application/json',
    'Content-Type': 'application/json;charset=UTF-8',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    'Accept-Language': acceptLanguage(currentLanguage()),
  };
  const token = useUserStore.getState().token;
  if (token) h.Authorization = `Bearer ${token}`;
  return h;
}

const isEnvelope = (v: unknown): v is Envelope<unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && 'code' in v;

/** Reads the answer; a body that is not an envelope takes the HTTP status as its code. */
function toEnvelope(status: number, text: string): Envelope<unknown> {
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    return { code: status, msg: '', data: null };
  }
  if (isEnvelope(parsed)) return parsed;
  return { code: status, msg: '', data: parsed };
}

async function send(path: string, options: RequestOptions): Promise<Envelope<unknown>> {
  const method = options.method ?? 'POST';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeout ?? settings.requestTimeout);
  try {
    const res = await fetch(url(path, options.query), {
      method,
      headers: headers(options.requestId ?? newRequestId()),
      body: method === 'GET' || options.body === undefined ? undefined : JSON.stringify(options.body),
      cache: 'no-store',
      signal: controller.signal,
    });
    return toEnvelope(res.status, await res.text());
  } catch {
    throw new RequestError(translate('request.unknown'), null);
  } finally {
    clearTimeout(timer);
  }
}

/** A 402 answer carries a refreshed token at the top level; the call itself succeeded. */
function keepRefreshedToken(envelope: Envelope<unknown>): void {
  if (envelope.code === 402 && typeof envelope.token === 'string' && envelope.token) {
    useUserStore.getState().setToken(envelope.token);
  }
}

/**
 * Sends a call and returns the raw envelope whatever its code: no toast, no redirect (login handles
 * 401/408 itself). A refreshed token (402) is still stored. Rejects only when no response arrives.
 */
export async function requestEnvelope<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const envelope = await send(path, options);
  keepRefreshedToken(envelope);
  return envelope as Envelope<T>;
}

/**
 * Sends a call at once and acts on its answer only when the returned function is called (spec §8, as `request`):
 * a call sent beside another, whose answer counts only if the other's succeeds. Until then its answer does nothing,
 * not even store a refreshed token; an answer never read never shows a toast.
 */
export function requestLater<T>(path: string, options: RequestOptions = {}): () => Promise<T> {
  const requestId = options.requestId ?? newRequestId();
  const answer = send(path, { ...options, requestId }).then(
    (envelope) => ({ envelope }),
    (error: unknown) => ({ error }),
  );
  // Not read yet is not a failure: the rejection of `send` is kept in `answer`.
  return async () => {
    const got = await answer;
    if ('error' in got) {
      const err = got.error instanceof RequestError ? got.error : new RequestError(translate('request.unknown'), null);
      message.error(withRequestId(err.message, requestId));
      throw err;
    }
    return settle<T>(got.envelope, requestId);
  };
}

/**
 * Sends a call and resolves its data on a success code or 402. Otherwise (spec §8): 401 resets the
 * session and goes to login, 403 goes to /403, any other code shows 'interface {code} abnormal';
 * no response shows the unknown-error message. A 5xx and no response also show the call's request id.
 * Every failure rejects with a RequestError.
 */
export function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return requestLater<T>(path, options)();
}

function settle<T>(envelope: Envelope<unknown>, requestId: string): T {
  keepRefreshedToken(envelope);
  const { code, msg } = envelope;
  if (isSuccessCode(code) || code === 402) return envelope.data as T;
  const text = msg || defaultCodeText(code);
  if (code === 401) {
    resetSession();
    navigateTo('/login');
    message.error(text);
    throw new RequestError(text, code, envelope);
  }
  if (code === 403) {
    // A password an administrator set must be changed first: the personal centre, with the server's reason.
    const mustChange = (envelope.data as { reason?: string } | null)?.reason === 'mustChangePassword';
    if (mustChange) message.warning(text);
    navigateTo(mustChange ? CHANGE_PASSWORD_PATH : '/403');
    throw new RequestError(text, code, envelope);
  }
  const abnormal = translate('request.abnormal', { code, msg: text });
  message.error(Number(code) >= 500 ? withRequestId(abnormal, requestId) : abnormal);
  throw new RequestError(abnormal, code, envelope);
}
