import {
  compareEducation, degreeLevel, educationRank, isEducationSummary, isGraduated, isHigherLevel, isLevelOfCategory, levelsOfCategory,
  maxManageLevel, meetsEducation, postLevelCategory, postLevelNo, retireBandFor, retirementAgeMonths, retirementDate,
  retirementDelayMonths, techBand, techLevelMatchesTitle, workerSkillOfLevel, WORKER_LEVEL_BY_SKILL,
} from './codes';

describe('post levels (domain.md §6.10)', () => {
  it('names the category and number of a level code', () => {
    expect(postLevelCategory('M05')).toBe('MANAGE');
    expect(postLevelCategory('T13')).toBe('TECH');
    expect(postLevelCategory('W00')).toBe('WORKER');
    expect(postLevelNo('M10')).toBe(10);
    expect(postLevelNo('T07')).toBe(7);
    expect(postLevelNo('W00')).toBe(99);
  });

  it('refuses codes outside the lists', () => {
    for (const bad of ['M00', 'M11', 'T00', 'T14', 'W06', 'X01', 'm05', '']) {
      expect(postLevelCategory(bad)).toBeNull();
      expect(postLevelNo(bad)).toBeNull();
    }
  });

  it('checks that a level belongs to its category (R-GW-11)', () => {
    expect(isLevelOfCategory('T05', 'TECH')).toBe(true);
    expect(isLevelOfCategory('T05', 'MANAGE')).toBe(false);
    expect(isLevelOfCategory('W00', 'WORKER')).toBe(true);
  });

  it('lists each category highest first', () => {
    expect(levelsOfCategory('MANAGE')).toHaveLength(10);
    expect(levelsOfCategory('TECH')[0]).toBe('T01');
    expect(levelsOfCategory('TECH')).toHaveLength(13);
    expect(levelsOfCategory('WORKER')).toEqual(['W01', 'W02', 'W03', 'W04', 'W05', 'W00']);
  });

  it('orders levels within a category only', () => {
    expect(isHigherLevel('T05', 'T07')).toBe(true);
    expect(isHigherLevel('T07', 'T05')).toBe(false);
    expect(isHigherLevel('W05', 'W00')).toBe(true);
    expect(isHigherLevel('M05', 'T07')).toBe(false);
  });

  it('gives the title band of a technical level (R-GW-07)', () => {
    expect(['T02', 'T03', 'T04'].map(techBand)).toEqual(['SENIOR_FULL', 'SENIOR_FULL', 'SENIOR_FULL']);
    expect(['T05', 'T06', 'T07'].map(techBand)).toEqual(['SENIOR_DEP', 'SENIOR_DEP', 'SENIOR_DEP']);
    expect(['T08', 'T09', 'T10'].map(techBand)).toEqual(['MIDDLE', 'MIDDLE', 'MIDDLE']);
    expect(['T11', 'T12'].map(techBand)).toEqual(['ASSISTANT', 'ASSISTANT']);
    expect(techBand('T13')).toBe('JUNIOR');
    expect(techBand('T01')).toBeNull();
    expect(techBand('M05')).toBeNull();
    expect(techLevelMatchesTitle('T06', 'SENIOR_DEP')).toBe(true);
    expect(techLevelMatchesTitle('T04', 'SENIOR_DEP')).toBe(false);
    expect(techLevelMatchesTitle('T12', null)).toBe(false);
  });

  it('pairs worker levels with technical grades both ways (R-GW-08)', () => {
    for (const [skill, level] of Object.entries(WORKER_LEVEL_BY_SKILL)) expect(workerSkillOfLevel(level)).toBe(skill);
    expect(workerSkillOfLevel('T05')).toBeNull();
  });

  it('caps the management level by unit rank (R-GW-02)', () => {
    expect(maxManageLevel('DEPT_FULL')).toBe('M03');
    expect(maxManageLevel('DIV_FULL')).toBe('M05');
    expect(maxManageLevel('DIV_DEP')).toBe('M06');
    expect(maxManageLevel('SEC_FULL')).toBe('M07');
    expect(maxManageLevel('SEC_DEP')).toBe('M08');
    expect(maxManageLevel('STOCK')).toBe('M09');
    expect(maxManageLevel('NONE')).toBe('M09');
  });
});

describe('education (GB/T 4658, domain.md §6.5)', () => {
  it('ranks the tiers 研究生 > 本科 > 专科 > 中职 > 高中 > 初中及以下', () => {
    const order = ['11', '21', '31', '41', '61', '71'];
    for (let i = 1; i < order.length; i++) expect(compareEducation(order[i - 1], order[i])).toBeGreaterThan(0);
    expect(educationRank('81')).toBe(educationRank('71'));
    expect(educationRank('90')).toBe(1);
    expect(compareEducation('14', '11')).toBe(0);
    expect(educationRank('x1')).toBeNull();
  });

  it('lets only 毕业 codes satisfy "XX及以上"', () => {
    expect(meetsEducation('21', '20')).toBe(true);
    expect(meetsEducation('14', '21')).toBe(true);
    expect(meetsEducation('28', '21')).toBe(true);
    expect(meetsEducation('22', '21')).toBe(false);
    expect(meetsEducation('13', '21')).toBe(false);
    expect(meetsEducation('31', '21')).toBe(false);
    expect(meetsEducation('47', '40')).toBe(true);
    expect(isGraduated('44')).toBe(true);
    expect(isGraduated('45')).toBe(false);
  });

  it('tells the x0 summaries apart', () => {
    expect(['10', '20', '30', '40', '60', '70', '80'].every(isEducationSummary)).toBe(true);
    expect(isEducationSummary('90')).toBe(false);
    expect(isEducationSummary('21')).toBe(false);
  });

  it('groups degrees by level', () => {
    expect(degreeLevel('245')).toBe('DOCTOR');
    expect(degreeLevel('100')).toBe('DOCTOR');
    expect(degreeLevel('312')).toBe('MASTER');
    expect(degreeLevel('441')).toBe('BACHELOR');
    expect(degreeLevel('NONE')).toBeNull();
    expect(degreeLevel(null)).toBeNull();
  });
});

describe('retirement age (R-AGE-03)', () => {
  it('retires a man born 1965-01 at 60 years 1 month, in 2025-02', () => {
    expect(retirementDelayMonths('1965-01-10', 'M60')).toBe(1);
    expect(retirementDate('1965-01-10', '1').slice(0, 7)).toBe('2025-02');
  });

  it('adds nothing for births before the starting month', () => {
    expect(retirementDelayMonths('1964-12-31', 'M60')).toBe(0);
    expect(retirementDate('1964-12-31', '1')).toBe('2024-12-31');
    expect(retirementDelayMonths('1969-12-01', 'F55')).toBe(0);
    expect(retirementDelayMonths('1974-12-01', 'F50')).toBe(0);
  });

  it('adds a month every four months of birth for men and women cadres', () => {
    expect(retirementDelayMonths('1965-04-01', 'M60')).toBe(1);
    expect(retirementDelayMonths('1965-05-01', 'M60')).toBe(2);
    expect(retirementDate('1970-05-20', '2', 'F55')).toBe('2025-07-20');
  });

  it('retires men born 1976-09 and later at 63', () => {
    expect(retirementAgeMonths('1976-09-15', 'M60')).toBe(63 * 12);
    expect(retirementAgeMonths('1976-08-15', 'M60')).toBe(63 * 12 - 1);
    expect(retirementAgeMonths('1990-03-01', 'M60')).toBe(63 * 12);
    expect(retirementDate('1976-09-15', '1')).toBe('2039-09-15');
  });

  it('retires women workers born 1984-11 and later at 55', () => {
    expect(retirementAgeMonths('1984-11-02', 'F50')).toBe(55 * 12);
    expect(retirementAgeMonths('1984-10-02', 'F50')).toBe(55 * 12 - 1);
    expect(retirementDate('1984-11-02', '2', 'F50')).toBe('2039-11-02');
    expect(retirementDelayMonths('1975-03-01', 'F50')).toBe(2);
  });

  it('caps women cadres at 58', () => {
    expect(retirementAgeMonths('1981-09-01', 'F55')).toBe(58 * 12);
  });

  it('keeps men at M60 whatever band is given and defaults women to F55', () => {
    expect(retirementDate('1976-09-15', '1', 'F50')).toBe('2039-09-15');
    expect(retirementDate('1980-01-01', '2')).toBe(retirementDate('1980-01-01', '2', 'F55'));
  });

  it('falls back to the last day of a short month', () => {
    expect(retirementDate('1964-02-29', '1')).toBe('2024-02-29');
    expect(retirementDate('1965-01-31', '1')).toBe('2025-02-28');
  });

  it('approximates the women groups by post category', () => {
    expect(retireBandFor('1', 'WORKER')).toBe('M60');
    expect(retireBandFor('2', 'WORKER')).toBe('F50');
    expect(retireBandFor('2', 'TECH')).toBe('F55');
    expect(retireBandFor('2', null)).toBe('F55');
  });
});
