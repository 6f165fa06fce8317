import { and, eq, inArray } from 'drizzle-orm';
import { POST as retirement } from './route';
import { retireBandFor, retirementDate } from '@/lib/domain/codes';
import { addMonths, addYears } from '@/lib/domain/dates';
import { today } from '@/lib/domain/datetime';
import { addDays } from '@/lib/domain/jobManage';
import { retirementBirthBounds } from '@/lib/domain/retirementWindow';
import { OCCUPYING_STATUSES } from '@/lib/domain/statistics';
import { getDb } from '@/lib/server/db/client';
import { persons, units } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

type Row = { personId: number; retireDate: string };
const retirementAs = async (user: string) => (await call<{ due: Row[]; overdue: Row[] }>(retirement, '/Report/retirement', { body: {}, token: await loginAs(user) })).json.data;
const ids = (rows: Row[]) => rows.map((r) => r.personId);

const KINDS = [
  { band: 'M60', gender: '1', postCategory: 'TECH', postLevel: 'T10' },
  { band: 'F55', gender: '2', postCategory: 'MANAGE', postLevel: 'M08' },
  { band: 'F50', gender: '2', postCategory: 'WORKER', postLevel: 'W03' },
] as const;

describe('POST /api/Report/retirement: the births it reads', () => {
  it('keeps the last birth day of each band that is due within 12 months and not the day after', async () => {
    const unit = await unitIdOf('湖州市吴兴区织里实验小学');
    const bound = retirementBirthBounds(addMonths(today(), 12));
    const inserted = [];
    for (const k of KINDS) {
      const { band, ...person } = k;
      const last = await insertPerson(unit, { ...person, recordStatus: 'FILED', birthDate: bound[band] });
      const after = await insertPerson(unit, { ...person, recordStatus: 'FILED', birthDate: addDays(bound[band], 1) });
      inserted.push({ band, last, after });
    }
    const { due } = await retirementAs('jc2');
    for (const { last, after } of inserted) {
      expect(ids(due)).toContain(last);
      expect(ids(due)).not.toContain(after);
    }
  });

  it('answers as reading every person in establishment would, however old', async () => {
    const t = today();
    const veteran = await insertPerson(await unitIdOf('湖州市第一中学'), { gender: '1', recordStatus: 'FILED', birthDate: addYears(t, -72) });
    const horizon = addMonths(t, 12);
    const db = await getDb();
    const everyone = await db.select({ id: persons.id, gender: persons.gender, birthDate: persons.birthDate, postCategory: persons.postCategory })
      .from(persons).innerJoin(units, eq(units.id, persons.unitId)).where(and(
        eq(units.deleted, false), inArray(units.unitTier, ['BASE', 'COMPETENT']), eq(persons.deleted, false), eq(persons.recordStatus, 'FILED'), eq(persons.estabStatus, 'IN'),
        inArray(persons.personStatus, [...OCCUPYING_STATUSES]),
      ));
    const dates = everyone.map((p) => ({ id: p.id, retireDate: retirementDate(p.birthDate, p.gender, retireBandFor(p.gender, p.postCategory)) }));
    const { due, overdue } = await retirementAs('admin');
    expect(due.length + overdue.length).toBeGreaterThan(0);
    expect(ids(due).sort()).toEqual(dates.filter((p) => p.retireDate >= t && p.retireDate <= horizon).map((p) => p.id).sort());
    expect(ids(overdue).sort()).toEqual(dates.filter((p) => p.retireDate < t).map((p) => p.id).sort());
    expect(ids(overdue)).toContain(veteran);
  });
});
