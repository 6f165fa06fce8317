import 'server-only';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { ResponseOf } from '@/lib/contracts/endpoint';
import type { personRetireOverride, policyAdd, PolicyAddBody, policyList, PolicyVersion } from '@/lib/contracts/policy';
import { formatDateTime, today as todayInChina } from '@/lib/domain/datetime';
import { policyOf, POLICY_KEYS, type PolicyKey, type PolicyValues } from '@/lib/domain/policy';
import { retirementDateFor } from '@/lib/domain/retirementRules';
import type { Db } from '../db/client';
import { persons, policySettings, users } from '../db/tables';
import { ApiError } from '../errors';
import type { HandlerContext } from '../http';
import { isUnitInScope, scopeOf } from '../scope';
import type { FilingRow, RulePhase } from './filings/definition';

type Conn = Pick<Db, 'select' | 'insert' | 'update'>;
type Row = typeof policySettings.$inferSelect;

/** Before any version: the value the system started with. */
const DEFAULT_FROM = '2000-01-01';

function parsed<K extends PolicyKey>(key: K, raw: unknown): PolicyValues[K] {
  const r = policyOf(key).schema.safeParse(raw);
  // A stored value is checked when it is added; one that no longer parses (a schema grown stricter) falls back to the default.
  return r.success ? r.data : policyOf(key).defaultValue;
}

/** The value of a key in force on a day (YYYY-MM-DD, Asia/Shanghai): the latest version with validFrom on or before it. */
export async function valueOn<K extends PolicyKey>(db: Conn, key: K, date: string): Promise<PolicyValues[K]> {
  const [row] = await db.select({ value: policySettings.value }).from(policySettings)
    .where(and(eq(policySettings.key, key), lte(policySettings.validFrom, date)))
    .orderBy(desc(policySettings.validFrom), desc(policySettings.id)).limit(1);
  return row ? parsed(key, row.value) : policyOf(key).defaultValue;
}

/**
 * The day whose values a filing's rules use: the day it was submitted while it is under review, so a version added
 * meanwhile does not change the verdict on it; the day of the check otherwise.
 */
export function filingPolicyDate(filing: Pick<FilingRow, 'lastSubmittedAt'>, phase: RulePhase, today: string): string {
  return phase === 'approve' && filing.lastSubmittedAt ? todayInChina('Asia/Shanghai', filing.lastSubmittedAt) : today;
}

const version = (r: Row & { account: string | null }): PolicyVersion => ({
  id: r.id, value: r.value, validFrom: r.validFrom, basis: r.basis, createdBy: r.account, createdAt: formatDateTime(r.createdAt),
});

/** Every key with the version in force on `today`, the versions to come and the history. */
export async function listPolicies(db: Db, today: string): Promise<ResponseOf<typeof policyList>> {
  const rows = await db.select({ row: policySettings, account: users.username }).from(policySettings)
    .leftJoin(users, eq(users.id, policySettings.createdBy))
    .orderBy(desc(policySettings.validFrom), desc(policySettings.id));
  const list = POLICY_KEYS.map((key) => {
    const def = policyOf(key);
    const history = rows.filter((r) => r.row.key === key).map((r) => version({ ...r.row, account: r.account }));
    const inForce = history.find((v) => v.validFrom <= today);
    const current: PolicyVersion = inForce ? { ...inForce, value: parsed(key, inForce.value) }
      : { id: null, value: def.defaultValue, validFrom: DEFAULT_FROM, basis: def.basis, createdBy: null, createdAt: null };
    const upcoming = history.filter((v) => v.validFrom > today).reverse();
    return { key, label: def.label, labelEn: def.labelEn, current, upcoming, history };
  });
  return { today, list };
}

export async function addPolicyVersion(db: Conn, userId: number, body: PolicyAddBody, today: string): Promise<number> {
  if (body.validFrom < today) {
    throw new ApiError(400, `validFrom: 生效日期不能早于今天（${today}）`, { field: 'validFrom' }, `validFrom: the version cannot take effect before today (${today})`);
  }
  const value = policyOf(body.key).schema.parse(body.value);
  const [row] = await db.insert(policySettings).values({ key: body.key, value, validFrom: body.validFrom, basis: body.basis, createdBy: userId })
    .returning({ id: policySettings.id });
  return row.id;
}

export async function getPolicyList(ctx: HandlerContext<typeof policyList>) {
  return listPolicies(ctx.db, todayInChina());
}

export async function addPolicy(ctx: HandlerContext<typeof policyAdd>) {
  const body = ctx.body;
  if (body.key === 'assessment.excellentCap') {
    for (const [i, unitId] of (body.value.wellRatedUnitIds ?? []).entries()) {
      if (!(await isUnitInScope(ctx.db, scopeOf(ctx.user!), unitId))) {
        throw new ApiError(404, `value.wellRatedUnitIds.${i}: 单位不存在`, { field: `value.wellRatedUnitIds.${i}` }, `value.wellRatedUnitIds.${i}: no such unit`);
      }
    }
  }
  const id = await addPolicyVersion(ctx.db, ctx.user!.id, body, todayInChina());
  ctx.audit.detail = `${body.key} 自 ${body.validFrom}：${JSON.stringify(body.value)}；依据：${body.basis}`;
  return { id };
}

/** A person's own base retirement age, recorded with its basis; the due day follows from the rules in force today. */
export async function setRetireOverride(ctx: HandlerContext<typeof personRetireOverride>) {
  const { personId, baseAge, basis } = ctx.body;
  const [p] = await ctx.db.select().from(persons).where(and(eq(persons.id, personId), eq(persons.deleted, false)));
  if (!p || !(await isUnitInScope(ctx.db, scopeOf(ctx.user!), p.unitId))) throw new ApiError(404, '人员不存在', null, 'The person does not exist');
  await ctx.db.update(persons).set({ retireBaseOverride: baseAge, retireOverrideBasis: basis, updatedAt: new Date(), updatedBy: ctx.user!.id, version: p.version + 1 })
    .where(eq(persons.id, personId));
  const today = todayInChina();
  const rules = await valueOn(ctx.db, 'retire.baseAgeRules', today);
  ctx.audit.unitId = p.unitId;
  ctx.audit.detail = `${p.name}（${personId}）退休基准年龄 ${baseAge ?? '按规则'}；依据：${basis}`;
  return { personId, baseAge, retireDueDate: retirementDateFor({ ...p, retireBaseOverride: baseAge }, rules) };
}

/** The versions of a key, oldest first (for tests and the seed check). */
export async function versionsOf(db: Db, key: PolicyKey) {
  return db.select().from(policySettings).where(eq(policySettings.key, key)).orderBy(asc(policySettings.validFrom), asc(policySettings.id));
}
