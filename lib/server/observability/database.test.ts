import { EventEmitter } from 'node:events';
import { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import { metrics } from './core.mjs';
import { timePglite, timePgPool } from './database';

async function count(operation: string, outcome: 'ok' | 'error'): Promise<number> {
  const { values } = await metrics().dbQueryDuration.get();
  return values.find((v) => v.metricName === 'renshi_db_query_duration_seconds_count'
    && v.labels.operation === operation && v.labels.outcome === outcome)?.value ?? 0;
}

describe('query timing on the embedded database', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    timePglite(client);
    timePglite(client); // a second call wraps nothing twice
    await client.exec('create table t (id int primary key)');
  });
  afterAll(() => client.close());

  it('times each query by its first keyword, those inside a transaction too, and a failed one as an error', async () => {
    const before = { select: await count('select', 'ok'), insert: await count('insert', 'ok'), failed: await count('insert', 'error') };
    await client.query('select 1');
    await client.transaction(async (tx) => {
      await tx.query('insert into t values ($1)', [1]);
      await tx.query('  INSERT into t values ($1)', [2]);
    });
    await expect(client.query('insert into t values ($1)', [1])).rejects.toThrow(/duplicate key/);
    expect(await count('select', 'ok')).toBe(before.select + 1);
    expect(await count('insert', 'ok')).toBe(before.insert + 2);
    expect(await count('insert', 'error')).toBe(before.failed + 1);
    expect((await client.query<{ n: number }>('select count(*)::int as n from t')).rows[0].n).toBe(2);
  });
});

describe('query timing on a PostgreSQL pool', () => {
  /** A stand-in for pg's pool: it announces each new connection, whose query answers by promise or by callback. */
  function fakePool() {
    const pool = new EventEmitter();
    const connection = {
      query(text: string | { text: string }, ...rest: unknown[]) {
        const sql = typeof text === 'string' ? text : text.text;
        const failed = sql.includes('fail');
        const callback = rest.find((r) => typeof r === 'function') as ((e: unknown, r: unknown) => void) | undefined;
        if (callback) {
          setImmediate(() => callback(failed ? new Error('failed') : null, { rows: [] }));
          return undefined;
        }
        return failed ? Promise.reject(new Error('failed')) : Promise.resolve({ rows: [] });
      },
    };
    timePgPool(pool as unknown as Pool);
    pool.emit('connect', connection as unknown as PoolClient);
    return connection;
  }

  it('times the promise and the callback forms, and a failure as an error', async () => {
    const connection = fakePool();
    const before = { update: await count('update', 'ok'), del: await count('delete', 'ok'), tx: await count('transaction', 'ok'), failed: await count('select', 'error') };
    await connection.query('update x set a = 1');
    await connection.query({ text: 'delete from x' });
    await new Promise<void>((resolve) => { connection.query('begin', [], () => resolve()); });
    await expect(connection.query('select fail')).rejects.toThrow('failed');
    expect(await count('update', 'ok')).toBe(before.update + 1);
    expect(await count('delete', 'ok')).toBe(before.del + 1);
    expect(await count('transaction', 'ok')).toBe(before.tx + 1);
    expect(await count('select', 'error')).toBe(before.failed + 1);
  });
});
