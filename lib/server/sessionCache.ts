import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { Client, type Pool } from 'pg';
import type { RouteRecord } from '@/lib/contracts/router';
import type { UserInfo } from '@/lib/contracts/userInfo';
import { NotifiedCache, type Matcher } from './notifiedCache';

/**
 * The caches of the session check, of the route tree and of the profile, one set per open database, and their
 * listener. The triggers of migrations 0011 and 0024 name every change they depend on (user, unit, role, revoked
 * session, menu, region) on three channels; the process listens on all and, while it does not, serves nothing from
 * memory.
 */
export const SESSION_CHANNEL = 'renshi_session';
export const ROUTES_CHANNEL = 'renshi_routes';
export const PROFILE_CHANNEL = 'renshi_profile';
const CHANNELS = [SESSION_CHANNEL, ROUTES_CHANNEL, PROFILE_CHANNEL] as const;

/** The upper age of an entry, a safety net only: a change takes effect at its notification. */
const LIFETIME_MS = 60_000;

/** What checkSession reads of an account, its role and unit and the session's revocation (null: no such account). */
export interface SessionRow {
  id: number;
  username: string;
  enabled: boolean;
  deleted: boolean;
  unitId: number | null;
  regionCode: string | null;
  roleId: number;
  role: string;
  abilities: string[];
  revoked: string | null;
  unitStatus: string | null;
  unitDeleted: boolean | null;
  expireTime: string | null;
  mustChangePassword: boolean;
  isSubAccount: boolean;
}

export interface CachedSession {
  uid: number;
  sid: string;
  row: SessionRow | null;
}

export interface Caches {
  /** By `${uid} ${sid}`. */
  sessions: NotifiedCache<string, CachedSession>;
  /** The whole tree under 'tree', and each role's part of it under its role and abilities. */
  routes: NotifiedCache<string, RouteRecord[]>;
  /** The profile (userInfo) by account id. */
  profiles: NotifiedCache<number, UserInfo>;
}

export function newCaches(max = { sessions: 10_000, routes: 64, profiles: 10_000 }): Caches {
  return {
    sessions: new NotifiedCache({ max: max.sessions, lifetimeMs: LIFETIME_MS }),
    routes: new NotifiedCache({ max: max.routes, lifetimeMs: LIFETIME_MS }),
    profiles: new NotifiedCache({ max: max.profiles, lifetimeMs: LIFETIME_MS }),
  };
}

/** Process-wide like the database it belongs to (client.ts keeps that on globalThis too), whichever bundle asks. */
const holder = globalThis as unknown as { __renshiCaches?: WeakMap<object, Caches> };
const registry = (holder.__renshiCaches ??= new WeakMap<object, Caches>());

/** The caches of a database opened by lib/server/db/client.ts (none for a transaction or a database opened otherwise). */
export function cachesOf(db: object): Caches | undefined {
  return registry.get(db);
}

export function cachesFor(db: object): Caches {
  let caches = registry.get(db);
  if (!caches) registry.set(db, (caches = newCaches()));
  return caches;
}

const everything = () => true;

/** The entries a change of the session channel concerns; a name it does not know concerns them all. */
export function sessionMatcher(what: string): Matcher<string, CachedSession> {
  const at = what.indexOf(':');
  const kind = at < 0 ? what : what.slice(0, at);
  const id = what.slice(at + 1);
  switch (kind) {
    case 'user': return (_, v) => String(v.uid) === id;
    case 'session': return (_, v) => v.sid === id;
    case 'unit': return (_, v) => v.row !== null && String(v.row.unitId) === id;
    case 'role': return (_, v) => v.row !== null && String(v.row.roleId) === id;
    default: return everything;
  }
}

/**
 * The profiles a change of the session channel concerns: an account's own; none for a revoked session; all for a unit
 * or a role (a unit's name is read into the profiles of its own accounts, its base units' and its region's).
 */
export function profileMatcher(what: string): Matcher<number, UserInfo> {
  const at = what.indexOf(':');
  const kind = at < 0 ? what : what.slice(0, at);
  const id = what.slice(at + 1);
  switch (kind) {
    case 'user': return (uid) => String(uid) === id;
    case 'session': return () => false;
    default: return everything;
  }
}

type Act = <K, V>(cache: NotifiedCache<K, V>, matches: Matcher<K, V>) => void;

/** What a notification or notice of `channel` concerns: its caches and the entries `what` names there. */
function apply(caches: Caches, channel: string, what: string, act: Act): void {
  if (channel === SESSION_CHANNEL) {
    act(caches.sessions, sessionMatcher(what));
    act(caches.profiles, profileMatcher(what));
  } else if (channel === ROUTES_CHANNEL) {
    act(caches.routes, everything);
  } else if (channel === PROFILE_CHANNEL) {
    act(caches.profiles, everything);
  }
}

/** A committed change (payload `<what>@<transaction>`): its entries go, and a hold its notice put on them is lifted. */
export function notified(caches: Caches, channel: string, payload: string): void {
  apply(caches, channel, payload.split('@')[0], (cache, matches) => {
    cache.invalidate(matches);
    cache.release(payload);
  });
}

/** The notice `<channel> <payload>` a trigger sends the writing connection before its transaction commits. */
export function noticed(caches: Caches, message: string | undefined): void {
  const match = /^(\S+) ((\S+)@\S+)$/.exec(message ?? '');
  if (match) apply(caches, match[1], match[3], (cache, matches) => cache.hold(match[2], matches));
}

function setListening(caches: Caches, on: boolean): void {
  caches.sessions.setListening(on);
  caches.routes.setListening(on);
  caches.profiles.setListening(on);
}

export interface Listener {
  stop(): Promise<void>;
}

/**
 * The embedded database: one process, so one listener on the same connection. PGlite hands a notification to its
 * listeners while it reads the answer of the committing statement, before the writer's await resumes, so the reply
 * of the request that wrote it is sent after the entries are gone.
 */
export async function listenEmbedded(client: PGlite, db: object): Promise<Listener> {
  const caches = cachesFor(db);
  const stops: Awaited<ReturnType<PGlite['listen']>>[] = [];
  for (const channel of CHANNELS) stops.push(await client.listen(channel, (payload) => notified(caches, channel, payload)));
  setListening(caches, true);
  return {
    stop: async () => {
      setListening(caches, false);
      for (const stop of stops) await stop().catch(() => undefined);
    },
  };
}

const RETRY_MS = { first: 250, max: 30_000 };

/**
 * How the listener checks its connection is alive: a connection a proxy or a firewall has silently dropped raises no
 * error, and would leave the caches serving while no notification can reach them. One query at a time, every `everyMs`;
 * no answer within `withinMs` counts as lost.
 */
export interface Heartbeat {
  everyMs: number;
  withinMs: number;
}
const HEARTBEAT: Heartbeat = { everyMs: 10_000, withinMs: 20_000 };

/**
 * PostgreSQL: every connection of the pool passes on the notices of the triggers, so the instance that writes a change
 * stops trusting its entries before the change commits (the notification, on another connection, may come later than
 * the writer's reply). Called before the pool opens its first connection.
 */
export function passNotices(pool: Pool, db: object): void {
  const caches = cachesFor(db);
  pool.on('connect', (connection) => connection.on('notice', (notice) => noticed(caches, notice.message)));
}

/**
 * PostgreSQL, perhaps several instances: a connection of its own listens, reconnecting after an error; while it is
 * down the caches are bypassed. Resolves once the first attempt to listen has ended.
 */
export async function listenPostgres(url: string, db: object, heartbeat: Heartbeat = HEARTBEAT): Promise<Listener> {
  const caches = cachesFor(db);
  let stopped = false;
  let current: Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let beat: NodeJS.Timeout | undefined;
  let delay = RETRY_MS.first;

  const lost = (client: Client) => {
    if (current !== client) return;
    current = undefined;
    clearInterval(beat);
    setListening(caches, false);
    client.end().catch(() => undefined);
    if (stopped) return;
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
    delay = Math.min(delay * 2, RETRY_MS.max);
  };

  const connect = async () => {
    // Keep-alive lets the system notice a dead peer too, long after the heartbeat would.
    const client = new Client({ connectionString: url, keepAlive: true });
    current = client;
    client.on('notification', (n) => notified(caches, n.channel, n.payload ?? ''));
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      for (const channel of CHANNELS) await client.query(`LISTEN ${channel}`);
    } catch {
      lost(client);
      return;
    }
    if (current !== client) {
      await client.end().catch(() => undefined);
      return;
    }
    delay = RETRY_MS.first;
    setListening(caches, true);
    beat = checkAlive(client, heartbeat, () => lost(client));
  };

  await connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(beat);
      setListening(caches, false);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}

/** Asks `client` a trivial query every `everyMs`, the next only once the last is answered; calls `dead` when one is not answered in time. */
function checkAlive(client: Client, { everyMs, withinMs }: Heartbeat, dead: () => void): NodeJS.Timeout {
  let waiting = false;
  const timer = setInterval(() => {
    if (waiting) return;
    waiting = true;
    const late = setTimeout(dead, withinMs);
    late.unref();
    client.query('SELECT 1').then(() => {
      waiting = false;
      clearTimeout(late);
    }, () => {
      clearTimeout(late);
      dead();
    });
  }, everyMs);
  timer.unref();
  return timer;
}
