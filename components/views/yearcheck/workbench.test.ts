import type { RosterPerson } from '@/lib/contracts/assessment';
import { capOf, entriesOf, excessOf, fillCompetent, optionsFor, personFindings, reportContent, summaryOf, type Entry } from './workbench';

const person = (personId: number, over: Partial<RosterPerson> = {}): RosterPerson => ({
  personId, name: `人员${personId}`, deptName: null, postLevel: 'T10', estabStatus: 'IN', personStatus: 'ON_DUTY', recordStatus: 'FILED',
  workStartDate: '2015-07-01', unitEntryDate: '2015-07-01', reduceDate: null, sanctions: [], earlier: [], ...over,
});
const entry = (result: string, comment = ''): Entry => ({ result, comment, absentReason: '' });
const persons = Array.from({ length: 10 }, (_, i) => person(i + 1));

describe('the assessment workbench', () => {
  it('reads the entries back from a saved report', () => {
    expect(entriesOf({ lines: [{ lineNo: 1, personId: 3, payload: { result: '1', comment: null, absentReason: null } }] }))
      .toEqual({ 3: { result: '1', comment: '', absentReason: '' } });
  });

  it('counts what is entered and what is still pending', () => {
    expect(summaryOf(persons, { 1: entry('1'), 2: entry('2') })).toMatchObject({ participantCount: 2, excellentCount: 1, pending: 8 });
  });

  it('flags the second excellent of ten graded and not the first (R-KH-04)', () => {
    const all = Object.fromEntries(persons.map((p) => [p.personId, entry('2')]));
    const graded20 = { rate: 20, base: 'GRADED' } as const;
    expect(excessOf(persons, { ...all, 1: entry('1'), 2: entry('1') }, graded20)).toBeNull();
    expect(excessOf(persons, { ...all, 1: entry('1'), 2: entry('1'), 3: entry('1') }, graded20)?.message).toBe('优秀3人，超过上限2人（10×20%）');
  });

  it('takes the cap on the base the policy sets: 8 graded and 2 not graded hold 1 excellent of the graded, 2 of everyone taking part', () => {
    const entries = Object.fromEntries(persons.map((p, i) => [p.personId, entry(i < 2 ? '9' : i < 4 ? '1' : '2')]));
    expect(capOf(persons, entries, { rate: 20, base: 'GRADED' })).toBe(1);
    expect(excessOf(persons, entries, { rate: 20, base: 'GRADED' })?.message).toBe('优秀2人，超过上限1人（8×20%）');
    expect(capOf(persons, entries, { rate: 20, base: 'PARTICIPANTS' })).toBe(2);
    expect(excessOf(persons, entries, { rate: 20, base: 'PARTICIPANTS' })).toBeNull();
    // The absent (未参加考核) take no part on either base.
    const absent = { ...entries, 3: entry('0') };
    expect(capOf(persons, absent, { rate: 20, base: 'PARTICIPANTS' })).toBe(1);
    expect(excessOf(persons, absent, { rate: 20, base: 'PARTICIPANTS' })).toBeNull();
  });

  it('offers a person warned that year no 优秀 and checks a comment only once a result is chosen', () => {
    const warned = person(1, { sanctions: [{ rpType: 'WARNING', decisionDate: '2026-05-01' }] });
    expect(optionsFor(warned, 2026)).not.toContain('1');
    expect(personFindings(warned, entry(''), 2026)).toEqual([]);
    expect(personFindings(warned, entry('3', '短'), 2026).map((f) => f.key)).toEqual(['comment']);
  });

  it('carries the 公示 period of the excellent grades only when one is 优秀', () => {
    const period = { publicityStart: '2026-12-01', publicityEnd: '2026-12-07' };
    expect(reportContent(persons.slice(0, 2), { 1: entry('1'), 2: entry('2') }, 2026, '', period).header).toMatchObject(period);
    expect(reportContent(persons.slice(0, 2), { 1: entry('1') }, 2026, '', { publicityStart: '', publicityEnd: '' }).header)
      .toMatchObject({ publicityStart: null, publicityEnd: null });
    expect(reportContent(persons.slice(0, 2), { 1: entry('2'), 2: entry('2') }, 2026, '', period).header).not.toHaveProperty('publicityStart');
  });

  it('builds one line per person with the tally as header', () => {
    const c = reportContent(persons.slice(0, 2), { 1: entry('1'), 2: { result: '0', comment: '', absentReason: '长期病休' } }, 2026, ' ');
    expect(c.header).toMatchObject({ participantCount: 1, excellentCount: 1, committeeNote: null });
    expect(c.lines).toEqual([
      { personId: 1, payload: { result: '1', comment: null, absentReason: null } },
      { personId: 2, payload: { result: '0', comment: null, absentReason: '长期病休' } },
    ]);
  });

  it('fills the persons not entered with 合格, leaving entered ones and newcomers alone', () => {
    const newcomer = person(3, { workStartDate: '2026-09-01', unitEntryDate: '2026-09-01' });
    expect(fillCompetent([person(1), person(2), newcomer], { 1: entry('1') }, 2026)).toEqual({ 1: entry('1'), 2: entry('2') });
  });
});
