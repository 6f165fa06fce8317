import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { getDb } from './client';
import { menus } from './tables';
import { withFreshDatabase } from '../testing/database';

/**
 * Migrations 0029 and 0030: the pages opened from another page light the menu entry they are opened from on a database
 * seeded before the route data named it; a meta an admin gave its own active menu keeps it.
 */
withFreshDatabase();

const MIGRATIONS = ['0029_hidden-page-menus', '0030_filing-history-menu']
  .map((name) => fs.readFileSync(path.join(process.cwd(), `lib/server/db/migrations/${name}.sql`), 'utf8'));
const EXPECTED: Record<string, string> = {
  CheckResultList: '/check/list/companyCheck',
  ReportMainTongji: '/report/reportMainTongji/jobsetemploycheckreport1/reportshow',
  ScheduleView: '/report/reportScheduleSearch',
  JobPlanReportHis: '/jobplanrecord/reportHis/11/reporthis',
  JobPlanListPage: '/jobplanrecord/reportHis/11/reporthis',
};

const activeMenus = async () => {
  const rows = await (await getDb()).select({ name: menus.name, meta: menus.meta }).from(menus).where(inArray(menus.name, Object.keys(EXPECTED)));
  return Object.fromEntries(rows.map((r) => [r.name, (r.meta as { activeMenu?: string }).activeMenu]));
};

it('a fresh database has them from the route data', async () => {
  expect(await activeMenus()).toEqual(EXPECTED);
});

it('names them on a database seeded before, and leaves an active menu an admin set', async () => {
  const db = await getDb();
  await db.execute(sql`update "menu" set "meta" = "meta" - 'activeMenu' where "name" in ('CheckResultList', 'ReportMainTongji', 'ScheduleView', 'JobPlanListPage')`);
  await db.update(menus).set({ meta: sql`jsonb_set("meta", '{activeMenu}', '"/report/comprehensiveSearch"')` }).where(eq(menus.name, 'JobPlanReportHis'));
  for (const statement of MIGRATIONS.flatMap((m) => m.split('--> statement-breakpoint'))) await db.execute(sql.raw(statement));
  expect(await activeMenus()).toEqual({ ...EXPECTED, JobPlanReportHis: '/report/comprehensiveSearch' });
});
