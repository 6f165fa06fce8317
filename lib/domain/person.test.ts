import { idCheckChar } from './idCard';
import { addMonths, addYears, ageOn } from './dates';
import { personIssues, type PersonFacts } from './person';

const TODAY = '2026-11-21';
const body = '33050219850612003';
const good: PersonFacts = {
  name: '李明华', idType: '01', idNumber: body + idCheckChar(body), gender: '1', birthDate: '1985-06-12', politicalStatus: '13',
  workStartDate: '2008-07-01', unitEntryDate: '2010-09-01', estabStatus: 'IN', estabType: 'INST', postCategory: 'TECH', postLevel: 'T08',
  appointDate: '2018-01-01', contractType: 'TO_RETIRE', contractStart: '2010-09-01',
};
const codes = (p: Partial<PersonFacts>) => personIssues({ ...good, ...p }, TODAY).map((i) => `${i.field}:${i.code}`);

describe('personIssues', () => {
  it('finds nothing wrong with a consistent record', () => {
    expect(personIssues(good, TODAY)).toEqual([]);
  });

  it('checks the ID number and its agreement with birth date and gender (R-ID-01/02)', () => {
    expect(codes({ idNumber: body + (idCheckChar(body) === '1' ? '2' : '1') })).toEqual(['idNumber:R-ID-01']);
    expect(codes({ birthDate: '1985-06-13' })).toEqual(['birthDate:R-ID-02']);
    expect(codes({ gender: '2' })).toEqual(['gender:R-ID-02']);
    expect(personIssues({ ...good, birthDate: '1985-06-13' }, TODAY)[0].message).toBe('出生日期与身份证号不一致（身份证为1985-06-12）');
  });

  it('keeps the dates in order (R-DT-01)', () => {
    expect(codes({ workStartDate: '2001-06-11' })).toEqual(['workStartDate:R-DT-01']);
    expect(codes({ workStartDate: '2001-06-12', unitEntryDate: '2001-06-12', appointDate: '2001-06-12', contractStart: '2001-06-12' })).toEqual([]);
    expect(codes({ unitEntryDate: '2007-01-01' })).toEqual(['unitEntryDate:R-DT-01']);
    expect(codes({ appointDate: '2009-01-01' })).toEqual(['appointDate:R-DT-01']);
    expect(codes({ unitEntryDate: '2027-01-01', appointDate: '2027-02-01' })).toContain('unitEntryDate:R-DT-01');
  });

  it('requires what the establishment, post, party and contract fields imply', () => {
    expect(codes({ estabType: null })).toEqual(['estabType:R-GEN-01']);
    expect(codes({ estabStatus: 'OUT', estabType: null })).toEqual(['outEmployForm:R-GEN-01']);
    expect(codes({ postLevel: 'M08' })).toEqual(['postLevel:R-GW-11']);
    expect(codes({ politicalStatus: '01' })).toEqual(['partyJoinDate:R-GEN-01']);
    expect(codes({ contractType: 'FIXED' })).toEqual(['contractEnd:R-GEN-01']);
    expect(codes({ contractType: 'FIXED', contractEnd: '2013-08-31', probationEnd: '2011-10-01' })).toEqual(['probationEnd:R-DT-02']);
    expect(codes({ dualPost: true, secondPostCategory: 'TECH', secondPostLevel: 'T09' })).toEqual(['secondPostCategory:R-GEN-01']);
    expect(codes({ dualPost: true, secondPostCategory: 'MANAGE', secondPostLevel: 'M08' })).toEqual([]);
  });

  it('checks the name and mobile shapes', () => {
    expect(codes({ name: '李 明' })).toEqual(['name:R-GEN-01']);
    expect(codes({ name: '阿依古丽·买买提' })).toEqual([]);
    expect(codes({ mobile: '12345678901' })).toEqual(['mobile:R-GEN-01']);
  });
});

describe('date helpers', () => {
  it('adds years and months and computes ages', () => {
    expect(addYears('2000-02-29', 16)).toBe('2016-02-29');
    expect(addYears('2000-02-29', 1)).toBe('2001-02-28');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(ageOn('1985-06-12', '2026-06-11')).toBe(40);
    expect(ageOn('1985-06-12', '2026-06-12')).toBe(41);
  });
});
