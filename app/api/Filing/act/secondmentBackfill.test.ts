import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { personExchanges } from '@/lib/server/db/tables';
import { correctionSteps } from '@/lib/server/testing/corrections';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { day } from '@/lib/server/testing/recruit';
import { consentOfJc2, onDutyAt, withTwoSchools } from '@/lib/server/testing/twoSchools';

/**
 * Migration 0028: the secondments that ended before their rows had an end day (0026) get the day the filings that ended
 * them would give them now — a 借调结束, a 借调转调, a reduction; a secondment still running, and every other exchange, none.
 */
withFreshDatabase();

const schools = withTwoSchools();
const { drafted, approved, personOf } = correctionSteps(schools.tokens);

const BACKFILL = fs.readFileSync(path.join(process.cwd(), 'lib/server/db/migrations/0028_secondment-end-backfill.sql'), 'utf8');

const moved = async (personId: number, effectiveDate: string, mode: string) => approved(await drafted({
  filingType: 'INTERNAL_EXCHANGE', header: { fromUnitId: schools.jc2, toUnitId: schools.jc, exchangeMode: mode },
  lines: [{ personId, payload: { reason: 'WORK_NEED', effectiveDate } }],
}, [], 'jc2'), [], 'jc2');

/** The receiving unit's 借调转调 of the person from jc2, with jc2's consent, approved. */
async function turnedIntoTransfer(personId: number, effectiveDate: string) {
  const { idNumber } = await personOf(personId);
  const f = await drafted({
    filingType: 'EXCHANGE', header: { direction: 'IN', exchangeMode: 'SECONDMENT_END', counterpartInSystem: true, counterpartUnitId: schools.jc2 },
    lines: [{ personId, payload: { reason: 'WORK_NEED', effectiveDate, personIdNumber: idNumber } }],
  }, []);
  expect(await consentOfJc2(schools, f.id)).toBe(200);
  await approved(f);
}

const endedBack = async (personId: number, startDate: string) => approved(await drafted({
  filingType: 'PERSON_STATUS', header: {},
  lines: [{ personId, payload: { reason: '借调期满', change: 'SECONDMENT_OUT_END', startDate } }],
}, ['借调结束通知'], 'jc2'), [], 'jc2');

const endsOf = async (personIds: number[]) => (await (await getDb()).select().from(personExchanges).where(inArray(personExchanges.personId, personIds)))
  .map((r) => [r.personId, r.exchangeMode, r.direction, r.endDate]).sort((a, b) => (String(a) < String(b) ? -1 : 1));

it('gives each ended secondment the end its filings give it now, on both units\' rows, and leaves the others', async () => {
  const back = await onDutyAt(schools.jc2, '回填借调结束人');
  await moved(back, day(-40), 'SECONDMENT');
  await endedBack(back, day(-10));
  const turned = await onDutyAt(schools.jc2, '回填借调转调人');
  await moved(turned, day(-40), 'SECONDMENT');
  await turnedIntoTransfer(turned, day(-3));
  const running = await onDutyAt(schools.jc2, '回填借调中人');
  await moved(running, day(-20), 'SECONDMENT');
  const transferred = await onDutyAt(schools.jc2, '回填调动人');
  await moved(transferred, day(-15), 'TRANSFER');
  const people = [back, turned, running, transferred];
  const now = await endsOf(people);
  // The two ended secondments' rows at both units.
  expect(now.filter((r) => r[3] !== null).map((r) => r[0])).toEqual([back, back, turned, turned].sort((a, b) => (String(a) < String(b) ? -1 : 1)));

  // A database of before 0026 had no end on any row.
  const db = await getDb();
  await db.update(personExchanges).set({ endDate: null }).where(inArray(personExchanges.personId, people));
  await db.execute(sql.raw(BACKFILL));
  expect(await endsOf(people)).toEqual(now);
  expect((await db.select().from(personExchanges).where(eq(personExchanges.personId, running))).map((r) => r.endDate)).toEqual([null, null]);
});
