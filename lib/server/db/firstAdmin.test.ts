import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { count, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Db } from './client';
import { regions, users } from './schema';
import { ensureFirstAdmin } from './seed';

/** A deployment's first start without demo data (the PostgreSQL path), on a fresh embedded database. */
async function freshDeployment() {
  const client = await PGlite.create();
  const db = drizzle(client) as unknown as Db;
  await migrate(drizzle(client), { migrationsFolder: path.join(__dirname, 'migrations') });
  return { client, db };
}

const saved = { ...process.env };
afterEach(() => {
  for (const key of ['ADMIN_USERNAME', 'ADMIN_PASSWORD', 'DEPLOY_REGION']) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

describe('the first start of a deployment', () => {
  it('holds the regions of DEPLOY_REGION, so that its units can be entered and imported; again at each start, nothing twice', async () => {
    const { client, db } = await freshDeployment();
    Object.assign(process.env, { ADMIN_USERNAME: 'firstadmin', ADMIN_PASSWORD: 'Renshi-2026-first', DEPLOY_REGION: '330500' });
    await ensureFirstAdmin(db);
    await ensureFirstAdmin(db);
    const held = await db.select().from(regions).orderBy(regions.code);
    expect(held.map((r) => `${r.code} ${r.name} ${r.level} ${r.parentCode ?? ''}`)).toEqual([
      '330000 浙江省 PROVINCE ', '330500 湖州市 CITY 330000', '330502 吴兴区 COUNTY 330500', '330503 南浔区 COUNTY 330500',
      '330521 德清县 COUNTY 330500', '330522 长兴县 COUNTY 330500', '330523 安吉县 COUNTY 330500',
    ]);
    expect((await db.select({ n: count() }).from(users).where(eq(users.username, 'firstadmin')))[0].n).toBe(1);
    await client.close();
  });

  it('without DEPLOY_REGION holds no region; with a code GB/T 2260 does not know it refuses to start, naming it', async () => {
    const { client, db } = await freshDeployment();
    await ensureFirstAdmin(db);
    expect((await db.select({ n: count() }).from(regions))[0].n).toBe(0);
    process.env.DEPLOY_REGION = '330599';
    await expect(ensureFirstAdmin(db)).rejects.toThrow('DEPLOY_REGION "330599" is not a GB/T 2260 region code');
    await client.close();
  });
});
