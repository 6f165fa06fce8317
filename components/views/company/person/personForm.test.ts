import type { PersonDetail } from '@/lib/contracts/person';
import { idCheckChar } from '@/lib/domain/idCard';
import {
  derivedFromId, emptyForm, formIssues, INVALID_DATE, issuesByField, keyChanges, requiredFields, toBody, type PersonFormState,
} from './personForm';

const TODAY = '2026-11-21';
const body = '33050219940520002';
const ID = body + idCheckChar(body);

function filled(): PersonFormState {
  const s = emptyForm();
  Object.assign(s.values, {
    name: '顾晓彤', idNumber: ID, ...derivedFromId({ idType: '01', idNumber: ID }, TODAY), ethnicity: '01', politicalStatus: '13', education: '21',
    graduateSchool: '湖州师范学院', major: '数学', workStartDate: '2016-08-01', unitEntryDate: '2016-08-01', entryMethod: 'OPEN_RECRUIT',
    estabType: 'INST', postCategory: 'TECH', postLevel: 'T11', appointDate: '2017-08-01', contractType: 'TO_RETIRE', contractStart: '2016-08-01',
  });
  return s;
}
const ctx = { unitCategory: 'PUBLIC_INST', today: TODAY, keepStoredId: false };

describe('the person form model', () => {
  it('reads birth date and gender from an identity card number', () => {
    expect(derivedFromId({ idType: '01', idNumber: ID }, TODAY)).toEqual({ birthDate: '1994-05-20', gender: '2' });
    expect(derivedFromId({ idType: '03', idNumber: ID }, TODAY)).toEqual({});
    expect(derivedFromId({ idType: '01', idNumber: '3305021994' }, TODAY)).toEqual({});
  });

  it('asks for the required fields first, then applies the record rules', () => {
    const empty = issuesByField(formIssues(emptyForm(), ctx));
    expect(empty.name.code).toBe('REQUIRED');
    expect(empty.workStartDate.code).toBe('REQUIRED');
    const typing = emptyForm();
    typing.values.idNumber = `${body}0`;
    expect(issuesByField(formIssues(typing, ctx)).idNumber.code).toBe('R-ID-01');
    expect(formIssues(filled(), ctx)).toEqual([]);
    const wrong = filled();
    wrong.values.idNumber = body + (ID[17] === '1' ? '2' : '1');
    expect(issuesByField(formIssues(wrong, ctx)).idNumber.code).toBe('R-ID-01');
    wrong.values.workStartDate = INVALID_DATE;
    expect(issuesByField(formIssues(wrong, ctx)).workStartDate.code).toBe('INVALID_DATE');
  });

  it('lets the stored ID number stand while the clerk does not re-enter it', () => {
    const kept = filled();
    kept.values.idNumber = '';
    expect(formIssues(kept, { ...ctx, keepStoredId: true })).toEqual([]);
    expect(toBody(kept, true)).not.toHaveProperty('idNumber');
    expect(toBody(filled(), false)).toMatchObject({ idNumber: ID, formerName: null, dualPost: false, educations: [], resumes: [] });
  });

  it('checks the education and résumé lines', () => {
    const s = filled();
    s.educations.push({ kind: 'FULLTIME', education: '', degree: '', school: '', major: '', startDate: '', endDate: '' });
    expect(formIssues(s, ctx).map((i) => i.field)).toEqual(['educations[0].education', 'educations[0].school']);
    const r = filled();
    r.values.name = '  ';
    r.resumes.push({ startDate: '', endDate: INVALID_DATE, organisation: '湖州中学', position: '' }, { startDate: INVALID_DATE, endDate: '', organisation: ' ', position: '' });
    expect(Object.fromEntries(formIssues(r, ctx).map((i) => [i.field, i.code]))).toEqual({
      name: 'REQUIRED', 'resumes[0].startDate': 'REQUIRED', 'resumes[0].endDate': 'INVALID_DATE',
      'resumes[1].startDate': 'INVALID_DATE', 'resumes[1].organisation': 'REQUIRED',
    });
    expect(formIssues(r, ctx)).toHaveLength(5);
  });

  it('marks what the other answers make required', () => {
    const v = filled().values;
    expect([...requiredFields(v, 'PUBLIC_INST')]).toEqual(expect.arrayContaining(['postCategory', 'postLevel', 'appointDate', 'contractStart', 'estabType']));
    expect([...requiredFields({ ...v, estabStatus: 'OUT' }, 'PUBLIC_INST')]).toContain('outEmployForm');
  });

  it('lists the key fields that differ from the stored person', () => {
    const stored = { name: '顾晓彤', gender: '2', birthDate: '1994-05-20', workStartDate: '2016-08-01', unitEntryDate: '2016-08-01', estabStatus: 'IN',
      estabType: 'INST', postCategory: 'TECH', postLevel: 'T11', education: '21', degree: null } as unknown as PersonDetail;
    const v = { ...filled().values, postLevel: 'T10', degree: '407' };
    expect(keyChanges(v, stored, '')).toEqual({ postLevel: 'T10', degree: '407' });
    expect(keyChanges(filled().values, stored, ` ${ID.toLowerCase()} `)).toEqual({ idNumber: ID });
  });
});
