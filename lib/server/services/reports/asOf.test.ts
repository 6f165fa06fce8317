import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/server/db/client';
import {
  filingLines, filings, personEstabHistory, personExchanges, personPostHistory, persons, personStatusHistory, personTitleHistory, units,
} from '@/lib/server/db/tables';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { countsOnDate, overStatesOnDate, personsOnDate, type PersonOnDate, type StateColumn } from './asOf';
import { personsOnDateRebuilt } from './asOfRebuild';

withFreshDatabase();

/** mulberry32: the same world on every run. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { chance: (p: number) => next() < p, int, pick: <T>(list: readonly T[]): T => list[int(list.length)] };
}

const isoDay = (from: string, days: number) => new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Few distinct days, so that rows fall on one day together and on the statistics dates themselves. */
const DAYS = Array.from({ length: 24 }, (_, i) => isoDay('2016-01-01', i * 131));
const STAT_DATES = ['2016-01-01', DAYS[5], DAYS[9], isoDay(DAYS[9], -1), DAYS[14], DAYS[18], isoDay(DAYS[20], 1), DAYS[23]];

const filingBase = {
  regionCode: '330500', route: 'ZG_RSJ' as const, contactName: '周燕', contactPhone: '0572-3333333', title: '招聘结果', currentNode: 'NONE',
};

/**
 * A world of persons over three units in scope and two outside it: moves in and out (secondments among them, some from outside the
 * system), estab changes with and without the earlier state, post and title history, reductions with and without a date, intakes
 * approved (at any hour, China's day being the next one after 16:00 UTC) and arrived or not, rows of one day and rows after the date.
 */
async function buildWorld(seed: number, unitIds: number[]): Promise<void> {
  const db = await getDb();
  const r = random(seed);
  const day = () => r.pick(DAYS);
  for (let n = 0; n < 160; n += 1) {
    const status = r.pick(['ON_DUTY', 'ON_DUTY', 'ON_DUTY', 'LONG_SICK', 'SECONDED_IN', 'PENDING_ARRIVAL', 'REDUCED', 'REDUCED']);
    const unitId = r.pick(unitIds);
    const [{ id }] = await db.insert(persons).values({
      unitId, name: '测试人员', idNumber: `9${String(seed).padStart(5, '0')}${String(n).padStart(12, '0')}`,
      gender: r.pick(['1', '2']), birthDate: isoDay('1965-01-01', r.int(12_000)), ethnicity: r.pick(['01', '02']), politicalStatus: '13',
      education: r.pick(['11', '21', '31']), degree: r.pick([null, 'BACHELOR', 'MASTER']), graduateSchool: '浙江师范大学', major: '数学',
      workStartDate: day(), unitEntryDate: day(), entryMethod: 'OPEN_RECRUIT',
      estabStatus: r.pick(['IN', 'IN', 'OUT'] as const), estabType: r.pick(['INST', 'ADMIN', 'REF_CIVIL', null]),
      postCategory: r.pick(['TECH', 'MANAGE', null]), postLevel: r.pick(['T10', 'M8', null]),
      titleLevel: r.pick(['MIDDLE', 'SENIOR', null]), titleDate: r.pick([null, day(), day()]),
      personStatus: status, reduceDate: status === 'REDUCED' && r.chance(0.7) ? day() : null,
      recordStatus: r.pick(['FILED', 'FILED', 'FILED', 'FILED', 'FILED', 'DRAFT', 'PENDING'] as const), deleted: r.chance(0.04),
    }).returning({ id: persons.id });
    // A reduction from the status left: seconded in (never 在编 of this unit, whatever the record says) or another.
    if (status === 'REDUCED' && r.chance(0.6)) {
      await db.insert(personStatusHistory).values({ personId: id, unitId, fromStatus: r.pick(['SECONDED_IN', 'ON_DUTY']), toStatus: 'REDUCED', startDate: day() });
    }
    if (r.chance(0.05)) await db.insert(personStatusHistory).values({ personId: id, unitId, fromStatus: 'SECONDED_IN', toStatus: 'ON_DUTY', startDate: day() });
    const moves = Array.from({ length: r.pick([0, 0, 1, 1, 2, 3]) }, () => {
      const to = r.pick(unitIds);
      const from = r.chance(0.2) ? null : r.pick(unitIds);
      const move = { personId: id, exchangeMode: r.pick(['TRANSFER', 'TRANSFER', 'SECONDMENT']), effectiveDate: day() };
      const rows = [{ ...move, unitId: to, direction: 'IN', counterpartUnitId: from }];
      if (from != null && r.chance(0.7)) rows.push({ ...move, unitId: from, direction: 'OUT', counterpartUnitId: to });
      return rows;
    }).flat();
    if (moves.length) await db.insert(personExchanges).values(moves);
    // Intakes: approved ones (the latest counts), and one refused, deleted or never closed, which do not.
    const intakes: number[] = [];
    for (let k = r.pick([0, 0, 1, 1, 2]); k > 0; k -= 1) {
      const closedAt = new Date(Date.parse(`${day()}T00:00:00Z`) + r.int(24) * 3_600_000 + r.int(3_600) * 1000);
      const kind = r.pick(['APPROVED', 'APPROVED', 'APPROVED', 'RETURNED', 'DELETED', 'OPEN']);
      const [filing] = await db.insert(filings).values({
        ...filingBase, unitId: r.pick(unitIds), filingType: r.pick(['RECRUIT_RESULT', 'TALENT_INTRO', 'PERSON_INFO']),
        status: kind === 'RETURNED' ? 'RETURNED_ZG' : 'APPROVED', deleted: kind === 'DELETED', closedAt: kind === 'OPEN' ? null : closedAt,
      }).returning({ id: filings.id });
      await db.insert(filingLines).values({ filingId: filing.id, lineNo: 1, payload: {}, personId: id });
      intakes.push(filing.id);
    }
    const estab = Array.from({ length: r.pick([0, 0, 1, 2, 3]) }, () => ({
      personId: id, effectiveDate: day(), sourceFilingId: intakes.length && r.chance(0.6) ? r.pick(intakes) : null,
      fromEstabStatus: r.pick([null, '', 'OUT', 'IN']), fromEstabType: r.pick([null, 'INST']),
      toEstabStatus: r.pick(['IN', 'IN', 'OUT']), toEstabType: r.pick(['INST', 'ADMIN', null]),
    }));
    if (estab.length) await db.insert(personEstabHistory).values(estab);
    const posts = Array.from({ length: r.pick([0, 0, 1, 2, 3]) }, () => ({
      personId: id, appointStart: day(), postCategory: r.pick(['TECH', 'MANAGE', 'WORKER']), postLevel: r.pick(['T9', 'T11', 'M7', 'W3']), changeKind: 'APPOINT',
    }));
    if (posts.length) await db.insert(personPostHistory).values(posts);
    const titles = Array.from({ length: r.pick([0, 0, 1, 2]) }, () => ({
      personId: id, titleDate: day(), titleLevel: r.pick(['JUNIOR', 'MIDDLE', 'SENIOR']), profTitle: '教师',
    }));
    if (titles.length) await db.insert(personTitleHistory).values(titles);
  }
}

/** The units as the reports pass them: a query of their ids (not awaited: awaiting it would run it). */
const scopeOf = (db: Db, unitIds: number[]) => ({ query: db.select({ id: units.id }).from(units).where(inArray(units.id, unitIds)) });

describe('persons on a past date, counted in SQL', () => {
  let inScope: number[];
  let all: number[];
  beforeAll(async () => {
    const db = await getDb();
    const base = await db.select({ id: units.id }).from(units).where(and(eq(units.unitTier, 'BASE'), eq(units.deleted, false))).orderBy(asc(units.id)).limit(5);
    all = base.map((u) => u.id);
    inScope = all.slice(0, 3);
    for (const seed of [11, 12, 13]) await buildWorld(seed, all);
  });

  // Compared both ways the history is read: for the candidates of a few units, and whole for a larger scope.
  const compare = async (unitIds: number[], date: string) => {
    const db = await getDb();
    const byNode = (await personsOnDateRebuilt(db, unitIds, date)).sort((a, b) => a.personId - b.personId);
    expect(await personsOnDate(db, scopeOf(db, unitIds).query, date, 1_000)).toEqual(byNode);
    const bySql = await personsOnDate(db, scopeOf(db, unitIds).query, date, unitIds.length);
    expect(bySql).toEqual(byNode);
    return bySql;
  };

  it('answers, person by person, what the rebuild by the domain rules answers, on every date and for a unit or several', async () => {
    const seen: PersonOnDate[] = [];
    for (const date of STAT_DATES) {
      seen.push(...await compare(inScope, date));
      await compare([inScope[0]], date);
      await compare(all, date);
    }
    // The world reaches every branch: each standing, a person placed by a move and by the unit before the first move.
    const standings = new Set(seen.map((p) => p.standing));
    expect([...standings].sort()).toEqual(['AWAITING', 'IN', 'OUT']);
    expect(seen.filter((p) => p.standing === 'AWAITING').length).toBeGreaterThan(3);
  });

  // The counts the reports read, rewound from the current columns (a scope of many units) or placed one by one (a few), against the
  // rebuild's persons counted alike.
  const FIELD: Record<StateColumn, keyof PersonOnDate> = {
    unit_id: 'unitId', standing: 'standing', estab_type: 'estabType', post_category: 'postCategory', post_level: 'postLevel',
    title_level: 'titleLevel', birth_date: 'birthDate', gender: 'gender', ethnicity: 'ethnicity', education: 'education', degree: 'degree',
    political_status: 'politicalStatus',
  };
  const compareCounts = async (unitIds: number[], date: string, columns: StateColumn[], inEstablishment: boolean) => {
    const db = await getDb();
    const expected = new Map<string, number>();
    for (const p of await personsOnDateRebuilt(db, unitIds, date)) {
      if (inEstablishment && p.standing !== 'IN') continue;
      const key = JSON.stringify(columns.map((c) => p[FIELD[c]]));
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    const sorted = (m: Map<string, number>) => [...m].sort(([a], [b]) => (a < b ? -1 : 1));
    for (const unitCount of [unitIds.length, 1_000]) {
      const rows = await overStatesOnDate<Record<string, unknown>>(db, countsOnDate(scopeOf(db, unitIds).query, date, unitCount, columns, inEstablishment));
      const got = new Map(rows.map((r) => [JSON.stringify(columns.map((c) => r[c])), r.n as number]));
      expect(sorted(got)).toEqual(sorted(expected));
    }
    return expected.size;
  };

  it('counts, by unit and standing or by the structure columns, what the rebuild counts, on every date, rewound or person by person', async () => {
    let groups = 0;
    for (const date of STAT_DATES) {
      groups += await compareCounts(inScope, date, ['unit_id', 'standing', 'estab_type'], false);
      groups += await compareCounts(all, date, ['unit_id', 'standing', 'estab_type'], false);
      groups += await compareCounts(inScope, date, ['post_category', 'post_level', 'title_level', 'estab_type'], true);
      groups += await compareCounts(all, date, ['birth_date', 'gender', 'degree'], true);
    }
    expect(groups).toBeGreaterThan(100);
  });

  it('counts, rewound, those who entered, were reduced, moved or changed estab the day after, and rows of the day itself', async () => {
    const db = await getDb();
    const [a, b] = all;
    const on = '2024-06-30';
    const next = '2024-07-01';
    const person = async (n: number, values: Partial<typeof persons.$inferInsert>) => (await db.insert(persons).values({
      unitId: b, name: '回溯人员', idNumber: `8${String(n).padStart(17, '0')}`, gender: '1', birthDate: '1980-01-01', ethnicity: '01', politicalStatus: '13',
      education: '21', graduateSchool: '浙江大学', major: '数学', workStartDate: '2005-07-01', unitEntryDate: '2010-07-01', entryMethod: 'OPEN_RECRUIT',
      estabStatus: 'IN', estabType: 'INST', postCategory: 'TECH', postLevel: 'T10', personStatus: 'ON_DUTY', recordStatus: 'FILED', ...values,
    }).returning({ id: persons.id }))[0].id;
    const entered = await person(1, { unitEntryDate: next });
    const reduced = await person(2, { personStatus: 'REDUCED', reduceDate: next });
    const moved = await person(3, { unitEntryDate: next });
    await db.insert(personExchanges).values([
      { personId: moved, unitId: b, direction: 'IN', exchangeMode: 'TRANSFER', counterpartUnitId: a, effectiveDate: next },
      { personId: moved, unitId: a, direction: 'OUT', exchangeMode: 'TRANSFER', counterpartUnitId: b, effectiveDate: next },
    ]);
    const sameDay = await person(4, {});
    await db.insert(personEstabHistory).values([
      { personId: sameDay, effectiveDate: on, fromEstabStatus: 'IN', fromEstabType: 'INST', toEstabStatus: 'OUT', toEstabType: null },
      { personId: sameDay, effectiveDate: on, fromEstabStatus: 'OUT', fromEstabType: null, toEstabStatus: 'IN', toEstabType: 'ADMIN' },
    ]);
    const converted = await person(5, {});
    await db.insert(personEstabHistory).values({ personId: converted, effectiveDate: next, fromEstabStatus: 'OUT', toEstabStatus: 'IN', toEstabType: 'INST' });
    // A move on record to a unit the person is no longer on, with nothing dated since: the history, not the current column, places them.
    const stale = await person(6, {});
    await db.insert(personExchanges).values({ personId: stale, unitId: a, direction: 'IN', exchangeMode: 'TRANSFER', counterpartUnitId: null, effectiveDate: '2012-01-01' });
    const placed = new Map((await personsOnDate(db, scopeOf(db, all).query, on, 1_000)).map((p) => [p.personId, p]));
    expect(placed.has(entered)).toBe(false);
    expect(placed.get(reduced)?.unitId).toBe(b);
    expect(placed.get(moved)?.unitId).toBe(a);
    expect(placed.get(sameDay)).toMatchObject({ standing: 'IN', estabType: 'ADMIN' });
    expect(placed.get(converted)?.standing).toBe('OUT');
    expect(placed.get(stale)?.unitId).toBe(a);
    for (const date of ['2024-06-29', on, next]) {
      await compareCounts(all, date, ['unit_id', 'standing', 'estab_type'], false);
      await compareCounts(all, date, ['post_level', 'title_level'], true);
    }
  });

  it('counts no one for a scope without units', async () => {
    const db = await getDb();
    expect(await personsOnDate(db, scopeOf(db, [-1]).query, DAYS[10], 0)).toEqual([]);
  });
});
