import { desc, like, sql } from 'drizzle-orm';
import { runJobNow } from '../jobs';
import { withFreshDatabase } from '../testing/database';
import { getDatabase, getDb } from './client';
import { systemLog } from './schema';
import { EMBEDDED_VACUUM_JOB, registerEmbeddedVacuumJob, upkeepEmbedded, upkeepOf } from './vacuum';

withFreshDatabase();

const quiet = { table: 't', live: 1000, dead: 0, insertedSinceVacuum: 0, modifiedSinceAnalyze: 0 };

describe('what a table needs, by the rules of PostgreSQL’s autovacuum', () => {
  it('vacuums past 50 dead rows and a fifth of the live ones', () => {
    expect(upkeepOf({ ...quiet, dead: 250 })).toBeNull();
    expect(upkeepOf({ ...quiet, dead: 251 })).toBe('vacuum');
  });

  it('vacuums past 1,000 inserted rows and a fifth of the live ones', () => {
    expect(upkeepOf({ ...quiet, insertedSinceVacuum: 1200 })).toBeNull();
    expect(upkeepOf({ ...quiet, insertedSinceVacuum: 1201 })).toBe('vacuum');
  });

  it('analyzes only past 50 changed rows and a tenth of the live ones', () => {
    expect(upkeepOf({ ...quiet, modifiedSinceAnalyze: 150 })).toBeNull();
    expect(upkeepOf({ ...quiet, modifiedSinceAnalyze: 151 })).toBe('analyze');
    expect(upkeepOf({ ...quiet, modifiedSinceAnalyze: 151, dead: 251 })).toBe('vacuum');
  });
});

const rows = async (query: ReturnType<typeof sql>) => ((await (await getDb()).execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** The table's activity once the database has counted `inserted` rows into it (counts reach the statistics a moment after a commit). */
async function counted(table: string, inserted: number) {
  for (let i = 0; i < 120; i++) {
    const [r] = await rows(sql`select n_ins_since_vacuum as n from pg_stat_user_tables where relname = ${table}`);
    if (Number(r?.n) >= inserted) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${table}: ${inserted} inserted rows not counted`);
}

const lastVacuum = async (table: string) =>
  (await rows(sql`select coalesce(last_vacuum, last_autovacuum) as at from pg_stat_user_tables where relname = ${table}`))[0]?.at ?? null;

describe('the upkeep of the embedded database', () => {
  beforeAll(async () => {
    const db = await getDb();
    // PostgreSQL's own autovacuum is kept off the probe, so that only the upkeep under test vacuums it.
    await db.execute(sql`create table upkeep_probe (id int primary key, note text) with (autovacuum_enabled = false)`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into upkeep_probe select g, 'n' || g from generate_series(1, 1500) g`);
      await tx.execute(sql`select pg_stat_force_next_flush()`);
    });
    await counted('upkeep_probe', 1500);
  });

  it('vacuums and analyzes a table that had more inserts than the rule lets pass, and then leaves it', async () => {
    const db = await getDb();
    expect(await lastVacuum('upkeep_probe')).toBeNull();
    expect(await upkeepEmbedded(db, false)).toMatch(/VACUUM \(ANALYZE\) [^;]*\bupkeep_probe\b/);
    expect(await lastVacuum('upkeep_probe')).not.toBeNull();
    const [probe] = await rows(sql`select reltuples, relpages, relallvisible from pg_class where relname = 'upkeep_probe'`);
    expect(Number(probe.reltuples)).toBe(1500);
    // Its pages are marked all-visible, so a count can read an index alone. Only the embedded database is sure to:
    // on a server another session's open snapshot (a test worker's, autovacuum's) may hold the marking back.
    if ((await getDatabase()).kind === 'pglite') expect(Number(probe.relallvisible)).toBe(Number(probe.relpages));
    expect((await upkeepEmbedded(db, false)) ?? '').not.toMatch(/upkeep_probe/);
  });

  it('lets other statements in between the tables of a whole pass, which the embedded database runs one at a time', async () => {
    const db = await getDb();
    const order: string[] = [];
    const pass = upkeepEmbedded(db, true).then(() => order.push('pass'));
    await db.execute(sql`select 1`);
    order.push('query');
    await pass;
    expect(order).toEqual(['query', 'pass']);
  });

  it('runs as a quiet job: every table at its first run, then only what is due, logging only what it did', async () => {
    registerEmbeddedVacuumJob();
    const entries = async () => (await (await getDb()).select().from(systemLog).where(like(systemLog.action, `job.${EMBEDDED_VACUUM_JOB}%`))
      .orderBy(desc(systemLog.id))).map((e) => e.detail);
    expect(await runJobNow(EMBEDDED_VACUUM_JOB)).toMatchObject({ outcome: 'success', detail: 'VACUUM (ANALYZE) 全部表 / every table' });
    expect(await entries()).toEqual([expect.stringMatching(/^VACUUM \(ANALYZE\) 全部表 \/ every table \(\d+ ms, manual\)$/)]);
    expect(await rows(sql`select relname from pg_stat_user_tables where schemaname = 'public' and last_vacuum is null`)).toEqual([]);
    expect(await runJobNow(EMBEDDED_VACUUM_JOB)).toMatchObject({ outcome: 'success', detail: '' });
    expect(await entries()).toHaveLength(1);
  });
});
