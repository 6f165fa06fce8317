import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { eq } from 'drizzle-orm';
import { businessRoutes } from '@/data/routes/business';
import { TEMPLATE_DEMOS, withDemoRoutes } from '@/data/routes/withDemo';
import type { RouteRecord } from '@/lib/contracts/router';
import { routeTree } from '../services/menus';
import type { Db } from './client';
import { menus } from './schema';

/**
 * Migrations 0012 to 0019: a database seeded before the admin's console (or before its 备份管理 page, the admin's reading
 * of unit pages and its review menus, the 数据导入 page, the 上报任务 page) gets the menu a new database is seeded with.
 */

const MIGRATIONS = path.join(__dirname, 'migrations');
const NEW_GROUPS = ['SystemManage', TEMPLATE_DEMOS];
const folders: string[] = [];

/** The migrations folder as it was up to the migration `idx`. */
function foldersUpTo(idx: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renshi-console-menu-'));
  folders.push(dir);
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= idx);
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries) fs.copyFileSync(path.join(MIGRATIONS, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

type Tx = Parameters<Parameters<ReturnType<typeof drizzle>['transaction']>[0]>[0];

async function insertRoutes(tx: Tx, routes: readonly RouteRecord[], parentId: number | null): Promise<void> {
  for (const [sort, r] of routes.entries()) {
    const [row] = await tx.insert(menus)
      .values({ parentId, path: r.path, name: r.name, component: r.component, redirect: r.redirect, meta: r.meta, sort })
      .returning({ id: menus.id });
    if (r.children?.length) await insertRoutes(tx, r.children, row.id);
  }
}

/** Seeds the menu with `routes` in one transaction, as the seed does. */
const seedMenu = (db: ReturnType<typeof drizzle>, routes: readonly RouteRecord[]) => db.transaction((tx) => insertRoutes(tx, routes, null));

const tree = (db: ReturnType<typeof drizzle>) => routeTree(db as unknown as Db);

/**
 * A new database migrated up to a migration (by its index), and through all of them (`latest`), kept as dumps:
 * creating a PGlite database takes seconds, loading a dump a fraction of that. A loaded database keeps the migrations
 * it ran (drizzle.__drizzle_migrations), so migrating it runs only the rest.
 */
const dumps = new Map<number | 'latest', Blob>();
/** The route tree of a new database, migrated and then seeded. */
let freshList: RouteRecord[];

beforeAll(async () => {
  const client = await PGlite.create();
  const db = drizzle(client);
  for (const idx of [11, 12, 13, 14, 15, 16, 17]) {
    await migrate(db, { migrationsFolder: foldersUpTo(idx) });
    dumps.set(idx, await client.dumpDataDir('none'));
  }
  await migrate(db, { migrationsFolder: MIGRATIONS });
  dumps.set('latest', await client.dumpDataDir('none'));
  await seedMenu(db, withDemoRoutes(businessRoutes));
  freshList = await tree(db);
  await client.close();
}, 120_000);

const opened: PGlite[] = [];
afterEach(async () => {
  for (const client of opened.splice(0)) await client.close();
});
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

/** A database of its own, as new and migrated up to the migration `idx` (closed after the test). */
async function migratedTo(idx: number | 'latest') {
  const client = await PGlite.create({ loadDataDir: dumps.get(idx)! });
  opened.push(client);
  return { client, db: drizzle(client) };
}

/** A database migrated up to 0011 and seeded with the menu of that time (no console, no 模板示例 group). */
async function seededBefore(change?: (db: ReturnType<typeof drizzle>) => Promise<void>) {
  const { db } = await migratedTo(11);
  await seedMenu(db, withDemoRoutes(businessRoutes).filter((r) => !NEW_GROUPS.includes(r.name!)));
  await change?.(db);
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return db;
}

const named = (list: RouteRecord[], name: string) => list.find((r) => r.name === name);

describe('migration 0012 (the admin console and the 模板示例 group)', () => {
  it('gives an existing database the same route tree a new one is seeded with', async () => {
    const list = await tree(await seededBefore());
    expect(list).toEqual(freshList);
    expect(list.map((r) => r.name).slice(-8)).toEqual(['Setting', 'SystemManage', 'Vab', 'Other', 'Mall', 'NoColumn', 'Error', TEMPLATE_DEMOS]);
  }, 120_000);

  it('links only to the pages the database still holds', async () => {
    const db = await seededBefore(async (d) => {
      await d.update(menus).set({ deleted: true }).where(eq(menus.name, 'Mall'));
    });
    const links = named(await tree(db), TEMPLATE_DEMOS)!.children!.map((c) => c.redirect);
    expect(links).toEqual(['/dashboard', '/vab', '/other', '/noColumn', '/error']);
  }, 120_000);

  it('adds no 模板示例 group to a database without the demo section, and nothing to an empty one', async () => {
    const noDemo = await seededBefore(async (d) => {
      await d.update(menus).set({ deleted: true }).where(eq(menus.name, 'Vab'));
    });
    const list = await tree(noDemo);
    expect(named(list, TEMPLATE_DEMOS)).toBeUndefined();
    expect(named(list, 'SystemManage')!.children).toHaveLength(11);

    const { db } = await migratedTo('latest');
    expect(await tree(db)).toEqual([]);
  }, 120_000);
});

/** The tree without the nodes named. */
const without = (routes: readonly RouteRecord[], names: string[]): RouteRecord[] => routes
  .filter((r) => !names.includes(r.name!))
  .map((r) => (r.children ? { ...r, children: without(r.children, names) } : r));

/** The 数据导入 page and its link, which migration 0017 adds. */
const DATA_IMPORT = ['DataImport', 'SystemDataImport'];
/** The 上报任务 page and its link, which migration 0019 adds. */
const CAMPAIGN = ['Campaign', 'SystemCampaign'];

describe('migration 0013 (备份管理)', () => {
  const BACKUP = ['BackupManagement', 'SystemBackupManagement'];

  it('gives a database seeded before it the page and its link in 系统管理, last in each group', async () => {
    const { db } = await migratedTo(12);
    await seedMenu(db, without(withDemoRoutes(businessRoutes), [...BACKUP, ...DATA_IMPORT, ...CAMPAIGN]));
    expect(named(await tree(db), 'SystemManage')!.children!.map((c) => c.name)).not.toContain('SystemBackupManagement');
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const list = await tree(db);
    expect(list).toEqual(freshList);
    // 0017 adds 数据导入 after it, 0019 上报任务.
    expect(named(list, 'SystemManage')!.children!.slice(-3)).toMatchObject([
      { name: 'SystemBackupManagement', redirect: '/setting/backupManagement' }, { name: 'SystemDataImport' }, { name: 'SystemCampaign' },
    ]);
  }, 120_000);

  it('adds no link where the page was deleted', async () => {
    const { db } = await migratedTo(12);
    await seedMenu(db, without(withDemoRoutes(businessRoutes), ['SystemBackupManagement', ...DATA_IMPORT]));
    await db.update(menus).set({ deleted: true }).where(eq(menus.name, 'BackupManagement'));
    await migrate(db, { migrationsFolder: MIGRATIONS });
    expect(named(await tree(db), 'SystemManage')!.children!.map((c) => c.name)).not.toContain('SystemBackupManagement');
  }, 120_000);
});

describe('migration 0014 (the admin reads 单位信息 and 岗位设置审批备案表)', () => {
  const PAGES = ['CompanyView', 'JobPlanRecord1'];
  /** The tree as seeded before: those pages a unit's only. */
  const before = (routes: readonly RouteRecord[]): RouteRecord[] => routes.map((r) => ({
    ...r,
    ...(PAGES.includes(r.name!) ? { meta: { ...r.meta, roles: { role: ['jc'], mode: 'oneOf' as const } } } : {}),
    ...(r.children ? { children: before(r.children) } : {}),
  }));
  const rolesOf = (list: RouteRecord[], name: string): unknown => {
    for (const r of list) {
      if (r.name === name) return r.meta.roles;
      const inside = rolesOf(r.children ?? [], name);
      if (inside) return inside;
    }
    return undefined;
  };

  it('gives a database seeded before it the roles a new one is seeded with, and leaves an entry an administrator changed', async () => {
    const { db } = await migratedTo(13);
    await seedMenu(db, before(withDemoRoutes(businessRoutes)));
    const [changed] = await db.select().from(menus).where(eq(menus.name, 'JobPlanRecord1'));
    await db.update(menus).set({ meta: { ...changed.meta, roles: { role: ['jc', 'zg'], mode: 'oneOf' } } }).where(eq(menus.id, changed.id));
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const list = await tree(db);
    expect(rolesOf(list, 'CompanyView')).toEqual({ role: ['jc', 'admin'], mode: 'oneOf' });
    expect(rolesOf(list, 'JobPlanRecord1')).toEqual({ role: ['jc', 'zg'], mode: 'oneOf' });
  }, 120_000);
});

describe('migration 0015 (the admin reviews registrations, no filing)', () => {
  const REVIEWERS = { role: ['zg', 'rsj'], mode: 'oneOf' as const };
  /** The tree as seeded before: the review group the reviewers', its queue and history without a rule of their own. */
  const before = (routes: readonly RouteRecord[]): RouteRecord[] => routes.map((r) => {
    const roles = r.name === 'Check' ? REVIEWERS : r.name === 'RegistrationReview' ? { role: ['rsj'], mode: 'oneOf' as const } : r.meta.roles;
    const meta = ['CompanyCheck', 'CheckResultList'].includes(r.name!) ? (({ roles: _, ...rest }) => rest)(r.meta) : { ...r.meta, roles };
    return { ...r, meta, ...(r.children ? { children: before(r.children) } : {}) };
  });
  const find = (list: readonly RouteRecord[], name: string): RouteRecord | undefined =>
    list.find((r) => r.name === name) ?? list.map((r) => find(r.children ?? [], name)).find(Boolean);

  it('gives a database seeded before it the roles a new one is seeded with, and leaves an entry an administrator changed', async () => {
    const { db } = await migratedTo(14);
    await seedMenu(db, before(withDemoRoutes(businessRoutes)));
    expect(find(await tree(db), 'CompanyCheck')!.meta.roles).toBeUndefined();
    await migrate(db, { migrationsFolder: MIGRATIONS });
    expect(await tree(db)).toEqual(freshList);
    expect(find(await tree(db), 'Check')!.meta.roles).toEqual({ role: ['zg', 'rsj', 'admin'], mode: 'oneOf' });

    const { db: changedDb } = await migratedTo(14);
    await seedMenu(changedDb, before(withDemoRoutes(businessRoutes)));
    const [registration] = await changedDb.select().from(menus).where(eq(menus.name, 'RegistrationReview'));
    await changedDb.update(menus).set({ meta: { ...registration.meta, roles: { role: ['rsj', 'zg'], mode: 'oneOf' } } }).where(eq(menus.id, registration.id));
    await migrate(changedDb, { migrationsFolder: MIGRATIONS });
    expect(find(await tree(changedDb), 'RegistrationReview')!.meta.roles).toEqual({ role: ['rsj', 'zg'], mode: 'oneOf' });
    expect(find(await tree(changedDb), 'CompanyCheck')!.meta.roles).toEqual(REVIEWERS);
  }, 120_000);
});

describe('migration 0016 (the admin reads 公开招聘计划)', () => {
  const rolesOf = (list: RouteRecord[], name: string): unknown =>
    list.map((r) => (r.name === name ? r.meta.roles : rolesOf(r.children ?? [], name))).find(Boolean);
  /** The tree as seeded before: the page a unit's only. */
  const before = (routes: readonly RouteRecord[]): RouteRecord[] => routes.map((r) => ({
    ...r,
    ...(r.name === 'OpenRecruitmentPlan' ? { meta: { ...r.meta, roles: { role: ['jc'], mode: 'oneOf' as const } } } : {}),
    ...(r.children ? { children: before(r.children) } : {}),
  }));

  it('gives a database seeded before it the roles a new one is seeded with', async () => {
    const { db } = await migratedTo(15);
    await seedMenu(db, before(withDemoRoutes(businessRoutes)));
    expect(rolesOf(await tree(db), 'OpenRecruitmentPlan')).toEqual({ role: ['jc'], mode: 'oneOf' });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    expect(rolesOf(await tree(db), 'OpenRecruitmentPlan')).toEqual({ role: ['jc', 'admin'], mode: 'oneOf' });
  }, 120_000);
});

describe('migration 0017 (数据导入 and the import marks)', () => {
  it('gives a database seeded before it the page after 政策参数 and its link last in 系统管理, as a new one has them', async () => {
    const { db } = await migratedTo(16);
    await seedMenu(db, without(withDemoRoutes(businessRoutes), [...DATA_IMPORT, ...CAMPAIGN]));
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const list = await tree(db);
    expect(list).toEqual(freshList);
    const root = named(list, 'Root')!.children!.map((c) => c.name);
    expect(root.indexOf('DataImport')).toBe(root.indexOf('PolicySetting') + 1);
    expect(named(list, 'SystemManage')!.children!.at(-2)).toMatchObject({ name: 'SystemDataImport', redirect: '/dataImport' });
  }, 120_000);

  it('adds the import record and its mark to persons and the history they were imported with', async () => {
    const { client } = await migratedTo('latest');
    const columns = await client.query<{ table: string }>(
      "select table_name as table from information_schema.columns where column_name = 'import_batch_id' order by 1",
    );
    expect(columns.rows.map((r) => r.table)).toEqual(['person', 'person_assessment', 'person_estab_history', 'person_post_history', 'person_reward_punish']);
    const batch = await client.query<{ id: number }>(
      "insert into import_batch (kind, file_name, sha256, row_counts) values ('HISTORY', 'a.xlsx', repeat('0', 64), '{}') returning id",
    );
    expect(batch.rows[0].id).toBe(1);
  }, 120_000);
});

describe('migration 0019 (上报任务 and the campaign table)', () => {
  it('gives a database seeded before it the page after 数据导入 and its link last in 系统管理, as a new one has them', async () => {
    const { db } = await migratedTo(17);
    await seedMenu(db, without(withDemoRoutes(businessRoutes), CAMPAIGN));
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const list = await tree(db);
    expect(list).toEqual(freshList);
    const root = named(list, 'Root')!.children!;
    expect(root.map((c) => c.name).indexOf('Campaign')).toBe(root.map((c) => c.name).indexOf('DataImport') + 1);
    expect(named(root, 'Campaign')!.meta.roles).toEqual({ role: ['admin', 'rsj'], mode: 'oneOf' });
    expect(named(list, 'SystemManage')!.children!.at(-1)).toMatchObject({ name: 'SystemCampaign', redirect: '/campaign' });
  }, 120_000);

  it('adds no link where the page was deleted, and the page once only', async () => {
    const { db } = await migratedTo(17);
    await seedMenu(db, without(withDemoRoutes(businessRoutes), ['SystemCampaign']));
    await db.update(menus).set({ deleted: true }).where(eq(menus.name, 'Campaign'));
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const names = (await db.select({ name: menus.name }).from(menus)).map((m) => m.name);
    expect(names.filter((n) => n === 'Campaign')).toHaveLength(1);
    expect(names).not.toContain('SystemCampaign');
  }, 120_000);

  it('adds the campaign table, its type one of the filing types', async () => {
    const { client } = await migratedTo('latest');
    await expect(client.query("insert into campaign (filing_type, year, deadline) values ('NO_SUCH_TYPE', 2026, '2026-12-31')"))
      .rejects.toThrow(/foreign key/);
  }, 120_000);
});
