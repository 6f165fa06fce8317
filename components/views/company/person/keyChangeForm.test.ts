import type { PersonDetail } from '@/lib/contracts/person';
import { idCheckChar } from '@/lib/domain/idCard';
import { keyChangeErrors } from './keyChangeForm';
import { formFromDetail, INVALID_DATE } from './personForm';

const TODAY = '2026-11-21';
const body = '33050219940520002';
const ID = body + idCheckChar(body);
const WRONG_ID = body + (idCheckChar(body) === '0' ? '1' : '0');
const PERSON = {
  id: 11, name: '顾晓彤', idType: '01', idNumber: '330502********002X', gender: '2', birthDate: '1994-05-20', workStartDate: '2016-08-01',
  unitEntryDate: '2016-08-01', estabStatus: 'IN', estabType: 'INST', postCategory: 'TECH', postLevel: 'T11', education: '21', degree: null,
  titleLevel: null, workerSkill: null, histories: { educations: [], resumes: [] },
} as unknown as PersonDetail;
const shown = (over: object = {}) => ({ ...formFromDetail(PERSON).values, ...over });

describe('the key-change form', () => {
  it('asks for a change when nothing differs, and for nothing else', () => {
    expect(keyChangeErrors(shown(), PERSON, '', '', TODAY)).toEqual({ form: 'file.noChange' });
    expect(keyChangeErrors(shown({ postLevel: 'T10' }), PERSON, '', '', TODAY)).toEqual({});
    expect(keyChangeErrors(shown(), PERSON, ` ${ID.toLowerCase()} `, '', TODAY)).toEqual({});
  });

  it('needs a reason for a change of the file-backed dates and education, not for others', () => {
    expect(keyChangeErrors(shown({ workStartDate: '2016-09-01' }), PERSON, '', ' ', TODAY)).toEqual({ reason: 'file.reasonNeeded' });
    expect(keyChangeErrors(shown({ education: '31' }), PERSON, '', '档案核实', TODAY)).toEqual({});
    expect(keyChangeErrors(shown({ name: '顾晓桐' }), PERSON, '', '', TODAY)).toEqual({});
  });

  it('names every mistake at once: a wrong ID number, a date the picker could not read, the missing reason', () => {
    expect(keyChangeErrors(shown({ birthDate: INVALID_DATE, workStartDate: '2016-09-01' }), PERSON, WRONG_ID, '', TODAY))
      .toEqual({ newId: 'idNumber', birthDate: 'issue.invalidDate', reason: 'file.reasonNeeded' });
  });
});
