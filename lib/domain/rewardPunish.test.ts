import { lineFindings, punishPeriod, secondLevelAfterDemotion, type RpLine, type RpSubject } from './rewardPunish';

const teacher: RpSubject = { name: '李四', postCategory: 'TECH', postLevel: 'T08', unitEntryDate: '2012-08-20', lockedBy: null };
const line = (over: Partial<RpLine> = {}): RpLine => ({ rpKind: 'PUNISH', rpType: 'WARNING', decisionDate: '2026-03-15', effectiveDate: '2026-03-15', ...over });

describe('R-JC-01 punishment periods', () => {
  it.each([
    ['WARNING', '2026-03-15', 6, '2026-09-15'],
    ['DEMERIT', '2026-03-15', 12, '2027-03-15'],
    ['DEMOTE', '2026-03-15', 24, '2028-03-15'],
    ['REMOVE', '2026-01-01', 24, '2028-01-01'],
    ['WARNING', '2026-08-31', 6, '2027-02-28'],
  ])('%s from %s runs %i months to %s', (type, from, months, endDate) => expect(punishPeriod(type, from)).toEqual({ months, endDate }));

  it('gives expulsion and rewards no period', () => {
    expect(punishPeriod('EXPEL', '2026-03-15')).toBeNull();
    expect(punishPeriod('MERIT', '2026-03-15')).toBeNull();
  });
});

describe('R-JC-02 demotion', () => {
  const demote = (demoteToLevel: string | null) => lineFindings(teacher, line({ rpType: 'DEMOTE', demoteToLevel })).map((f) => f.message);
  it.each([
    [null, ['降低岗位等级须填写降至等级']],
    ['T08', ['降至等级须低于现等级 T08']],
    ['T07', ['降至等级须低于现等级 T08']],
    ['M09', ['降至等级须与现岗位同一类别']],
    ['T09', []],
  ])('to %p', (to, messages) => expect(demote(to)).toEqual(messages));

  it('refuses demoting a person without a post level', () => {
    expect(lineFindings({ ...teacher, postLevel: null, postCategory: null }, line({ rpType: 'DEMOTE', demoteToLevel: 'T09' }))[0].code).toBe('R-JC-02');
  });
});

describe('line checks', () => {
  it('refuses a reward type on a punishment line and an effective date before the decision', () => {
    expect(lineFindings(teacher, line({ rpType: 'MERIT', effectiveDate: '2026-03-14' })).map((f) => f.field)).toEqual(['rpType', 'effectiveDate']);
  });

  it('refuses expelling a person another filing holds (R-JC-03), but not warning them', () => {
    const held = { ...teacher, lockedBy: '减员 JY-2026-000001' };
    expect(lineFindings(held, line({ rpType: 'EXPEL' }))).toEqual([expect.objectContaining({ code: 'R-JC-03', message: '李四存在在途业务【减员 JY-2026-000001】' })]);
    expect(lineFindings(held, line())).toEqual([]);
  });

  it('refuses an expulsion taking effect before the person joined the unit (R-JY-02), and takes one on that very day', () => {
    const before = line({ rpType: 'EXPEL', decisionDate: '2012-08-19', effectiveDate: '2012-08-19' });
    expect(lineFindings(teacher, before)).toEqual([{
      code: 'R-JY-02', level: 'ERROR', field: 'effectiveDate', message: '开除的生效日期即减员日期，不能早于李四进入本单位时间（2012-08-20）',
      messageEn: 'An expulsion takes effect as the reduction of 李四, which cannot be before joining the unit (2012-08-20)',
    }]);
    expect(lineFindings(teacher, line({ rpType: 'EXPEL', decisionDate: '2012-08-20', effectiveDate: '2012-08-20' }))).toEqual([]);
    expect(lineFindings(teacher, line({ rpType: 'WARNING', decisionDate: '2012-08-19', effectiveDate: '2012-08-19' }))).toEqual([]);
  });
});

describe('a 双肩挑 person demoted on both posts', () => {
  it.each([
    ['T05', 'T06', 'M07', 'M08'], ['T05', 'T07', 'M07', 'M09'], ['T05', 'T07', 'M09', 'M10'], ['M08', 'M09', 'T12', 'T13'],
    ['T05', 'T06', 'M10', 'M10'], ['W03', 'W05', 'W04', 'W00'],
  ])('main %s → %s lowers the second %s to %s', (from, to, second, expected) => {
    expect(secondLevelAfterDemotion(from, to, second)).toBe(expected);
  });

  it('answers nothing for a level of no category', () => {
    expect(secondLevelAfterDemotion('X1', 'T06', 'M07')).toBeNull();
    expect(secondLevelAfterDemotion('T05', 'T06', 'Z9')).toBeNull();
  });
});
