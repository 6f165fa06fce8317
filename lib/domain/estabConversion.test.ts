import { changesSomething, conversionIssues, quotaShortfall, quotaTaken, type Conversion, type ConvertedPerson } from './estabConversion';

const worker: ConvertedPerson = {
  name: '王建国', estabStatus: 'IN', estabType: 'INST', postCategory: 'WORKER', postLevel: 'W03', unitEntryDate: '2010-07-01',
  personStatus: 'ON_DUTY', recordStatus: 'FILED',
};
const contractor: ConvertedPerson = { ...worker, name: '陈丽', estabStatus: 'OUT', estabType: null, postCategory: null, postLevel: null };
const toManage: Conversion = { toEstabStatus: 'IN', toEstabType: 'INST', toCategory: 'MANAGE', toLevel: 'M09', effectiveDate: '2026-10-01' };
const TODAY = '2026-11-22';
const codes = (p: ConvertedPerson, c: Conversion, unit = 'PUBLIC_INST') => conversionIssues(p, c, unit, TODAY).map((i) => i.code);

describe('R-BZ-04 establishment type and unit category', () => {
  it('refuses converting into 行政编制 in an institution', () => {
    const found = conversionIssues(contractor, { ...toManage, toEstabType: 'ADMIN' }, 'PUBLIC_INST', TODAY);
    expect(found).toContainEqual(expect.objectContaining({ code: 'R-BZ-04', field: 'toEstabType', message: '行政编制与单位类别不相容' }));
  });
});

describe('one line', () => {
  it('accepts a worker moving to a management post, and a contractor entering the establishment', () => {
    expect(codes(worker, toManage)).toEqual([]);
    expect(codes(contractor, { ...toManage, toCategory: 'TECH', toLevel: 'T12' })).toEqual([]);
  });

  it('refuses a line that changes nothing', () => {
    const same: Conversion = { toEstabStatus: 'IN', toEstabType: 'INST', toCategory: null, toLevel: null, effectiveDate: '2026-10-01' };
    expect(changesSomething(worker, same)).toBe(false);
    expect(conversionIssues(worker, same, 'PUBLIC_INST', TODAY)).toEqual([expect.objectContaining({ code: 'R-GEN-01', field: 'toEstabType', message: '王建国转换前后编制与岗位相同，无需转换' })]);
    expect(changesSomething(worker, { ...same, toCategory: 'WORKER', toLevel: 'W03' })).toBe(false);
    expect(changesSomething(worker, { ...same, toCategory: 'WORKER', toLevel: 'W02' })).toBe(true);
    expect(changesSomething(worker, { ...same, toEstabStatus: 'OUT', toEstabType: null })).toBe(true);
  });

  it('refuses persons not filed or not on the payroll', () => {
    expect(codes({ ...worker, recordStatus: 'DRAFT' }, toManage)).toEqual(['R-PS-01']);
    expect(codes({ ...worker, personStatus: 'REDUCED' }, toManage)).toEqual(['R-PS-01']);
    expect(codes({ ...worker, personStatus: 'PENDING_ARRIVAL' }, toManage)).toEqual(['R-PS-01']);
    expect(codes({ ...worker, personStatus: 'LONG_SICK' }, toManage)).toEqual([]);
  });

  it('refuses a level of another category', () => {
    expect(conversionIssues(worker, { ...toManage, toLevel: 'T09' }, 'PUBLIC_INST', TODAY)).toEqual([
      expect.objectContaining({ code: 'R-GW-11', field: 'toLevel', message: '岗位等级 T09 不属于所选岗位类别' }),
    ]);
  });

  it('takes an effective date from the entry day up to today, not beyond', () => {
    expect(codes(worker, { ...toManage, effectiveDate: TODAY })).toEqual([]);
    expect(codes(worker, { ...toManage, effectiveDate: '2026-11-23' })).toEqual(['R-DT-01']);
    expect(codes(worker, { ...toManage, effectiveDate: '2010-07-01' })).toEqual([]);
    expect(conversionIssues(worker, { ...toManage, effectiveDate: '2010-06-30' }, 'PUBLIC_INST', TODAY)[0].message)
      .toBe('转换生效日期不能早于进入本单位时间（2010-07-01）');
  });
});

describe('R-BZ-01 quota of the target type', () => {
  it('counts a line entering the establishment or changing type, not a category change within it', () => {
    expect(quotaTaken(contractor, toManage)).toBe('INST');
    expect(quotaTaken({ estabStatus: 'IN', estabType: 'ORGAN_WORKER' }, toManage)).toBe('INST');
    expect(quotaTaken(worker, toManage)).toBeNull();
    expect(quotaTaken(worker, { toEstabStatus: 'OUT', toEstabType: null })).toBeNull();
  });

  const q = { estabType: 'INST', approved: 50, actual: 48, approvedNotArrived: 1, inTransit: 0 };
  it('allows filling the quota exactly and refuses one more, with the figures', () => {
    expect(quotaShortfall(q, 1)).toBeNull();
    expect(quotaShortfall(q, 0)).toBeNull();
    expect(quotaShortfall({ ...q, inTransit: 1 }, 2)).toEqual({
      message: '事业编制已满：核定50，实有48，已批未到岗1，在途1，本次新增2，超出2人',
      messageEn: 'The institution quota is full: approved 50, actual 48, approved not arrived 1, in transit 1, added now 2, 2 over',
    });
  });
});

