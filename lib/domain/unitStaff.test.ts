import { quotasBelowStaff, unfitHoldingFindings } from './unitStaff';

const quotas = (quotaAdmin: number, quotaInst: number, quotaRefCivil = 0, quotaOrganWorker = 0) => ({ quotaAdmin, quotaInst, quotaRefCivil, quotaOrganWorker });

describe('unfitHoldingFindings (R-BZ-04 on a unit)', () => {
  it('names each type the category does not take that persons hold, with the count, on the field given', () => {
    expect(unfitHoldingFindings('ADMIN_ORGAN', { INST: 3, ADMIN: 2, ORGAN_WORKER: 1 }, 'header.unit.unitCategory')).toEqual([{
      code: 'R-BZ-04', level: 'ERROR', field: 'header.unit.unitCategory',
      message: '该单位有 3 名事业编制在编人员，与新的单位类别不相容，请先办理编制转换',
      messageEn: '3 person(s) of the unit hold the institution quota, which the new category does not take: convert them first',
    }]);
    expect(unfitHoldingFindings('PUBLIC_INST', { ADMIN: 1, ORGAN_WORKER: 2 }, 'f').map((f) => f.message)).toEqual([
      '该单位有 1 名行政编制在编人员，与新的单位类别不相容，请先办理编制转换',
      '该单位有 2 名机关工勤编制在编人员，与新的单位类别不相容，请先办理编制转换',
    ]);
  });

  it('says nothing of a type the category takes, or of one nobody holds', () => {
    expect(unfitHoldingFindings('PUBLIC_INST', { INST: 3, ADMIN: 0 }, 'f')).toEqual([]);
    expect(unfitHoldingFindings('ADMIN_ORGAN', { INST: 0, ADMIN: 5 }, 'f')).toEqual([]);
    expect(unfitHoldingFindings('ADMIN_ORGAN', { INST: 1 }, 'f')).toHaveLength(1);
  });
});

describe('quotasBelowStaff (R-BZ-05)', () => {
  it('names a quota one below the persons held, with its field and both figures', () => {
    expect(quotasBelowStaff(quotas(0, 2), { INST: 3 })).toEqual([{ estabType: 'INST', field: 'quotaInst', quota: 2, actual: 3 }]);
    expect(quotasBelowStaff(quotas(1, 0, 0, 0), { ADMIN: 2, ORGAN_WORKER: 1 })).toEqual([
      { estabType: 'ADMIN', field: 'quotaAdmin', quota: 1, actual: 2 },
      { estabType: 'ORGAN_WORKER', field: 'quotaOrganWorker', quota: 0, actual: 1 },
    ]);
    expect(quotasBelowStaff({ ...quotas(0, 0), quotaRefCivil: 4 }, { REF_CIVIL: 5 })).toEqual([{ estabType: 'REF_CIVIL', field: 'quotaRefCivil', quota: 4, actual: 5 }]);
  });

  it('passes a quota exactly at the persons held, above them, or of a type nobody holds', () => {
    expect(quotasBelowStaff(quotas(0, 3), { INST: 3 })).toEqual([]);
    expect(quotasBelowStaff(quotas(2, 9, 1, 1), { ADMIN: 2, INST: 4, REF_CIVIL: 1, ORGAN_WORKER: 0 })).toEqual([]);
    expect(quotasBelowStaff(quotas(0, 0), {})).toEqual([]);
  });
});
