import 'server-only';
import { sql } from 'drizzle-orm';
import { registerJob } from '../jobs';
import type { Db } from './client';

/**
 * The embedded database runs no autovacuum (PGlite is PostgreSQL in one process, without its background workers): rows
 * updated or deleted would stay as dead rows, the planner's statistics would age with every import, and no table would
 * be marked all-visible, so no query could answer from an index alone. This job does that work on its tables by the
 * rules PostgreSQL's autovacuum follows, every few minutes; PostgreSQL itself needs none of it.
 */
export const EMBEDDED_VACUUM_JOB = 'embedded-vacuum';

/** What the database counted of a table since its last vacuum and analyze (pg_stat_user_tables). */
export interface TableActivity {
  table: string;
  live: number;
  dead: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
}

// PostgreSQL's defaults: autovacuum_vacuum_threshold / _scale_factor, autovacuum_vacuum_insert_threshold /
// _scale_factor, autovacuum_analyze_threshold / _scale_factor.
const VACUUM = { base: 50, share: 0.2 };
const VACUUM_AFTER_INSERTS = { base: 1000, share: 0.2 };
const ANALYZE = { base: 50, share: 0.1 };
const over = (count: number, live: number, rule: { base: number; share: number }) => count > rule.base + rule.share * live;

/** What autovacuum would do to the table now: vacuum it (and analyze), analyze it only, or nothing. */
export function upkeepOf(t: TableActivity): 'vacuum' | 'analyze' | null {
  if (over(t.dead, t.live, VACUUM) || over(t.insertedSinceVacuum, t.live, VACUUM_AFTER_INSERTS)) return 'vacuum';
  if (over(t.modifiedSinceAnalyze, t.live, ANALYZE)) return 'analyze';
  return null;
}

async function activity(db: Db): Promise<TableActivity[]> {
  const result = await db.execute(sql`
    select relname as "table", n_live_tup as live, n_dead_tup as dead, n_ins_since_vacuum as "insertedSinceVacuum",
      n_mod_since_analyze as "modifiedSinceAnalyze"
    from pg_stat_user_tables where schemaname = 'public' order by relname`);
  return (result as unknown as { rows: Record<keyof TableActivity, string | number>[] }).rows.map((r) => ({
    table: String(r.table), live: Number(r.live), dead: Number(r.dead),
    insertedSinceVacuum: Number(r.insertedSinceVacuum), modifiedSinceAnalyze: Number(r.modifiedSinceAnalyze),
  }));
}

/**
 * Vacuums and analyzes the tables that need it, or with `whole` every table (after a start: the embedded database does
 * not keep its activity counts across one, so what changed before it is known to none). Answers what it did, in the
 * system log's words, or nothing when nothing was due.
 */
export async function upkeepEmbedded(db: Db, whole: boolean): Promise<string | undefined> {
  const vacuum = (table: string) => db.execute(sql`vacuum (analyze) ${sql.identifier('public')}.${sql.identifier(table)}`);
  if (whole) {
    // One table at a time, not one VACUUM of the database: the embedded database runs one statement at a time, and the
    // requests that come meanwhile wait for a table's vacuum only.
    for (const t of await activity(db)) await vacuum(t.table);
    return 'VACUUM (ANALYZE) 全部表 / every table';
  }
  const vacuumed: string[] = [];
  const analyzed: string[] = [];
  for (const t of await activity(db)) {
    const upkeep = upkeepOf(t);
    if (upkeep === 'vacuum') await vacuum(t.table);
    if (upkeep === 'analyze') await db.execute(sql`analyze ${sql.identifier('public')}.${sql.identifier(t.table)}`);
    if (upkeep) (upkeep === 'vacuum' ? vacuumed : analyzed).push(t.table);
  }
  const done = [vacuumed.length && `VACUUM (ANALYZE) ${vacuumed.join(', ')}`, analyzed.length && `ANALYZE ${analyzed.join(', ')}`];
  return done.filter(Boolean).join('; ') || undefined;
}

/** The job on the embedded database: every table once at start, then every ten minutes those that need it. */
export function registerEmbeddedVacuumJob(): void {
  let wholeDone = false;
  registerJob({
    name: EMBEDDED_VACUUM_JOB,
    at: '*/10 * * * *',
    runAtStart: true,
    quiet: true,
    run: async (db) => {
      const summary = await upkeepEmbedded(db, !wholeDone);
      wholeDone = true;
      return summary;
    },
  });
}
