import { Client } from 'pg';
import { MEMORY, openDatabase, setDatabase, type Database } from '../db/client';
import { seedDemo } from '../db/seed';

/**
 * Gives the test file a fresh database holding the demo dataset: an in-memory PGlite, or, when DATABASE_URL
 * is set, the PostgreSQL database emptied and migrated again (run that suite with --runInBand).
 */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
    await client.end();
  } else {
    process.env.DATA_DIR = MEMORY;
  }
  const opening = openDatabase();
  setDatabase(opening);
  const database = await opening;
  await seedDemo(database.db);
  return database;
}

/** Registers a fresh database for the whole test file and closes it afterwards. */
export function withFreshDatabase(): void {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await freshDatabase();
  }, 120_000);
  afterAll(async () => {
    setDatabase(undefined);
    await database?.close();
  });
}
