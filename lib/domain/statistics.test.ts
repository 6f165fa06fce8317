import {
  ageBand, ageBand4, educationGroup, isInEstablishment, overQuota, politicalGroup, share, sumUsage, unitBalance, usageRate, vacancy,
} from './statistics';

describe('in establishment (§5.1)', () => {
  const filed = { recordStatus: 'FILED', estabStatus: 'IN', personStatus: 'ON_DUTY' };
  it('counts filed persons in establishment, on post or off post', () => {
    expect(isInEstablishment(filed)).toBe(true);
    expect(isInEstablishment({ ...filed, personStatus: 'LONG_SICK' })).toBe(true);
  });
  it('leaves out those awaiting arrival, reduced, outside establishment or not filed', () => {
    expect(isInEstablishment({ ...filed, personStatus: 'PENDING_ARRIVAL' })).toBe(false);
    expect(isInEstablishment({ ...filed, personStatus: 'REDUCED' })).toBe(false);
    expect(isInEstablishment({ ...filed, estabStatus: 'OUT' })).toBe(false);
    expect(isInEstablishment({ ...filed, recordStatus: 'PENDING' })).toBe(false);
  });
});

describe('usage, vacancy, over quota', () => {
  it('has no usage rate without a quota', () => {
    expect(usageRate(0, 0)).toBeNull();
    expect(usageRate(3, 0)).toBeNull();
  });
  it('rounds the usage rate to one decimal', () => {
    expect(usageRate(1, 3)).toBe(33.3);
    expect(usageRate(12, 10)).toBe(120);
  });
  it('subtracts arrivals and in-transit persons from the vacancy, never below zero', () => {
    expect(vacancy(10, 6, 1, 1)).toBe(2);
    expect(vacancy(10, 10, 1, 0)).toBe(0);
    expect(vacancy(0, 0, 0, 0)).toBe(0);
  });
  it('counts over quota only above the quota', () => {
    expect(overQuota(10, 10)).toBe(0);
    expect(overQuota(10, 11)).toBe(1);
    expect(overQuota(0, 2)).toBe(2);
  });
});

describe('age bands at their edges', () => {
  it.each([[30, '≤30'], [31, '31-35'], [35, '31-35'], [36, '36-40'], [40, '36-40'], [41, '41-45'], [45, '41-45'], [46, '46-50'],
    [50, '46-50'], [51, '51-55'], [55, '51-55'], [56, '≥56'], [18, '≤30'], [70, '≥56']])('age %i is %s', (age, band) => {
    expect(ageBand(age)).toBe(band);
  });
  it.each([[35, '≤35'], [36, '36-45'], [45, '36-45'], [46, '46-54'], [54, '46-54'], [55, '≥55']])('age %i is %s of four', (age, band) => {
    expect(ageBand4(age)).toBe(band);
  });
});

describe('groupings', () => {
  it('groups education by the first digit of GB/T 4658', () => {
    expect(educationGroup('11')).toBe('POSTGRADUATE');
    expect(educationGroup('21')).toBe('BACHELOR');
    expect(educationGroup('31')).toBe('JUNIOR_COLLEGE');
    expect(educationGroup('44')).toBe('SECONDARY_VOCATIONAL');
    expect(educationGroup('61')).toBe('HIGH_SCHOOL');
    expect(educationGroup('71')).toBe('JUNIOR_OR_BELOW');
    expect(educationGroup('90')).toBe('JUNIOR_OR_BELOW');
  });
  it('groups political status', () => {
    expect(['01', '02', '03', '04', '11', '12', '13'].map(politicalGroup)).toEqual(['CPC', 'CPC', 'LEAGUE', 'DEMOCRATIC', 'DEMOCRATIC', 'NON_PARTY', 'MASSES']);
  });
  it('gives a share of nothing as 0', () => {
    expect(share(1, 0)).toBe(0);
    expect(share(1, 3)).toBe(33.3);
  });
});

describe('空编 and 超编 per 编制 type and per unit (§5.1)', () => {
  const t = (quota: number, inEstab: number, notArrived = 0, inTransit = 0) => ({ quota, inEstab, notArrived, inTransit });

  it('gives exactly full neither, one over 超编 1, one under 空编 1', () => {
    expect(unitBalance([t(3, 3)])).toEqual({ vacancy: 0, overQuota: 0 });
    expect(unitBalance([t(3, 4)])).toEqual({ vacancy: 0, overQuota: 1 });
    expect(unitBalance([t(3, 2)])).toEqual({ vacancy: 1, overQuota: 0 });
  });

  it('never nets one type against another: 2 空编 and 3 超编 stay 2 and 3', () => {
    expect(unitBalance([t(5, 3), t(0, 3)])).toEqual({ vacancy: 2, overQuota: 3 });
  });

  it('takes those bound for a type off its 空编, never below 0', () => {
    expect(unitBalance([t(3, 1, 1, 1)])).toEqual({ vacancy: 0, overQuota: 0 });
    expect(unitBalance([t(3, 1, 2, 1)])).toEqual({ vacancy: 0, overQuota: 0 });
  });

  it("sums the units' own figures: one over and one under give 超编 1 and 空编 1, not 0", () => {
    const zero = { quota: 0, inEstab: 0, inTransit: 0 as number | null, usageRate: null as number | null, vacancy: 0, overQuota: 0 };
    const over = { quota: 1, inEstab: 2, inTransit: 0, usageRate: 200, vacancy: 0, overQuota: 1 };
    const under = { quota: 2, inEstab: 1, inTransit: 0, usageRate: 50, vacancy: 1, overQuota: 0 };
    expect(sumUsage([over, under], zero)).toEqual({ quota: 3, inEstab: 3, inTransit: 0, usageRate: 100, vacancy: 1, overQuota: 1 });
    expect(sumUsage([over, { ...under, inTransit: null }], zero).inTransit).toBeNull();
  });

  it('takes the usage rate of the sums as 在编 ÷ 核定', () => {
    const zero = { quota: 0, inEstab: 0, inTransit: 0 as number | null, usageRate: null as number | null, vacancy: 0, overQuota: 0 };
    const unit = { quota: 4, inEstab: 3, inTransit: 0, usageRate: 75, vacancy: 1, overQuota: 0 };
    expect(sumUsage([unit, { ...unit, quota: 6, usageRate: 50, vacancy: 3 }], zero).usageRate).toBe(60);
    expect(sumUsage([{ ...unit, quota: 0, usageRate: null, vacancy: 0, overQuota: 3 }], zero).usageRate).toBeNull();
  });
});
