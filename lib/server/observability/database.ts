import 'server-only';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import { metrics } from './core.mjs';

const TIMED = Symbol.for('renshi.queryTimed');
const TRANSACTION_CONTROL = new Set(['begin', 'commit', 'rollback', 'savepoint', 'release', 'start']);
const STATEMENTS = new Set(['select', 'insert', 'update', 'delete', 'with']);

/** The statement's first keyword, from a small fixed set (so the label never carries the SQL itself). */
function operationOf(query: unknown): string {
  const text = typeof query === 'string' ? query
    : query && typeof query === 'object' && typeof (query as { text?: unknown }).text === 'string' ? (query as { text: string }).text : '';
  const word = /^\s*([A-Za-z]+)/.exec(text)?.[1]?.toLowerCase() ?? '';
  if (STATEMENTS.has(word)) return word;
  return TRANSACTION_CONTROL.has(word) ? 'transaction' : 'other';
}

type Observe = (operation: string, started: number, failed: boolean) => void;

function observer(): Observe {
  const histogram = metrics().dbQueryDuration;
  return (operation, started, failed) =>
    histogram.observe({ operation, outcome: failed ? 'error' : 'ok' }, (performance.now() - started) / 1000);
}

function timed<T>(observe: Observe, operation: string, work: Promise<T>): Promise<T> {
  const started = performance.now();
  return work.then(
    (result) => { observe(operation, started, false); return result; },
    (e: unknown) => { observe(operation, started, true); throw e; },
  );
}

function markOnce(target: object): boolean {
  const holder = target as { [TIMED]?: boolean };
  if (holder[TIMED]) return false;
  holder[TIMED] = true;
  return true;
}

/** Times every query of a pooled connection: pool.query, drizzle's queries and transactions all go through it. */
function timePgClient(connection: PoolClient, observe: Observe): void {
  if (!markOnce(connection)) return;
  const original = connection.query as (...args: unknown[]) => unknown;
  (connection as unknown as { query: (...args: unknown[]) => unknown }).query = function query(this: unknown, ...args: unknown[]) {
    const operation = operationOf(args[0]);
    const started = performance.now();
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (err: unknown, res: unknown) => {
        observe(operation, started, Boolean(err));
        return (callback as (err: unknown, res: unknown) => unknown)(err, res);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      return (result as Promise<unknown>).then(
        (value) => { observe(operation, started, false); return value; },
        (e: unknown) => { observe(operation, started, true); throw e; },
      );
    }
    return result; // a cursor or a stream: not timed
  };
}

/** Times the queries of every connection the pool opens (renshi_db_query_duration_seconds). */
export function timePgPool(pool: Pool): void {
  if (!markOnce(pool)) return;
  const observe = observer();
  pool.on('connect', (connection) => timePgClient(connection, observe));
}

function timePgliteQueries<T extends Pick<PGlite, 'query' | 'exec'> | Transaction>(target: T, observe: Observe): T {
  const query = target.query.bind(target);
  const exec = target.exec.bind(target);
  target.query = ((text: string, params?: unknown[], options?: object) =>
    timed(observe, operationOf(text), query(text, params, options))) as T['query'];
  target.exec = ((text: string, options?: object) => timed(observe, operationOf(text), exec(text, options))) as T['exec'];
  return target;
}

/** Times the queries of the embedded database, those inside transactions included. */
export function timePglite(client: PGlite): void {
  if (!markOnce(client)) return;
  const observe = observer();
  timePgliteQueries(client, observe);
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(work: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => work(timePgliteQueries(tx, observe)))) as PGlite['transaction'];
}
