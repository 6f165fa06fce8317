import 'server-only';
import { count, eq } from 'drizzle-orm';
import { businessRoutes } from '@/data/routes/business';
import { withDemoRoutes } from '@/data/routes/withDemo';
import { DEMO_PASSWORD, demoAccounts, demoNotices, demoRegions, demoUnits, roleDefinitions } from '@/data/seed/demo';
import type { RouteRecord } from '@/lib/contracts/router';
import { usccCheckChar } from '@/lib/domain/uscc';
import { PASSWORD_RULE_TEXT, passwordRefusal } from '@/lib/domain/passwordPolicy';
import { estimatePassword } from '@/lib/domain/passwordStrength';
import { hashPassword } from '../password';
import type { Db, Tx } from './client';
import { jurisdictionRegions } from './jurisdiction';
import { menus, notices, regions, roles, units, users } from './schema';
import { DEMO_REFERENCE_DATE, seedBusinessDemo, seedCodeLists } from './seedBusiness';
import { seedHelpDocs } from './seedHelp';
import { filingTypeConfigs } from './schema-business';
import { filingTypeDefinitions } from '@/data/seed/filingTypes';

async function insertRoutes(tx: Tx, routes: readonly RouteRecord[], parentId: number | null): Promise<void> {
  for (const [sort, r] of routes.entries()) {
    const [row] = await tx
      .insert(menus)
      .values({ parentId, path: r.path, name: r.name, component: r.component, redirect: r.redirect, meta: r.meta, sort })
      .returning({ id: menus.id });
    if (r.children?.length) await insertRoutes(tx, r.children, row.id);
  }
}

export async function seedRoles(tx: Tx): Promise<Map<string, number>> {
  await tx.insert(roles).values(roleDefinitions.map((r) => ({ ...r, abilities: [...r.abilities] }))).onConflictDoNothing();
  const all = await tx.select({ id: roles.id, code: roles.code }).from(roles);
  return new Map(all.map((r) => [r.code, r.id]));
}

/** The filing-type configuration (domain.md §2.5); existing rows are left as administrators set them. */
export async function seedFilingTypes(tx: Tx): Promise<void> {
  await tx.insert(filingTypeConfigs).values(filingTypeDefinitions.map((d) => ({ ...d, requiredAttachments: [...d.requiredAttachments] })))
    .onConflictDoNothing();
}

/** Stores the business route tree, with the admin's demo section, unless the menu table already holds one. */
async function ensureRoutes(tx: Tx): Promise<void> {
  const [{ n }] = await tx.select({ n: count() }).from(menus);
  if (n === 0) await insertRoutes(tx, withDemoRoutes(businessRoutes), null);
}

async function isEmpty(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  return n === 0;
}

/** Fills an empty embedded database with the demo dataset; does nothing once any account exists. True when it seeded. */
export async function seedDemo(db: Db): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(regions).values(demoRegions.map((r) => ({ ...r }))).onConflictDoNothing();
    await seedCodeLists(tx);
    const roleIds = await seedRoles(tx);
    await seedFilingTypes(tx);
    const unitIds = new Map<string, number>();
    for (const u of demoUnits) {
      const { key, uscc17, ...fields } = u;
      const competent = 'competent' in u ? unitIds.get(u.competent) : undefined;
      const [row] = await tx.insert(units).values({
        ...fields, uscc: uscc17 + usccCheckChar(uscc17), competentDeptId: competent,
        payTime: '2026-01-05', expireTime: '2027-12-31',
      }).returning({ id: units.id });
      unitIds.set(key, row.id);
    }
    const userIds = new Map<string, number>();
    for (const a of demoAccounts) {
      const [row] = await tx.insert(users).values({
        username: a.username, passwordHash, roleId: roleIds.get(a.role)!, unitId: a.unit ? unitIds.get(a.unit) : null,
        regionCode: a.regionCode, realName: a.realName,
      }).returning({ id: users.id });
      userIds.set(a.username, row.id);
    }
    await ensureRoutes(tx);
    await tx.insert(notices).values(demoNotices.map((n) => ({
      kind: n.kind, title: n.title, content: n.content, titleEn: n.titleEn, contentEn: n.contentEn, audience: n.audience,
      regionCode: n.audience === 'region' ? '330500' : null,
      unitIds: 'units' in n ? n.units.map((k) => unitIds.get(k)!) : [],
      publisherId: userIds.get('rsj'), publisherName: '湖州市人力资源和社会保障局',
    })));
    await seedBusinessDemo(tx, unitIds, DEMO_REFERENCE_DATE);
    await seedHelpDocs(tx);
  });
  return true;
}

/**
 * On PostgreSQL (no demo data): the roles, the route tree, the regions of DEPLOY_REGION (the GB/T 2260 region the
 * deployment serves, with those above and under it: added at every start, never removed) and the first admin from
 * ADMIN_USERNAME/ADMIN_PASSWORD. A first admin's password must satisfy the password policy and DEPLOY_REGION must be a
 * GB/T 2260 code: otherwise the server refuses to start, naming the rule.
 */
export async function ensureFirstAdmin(db: Db): Promise<void> {
  const username = process.env.ADMIN_USERNAME;
  const password = process.env.ADMIN_PASSWORD;
  const jurisdiction = process.env.DEPLOY_REGION ? jurisdictionRegions(process.env.DEPLOY_REGION) : [];
  await db.transaction(async (tx) => {
    await seedCodeLists(tx);
    const roleIds = await seedRoles(tx);
    await seedFilingTypes(tx);
    await ensureRoutes(tx);
    if (jurisdiction.length) await tx.insert(regions).values(jurisdiction).onConflictDoNothing();
    if (!username || !password) return;
    const existing = await tx.select({ id: users.id }).from(users).where(eq(users.roleId, roleIds.get('admin')!)).limit(1);
    if (existing.length) return;
    const rule = passwordRefusal(password, { username, estimate: estimatePassword });
    if (rule) throw new Error(`ADMIN_PASSWORD does not satisfy the password policy: ${PASSWORD_RULE_TEXT[rule].en} (${PASSWORD_RULE_TEXT[rule].zh})`);
    await tx.insert(users).values({ username, passwordHash: await hashPassword(password), roleId: roleIds.get('admin')!, realName: '系统管理员' });
  });
}
