import type { CompanyView } from '@/lib/contracts/unit';
import { formErrors, formPath, initialValues, toHeader } from './unitInfoForm';

const company = {
  unit: {
    id: 4, unitName: '湖州市第一中学', shortName: '湖州一中', uscc: '12330500470128562X', unitCategory: 'PUBLIC_INST', instClass: 'PW1',
    unitTier: 'BASE', unitRank: 'DIV_DEP', affiliation: '40', regionCode: '330500', regionName: '湖州市', fundingForm: 'FULL',
    mainPostType: 'TECH', estabDocNo: '湖编〔2020〕8号', estabDocDate: '2020-06-18', legalRep: null, contactName: '李明华',
    contactPhone: '13857201234', address: null, postcode: null, competentDeptName: '湖州市教育局', unitStatus: 'NORMAL',
    recordStatus: 'FILED', companyType: '区直', version: 1,
  },
  establishment: {
    approvedTotal: 150, quotaAdmin: 0, quotaInst: 150, quotaRefCivil: 0, quotaOrganWorker: 0, instQuotaManage: 10, instQuotaTech: 130,
    instQuotaWorker: null, leaderFull: 1, leaderDeputy: 3, internalOrgCount: 8, docNo: '湖编〔2020〕8号', docDate: '2020-06-18',
    effectiveFrom: '2020-06-18', source: 'INIT',
  },
  quota: [],
  pendingFilingId: null,
} as unknown as CompanyView;

describe('unit information form', () => {
  it('turns the text values into a header: blanks dropped, numbers, the total summed', () => {
    const { unit, estab } = initialValues(company);
    expect(unit.legalRep).toBe('');
    const header = toHeader(unit, { ...estab, quotaInst: '155' });
    expect(header.unit).not.toHaveProperty('legalRep');
    expect(header.establishment).toMatchObject({ quotaInst: 155, approvedTotal: 155, instQuotaWorker: null, docNo: '湖编〔2020〕8号' });
  });

  it('reports field errors by form path with the server schema messages', () => {
    const { unit, estab } = initialValues(company);
    const errors = formErrors(toHeader({ ...unit, uscc: '123', postcode: '31' }, { ...estab, leaderFull: '', instQuotaTech: '200' }));
    expect(errors['unit.uscc']).toBe('统一社会信用代码应为 18 位');
    expect(errors['unit.postcode']).toBe('邮编应为 6 位数字');
    expect(errors['estab.leaderFull']).toMatch(/领导正职职数/);
    expect(formErrors(toHeader(unit, estab))).toEqual({});
  });

  it('maps server fields onto form paths', () => {
    expect(formPath('header.unit.uscc')).toBe('unit.uscc');
    expect(formPath('header.establishment.approvedTotal')).toBe('estab.approvedTotal');
    expect(formPath('lines[0].personId')).toBeUndefined();
  });
});
