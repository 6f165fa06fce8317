import { z } from 'zod';
import { intParam, pageNo, pageSize } from './primitives';

/** Business roles of the product (spec §1, §6). */
export const ROLES = ['admin', 'rsj', 'zg', 'jc'] as const;
export type Role = (typeof ROLES)[number];

/** The refusals a service may answer besides those every endpoint can (lib/server/errors `ApiError`). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 408 | 409 | 413 | 422 | 423 | 429 | 500 | 502 | 503;

/** Who may call an endpoint: anyone, any signed-in user, or the listed roles. */
export type Access = 'public' | 'user' | readonly Role[];

export interface Endpoint<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  /** Path under /api, as the spec writes it (e.g. `/login/login`). */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  query?: Q;
  body?: B;
  response: R;
  /** The action name written to the system log; reads leave it out. */
  audit?: string;
  /** The body may arrive RSA-encrypted (spec §7.1). */
  encryptedBody?: boolean;
  /** A larger body limit than the default 1 MB (file uploads). */
  maxBodyBytes?: number;
  /**
   * The statuses the service itself may refuse with, for the OpenAPI document. Those of the wrapper (lib/server/http:
   * 400 for a body or query, 401/402/403 without public access, 413 for a body, 500) are added there.
   */
  errors?: readonly ErrorStatus[];
}

export function endpoint<Q extends z.ZodType | undefined, B extends z.ZodType | undefined, R extends z.ZodType>(
  e: Endpoint<Q, B, R>,
): Endpoint<Q, B, R> {
  return e;
}

export type BodyOf<E> = E extends Endpoint<z.ZodType | undefined, infer B, z.ZodType> ? (B extends z.ZodType ? z.output<B> : undefined) : never;
export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodType | undefined, z.ZodType> ? (Q extends z.ZodType ? z.output<Q> : undefined) : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer R> ? z.output<R> : never;

/** The response envelope of every endpoint (architecture, "API conventions"). */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
  /** Present with code 402: the refreshed access token. */
  token?: string;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data, token: z.string().optional() });

/** The one paging shape of every list (style.md). */
export const pageQuery = z.object({ pageNo, pageSize: pageSize() });

export const pageResult = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int() });

/**
 * The optional paging of a per-unit report (a 10,000-unit scope answers megabytes whole): with pageNo or pageSize the
 * rows are that page (page 1 and 50 rows when one is left out) and `rowCount` counts them all; without both the answer is
 * whole, as the exports read it. The totals are over all rows either way. pageNo is every list's (its bounds), without its
 * default, which would page every answer.
 */
export const reportPageQuery = {
  pageNo: pageNo.unwrap().optional(),
  pageSize: intParam(z.number().int('每页条数应为整数').min(1, '每页条数必须大于 0').max(500, '每页条数不能超过 500')).optional(),
};
/** The rows of a paged report answer, all of them; absent from a whole one. */
export const reportRowCount = { rowCount: z.number().int().optional() };
/** What a report's summary says of its paging. */
export const REPORT_PAGING = ' Paged with pageNo/pageSize (≤ 500): rows that page, rowCount all of them, the totals over all; whole without them.';

/** A file answered as it is (a download), not in the envelope; checked when used, so no module needs `Response` to load. */
export const fileResponse = z.custom<Response>((v) => typeof Response !== 'undefined' && v instanceof Response, 'A file');
