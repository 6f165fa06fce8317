import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList } from 'node:net';
import { clientAddress, parseAddress } from '../clientAddress';
import { logger, metrics } from './core.mjs';

export { metrics, recordJobRun } from './core.mjs';

/** A sign-in refused for a wrong username or password. */
export function countLoginFailure(): void {
  metrics().loginFailures.inc();
}

/** A sign-in refused because the account or the address is locked (the throttle's 429). */
export function countLoginLockout(): void {
  metrics().loginLockouts.inc();
}

/** A committed filing lifecycle action. */
export function countFilingTransition(type: string, action: string, to: string): void {
  metrics().filingTransitions.inc({ type, action, to });
}

const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

let allowCache: { setting: string; list: BlockList } | undefined;

/** METRICS_ALLOW as a BlockList: addresses, CIDRs and the names loopback/linklocal/uniquelocal, comma separated. */
function allowList(setting: string): BlockList {
  if (allowCache?.setting === setting) return allowCache.list;
  const list = new BlockList();
  const invalid: string[] = [];
  for (const entry of setting.split(',').map((s) => s.trim()).filter(Boolean).flatMap((e) => NAMED_RANGES[e.toLowerCase()] ?? [e])) {
    const [base, bits, extra] = entry.split('/');
    const address = parseAddress(base);
    const max = address?.family === 'ipv4' ? 32 : 128;
    const prefix = bits === undefined ? max : Number(bits);
    if (!address || extra !== undefined || (bits !== undefined && !/^\d{1,3}$/.test(bits)) || prefix > max) invalid.push(entry);
    else list.addSubnet(address.text, prefix, address.family);
  }
  // Fails closed, as TRUST_PROXY does: a misspelt entry allows nothing.
  if (invalid.length) logger().error({ invalid }, 'METRICS_ALLOW: ignored entries that are not addresses or CIDRs');
  allowCache = { setting, list };
  return list;
}

function addressAllowed(req: Request, setting: string): boolean {
  const address = parseAddress(clientAddress(req));
  return Boolean(address && allowList(setting).check(address.text, address.family));
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function tokenMatches(req: Request, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers } });

/**
 * GET /metrics in Prometheus' text format. METRICS_TOKEN asks for `Authorization: Bearer <token>`, METRICS_ALLOW for
 * a client address in the list (the address TRUST_PROXY makes of the request); with both set, both. With neither,
 * 404: a public deployment shows nothing.
 */
export async function metricsResponse(req: Request): Promise<Response> {
  const token = (process.env.METRICS_TOKEN ?? '').trim();
  const allow = (process.env.METRICS_ALLOW ?? '').trim();
  if (!token && !allow) return plain(404, 'Not Found');
  if (allow && !addressAllowed(req, allow)) return plain(404, 'Not Found');
  if (token && !tokenMatches(req, token)) return plain(401, 'Unauthorized', { 'www-authenticate': 'Bearer realm="metrics"' });
  if (req.method !== 'GET' && req.method !== 'HEAD') return plain(405, 'Method Not Allowed', { allow: 'GET, HEAD' });
  const { registry } = metrics();
  return new Response(await registry.metrics(), {
    status: 200, headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' },
  });
}
