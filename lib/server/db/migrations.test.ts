import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { closeDatabase, getDatabase, MEMORY, migrationFailed, MIGRATION_LOCK_KEY, setDatabase, underMigrationLock, type Database } from './client';
import { CLOSE_DATABASE, openAtStart } from './startup';

const advisoryLocks = async (client: PGlite) =>
  (await client.query<{ key: string }>(
    "select ((classid::bigint << 32) | objid::bigint)::text as key from pg_locks where locktype = 'advisory' and granted",
  )).rows.map((r) => r.key);

/** A migrations folder as drizzle-kit writes it: the journal and one SQL file per entry. */
function migrationsFolder(statements: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renshi-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const entries = statements.map((_, idx) => ({ idx, version: '7', when: 1_700_000_000_000 + idx, tag: `000${idx}_step`, breakpoints: true }));
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries }));
  statements.forEach((text, idx) => fs.writeFileSync(path.join(dir, `000${idx}_step.sql`), text));
  return dir;
}

describe('the migrations at start', () => {
  let client: PGlite;
  const folders: string[] = [];
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(async () => {
    await client.close();
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('run holding the advisory lock of the migrations, released afterwards', async () => {
    const during = await underMigrationLock(client, () => advisoryLocks(client));
    expect(during).toEqual([MIGRATION_LOCK_KEY]);
    expect(await advisoryLocks(client)).toEqual([]);
  });

  it('release the lock when a migration fails, passing the failure on', async () => {
    await expect(underMigrationLock(client, async () => {
      throw new Error('relation "units" already exists');
    })).rejects.toThrow('relation "units" already exists');
    expect(await advisoryLocks(client)).toEqual([]);
  });

  it('leave the database as it was when one of the pending migrations fails, and say why', async () => {
    const folder = migrationsFolder(['create table first_step (id int);', 'create table second_step (id int);\n--> statement-breakpoint\nselect 1/0;']);
    folders.push(folder);
    const failure = await migrate(drizzle(client), { migrationsFolder: folder, migrationsTable: 'failed_run' }).then(() => null, migrationFailed);
    expect(failure?.message).toBe('数据库迁移失败，未做任何更改 / a migration failed and nothing was changed: division by zero');
    const tables = await client.query<{ name: string }>("select table_name as name from information_schema.tables where table_name like '%_step'");
    expect(tables.rows).toEqual([]);
    expect((await client.query('select * from drizzle.failed_run')).rows).toEqual([]);
  });

  it('apply every pending migration when none fails (the valid neighbour)', async () => {
    const folder = migrationsFolder(['create table first_step (id int);', 'create table second_step (id int);']);
    folders.push(folder);
    await migrate(drizzle(client), { migrationsFolder: folder, migrationsTable: 'good_run' });
    const tables = await client.query<{ name: string }>("select table_name as name from information_schema.tables where table_name like '%_step' order by 1");
    expect(tables.rows.map((r) => r.name)).toEqual(['first_step', 'second_step']);
    expect((await client.query('select * from drizzle.good_run')).rows).toHaveLength(2);
  });
});

describe('openAtStart', () => {
  // Whatever these tests get wrong must not open the data directory of the working copy.
  beforeAll(() => {
    process.env.DATA_DIR = MEMORY;
  });
  afterEach(() => {
    setDatabase(undefined);
    jest.restoreAllMocks();
  });

  it('refuses to start with the reason when the database cannot be opened or migrated', async () => {
    const failing = Promise.reject(migrationFailed(new Error('division by zero')));
    failing.catch(() => undefined);
    setDatabase(failing);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    await openAtStart();
    expect(exit).toHaveBeenCalledWith(1);
    expect(error.mock.calls[0][0]).toContain('a migration failed and nothing was changed: division by zero');
  });

  it('leaves the server the way to close the database once its requests are done', async () => {
    const close = jest.fn(async () => undefined);
    setDatabase(Promise.resolve({ close } as unknown as Database));
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    await openAtStart();
    expect(exit).not.toHaveBeenCalled();
    const closeAtShutdown = (globalThis as Record<symbol, unknown>)[CLOSE_DATABASE] as () => Promise<void>;
    expect(closeAtShutdown).toBe(closeDatabase);
    await closeAtShutdown();
    expect(close).toHaveBeenCalledTimes(1);
    await closeAtShutdown();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('closes nothing when no database was opened, or its opening failed', async () => {
    await expect(closeDatabase()).resolves.toBeUndefined();
    const failing = Promise.reject(new Error('never opened'));
    failing.catch(() => undefined);
    setDatabase(failing);
    await expect(getDatabase()).rejects.toThrow('never opened');
    await expect(closeDatabase()).resolves.toBeUndefined();
  });
});
