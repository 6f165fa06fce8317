import { and, eq, inArray, ne } from 'drizzle-orm';
import { getDb } from '../client';
import { personExchanges, persons, personStatusHistory, units } from '../tables';
import { DEMO_REFERENCE_DATE } from '../seedBusiness';
import { withFreshDatabase } from '../../testing/database';

withFreshDatabase();

const OUT_OF_POST = ['LONG_SICK', 'SECONDED_OUT', 'OFF_POST_STARTUP', 'OTHER_OFF_DUTY'];

describe('the demo persons out of post', () => {
  it('each has the status period of the status they are in, begun before the reference date', async () => {
    const db = await getDb();
    const away = await db.select().from(persons).where(and(inArray(persons.personStatus, OUT_OF_POST), eq(persons.recordStatus, 'FILED')));
    expect(away.map((p) => p.personStatus).sort()).toEqual(expect.arrayContaining(OUT_OF_POST));
    const periods = await db.select().from(personStatusHistory).where(inArray(personStatusHistory.personId, away.map((p) => p.id)));
    for (const p of away) {
      const open = periods.filter((h) => h.personId === p.id && h.toStatus === p.personStatus);
      expect({ name: p.name, periods: open.length }).toEqual({ name: p.name, periods: 1 });
      const [period] = open;
      expect(period).toMatchObject({ unitId: p.unitId, fromStatus: 'ON_DUTY' });
      expect(period.startDate < DEMO_REFERENCE_DATE).toBe(true);
      expect(period.startDate >= (p.appointDate ?? p.unitEntryDate)).toBe(true);
      expect(period.endDate === null || period.endDate > DEMO_REFERENCE_DATE).toBe(true);
    }
  });

  it('a leave to start a business has its term; sick leave has none', async () => {
    const db = await getDb();
    const rows = await db.select({ toStatus: personStatusHistory.toStatus, startDate: personStatusHistory.startDate, endDate: personStatusHistory.endDate })
      .from(personStatusHistory).innerJoin(persons, eq(persons.id, personStatusHistory.personId))
      .where(and(inArray(personStatusHistory.toStatus, ['LONG_SICK', 'OFF_POST_STARTUP']), eq(persons.personStatus, personStatusHistory.toStatus)));
    const startup = rows.filter((r) => r.toStatus === 'OFF_POST_STARTUP' && r.endDate !== null);
    expect(startup.length).toBeGreaterThan(0);
    for (const r of startup) expect(Number(r.endDate!.slice(0, 4)) - Number(r.startDate.slice(0, 4))).toBeLessThanOrEqual(3);
    expect(rows.some((r) => r.toStatus === 'LONG_SICK' && r.endDate === null)).toBe(true);
  });

  it('a seconded person is 借调出 at their unit and 借调入 at a base unit of the same authority, on the day their period began', async () => {
    const db = await getDb();
    const seconded = await db.select().from(persons).where(eq(persons.personStatus, 'SECONDED_OUT'));
    expect(seconded.length).toBeGreaterThanOrEqual(2);
    const all = await db.select({ id: units.id, unitName: units.unitName, competentDeptId: units.competentDeptId }).from(units);
    const names = new Map(all.map((u) => [u.id, u.unitName]));
    const authority = new Map(all.map((u) => [u.id, u.competentDeptId]));
    for (const p of seconded) {
      const rows = await db.select().from(personExchanges).where(eq(personExchanges.personId, p.id));
      const [period] = await db.select().from(personStatusHistory)
        .where(and(eq(personStatusHistory.personId, p.id), eq(personStatusHistory.toStatus, 'SECONDED_OUT')));
      const out = rows.find((r) => r.direction === 'OUT')!;
      const into = rows.find((r) => r.direction === 'IN')!;
      expect(out).toMatchObject({ unitId: p.unitId, exchangeMode: 'SECONDMENT', effectiveDate: period.startDate, endDate: null });
      expect(into).toMatchObject({ unitId: out.counterpartUnitId, counterpartUnitId: p.unitId, counterpartUnitName: names.get(p.unitId) });
      expect(into.unitId).not.toBe(p.unitId);
      // R-JL-02: an internal exchange is between base units under one competent authority.
      expect(authority.get(into.unitId!)).not.toBeNull();
      expect(authority.get(into.unitId!)).toBe(authority.get(p.unitId));
      expect(period.reason).toBe(`借调至${names.get(into.unitId!)}（工作需要）`);
    }
  });

  it('no one on duty carries a period or an exchange from the seed', async () => {
    const db = await getDb();
    const onDuty = db.select({ id: persons.id }).from(persons).where(eq(persons.personStatus, 'ON_DUTY'));
    const periods = await db.select({ id: personStatusHistory.id }).from(personStatusHistory)
      .where(and(inArray(personStatusHistory.personId, onDuty), ne(personStatusHistory.toStatus, 'ON_DUTY')));
    expect(periods).toEqual([]);
  });
});
