/** 奖惩统计 (domain.md §5.2): persons rewarded and punished per type in a year, and who is in a punishment period now. */
import { punishPeriod, PUNISH_TYPES, REWARD_TYPES } from './rewardPunish';

export type RewardType = (typeof REWARD_TYPES)[number];
export type PunishType = (typeof PUNISH_TYPES)[number];

/** One recorded reward or punishment (person_reward_punish). */
export interface RpRecord {
  personId: number;
  rpKind: string;
  rpType: string;
}

export interface RewardPunishStatsRow {
  unitId: number;
  unitName: string;
  /** Persons per reward type (§6.18): a person commended twice in the year counts once under 嘉奖. */
  rewards: Record<RewardType, number>;
  /** Persons rewarded at all, whatever the type. */
  rewarded: number;
  punishments: Record<PunishType, number>;
  punished: number;
}

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

function distinctPersons(records: readonly RpRecord[], keep: (r: RpRecord) => boolean): number {
  return new Set(records.filter(keep).map((r) => r.personId)).size;
}

/** Counts one unit's records of the year into its row; types outside §6.18–6.19 count only in the persons rewarded or punished. */
export function rewardPunishStatsRow(unit: { unitId: number; unitName: string }, records: readonly RpRecord[]): RewardPunishStatsRow {
  const rewards = zeros(REWARD_TYPES);
  const punishments = zeros(PUNISH_TYPES);
  for (const t of REWARD_TYPES) rewards[t] = distinctPersons(records, (r) => r.rpKind === 'REWARD' && r.rpType === t);
  for (const t of PUNISH_TYPES) punishments[t] = distinctPersons(records, (r) => r.rpKind === 'PUNISH' && r.rpType === t);
  return {
    ...unit, rewards, rewarded: distinctPersons(records, (r) => r.rpKind === 'REWARD'),
    punishments, punished: distinctPersons(records, (r) => r.rpKind === 'PUNISH'),
  };
}

/** The total row: the units' counts added up (a person is on one unit's books for a record, so the sums do not double count). */
export function rewardPunishStatsTotal(rows: readonly RewardPunishStatsRow[], label: string): RewardPunishStatsRow {
  const rewards = zeros(REWARD_TYPES);
  const punishments = zeros(PUNISH_TYPES);
  for (const r of rows) {
    for (const t of REWARD_TYPES) rewards[t] += r.rewards[t];
    for (const t of PUNISH_TYPES) punishments[t] += r.punishments[t];
  }
  return {
    unitId: 0, unitName: label, rewards, rewarded: rows.reduce((n, r) => n + r.rewarded, 0),
    punishments, punished: rows.reduce((n, r) => n + r.punished, 0),
  };
}

export interface PunishmentFacts {
  rpKind: string;
  rpType: string;
  effectiveDate: string;
  /** As recorded when the punishment was filed; computed again (R-JC-01) when missing. */
  punishEndDate: string | null;
}

/** The period of a punishment (R-JC-01), both ends included; none for a reward or an expulsion. */
export function punishmentSpan(r: PunishmentFacts): { start: string; end: string } | null {
  if (r.rpKind !== 'PUNISH') return null;
  const end = r.punishEndDate ?? punishPeriod(r.rpType, r.effectiveDate)?.endDate;
  return end ? { start: r.effectiveDate, end } : null;
}

/** Whether the punishment runs on the day: from its effective date to the last day of its period. */
export function inPunishmentPeriod(r: PunishmentFacts, day: string): boolean {
  const span = punishmentSpan(r);
  return span !== null && span.start <= day && day <= span.end;
}
