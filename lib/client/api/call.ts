import type { BodyOf, Endpoint, Envelope, QueryOf, ResponseOf } from '@/lib/contracts/endpoint';
import { request, requestEnvelope, requestLater, type Query } from '../request';

type Input<E extends Endpoint> = E['method'] extends 'GET' ? QueryOf<E> : BodyOf<E>;

function options<E extends Endpoint>(ep: E, input: Input<E> | undefined) {
  return ep.method === 'GET'
    ? { method: ep.method, query: input as Query | undefined }
    : { method: ep.method, body: input };
}

/** Calls an endpoint of lib/contracts through the shared client; resolves its data. */
export function call<E extends Endpoint>(ep: E, input?: Input<E>): Promise<ResponseOf<E>> {
  return request<ResponseOf<E>>(ep.path, options(ep, input));
}

/** Calls an endpoint at once; the returned function resolves its data, acting on the answer only then (requestLater). */
export function callLater<E extends Endpoint>(ep: E, input?: Input<E>): () => Promise<ResponseOf<E>> {
  return requestLater<ResponseOf<E>>(ep.path, options(ep, input));
}

/** Calls an endpoint and returns its envelope whatever the code (no toast, no redirect). */
export function callEnvelope<E extends Endpoint>(ep: E, input?: Input<E> | string): Promise<Envelope<ResponseOf<E>>> {
  return requestEnvelope<ResponseOf<E>>(ep.path, options(ep, input as Input<E>));
}
