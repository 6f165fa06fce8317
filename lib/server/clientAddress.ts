import 'server-only';
import { BlockList, isIP } from 'node:net';
import { logger } from './observability/logger';

/** Set by the production server (scripts/server.mjs) to the socket's remote address, overwriting what a client sent. */
export const PEER_HEADER = 'x-renshi-peer';
const NO_PEER = '127.0.0.1';
const MAX_LENGTH = 64;

/** Express's names for the usual proxy ranges, so TRUST_PROXY reads like its `trust proxy` setting. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

interface Address {
  text: string;
  family: 'ipv4' | 'ipv6';
}

/**
 * The canonical text of an address as proxies write it ("1.2.3.4", "1.2.3.4:80", "[::1]:443", "fe80::1%eth0"), with
 * IPv4-mapped IPv6 turned into IPv4 so both spellings of one client count as one; null for anything else.
 */
export function parseAddress(raw: string): Address | null {
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^[\d.]+:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  text = text.replace(/%[\w.-]+$/, '');
  const family = isIP(text);
  if (family === 4) return { text, family: 'ipv4' };
  if (family !== 6) return null;
  const canonical = new URL(`http://[${text}]`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!mapped) return { text: canonical, family: 'ipv6' };
  const [hi, lo] = [parseInt(mapped[1], 16), parseInt(mapped[2], 16)];
  return { text: [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.'), family: 'ipv4' };
}

type Trust = (address: Address, hop: number) => boolean;

function addRange(list: BlockList, entry: string): boolean {
  const [base, bits, extra] = entry.split('/');
  const address = parseAddress(base);
  if (!address || extra !== undefined || (bits !== undefined && !/^\d{1,3}$/.test(bits))) return false;
  let prefix = bits === undefined ? (address.family === 'ipv4' ? 32 : 128) : Number(bits);
  // An IPv4-mapped range (::ffff:10.0.0.0/104) names the IPv4 range the parsed addresses are compared with.
  if (address.family === 'ipv4' && isIP(base) === 6 && bits !== undefined) prefix -= 96;
  if (prefix < 0 || prefix > (address.family === 'ipv4' ? 32 : 128)) return false;
  list.addSubnet(address.text, prefix, address.family);
  return true;
}

/** TRUST_PROXY: empty = no proxy, a number N = the N hops nearest the server, else a comma list of addresses and CIDRs. */
function parseTrust(setting: string): Trust {
  if (!setting) return () => false;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_, hop) => hop < hops;
  }
  const list = new BlockList();
  const invalid = setting.split(',').map((s) => s.trim()).filter(Boolean)
    .flatMap((entry) => NAMED_RANGES[entry.toLowerCase()] ?? [entry])
    .filter((entry) => !addRange(list, entry));
  // Fails closed: a misspelt entry trusts nothing, so it cannot widen the trust.
  if (invalid.length) logger().error({ invalid }, '[TRUST_PROXY] ignored entries that are not addresses or CIDRs');
  return (address) => list.check(address.text, address.family);
}

let cached: { setting: string; trust: Trust } | undefined;

function trustOf(setting: string): Trust {
  if (cached?.setting !== setting) cached = { setting, trust: parseTrust(setting) };
  return cached.trust;
}

/**
 * The address the request came from, for throttling and the system log. The peer (the socket) is believed; a hop of
 * X-Forwarded-For only when the hop nearer the server is a trusted proxy (TRUST_PROXY), walking from the right as
 * Express's `trust proxy` does. A hop that is no valid address ends the walk at the proxy that passed it on.
 */
export function clientAddress(req: Request): string {
  const peer = parseAddress(req.headers.get(PEER_HEADER) ?? '') ?? { text: NO_PEER, family: 'ipv4' };
  const trust = trustOf((process.env.TRUST_PROXY ?? '').trim());
  const forwarded = (req.headers.get('x-forwarded-for') ?? '').split(',').reverse();
  let current = peer;
  for (let hop = 0; hop < forwarded.length && trust(current, hop); hop++) {
    const next = parseAddress(forwarded[hop]);
    if (!next) break;
    current = next;
  }
  return current.text.slice(0, MAX_LENGTH);
}

/** Whether the request's nearest hop is a trusted proxy (TRUST_PROXY): only then are its X-Forwarded-* headers believed. */
export function viaTrustedProxy(req: Request): boolean {
  const peer = parseAddress(req.headers.get(PEER_HEADER) ?? '') ?? { text: NO_PEER, family: 'ipv4' as const };
  return trustOf((process.env.TRUST_PROXY ?? '').trim())(peer, 0);
}
