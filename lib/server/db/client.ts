import 'server-only';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import { Client, Pool } from 'pg';
import * as schema from './tables';
import { lockDataDir } from './dataDirLock.mjs';
import { configuredKind, type DatabaseKind } from './kind';
import { timePglite, timePgPool } from '../observability/database';
import { seedDemo, ensureFirstAdmin } from './seed';
import { seedDemoFilings } from './seed/filings';
import { listenEmbedded, listenPostgres, passNotices } from '../sessionCache';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction: accepted wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** The embedded database's files as a tarball, for `openSnapshot` (PGlite only). */
  dump?(): Promise<Blob>;
}

const MIGRATIONS = path.join(process.cwd(), 'lib/server/db/migrations');
export const MEMORY = 'memory://';

export function dataDir(): string {
  return process.env.DATA_DIR || '.data';
}

/** The key of the advisory lock the migrations run under ('renshi' in ASCII): one number shared by every instance. */
export const MIGRATION_LOCK_KEY = '125762393073769';

interface SqlSession {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

/**
 * Runs `work` holding the session-level advisory lock of the migrations on `session`, so instances started
 * together migrate one after another (the later ones find nothing left to do) instead of racing to create the
 * same tables. The lock is released whatever `work` does.
 */
export async function underMigrationLock<T>(session: SqlSession, work: () => Promise<T>): Promise<T> {
  await session.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
  try {
    return await work();
  } finally {
    // A connection too broken to unlock has lost the lock with its session; the reason `work` failed matters more.
    await session.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
  }
}

/**
 * drizzle applies all pending migrations in one transaction, so a failed one leaves the database as it was; the
 * error names the statement, its cause says why.
 */
export function migrationFailed(e: unknown): Error {
  const cause = (e as { cause?: unknown } | null)?.cause;
  const reason = cause instanceof Error ? cause.message : e instanceof Error ? e.message : String(e);
  return new Error(`数据库迁移失败，未做任何更改 / a migration failed and nothing was changed: ${reason}`, { cause: e });
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new Pool({ connectionString: url, max: Number(process.env.DB_POOL_SIZE ?? 10) });
  timePgPool(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  passNotices(pool, db);
  // The lock is held by a connection of its own, outside the pool; the first admin's creation, also under it, uses the pool.
  const session = new Client({ connectionString: url });
  try {
    await session.connect();
    await underMigrationLock(session, async () => {
      await migratePg(drizzlePg(session), { migrationsFolder: MIGRATIONS }).catch((e) => {
        throw migrationFailed(e);
      });
      await ensureFirstAdmin(db);
    });
  } catch (e) {
    await pool.end().catch(() => undefined);
    throw e;
  } finally {
    await session.end().catch(() => undefined);
  }
  const listener = await listenPostgres(url, db);
  return {
    db, kind: 'postgres',
    close: async () => {
      await listener.stop();
      await pool.end();
    },
  };
}

async function openEmbedded(dir: string): Promise<Database> {
  const inMemory = dir === MEMORY;
  const release = inMemory ? () => {} : lockDataDir(dir);
  try {
    const client = await PGlite.create(inMemory ? undefined : path.resolve(dir, 'pgdata'));
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS }).catch((e) => {
      throw migrationFailed(e);
    });
    if ((await seedDemo(db)) && process.env.DEMO_FILINGS !== 'off') await seedDemoFilings(db);
    return await embedded(client, release);
  } catch (e) {
    release();
    throw e;
  }
}

async function embedded(client: PGlite, release: () => void): Promise<Database> {
  timePglite(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const listener = await listenEmbedded(client, db);
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await listener.stop();
      await client.close();
      release();
    },
    dump: () => client.dumpDataDir('none'),
  };
}

/** An in-memory database holding exactly what a `dump` held: no migration, no seed (tests start from one). */
export async function openSnapshot(snapshot: Blob): Promise<Database> {
  return embedded(await PGlite.create({ loadDataDir: snapshot }), () => {});
}

let newestMigration: number | undefined;

/** Whether the database records the newest migration of the migrations folder as applied (drizzle's own bookkeeping). */
export async function migrationsApplied(db: Db): Promise<boolean> {
  newestMigration ??= Math.max(0, ...readMigrationFiles({ migrationsFolder: MIGRATIONS }).map((m) => m.folderMillis));
  const result = await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
  const newest = (result as unknown as { rows: { newest: string | number | null }[] }).rows[0]?.newest;
  return newest !== null && newest !== undefined && Number(newest) >= newestMigration;
}

/** Opens the database named by the environment (configuredKind). */
export function openDatabase(): Promise<Database> {
  return configuredKind() === 'postgres' ? openPostgres(process.env.DATABASE_URL!) : openEmbedded(dataDir());
}

const holder = globalThis as unknown as { __database?: Promise<Database> };

/** The process-wide database; a failed opening is not cached, so the next request tries again. */
export function getDatabase(): Promise<Database> {
  if (!holder.__database) {
    holder.__database = openDatabase().catch((e) => {
      holder.__database = undefined;
      throw e;
    });
  }
  return holder.__database;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/**
 * Closes the process-wide database, if one was opened (PGlite then releases its data directory). Called once the
 * server has stopped taking requests (scripts/server.mjs through lib/server/db/startup.ts).
 */
export async function closeDatabase(): Promise<void> {
  const opening = holder.__database;
  holder.__database = undefined;
  const database = await opening?.catch(() => undefined);
  await database?.close();
}

/** Replaces the process-wide database (tests). */
export function setDatabase(database: Promise<Database> | undefined): void {
  holder.__database = database;
}
