import { inPunishmentPeriod, punishmentSpan, rewardPunishStatsRow, rewardPunishStatsTotal } from './rewardPunishStats';

const unit = (unitId: number) => ({ unitId, unitName: `单位${unitId}` });
const rp = (personId: number, rpKind: 'REWARD' | 'PUNISH', rpType: string) => ({ personId, rpKind, rpType });

describe('rewardPunishStatsRow', () => {
  it('gives zeros for a year without records', () => {
    const row = rewardPunishStatsRow(unit(1), []);
    expect(row).toMatchObject({ rewarded: 0, punished: 0 });
    expect(Object.values(row.rewards).concat(Object.values(row.punishments)).every((n) => n === 0)).toBe(true);
  });

  it('counts persons per type, each person once per type and once in the persons rewarded or punished', () => {
    const row = rewardPunishStatsRow(unit(1), [
      rp(1, 'REWARD', 'COMMEND'), rp(1, 'REWARD', 'COMMEND'), rp(1, 'REWARD', 'MERIT'), rp(2, 'REWARD', 'COMMEND'),
      rp(3, 'PUNISH', 'WARNING'), rp(4, 'PUNISH', 'DEMERIT'), rp(4, 'PUNISH', 'WARNING'),
    ]);
    expect(row.rewards).toEqual({ COMMEND: 2, MERIT: 1, MAJOR_MERIT: 0, HONOR_TITLE: 0 });
    expect(row.punishments).toEqual({ WARNING: 2, DEMERIT: 1, DEMOTE: 0, REMOVE: 0, EXPEL: 0 });
    expect(row).toMatchObject({ rewarded: 2, punished: 2 });
  });

  it('keeps a type outside the code lists out of the type columns but counts the person', () => {
    const row = rewardPunishStatsRow(unit(1), [rp(5, 'REWARD', 'LOCAL_PRIZE')]);
    expect(Object.values(row.rewards).every((n) => n === 0)).toBe(true);
    expect(row.rewarded).toBe(1);
  });

  it('totals the units', () => {
    const a = rewardPunishStatsRow(unit(1), [rp(1, 'REWARD', 'COMMEND'), rp(2, 'PUNISH', 'EXPEL')]);
    const b = rewardPunishStatsRow(unit(2), [rp(3, 'REWARD', 'COMMEND')]);
    const total = rewardPunishStatsTotal([a, b], '合计');
    expect(total).toMatchObject({ unitId: 0, unitName: '合计', rewarded: 2, punished: 1 });
    expect(total.rewards.COMMEND).toBe(2);
    expect(total.punishments.EXPEL).toBe(1);
  });
});

describe('punishment periods (R-JC-01)', () => {
  const warning = { rpKind: 'PUNISH', rpType: 'WARNING', effectiveDate: '2025-03-10', punishEndDate: '2025-09-09' };

  it('runs from the effective date to the last day of the period, both included', () => {
    expect(inPunishmentPeriod(warning, '2025-03-09')).toBe(false);
    expect(inPunishmentPeriod(warning, '2025-03-10')).toBe(true);
    expect(inPunishmentPeriod(warning, '2025-09-09')).toBe(true);
    expect(inPunishmentPeriod(warning, '2025-09-10')).toBe(false);
  });

  it('computes the end again when none was recorded, and gives none for rewards and expulsions', () => {
    expect(punishmentSpan({ ...warning, rpType: 'DEMERIT', punishEndDate: null })).toEqual({ start: '2025-03-10', end: '2026-03-10' });
    expect(punishmentSpan({ ...warning, rpType: 'EXPEL', punishEndDate: null })).toBeNull();
    expect(punishmentSpan({ ...warning, rpKind: 'REWARD', rpType: 'COMMEND' })).toBeNull();
    expect(inPunishmentPeriod({ ...warning, rpType: 'EXPEL', punishEndDate: null }, '2025-04-01')).toBe(false);
  });
});
