/**
 * 编制使用情况表 on a past statistics date counts the persons whose records did not change as today's table does: a person
 * seconded in (借调入) is not 在编 of the unit that borrows them (domain.md §5.1, §6.13), and a 编外 person approved but not
 * arrived is in neither day's 编外人数 (已批未到岗 is not staff yet).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { POST as usage } from './route';
import type { EstabUsageRow } from '@/lib/contracts/report';
import { getDb } from '@/lib/server/db/client';
import { persons, personStatusHistory } from '@/lib/server/db/tables';
import { addDays } from '@/lib/domain/dates';
import { today } from '@/lib/domain/datetime';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, setEstablishment, unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

type Report = { statDate: string; rows: EstabUsageRow[]; total: EstabUsageRow };
let token: string;
let unit: number;
const rowOn = async (statDate?: string) => {
  const { status, json } = await call<Report>(usage, '/Report/estabUsage', { body: statDate ? { statDate } : {}, token });
  expect(status).toBe(200);
  return json.data.rows.find((r) => r.unitId === unit)!;
};

beforeAll(async () => {
  token = await loginAs('rsj');
  unit = await unitIdOf('湖州市吴兴区织里实验小学');
  const db = await getDb();
  await db.update(persons).set({ deleted: true }).where(eq(persons.unitId, unit));
  await setEstablishment(unit, 10);
  // Long on the books, unchanged for years.
  await insertPerson(unit, { recordStatus: 'FILED' });
});

describe('编制使用情况表: yesterday vs today for unchanged persons', () => {
  it('does not count a seconded-in person (借调入, 不占本单位编) as 在编 on a past date', async () => {
    await insertPerson(unit, { recordStatus: 'FILED', personStatus: 'SECONDED_IN', unitEntryDate: '2020-03-01' });
    const now = await rowOn();
    const yesterday = await rowOn(addDays(today(), -1));
    expect(now.inEstab).toBe(1);
    expect(yesterday.inEstab).toBe(now.inEstab);
  });

  it('does not count a person seconded in, since reduced when the secondment ended, as 在编 while it lasted', async () => {
    const db = await getDb();
    await db.update(persons).set({ deleted: true }).where(eq(persons.personStatus, 'SECONDED_IN'));
    const ended = addDays(today(), -5);
    const personId = await insertPerson(unit, { recordStatus: 'FILED', personStatus: 'REDUCED', reduceDate: ended, unitEntryDate: '2020-03-01' });
    await db.insert(personStatusHistory).values({ personId, unitId: unit, fromStatus: 'SECONDED_IN', toStatus: 'REDUCED', startDate: ended });
    expect((await rowOn(addDays(today(), -10))).inEstab).toBe(1);
    // Its neighbour, reduced from on duty, was 在编 until then.
    await db.update(personStatusHistory).set({ fromStatus: 'ON_DUTY' }).where(eq(personStatusHistory.personId, personId));
    expect((await rowOn(addDays(today(), -10))).inEstab).toBe(2);
    await db.update(persons).set({ deleted: true }).where(eq(persons.id, personId));
  });

  it('counts a person seconded out (their post kept) as 在编 and one seconded in outside the quota as 编外, on both days', async () => {
    const db = await getDb();
    await db.update(persons).set({ deleted: true }).where(eq(persons.personStatus, 'SECONDED_IN'));
    await insertPerson(unit, { recordStatus: 'FILED', personStatus: 'SECONDED_OUT', unitEntryDate: '2019-09-01' });
    await insertPerson(unit, { recordStatus: 'FILED', personStatus: 'SECONDED_IN', estabStatus: 'OUT', estabType: null, outEmployForm: 'OTHER', unitEntryDate: '2021-03-01' });
    const now = await rowOn();
    const yesterday = await rowOn(addDays(today(), -1));
    expect([now.inEstab, now.outOfEstab]).toEqual([2, 1]);
    expect([yesterday.inEstab, yesterday.outOfEstab]).toEqual([2, 1]);
    await db.update(persons).set({ deleted: true }).where(and(eq(persons.unitId, unit), inArray(persons.personStatus, ['SECONDED_OUT', 'SECONDED_IN'])));
  });

  it('counts a 编外 person awaiting arrival the same today and yesterday (编外人数)', async () => {
    const db = await getDb();
    await db.update(persons).set({ deleted: true }).where(eq(persons.personStatus, 'SECONDED_IN'));
    // Approved a month ago (a pending person's entry date is the approval day), not arrived, outside the quota.
    await insertPerson(unit, {
      recordStatus: 'FILED', personStatus: 'PENDING_ARRIVAL', estabStatus: 'OUT', estabType: null, outEmployForm: 'OTHER',
      unitEntryDate: addDays(today(), -30), appointDate: null,
    });
    const now = await rowOn();
    const yesterday = await rowOn(addDays(today(), -1));
    expect(now.outOfEstab).toBe(0);
    expect(yesterday.outOfEstab).toBe(0);
    // Its neighbour bound for the quota is 已批未到岗 on both days.
    await insertPerson(unit, { recordStatus: 'FILED', personStatus: 'PENDING_ARRIVAL', unitEntryDate: addDays(today(), -30), appointDate: null });
    expect((await rowOn()).notArrived).toBe(1);
    expect((await rowOn(addDays(today(), -1))).notArrived).toBe(1);
  });
});
