import { allowedResults, entryFindings, excellentCap, excellentExcess, isNewcomer, mustAssess, sanctionLimit, tally, type AssessmentSubject } from './assessment';

const person = (over: Partial<AssessmentSubject> = {}): AssessmentSubject => ({
  name: '张三', estabStatus: 'IN', personStatus: 'ON_DUTY', recordStatus: 'FILED',
  workStartDate: '2015-07-01', unitEntryDate: '2015-07-01', reduceDate: null, ...over,
});

describe('R-KH-02 who is assessed', () => {
  it.each([
    ['on duty all year', {}, true],
    ['entered on the last day of the year', { unitEntryDate: '2026-12-31', workStartDate: '2026-12-31' }, true],
    ['entered the next year', { unitEntryDate: '2027-01-01', workStartDate: '2027-01-01' }, false],
    ['reduced during the year', { personStatus: 'REDUCED', reduceDate: '2026-01-01' }, true],
    ['reduced the year before', { personStatus: 'REDUCED', reduceDate: '2025-12-31' }, false],
    ['outside the establishment', { estabStatus: 'OUT' }, false],
    ['awaiting arrival', { personStatus: 'PENDING_ARRIVAL' }, false],
    ['not yet filed', { recordStatus: 'DRAFT' }, false],
  ])('%s', (_, over, expected) => expect(mustAssess(person(over as Partial<AssessmentSubject>), 2026)).toBe(expected));
});

describe('R-KH-03 first employment under half a year', () => {
  it.each([
    ['entered 07-01: six full months', '2026-07-01', '2026-07-01', false],
    ['entered 07-02: one day short', '2026-07-02', '2026-07-02', true],
    ['a transfer entering 07-02', '2026-07-02', '2010-03-01', false],
  ])('%s', (_, entry, workStart, expected) => expect(isNewcomer(person({ unitEntryDate: entry, workStartDate: workStart }), 2026)).toBe(expected));

  it('offers a newcomer only 不定等次 or absence, and refuses a grade', () => {
    const p = person({ unitEntryDate: '2026-09-01', workStartDate: '2026-09-01' });
    expect(allowedResults(p, [], 2026)).toEqual(['9', '0']);
    expect(entryFindings(p, [], { result: '2' }, 2026)).toEqual([expect.objectContaining({ code: 'R-KH-03', message: '张三初次就业且在本单位工作不满半年，只能评为不定等次' })]);
  });
});

describe('R-KH-05 punishment periods', () => {
  it.each([
    ['a warning that year', [{ rpType: 'WARNING', decisionDate: '2026-03-01' }], 'NOT_EXCELLENT'],
    ['a warning the year before', [{ rpType: 'WARNING', decisionDate: '2025-12-31' }], 'NONE'],
    ['a demerit that year', [{ rpType: 'DEMERIT', decisionDate: '2026-01-01' }], 'UNGRADED'],
    ['a demerit the year before', [{ rpType: 'DEMERIT', decisionDate: '2025-06-01' }], 'NONE'],
    ['a demotion the year before', [{ rpType: 'DEMOTE', decisionDate: '2025-01-01' }], 'UNGRADED'],
    ['a demotion two years before', [{ rpType: 'DEMOTE', decisionDate: '2024-12-31' }], 'NONE'],
  ])('%s', (_, sanctions, expected) => expect(sanctionLimit(sanctions, 2026)).toBe(expected));

  it('refuses 优秀 after a warning but accepts 合格', () => {
    const warned = [{ rpType: 'WARNING', decisionDate: '2026-03-01' }];
    expect(entryFindings(person(), warned, { result: '1' }, 2026).map((f) => f.message)).toEqual(['张三本年度受警告处分，不得评为优秀']);
    expect(entryFindings(person(), warned, { result: '2' }, 2026)).toEqual([]);
    expect(allowedResults(person(), warned, 2026)).not.toContain('1');
  });
});

describe('R-KH-06 comments', () => {
  it.each([
    ['3', '一二三四五六七八九', 1],
    ['3', '一二三四五六七八九十', 0],
    ['9', '', 1],
    ['2', '', 0],
  ])('result %s with a comment of %p', (result, comment, errors) => expect(entryFindings(person(), [], { result, comment }, 2026)).toHaveLength(errors));

  it('asks an absent person for the reason', () => {
    expect(entryFindings(person(), [], { result: '0', absentReason: ' ' }, 2026)).toEqual([expect.objectContaining({ code: 'R-KH-02', field: 'absentReason' })]);
  });
});

describe('R-KH-07 warnings', () => {
  it('warns on a second year incompetent and a third year excellent', () => {
    expect(entryFindings(person(), [], { result: '4', comment: '工作严重失职，造成不良影响' }, 2026, new Map([[2025, '4']])))
      .toEqual([expect.objectContaining({ code: 'R-KH-07', level: 'WARN', key: 'twiceIncompetent' })]);
    expect(entryFindings(person(), [], { result: '1' }, 2026, new Map([[2025, '1'], [2024, '1']])))
      .toEqual([expect.objectContaining({ code: 'R-KH-07', level: 'WARN', key: 'thriceExcellent' })]);
    expect(entryFindings(person(), [], { result: '1' }, 2026, new Map([[2025, '1'], [2024, '2']]))).toEqual([]);
  });
});

describe('R-KH-04 the excellent cap', () => {
  const results = (excellent: number, others: number, extra: string[] = []) => [...Array(excellent).fill('1'), ...Array(others).fill('2'), ...extra];

  it('floors graded × rate', () => {
    expect(excellentCap(18)).toBe(3);
    expect(excellentCap(20)).toBe(4);
    expect(excellentCap(4)).toBe(0);
    expect(excellentCap(20, 25)).toBe(5);
  });

  it('passes exactly at the limit and refuses one more', () => {
    expect(excellentExcess(results(3, 15))).toBeNull();
    expect(excellentExcess(results(4, 14))?.message).toBe('优秀4人，超过上限3人（18×20%）');
  });

  it('counts neither 不定等次 nor absent persons as graded', () => {
    expect(excellentExcess(results(2, 8, ['9', '0']))).toBeNull();
    expect(excellentExcess(results(2, 7, ['9', '9', '0']))?.message).toBe('优秀2人，超过上限1人（9×20%）');
  });

  it('tallies the header counts', () => {
    expect(tally(['1', '2', '2', '3', '4', '9', '0'])).toEqual({
      participantCount: 6, excellentCount: 1, qualifiedCount: 2, basicCount: 1, unqualifiedCount: 1, undeterminedCount: 1, excellentRate: 20,
    });
  });
});
