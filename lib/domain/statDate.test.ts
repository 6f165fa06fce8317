import { awaitingArrivalOn, estabOn, inForceOn, postOn, statDateIssue, titleOn, unitOn, type PersonNow } from './statDate';

describe('statDateIssue', () => {
  it('accepts today, a past day and 2000-01-01', () => {
    expect(statDateIssue('2026-11-25', '2026-11-25')).toBeNull();
    expect(statDateIssue('2024-02-29', '2026-11-25')).toBeNull();
    expect(statDateIssue('2000-01-01', '2026-11-25')).toBeNull();
  });

  it('refuses tomorrow, 1999-12-31 and what is not a calendar day, in both languages', () => {
    expect(statDateIssue('2026-11-26', '2026-11-25')).toEqual({ zh: '统计日期不能晚于今天（2026-11-25）', en: 'The statistics date cannot be after today (2026-11-25)' });
    expect(statDateIssue('1999-12-31', '2026-11-25')?.zh).toBe('统计日期不能早于 2000-01-01');
    expect(statDateIssue('2023-02-29', '2026-11-25')?.en).toMatch(/not a valid date/);
    expect(statDateIssue('2024/01/01', '2026-11-25')?.zh).toMatch(/不是有效日期/);
  });
});

describe('inForceOn', () => {
  const rows = [{ d: '2020-01-01', v: 'a' }, { d: '2024-06-01', v: 'b' }, { d: '2024-06-01', v: 'c' }, { d: null, v: 'x' }];
  it('takes a record dated on the day itself, the later written of one day, and nothing before the first', () => {
    expect(inForceOn(rows, '2024-06-01', (r) => r.d)?.v).toBe('c');
    expect(inForceOn(rows, '2024-05-31', (r) => r.d)?.v).toBe('a');
    expect(inForceOn(rows, '2019-12-31', (r) => r.d)).toBeUndefined();
  });
});

const person = (p: Partial<PersonNow> = {}): PersonNow => ({
  unitId: 7, unitEntryDate: '2020-03-01', workStartDate: '2015-07-01', personStatus: 'ON_DUTY', reduceDate: null, ...p,
});

describe('unitOn', () => {
  it('counts a person from the day of entry, not the day before', () => {
    expect(unitOn(person(), [], '2020-03-01')).toBe(7);
    expect(unitOn(person(), [], '2020-02-29')).toBeNull();
  });

  it('drops a reduced person on the reduction day, keeps them the day before, and drops an undated reduction', () => {
    const reduced = person({ personStatus: 'REDUCED', reduceDate: '2025-05-10' });
    expect(unitOn(reduced, [], '2025-05-09')).toBe(7);
    expect(unitOn(reduced, [], '2025-05-10')).toBeNull();
    expect(unitOn(person({ personStatus: 'REDUCED' }), [], '2025-05-09')).toBeNull();
  });

  it('places a person moved between units in the receiving unit from the move day and in the sending unit before', () => {
    const moves = [{ toUnitId: 7, fromUnitId: 3, effectiveDate: '2022-09-01' }];
    const moved = person({ unitEntryDate: '2022-09-01' });
    expect(unitOn(moved, moves, '2022-09-01')).toBe(7);
    expect(unitOn(moved, moves, '2022-08-31')).toBe(3);
    expect(unitOn(moved, moves, '2015-07-01')).toBe(3);
    expect(unitOn(moved, moves, '2015-06-30')).toBeNull();
  });

  it('follows two moves and counts a person from outside the system only from arrival', () => {
    const moves = [{ toUnitId: 9, fromUnitId: null, effectiveDate: '2018-01-01' }, { toUnitId: 7, fromUnitId: 9, effectiveDate: '2022-09-01' }];
    expect(unitOn(person({ unitEntryDate: '2022-09-01' }), moves, '2020-01-01')).toBe(9);
    expect(unitOn(person({ unitEntryDate: '2022-09-01' }), moves, '2017-12-31')).toBeNull();
  });
});

describe('estabOn', () => {
  const current = { estabStatus: 'IN', estabType: 'INST' };
  const history = [{ effectiveDate: '2023-01-01', fromEstabStatus: 'OUT', fromEstabType: null, toEstabStatus: 'IN', toEstabType: 'INST' }];
  it('applies a conversion from its day, the recorded earlier state before it, the current state without history', () => {
    expect(estabOn(history, '2023-01-01', current)).toEqual({ estabStatus: 'IN', estabType: 'INST' });
    expect(estabOn(history, '2022-12-31', current)).toEqual({ estabStatus: 'OUT', estabType: null });
    expect(estabOn([], '2010-01-01', current)).toBe(current);
    expect(estabOn([{ ...history[0], fromEstabStatus: null }], '2022-12-31', current)).toBe(current);
  });
});

describe('postOn', () => {
  const history = [{ appointStart: '2018-09-01', postCategory: 'TECH', postLevel: 'T10' }, { appointStart: '2023-09-01', postCategory: 'TECH', postLevel: 'T09' }];
  it('takes the appointment in force, a promotion from its day, and the current post before any recorded appointment', () => {
    const current = { postCategory: 'TECH', postLevel: 'T09' };
    expect(postOn(history, '2023-09-01', current).postLevel).toBe('T09');
    expect(postOn(history, '2023-08-31', current).postLevel).toBe('T10');
    expect(postOn(history, '2018-08-31', current)).toBe(current);
  });
});

describe('titleOn', () => {
  it('takes the last title obtained by the date, none before the first, and the undated-history current title unless obtained later', () => {
    const history = [{ titleDate: '2016-12-01', titleLevel: 'MIDDLE' }, { titleDate: '2022-12-01', titleLevel: 'SUB_SENIOR' }];
    const current = { titleLevel: 'SUB_SENIOR', titleDate: '2022-12-01' };
    expect(titleOn(history, '2022-12-01', current)).toBe('SUB_SENIOR');
    expect(titleOn(history, '2022-11-30', current)).toBe('MIDDLE');
    expect(titleOn(history, '2016-11-30', current)).toBeNull();
    expect(titleOn([], '2022-11-30', current)).toBeNull();
    expect(titleOn([], '2022-12-01', current)).toBe('SUB_SENIOR');
    expect(titleOn([], '2000-01-01', { titleLevel: 'JUNIOR', titleDate: null })).toBe('JUNIOR');
  });
});

describe('awaitingArrivalOn', () => {
  it('counts from the approval day up to the day before arrival', () => {
    expect(awaitingArrivalOn('2025-04-10', '2025-05-06', '2025-04-10')).toBe(true);
    expect(awaitingArrivalOn('2025-04-10', '2025-05-06', '2025-04-09')).toBe(false);
    expect(awaitingArrivalOn('2025-04-10', '2025-05-06', '2025-05-05')).toBe(true);
    expect(awaitingArrivalOn('2025-04-10', '2025-05-06', '2025-05-06')).toBe(false);
    expect(awaitingArrivalOn('2025-04-10', null, '2026-01-01')).toBe(true);
    expect(awaitingArrivalOn(null, '2025-05-06', '2025-04-20')).toBe(false);
  });
});
