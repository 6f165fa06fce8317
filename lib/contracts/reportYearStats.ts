/** The rows of the yearly statistics tables of §5.2 (人员增减, 招聘统计, 奖惩统计); their endpoints are in report.ts. */
import { z } from 'zod';
import { FLOW_IN_KINDS, FLOW_OUT_KINDS } from '@/lib/domain/flowStats';
import { PUNISH_TYPES, REWARD_TYPES } from '@/lib/domain/rewardPunish';
import { reportRowCount } from './endpoint';
import { id, intParam, year } from './primitives';

const count = z.number().int();
const counts = <K extends string>(keys: readonly K[]) => z.object(Object.fromEntries(keys.map((k) => [k, count])) as Record<K, typeof count>);

/** The year and, for rsj and admin, one competent authority to narrow the table to. */
export const yearStatsQuery = z.object({
  year: intParam(year()),
  competentDeptId: id('主管部门').optional(),
});

/** The competent authorities of the caller's scope, whatever the filter: what the authority filter offers. */
export const scopeAuthority = z.object({ id: z.number().int(), name: z.string() });

export const flowStatsRow = z.object({
  unitId: z.number().int(), unitName: z.string(),
  increase: counts(FLOW_IN_KINDS), increaseTotal: count, decrease: counts(FLOW_OUT_KINDS), decreaseTotal: count, net: count,
  /** 编制类型转换: 在编 persons moved to another 编制 type (in neither total); the 编外 staff's flows apart from the 在编. */
  typeConverted: count, outOfEstab: z.object({ increase: count, decrease: count, net: count }),
});

export const flowStatsResult = z.object({
  year: z.number().int(), authorities: z.array(scopeAuthority), rows: z.array(flowStatsRow), total: flowStatsRow, ...reportRowCount,
});

const unfilledPost = z.object({ postCode: z.string(), postName: z.string(), planned: count, filed: count });
export const recruitStatsRow = z.object({
  unitId: z.number().int(), unitName: z.string(), posts: count, planned: count, filed: count, completionRate: z.number().nullable(),
  unfilledCount: count, unfilledPosts: z.array(unfilledPost),
});

export const recruitStatsResult = z.object({
  year: z.number().int(), authorities: z.array(scopeAuthority), rows: z.array(recruitStatsRow), total: recruitStatsRow, ...reportRowCount,
});

export const rewardPunishStatsRow = z.object({
  unitId: z.number().int(), unitName: z.string(), rewards: counts(REWARD_TYPES), rewarded: count, punishments: counts(PUNISH_TYPES), punished: count,
});

export const punishedPerson = z.object({
  personId: z.number().int(), name: z.string(), unitId: z.number().int(), unitName: z.string(), rpType: z.string(), rpName: z.string(),
  start: z.string(), end: z.string(),
});

export const rewardPunishStatsResult = z.object({
  year: z.number().int(), statDate: z.string(), authorities: z.array(scopeAuthority), rows: z.array(rewardPunishStatsRow), total: rewardPunishStatsRow,
  inPeriod: z.array(punishedPerson), ...reportRowCount,
});
