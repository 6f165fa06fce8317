import { newRpRow, rpPayloadOf, rpRowErrors, type RpRow } from './rewardPunishForm';

const teacher = { name: '王老师', idNumber: '330502********1234', postCategory: 'TECH', postLevel: 'T08' };
const row = (over: Partial<RpRow> = {}): RpRow => ({
  ...newRpRow(1, teacher), rpKind: 'PUNISH', rpType: 'WARNING', rpName: '警告处分', decisionDate: '2026-03-15', effectiveDate: '2026-03-15', ...over,
});

describe('the reward and punishment form', () => {
  it('accepts a complete warning', () => expect(rpRowErrors(row())).toEqual({}));

  it('asks for the type, a name and real dates', () => {
    expect(rpRowErrors(newRpRow(1, teacher))).toEqual({ rpType: 'rpType', rpName: 'rpName', decisionDate: 'date', effectiveDate: 'date' });
  });

  it('takes a name of two characters without its surrounding spaces and refuses one', () => {
    expect(rpRowErrors(row({ rpName: ' 警告 ' }))).toEqual({});
    expect(rpRowErrors(row({ rpName: ' 警 ' }))).toEqual({ rpName: 'rpName' });
  });

  it('refuses a day the calendar has not, as the server does', () => {
    expect(rpRowErrors(row({ decisionDate: '2026-02-30', effectiveDate: '2026-02-31' }))).toEqual({ decisionDate: 'date', effectiveDate: 'date' });
    expect(rpRowErrors(row({ decisionDate: '2026-02-28', effectiveDate: '2026-03-01' }))).toEqual({});
  });

  it('refuses a reward type on a punishment and an effective date before the decision', () => {
    expect(rpRowErrors(row({ rpType: 'MERIT', effectiveDate: '2026-03-14' }))).toEqual({ rpType: 'typeKind', effectiveDate: 'effectiveBefore' });
  });

  it.each([
    ['', 'demoteTo'], ['T08', 'demoteLower'], ['M09', 'demoteLower'], ['T09', undefined],
  ])('demotes to %p → %p (R-JC-02)', (to, error) => expect(rpRowErrors(row({ rpType: 'DEMOTE', demoteToLevel: to })).demoteToLevel).toBe(error));

  it('sends blanks as null and the target level only with a demotion', () => {
    expect(rpPayloadOf(row({ demoteToLevel: 'T09', docNo: ' ' }))).toMatchObject({ docNo: null, demoteToLevel: null, reason: null });
  });
});
