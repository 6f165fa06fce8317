import { recruitPlanLine, recruitResultHeader } from '@/lib/contracts/recruit';
import { fieldErrors, linkedNo, linkedTitle, PLAN_LINE, RESULT_HEADER, toPayload, toValues } from './fields';
import { fromIdNumber } from './personFields';

const post = {
  postCode: 'YW01', postName: '语文教师', postCategory: 'TECH', postLevel: 'T12', recruitCount: '2', eduReq: '21', degreeReq: 'BACHELOR', ageMax: '35',
  majorReq: '不限', targeted: 'NONE', examRatio: '1:3', estabType: 'INST', otherReq: '',
};

describe('the recruitment form fields', () => {
  it('turns the form text into the contract payload: numbers parsed, empty optional fields left out', () => {
    expect(toPayload(PLAN_LINE, post)).toEqual({ ...post, recruitCount: 2, ageMax: 35, otherReq: undefined });
    expect(toPayload(RESULT_HEADER, { planFilingId: '17', publicityFilingId: '21' })).toEqual({ planFilingId: 17, publicityFilingId: 21 });
  });

  it("leaves out what the server takes from another filing (a result's publicity period)", () => {
    expect(toPayload(RESULT_HEADER, { planFilingId: '17', publicityFilingId: '', publicityStart: '2026-11-01', publicityEnd: '2026-11-07' })).toEqual({ planFilingId: 17 });
  });

  it('reads a stored payload back as text', () => {
    expect(toValues(PLAN_LINE, { recruitCount: 2, postCode: 'YW01' }, { ageMax: '35' })).toEqual({ ageMax: '35', recruitCount: '2', postCode: 'YW01' });
  });

  it('accepts a complete post', () => expect(fieldErrors(recruitPlanLine, PLAN_LINE, post)).toEqual({}));

  it.each([
    ['an empty required field', { postName: ' ' }, { postName: { kind: 'required', message: '' } }],
    ['a post code of 2 characters', { postCode: 'Y1' }, { postCode: { kind: 'invalid', message: '岗位代码应为 3–6 位字母或数字' } }],
    ['no one to recruit', { recruitCount: '0' }, { recruitCount: { kind: 'invalid', message: '招聘人数至少 1 人' } }],
    ['an exam ratio without its colon', { examRatio: '13' }, { examRatio: { kind: 'invalid', message: '开考比例格式应为 1:n（如 1:3）' } }],
  ])('marks %s', (_name, change, expected) => expect(fieldErrors(recruitPlanLine, PLAN_LINE, { ...post, ...change })).toEqual(expected));

  it('names the plan as required in a result', () => {
    expect(fieldErrors(recruitResultHeader, RESULT_HEADER, { publicityStart: '2026-11-01', publicityEnd: '2026-11-07', publicityResult: 'NO_OBJECTION' }))
      .toEqual({ planFilingId: expect.objectContaining({ kind: 'required' }) });
  });
});

describe('fromIdNumber', () => {
  it('fills the birth date and gender of a valid number', () => {
    expect(fromIdNumber('idNumber', '11010519491231002x', { name: '张三' })).toEqual({ name: '张三', idNumber: '11010519491231002X', birthDate: '1949-12-31', gender: '2' });
  });

  it('leaves the form as it is for an invalid number or another field', () => {
    expect(fromIdNumber('idNumber', '110105194912310021', { idNumber: '110105194912310021' })).toEqual({ idNumber: '110105194912310021' });
    expect(fromIdNumber('name', '张三', { name: '张三' })).toEqual({ name: '张三' });
  });
});

describe('linkedNo', () => {
  const header = { planFilingId: 15, planFilingNo: 'ZPJH-2026-000002', publicityResult: 'NO_OBJECTION' };
  it('reads the frozen number of a linked filing', () => expect(linkedNo(header, 'planFilingId')).toBe('ZPJH-2026-000002'));
  it("reads the title of a result's publicity announcement beside its number", () => {
    const publicity = { publicityFilingId: 21, publicityFilingNo: 'FBGG-2026-000004', publicityTitle: '拟聘用人员公示' };
    expect([linkedNo(publicity, 'publicityFilingId'), linkedTitle(publicity, 'publicityFilingId')]).toEqual(['FBGG-2026-000004', '拟聘用人员公示']);
    expect(linkedTitle(header, 'planFilingId')).toBeUndefined();
  });
  it('ignores other fields and a filing not yet submitted', () => {
    expect(linkedNo(header, 'publicityResult')).toBeUndefined();
    expect(linkedNo({ relatedFilingId: 3 }, 'relatedFilingId')).toBeUndefined();
  });
});
