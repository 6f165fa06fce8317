import { idCheckChar } from './idCard';
import { idNumberIssue, personRecordIssues, type PersonRecordFacts } from './personRecord';

const TODAY = '2026-11-21';
const body = '33050219850612003';
const good: PersonRecordFacts = {
  name: '李明华', idType: '01', idNumber: body + idCheckChar(body), gender: '1', birthDate: '1985-06-12', politicalStatus: '13',
  workStartDate: '2008-07-01', unitEntryDate: '2010-09-01', estabStatus: 'IN', estabType: 'INST', postCategory: 'TECH', postLevel: 'T08',
  appointDate: '2018-01-01', contractType: 'TO_RETIRE', contractStart: '2010-09-01', personStatus: 'ON_DUTY',
};
const inst = { unitCategory: 'PUBLIC_INST' };
const codes = (p: Partial<PersonRecordFacts>, unit = inst, stored?: string) =>
  personRecordIssues({ ...good, ...p }, unit, TODAY, stored).map((i) => `${i.field}:${i.code}`);

describe('personRecordIssues', () => {
  it('accepts a consistent record of a public institution', () => {
    expect(codes({})).toEqual([]);
  });

  it('keeps the shared record rules of personIssues', () => {
    expect(codes({ birthDate: '1985-06-13' })).toContain('birthDate:R-ID-02');
  });

  it('requires post, appointment and contract of an institution member in establishment', () => {
    expect(codes({ postCategory: null, postLevel: null, appointDate: null, contractType: null, contractStart: null }))
      .toEqual(['postCategory:R-GEN-01', 'appointDate:R-GEN-01', 'contractType:R-GEN-01']);
    expect(codes({ estabStatus: 'OUT', estabType: null, outEmployForm: 'CONTRACT', postCategory: null, postLevel: null, appointDate: null, contractType: null }))
      .toEqual([]);
    expect(codes({ postLevel: null })).toEqual(['postLevel:R-GEN-01']);
  });

  it('refuses an establishment type the unit category cannot hold (R-BZ-04) and asks civil servants for their rank', () => {
    expect(codes({ estabType: 'ADMIN' })).toEqual(['estabType:R-BZ-04', 'civilRank:R-GEN-01']);
    const organ = { unitCategory: 'ADMIN_ORGAN' };
    expect(codes({ estabType: 'ADMIN', postCategory: null, postLevel: null, appointDate: null, civilRank: 'CLERK_1' }, organ)).toEqual([]);
  });

  it('asks a worker for the skill grade and a contract for its start', () => {
    expect(codes({ postCategory: 'WORKER', postLevel: 'W03' })).toEqual(['workerSkill:R-GEN-01']);
    expect(codes({ contractStart: null })).toEqual(['contractStart:R-GEN-01']);
  });

  it('keeps dates out of the future and the party date after 18', () => {
    expect(codes({ titleDate: '2027-01-01' })).toEqual(['titleDate:R-DT-01']);
    expect(codes({ politicalStatus: '01', partyJoinDate: '2003-06-11' })).toEqual(['partyJoinDate:R-DT-01']);
    expect(codes({ politicalStatus: '01', partyJoinDate: '2003-06-12' })).toEqual([]);
    expect(codes({ titleDate: '2008-06-30' })).toEqual(['titleDate:R-DT-01']);
  });

  it('words every finding in English too', () => {
    const english = (p: Partial<PersonRecordFacts>, unit = inst) => personRecordIssues({ ...good, ...p }, unit, TODAY).map((i) => i.messageEn);
    expect(english({ politicalStatus: '01', partyJoinDate: '2003-06-11' })).toEqual(['Joining the Party must be after the 18th birthday']);
    expect(english({ titleDate: '2027-01-01' })).toEqual(['The date of the title cannot be after today']);
    expect(english({ estabType: 'ADMIN', civilRank: null })).toEqual([
      "The establishment type does not fit the unit's category",
      'A person in an administrative or civil-service-managed establishment needs a civil service rank',
    ]);
    expect(english({ postLevel: null })).toEqual(['Choose the post level']);
    expect(english({ personStatus: 'REDUCED' })).toEqual(['This status is set only by the filings that lead to it (a recruitment, a reduction)']);
    expect(english({ idType: '03', idNumber: 'e1234' })).toEqual(['A passport number has 5–18 capital letters or digits']);
    const all = personRecordIssues({ ...good, birthDate: '2027-01-01', workStartDate: '2027-02-01', unitEntryDate: '2027-03-01', postCategory: null, appointDate: null, contractType: null }, inst, TODAY);
    expect(all.length).toBeGreaterThan(4);
    for (const issue of all) expect(issue.messageEn).toMatch(/^[A-Z][\x20-\x7e–]+$/);
  });

  it('lets a unit enter only the statuses no filing decides (R-PS-01), keeping a stored one', () => {
    expect(codes({ personStatus: 'LONG_SICK' })).toEqual([]);
    expect(codes({ personStatus: 'REDUCED' })).toEqual(['personStatus:R-PS-01']);
    expect(codes({ personStatus: 'REDUCED' }, inst, 'REDUCED')).toEqual([]);
  });

  it('checks residence permits as ID numbers and passports by shape', () => {
    expect(codes({ idType: '02', idNumber: `${body}0` })).toContain('idNumber:R-ID-01');
    expect(codes({ idType: '03', idNumber: 'E1234567' })).toEqual([]);
    expect(codes({ idType: '03', idNumber: 'e12' })).toEqual(['idNumber:R-GEN-01']);
  });
});

describe('idNumberIssue', () => {
  it('names what is wrong with an ID number alone', () => {
    expect(idNumberIssue('01', good.idNumber, TODAY)).toBeNull();
    expect(idNumberIssue('01', `${body}`, TODAY)?.message).toBe('公民身份号码应为 18 位，末位为数字或大写 X');
    expect(idNumberIssue('02', body + (good.idNumber[17] === '1' ? '2' : '1'), TODAY)?.code).toBe('R-ID-01');
    expect(idNumberIssue('03', 'x', TODAY)?.field).toBe('idNumber');
  });
});
