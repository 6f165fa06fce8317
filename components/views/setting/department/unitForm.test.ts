import type { DepartmentItem } from '@/lib/contracts/department';
import { emptyForm, formErrors, formOf, revokeReasonError, toFields, type UnitForm } from './unitForm';

const valid: UnitForm = {
  ...emptyForm(), unitName: '湖州市第二中学', uscc: '12330500470199001B', unitCategory: 'ADMIN_ORGAN', unitRank: 'SEC_FULL', affiliation: '40',
  fundingForm: 'FULL', estabDocNo: '湖编〔2020〕8号', estabDocDate: '2020-05-01', contactName: '王老师', contactPhone: '0572-2123456',
  regionCode: '330500', competentDeptId: '2',
};

describe('unit form', () => {
  it('accepts a complete unit and names each missing or wrong field', () => {
    expect(formErrors(valid)).toEqual({});
    const errors = formErrors(emptyForm());
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['unitName', 'uscc', 'unitCategory', 'regionCode', 'contactPhone']));
    expect(formErrors({ ...valid, uscc: '12330500470199001C' }).uscc).toMatch(/校验位/);
    expect(formErrors({ ...valid, competentDeptId: '' }).competentDeptId).toMatch(/主管部门/);
  });

  it('drops blanks and the authority of a competent unit', () => {
    expect(toFields({ ...valid, shortName: ' ', isCompetentDept: true })).not.toHaveProperty('shortName');
    expect(toFields({ ...valid, isCompetentDept: true }).competentDeptId).toBeNull();
    expect(toFields(valid).competentDeptId).toBe(2);
  });

  it('round-trips a listed unit', () => {
    const item = { ...toFields(valid), id: 9, competentDeptId: 2, shortName: null, instClass: null, mainPostType: null, legalRep: null, address: null, postcode: null } as unknown as DepartmentItem;
    expect(formOf(item)).toMatchObject({ unitName: '湖州市第二中学', competentDeptId: '2', shortName: '' });
  });
});

describe("撤销单位's reason", () => {
  it('takes two characters, without the spaces around them', () => {
    expect(revokeReasonError('合并')).toBeNull();
    expect(revokeReasonError(' 合并 ')).toBeNull();
  });

  it('refuses one character, a blank and nothing, with the same message', () => {
    for (const reason of ['撤', ' 撤 ', '   ', '']) expect(revokeReasonError(reason)).toBe('reasonRequired');
  });
});
