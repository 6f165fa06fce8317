import fs from 'node:fs';
import { Client } from 'pg';
import { MEMORY, openDatabase, openSnapshot, setDatabase, type Database } from '../db/client';
import { seedDemo } from '../db/seed';

/**
 * Where the seeded database of this jest run is kept (set by jest.globalSetup.js): migrating and seeding
 * take seconds, loading the saved files a fraction of that, and every test file starts from the same state.
 */
const SNAPSHOT = process.env.RENSHI_TEST_SNAPSHOT;

async function seeded(): Promise<Database> {
  const database = await openDatabase();
  await seedDemo(database.db);
  return database;
}

async function saveSnapshot(database: Database, file: string): Promise<void> {
  const tarball = Buffer.from(await (await database.dump!()).arrayBuffer());
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, tarball);
  fs.renameSync(partial, file);
}

async function embeddedDatabase(): Promise<Database> {
  process.env.DATA_DIR = MEMORY;
  if (SNAPSHOT && fs.existsSync(SNAPSHOT)) return openSnapshot(new Blob([fs.readFileSync(SNAPSHOT)]));
  const database = await seeded();
  if (SNAPSHOT) await saveSnapshot(database, SNAPSHOT);
  return database;
}

async function run(url: string | URL, sql: string): Promise<void> {
  const client = new Client({ connectionString: String(url) });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL: the first test file migrates and seeds, then copies the database as a template; the others
 * recreate their database from that template (the same saving as the PGlite snapshot).
 */
async function postgresDatabase(url: string): Promise<Database> {
  const maintenance = new URL(url);
  const name = decodeURIComponent(maintenance.pathname.slice(1));
  maintenance.pathname = '/postgres';
  const template = `${name}_seeded`;
  const templateMade = SNAPSHOT && `${SNAPSHOT}.postgres`;
  if (templateMade && fs.existsSync(templateMade)) {
    await run(maintenance, `drop database if exists "${name}" with (force)`);
    await run(maintenance, `create database "${name}" template "${template}"`);
    return openDatabase();
  }
  await run(url, 'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
  const database = await seeded();
  if (!templateMade) return database;
  await database.close();
  await run(maintenance, `drop database if exists "${template}" with (force)`);
  await run(maintenance, `create database "${template}" template "${name}"`);
  fs.writeFileSync(templateMade, template);
  return openDatabase();
}

/**
 * Gives the test file a fresh database holding the demo dataset: an in-memory PGlite, or, when DATABASE_URL
 * is set, the PostgreSQL database emptied and migrated again (run that suite with --runInBand).
 */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const opening = url ? postgresDatabase(url) : embeddedDatabase();
  setDatabase(opening);
  return opening;
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
