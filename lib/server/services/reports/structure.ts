import 'server-only';
import { and, count, eq, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import { STRUCTURE_DIMENSIONS } from '@/lib/contracts/report';
import { degreeLevel } from '@/lib/domain/codes';
import { addMonths, ageOn } from '@/lib/domain/dates';
import { today as todayInChina } from '@/lib/domain/datetime';
import { retirementBirthBounds } from '@/lib/domain/retirementWindow';
import { latestBirthRetiringUnder, retirementDateFor } from '@/lib/domain/retirementRules';
import {
  AGE_BANDS, AGE_BANDS_4, ageBand, ageBand4, EDUCATION_GROUPS, educationGroup, OCCUPYING_STATUSES, POLITICAL_GROUPS, politicalGroup, share,
} from '@/lib/domain/statistics';
import type { Db } from '../../db/client';
import { persons, units } from '../../db/tables';
import type { SessionUser } from '../../session';
import { countsOnDate, overStatesOnDate, pastStatDate, type StateColumn } from './asOf';
import { reportUnitsInScope } from './estabUsage';
import { valueOn as policyOn } from '../policySettings';

type Dimension = (typeof STRUCTURE_DIMENSIONS)[number];

/** 在编 persons of the units in scope (base units and the authorities' own staff). */
const inEstablishment = (user: SessionUser) => and(
  reportUnitsInScope(user), eq(persons.deleted, false), eq(persons.recordStatus, 'FILED'), eq(persons.estabStatus, 'IN'),
  inArray(persons.personStatus, [...OCCUPYING_STATUSES]),
)!;

const COLUMN = {
  gender: persons.gender, ethnicity: persons.ethnicity, ageBand: persons.birthDate, ageBand4: persons.birthDate, education: persons.education,
  degree: persons.degree, politicalStatus: persons.politicalStatus, titleLevel: persons.titleLevel, postCategory: persons.postCategory,
  postLevel: persons.postLevel, estabType: persons.estabType,
} as const;

/** The group a stored value falls in for the dimension (§5.1); NONE for an empty value. */
export function groupOf(dimension: Dimension, value: string | null, today: string): string {
  if (value == null || value === '') return 'NONE';
  switch (dimension) {
    case 'ageBand': return ageBand(ageOn(value, today));
    case 'ageBand4': return ageBand4(ageOn(value, today));
    case 'education': return educationGroup(value);
    case 'degree': return degreeLevel(value) ?? 'NONE';
    case 'politicalStatus': return politicalGroup(value);
    case 'ethnicity': return value === '01' ? 'HAN' : 'MINORITY';
    default: return value;
  }
}

const ORDER: Partial<Record<Dimension, readonly string[]>> = {
  ageBand: AGE_BANDS, ageBand4: AGE_BANDS_4, education: EDUCATION_GROUPS, politicalStatus: POLITICAL_GROUPS,
  degree: ['DOCTOR', 'MASTER', 'BACHELOR'], ethnicity: ['HAN', 'MINORITY'],
};

/** Groups in their natural order (bands youngest first), codes by code, the empty group last. */
function rank(dimension: Dimension, key: string): string {
  if (key === 'NONE') return '\uffff';
  const order = ORDER[dimension];
  return order ? String(order.indexOf(key)).padStart(3, '0') : key;
}

type StructureResult = { statDate: string; total: number; items: { key: string; count: number; share: number }[] };

/** Counts and shares of the groups of stored values, on the statistics date (ages at that date). */
function tally(dimension: Dimension, rows: { value: string | null; n: number }[], statDate: string): StructureResult {
  const counts = new Map<string, number>();
  for (const r of rows) {
    const key = groupOf(dimension, r.value, statDate);
    counts.set(key, (counts.get(key) ?? 0) + r.n);
  }
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const items = [...counts].map(([key, n]) => ({ key, count: n, share: share(n, total) })).sort((a, b) => (rank(dimension, a.key) < rank(dimension, b.key) ? -1 : 1));
  return { statDate, total, items };
}

/** The column of asOf.ts statesOnDate a dimension groups (ages from the birth date). */
const PAST_COLUMN: Record<Dimension, StateColumn> = {
  gender: 'gender', ethnicity: 'ethnicity', ageBand: 'birth_date', ageBand4: 'birth_date', education: 'education', degree: 'degree',
  politicalStatus: 'political_status', titleLevel: 'title_level', postCategory: 'post_category', postLevel: 'post_level', estabType: 'estab_type',
};

/**
 * The persons in establishment on a past date counted per stored value of each of the columns, in one pass in the database (grouping
 * sets): a map of column to its values' counts.
 */
async function countsOn(db: Db, user: SessionUser, date: string, dimensions: readonly Dimension[]) {
  const columns = [...new Set(dimensions.map((d) => PAST_COLUMN[d]))];
  const list = sql.raw(columns.join(', '));
  const flags = sql.raw(columns.map((c) => `grouping(${c}) as "g_${c}"`).join(', '));
  const sets = sql.raw(columns.map((c) => `(${c})`).join(', '));
  const scope = db.select({ id: units.id }).from(units).where(reportUnitsInScope(user));
  const [{ n: unitCount }] = await db.select({ n: count() }).from(units).where(reportUnitsInScope(user));
  const rows = await overStatesOnDate<Record<string, string | number | null>>(db, sql`select ${list}, ${flags}, sum(n)::int as n
    from (${countsOnDate(scope, date, unitCount, columns, true)}) s group by grouping sets (${sets})`);
  const out = new Map(columns.map((c) => [c, [] as { value: string | null; n: number }[]]));
  for (const r of rows) {
    const column = columns.find((c) => r[`g_${c}`] === 0)!;
    out.get(column)!.push({ value: r[column] as string | null, n: r.n as number });
  }
  return out;
}

/**
 * 人员结构分析 on the statistics date, as a counter per dimension. Today counts the live person rows; a past date counts the persons in
 * establishment then (asOf.ts: estab type, post and title from their histories, the other dimensions as they are now), for the
 * dimensions asked for in one query.
 */
export async function structureOn(db: Db, user: SessionUser, statDate?: string, dimensions: readonly Dimension[] = STRUCTURE_DIMENSIONS) {
  const past = pastStatDate(statDate);
  if (!past) {
    const today = todayInChina();
    return {
      statDate: today,
      count: async (dimension: Dimension) => {
        const column = COLUMN[dimension];
        const rows = await db.select({ value: column, n: count() }).from(persons).innerJoin(units, eq(units.id, persons.unitId))
          .where(inEstablishment(user)).groupBy(column);
        return tally(dimension, rows, today);
      },
    };
  }
  const counts = await countsOn(db, user, past, dimensions);
  return { statDate: past, count: async (dimension: Dimension) => tally(dimension, counts.get(PAST_COLUMN[dimension]) ?? [], past) };
}

export async function personStructure(db: Db, user: SessionUser, dimension: Dimension, statDate?: string) {
  return (await structureOn(db, user, statDate, [dimension])).count(dimension);
}

/** Who reaches the statutory retirement date within 12 months, and who is past it and still in establishment. */
export async function retirementWarning(db: Db, user: SessionUser) {
  const today = todayInChina();
  const horizon = addMonths(today, 12);
  // Only the births that can retire by the horizon under any base age the rules in force or a person's override can give
  // their group (men; women on a worker post; other women). However old, a person still in establishment is listed.
  const rules = await policyOn(db, 'retire.baseAgeRules', today);
  const overrides = (await db.selectDistinct({ age: persons.retireBaseOverride }).from(persons).where(isNotNull(persons.retireBaseOverride)))
    .map((r) => r.age!);
  const bands = retirementBirthBounds(horizon);
  const bound = (gender: '1' | '2', worker: boolean) => latestBirthRetiringUnder(horizon, gender, worker, rules, overrides, bands);
  const rows = await db.select({
    id: persons.id, name: persons.name, gender: persons.gender, birthDate: persons.birthDate, postCategory: persons.postCategory,
    postLevel: persons.postLevel, titleLevel: persons.titleLevel, retireBaseOverride: persons.retireBaseOverride, unitName: units.unitName,
  }).from(persons).innerJoin(units, eq(units.id, persons.unitId))
    .where(and(inEstablishment(user), or(
      and(eq(persons.gender, '1'), lte(persons.birthDate, bound('1', false))),
      and(ne(persons.gender, '1'), eq(persons.postCategory, 'WORKER'), lte(persons.birthDate, bound('2', true))),
      and(ne(persons.gender, '1'), lte(persons.birthDate, bound('2', false))),
    )));
  const due = [];
  const overdue = [];
  for (const { unitName, titleLevel, retireBaseOverride, ...p } of rows) {
    const retireDate = retirementDateFor({ ...p, titleLevel, retireBaseOverride }, rules);
    const row = { personId: p.id, unitName, name: p.name, gender: p.gender, birthDate: p.birthDate, postCategory: p.postCategory, postLevel: p.postLevel, retireDate };
    if (retireDate < today) overdue.push(row);
    else if (retireDate <= horizon) due.push(row);
  }
  const byDate = (a: { retireDate: string }, b: { retireDate: string }) => a.retireDate.localeCompare(b.retireDate);
  return { statDate: today, due: due.sort(byDate), overdue: overdue.sort(byDate) };
}
