import 'server-only';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import * as schema from './tables';
import { lockDataDir } from './dataDirLock';
import { seedDemo, ensureFirstAdmin } from './seed';
import { seedDemoFilings } from './seed/filings';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction: accepted wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The embedded database's files as a tarball, for `openSnapshot` (PGlite only). */
  dump?(): Promise<Blob>;
}

const MIGRATIONS = path.join(process.cwd(), 'lib/server/db/migrations');
export const MEMORY = 'memory://';

export function dataDir(): string {
  return process.env.DATA_DIR || '.data';
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new Pool({ connectionString: url, max: Number(process.env.DB_POOL_SIZE ?? 10) });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS });
  await ensureFirstAdmin(db);
  return { db, kind: 'postgres', close: () => pool.end() };
}

async function openEmbedded(dir: string): Promise<Database> {
  const inMemory = dir === MEMORY;
  const release = inMemory ? () => {} : lockDataDir(dir);
  try {
    const client = await PGlite.create(inMemory ? undefined : path.resolve(dir, 'pgdata'));
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS });
    if ((await seedDemo(db)) && process.env.DEMO_FILINGS !== 'off') await seedDemoFilings(db);
    return embedded(client, release);
  } catch (e) {
    release();
    throw e;
  }
}

function embedded(client: PGlite, release: () => void): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    close: async () => {
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

/** Opens the database named by the environment: PostgreSQL by DATABASE_URL, else embedded PGlite under DATA_DIR. */
export function openDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgres(url) : openEmbedded(dataDir());
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

/** Replaces the process-wide database (tests). */
export function setDatabase(database: Promise<Database> | undefined): void {
  holder.__database = database;
}
