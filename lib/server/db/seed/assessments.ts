/**
 * Annual assessments of the demo persons for the three years before the reference year (domain.md §4.5):
 * every person in the quota and on the unit's books that year, mostly 合格, 优秀 within 20% (R-KH-04).
 */
import type { personAssessments, persons } from '../schema-business';
import { yearOf } from './dates';
import type { Rng } from './prng';

export type Assessment = Omit<typeof personAssessments.$inferInsert, 'personId'>;
type Person = Pick<typeof persons.$inferInsert,
  'unitId' | 'estabStatus' | 'personStatus' | 'unitEntryDate' | 'workStartDate' | 'reduceDate' | 'recordStatus'>;

export const EXCELLENT_RATE = 0.2;

const NEWCOMER = '新进人员，本年度在本单位工作不满半年，不定等次。工作态度端正，能够较好完成岗位任务。';
const BASIC = '工作责任心有待加强，个别工作任务完成不够及时，需进一步改进。';
const SICK = '因病长期休假，未参加本年度考核。';

/** The assessment rows of one unit, by the index of the person they belong to. */
export function assessUnit(rng: Rng, people: readonly Person[], today: string): Map<number, Assessment[]> {
  const out = new Map<number, Assessment[]>();
  const add = (i: number, a: Assessment) => out.set(i, [...(out.get(i) ?? []), a]);
  const lastYear = yearOf(today) - 1;
  for (let year = lastYear - 2; year <= lastYear; year++) {
    const graded: number[] = [];
    people.forEach((p, i) => {
      if (p.estabStatus !== 'IN' || p.personStatus === 'PENDING_ARRIVAL' || p.recordStatus === 'DRAFT') return;
      if (p.unitEntryDate > `${year}-12-31` || (p.reduceDate && p.reduceDate <= `${year}-12-31`)) return;
      const base = { unitId: p.unitId, year, kind: 'ANNUAL' };
      if (p.unitEntryDate > `${year}-06-30`) {
        // R-KH-03: a first job of under half a year is not graded; a transfer was assessed by the previous unit.
        if (p.workStartDate === p.unitEntryDate) add(i, { ...base, result: '9', comment: NEWCOMER });
        return;
      }
      if (p.personStatus === 'LONG_SICK' && year === lastYear) {
        add(i, { ...base, result: '0', absentReason: SICK });
        return;
      }
      graded.push(i);
    });
    const excellentCap = Math.floor(graded.length * EXCELLENT_RATE);
    const excellent = graded.length >= 5 ? rng.int(Math.max(0, excellentCap - 2), excellentCap) : 0;
    const order = rng.shuffle(graded);
    const basic = order.length >= 30 && rng.chance(0.5) ? 1 : 0;
    order.forEach((i, k) => {
      const base = { unitId: people[i].unitId, year, kind: 'ANNUAL' };
      if (k < excellent) add(i, { ...base, result: '1' });
      else if (k < excellent + basic) add(i, { ...base, result: '3', comment: BASIC });
      else add(i, { ...base, result: '2' });
    });
  }
  return out;
}
