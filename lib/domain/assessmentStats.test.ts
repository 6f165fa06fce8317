import { assessmentStatsRow, assessmentStatsRowOfCounts, assessmentStatsTotal } from './assessmentStats';

const unit = (unitId: number) => ({ unitId, unitName: `单位${unitId}` });

describe('assessmentStatsRow', () => {
  it('counts each grade, the participants (not result 0) and the shares among them', () => {
    const row = assessmentStatsRow(unit(1), ['1', '2', '2', '2', '3', '4', '9', '0']);
    expect(row).toMatchObject({ due: 8, tookPart: 7, excellent: 1, qualified: 3, basic: 1, unqualified: 1, undetermined: 1 });
    expect(row.excellentShare).toBe(14.3);
    expect(row.qualifiedShare).toBe(42.9);
  });

  it('flags more excellent grades than 20% of the graded, rounded down (R-KH-04)', () => {
    const nine = ['1', '1', '2', '2', '2', '2', '2', '2', '2'];
    expect(assessmentStatsRow(unit(1), nine)).toMatchObject({ excellentCap: 1, overCap: true });
    expect(assessmentStatsRow(unit(1), [...nine, '2'])).toMatchObject({ excellentCap: 2, overCap: false });
    // Ungraded results (9, 0) do not raise the cap.
    expect(assessmentStatsRow(unit(1), ['1', '2', '2', '2', '9', '0'])).toMatchObject({ excellentCap: 0, overCap: true });
    expect(assessmentStatsRow(unit(1), ['1', '2', '2', '2', '2'], 40)).toMatchObject({ excellentCap: 2, overCap: false });
  });

  it('gives no shares for a unit nobody of which took part', () => {
    expect(assessmentStatsRow(unit(1), ['0', '0'])).toMatchObject({ due: 2, tookPart: 0, excellentShare: null });
    expect(assessmentStatsRow(unit(1), [])).toMatchObject({ due: 0, excellentCap: 0, overCap: false });
  });
});

describe('assessmentStatsTotal', () => {
  it('adds the units up, shares over the sum, over the cap when any unit is', () => {
    const a = assessmentStatsRow(unit(1), ['1', '2', '2', '2', '2']);
    const b = assessmentStatsRow(unit(2), ['1', '1', '2', '2', '2']);
    const total = assessmentStatsTotal([a, b], '合计');
    expect(total).toMatchObject({ unitName: '合计', due: 10, tookPart: 10, excellent: 3, qualified: 7, excellentShare: 30, excellentCap: 2, overCap: true });
  });
});

describe('assessmentStatsRowOfCounts', () => {
  it('gives from the counts per result the row the results themselves give', () => {
    const results = ['1', '1', '2', '2', '2', '2', '2', '3', '4', '9', '0', '0'];
    const row = assessmentStatsRowOfCounts(unit(1), { 1: 2, 2: 5, 3: 1, 4: 1, 9: 1, 0: 2 });
    expect(row).toEqual(assessmentStatsRow(unit(1), results));
    expect(row).toMatchObject({ due: 12, tookPart: 10, excellent: 2, excellentShare: 20, excellentCap: 1, overCap: true });
  });

  it('gives zeros for a unit without results and ignores codes outside the grades but for due', () => {
    expect(assessmentStatsRowOfCounts(unit(1), {})).toMatchObject({ due: 0, tookPart: 0, excellentShare: null, excellentCap: 0, overCap: false });
    expect(assessmentStatsRowOfCounts(unit(1), { 2: 10, 1: 2 }, 30)).toMatchObject({ due: 12, excellentCap: 3, overCap: false });
  });
});

describe('应考核 against 已考核 (R-KH-02)', () => {
  it('counts those in post without a result as due, so due is never below the assessed', () => {
    const reported = assessmentStatsRowOfCounts(unit(1), { 2: 5 }, undefined, 0);
    expect(reported).toMatchObject({ due: 5, assessed: 5, notAssessed: 0 });
    const partly = assessmentStatsRowOfCounts(unit(1), { 2: 5 }, undefined, 2);
    expect(partly).toMatchObject({ due: 7, assessed: 5, notAssessed: 2, tookPart: 5 });
  });

  it('shows a unit that has not reported with all its people due and none assessed', () => {
    expect(assessmentStatsRowOfCounts(unit(1), {}, undefined, 4)).toMatchObject({ due: 4, assessed: 0, notAssessed: 4, tookPart: 0, excellentCap: 0 });
  });

  it('adds both up in the total', () => {
    const total = assessmentStatsTotal([assessmentStatsRowOfCounts(unit(1), { 2: 5 }), assessmentStatsRowOfCounts(unit(2), {}, undefined, 3)], '合计');
    expect(total).toMatchObject({ due: 8, assessed: 5, notAssessed: 3 });
  });
});
