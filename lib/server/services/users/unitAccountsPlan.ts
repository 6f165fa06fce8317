import 'server-only';
import { and, asc, desc, eq, ne, notExists, sql } from 'drizzle-orm';
import type { UnitAccountPlanItem, UnitAccountsPlanReport, UnitAccountsRule } from '@/lib/contracts/unitAccounts';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { units, users } from '../../db/schema';

/**
 * The units that get a main account: live, in normal status, not a personnel bureau, and without any live account
 * (a deleted account does not count, its username stays taken).
 */
async function unitsWithoutAccount(db: Db) {
  const hasAccount = db.select({ one: sql`1` }).from(users).where(and(eq(users.unitId, units.id), eq(users.deleted, false)));
  return db.select({ unitId: units.id, unitName: units.unitName, uscc: units.uscc, isCompetentDept: units.isCompetentDept }).from(units)
    .where(and(eq(units.deleted, false), eq(units.unitStatus, 'NORMAL'), ne(units.unitTier, 'RSJ_REGION'), notExists(hasAccount)))
    .orderBy(desc(units.isCompetentDept), asc(units.id));
}

/** Usernames already taken (deleted accounts included), lower-cased, among those the rule can produce. */
async function takenUsernames(db: Db, rule: UnitAccountsRule, candidates: string[]): Promise<Set<string>> {
  const lower = sql`lower(${users.username})`;
  const where = rule.usernameRule === 'prefix'
    ? sql`${lower} like ${`${escapeLike(rule.prefix!.toLowerCase())}%`}`
    : candidates.length ? sql`${lower} in (${sql.join(candidates.map((c) => sql`${c.toLowerCase()}`), sql`, `)})` : sql`false`;
  const rows = await db.select({ username: users.username }).from(users).where(where);
  return new Set(rows.map((r) => r.username.toLowerCase()));
}

/**
 * The account each unit without one would get. By credit code a taken username is a clash; by prefix the numbers
 * run from `start` and skip every taken username, so none clashes.
 */
export async function planUnitAccounts(db: Db, rule: UnitAccountsRule): Promise<UnitAccountsPlanReport> {
  const list = await unitsWithoutAccount(db);
  const taken = await takenUsernames(db, rule, list.map((u) => u.uscc));
  let n = rule.start;
  const next = () => {
    const name = () => `${rule.prefix}${String(n).padStart(rule.digits, '0')}`;
    while (taken.has(name().toLowerCase())) n += 1;
    const username = name();
    n += 1;
    return username;
  };
  const items: UnitAccountPlanItem[] = list.map((u) => {
    const username = rule.usernameRule === 'prefix' ? next() : u.uscc;
    const clash = rule.usernameRule === 'uscc' && taken.has(username.toLowerCase())
      ? { message: `用户名 ${username} 已被其他账号使用`, messageEn: `The username ${username} is taken by another account` }
      : null;
    return { unitId: u.unitId, unitName: u.unitName, uscc: u.uscc, role: u.isCompetentDept ? 'zg' : 'jc', username, clash };
  });
  const clashes = items.filter((i) => i.clash).length;
  return { units: items, creatable: items.length - clashes, clashes };
}
