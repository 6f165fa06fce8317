import fs from 'node:fs';
import { Client } from 'pg';
import { MEMORY, openDatabase, openSnapshot, setDatabase, type Database } from '../db/client';
import { seedDemo } from '../db/seed';
import { processUploadsDir, uploadsDir } from '../storage';

/**
 * Where the seeded database of this jest run is kept (set by jest.globalSetup.js): migrating and seeding
 * take seconds, loading the saved files a fraction of that, and every test file starts from the same state.
 */
const SNAPSHOT = process.env.RENSHI_TEST_SNAPSHOT;

/**
 * The files the seed stores (the manuals' PDFs, the demo papers) go with the snapshot: the uploads directory of the
 * worker that seeded is its own, so a worker that opens the snapshot takes a copy, or its downloads would find no file.
 */
const SEEDED_FILES = SNAPSHOT && `${SNAPSHOT}.uploads`;

function keepSeededFiles(): void {
  if (SEEDED_FILES && fs.existsSync(uploadsDir())) fs.cpSync(uploadsDir(), SEEDED_FILES, { recursive: true });
}

function takeSeededFiles(): void {
  if (SEEDED_FILES && fs.existsSync(SEEDED_FILES)) fs.cpSync(SEEDED_FILES, uploadsDir(), { recursive: true });
}

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
  if (SNAPSHOT && fs.existsSync(SNAPSHOT)) {
    takeSeededFiles();
    return openSnapshot(new Blob([fs.readFileSync(SNAPSHOT)]));
  }
  const database = await seeded();
  if (SNAPSHOT) {
    keepSeededFiles();
    await saveSnapshot(database, SNAPSHOT);
  }
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for the file another worker writes once the template is ready (migrating and seeding take seconds). */
async function waitFor(file: string, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!fs.existsSync(file)) {
    if (Date.now() > until) throw new Error(`the seeded PostgreSQL template was not made within ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

/** Migrates and seeds the database at `url`, then copies it as the template `template`. */
async function makeTemplate(url: string, maintenance: URL, name: string, template: string): Promise<void> {
  await run(url, 'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
  await (await seeded()).close();
  await run(maintenance, `drop database if exists "${template}" with (force)`);
  await run(maintenance, `create database "${template}" template "${name}"`);
}

/**
 * PostgreSQL: one worker migrates and seeds the database of DATABASE_URL once and copies it as a template; each
 * jest worker then recreates a database of its own from that template for every test file, so the workers run
 * side by side (the same saving as the PGlite snapshot). Without a run-wide snapshot name (a test file run on its
 * own), the database of DATABASE_URL itself is emptied, migrated and seeded.
 */
async function postgresDatabase(url: string): Promise<Database> {
  // Each worker's files in a directory of its own, as on the embedded database (not the checkout's .data/uploads, which
  // the workers would copy the seeded files into at the same time).
  process.env.UPLOAD_DIR ??= processUploadsDir();
  const maintenance = new URL(url);
  const name = decodeURIComponent(maintenance.pathname.slice(1));
  maintenance.pathname = '/postgres';
  if (!SNAPSHOT) {
    await run(url, 'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
    return seeded();
  }
  const template = `${name}_seeded`;
  const ready = `${SNAPSHOT}.postgres`;
  if (!fs.existsSync(ready)) {
    let lock: number | undefined;
    try {
      lock = fs.openSync(`${ready}.lock`, 'wx');
    } catch {
      // Another worker is making the template.
    }
    if (lock !== undefined) {
      await makeTemplate(url, maintenance, name, template);
      keepSeededFiles();
      fs.writeFileSync(ready, template);
      fs.closeSync(lock);
    } else {
      await waitFor(ready);
    }
  }
  takeSeededFiles();
  const own = `${name}_w${process.env.JEST_WORKER_ID ?? '1'}`;
  await run(maintenance, `drop database if exists "${own}" with (force)`);
  await run(maintenance, `create database "${own}" template "${template}"`);
  const ownUrl = new URL(url);
  ownUrl.pathname = `/${own}`;
  // Everything in this worker that opens a connection by DATABASE_URL reaches its own database.
  process.env.DATABASE_URL = String(ownUrl);
  return openDatabase();
}

/**
 * Gives the test file a fresh database holding the demo dataset: an in-memory PGlite, or, when DATABASE_URL
 * is set, a PostgreSQL database of this jest worker made from the seeded template.
 */
export async function freshDatabase(): Promise<Database> {
  // DATABASE_URL is pointed at the worker's own database below; the one given to the run stays the base.
  if (process.env.DATABASE_URL && !process.env.RENSHI_TEST_DATABASE_URL) process.env.RENSHI_TEST_DATABASE_URL = process.env.DATABASE_URL;
  const url = process.env.RENSHI_TEST_DATABASE_URL;
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
