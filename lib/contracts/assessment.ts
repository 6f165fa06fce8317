import { z } from 'zod';
import { ANNUAL_RESULTS, MIN_COMMENT } from '@/lib/domain/assessment';
import { PUNISH_TYPES, REWARD_TYPES } from '@/lib/domain/rewardPunish';
import { endpoint } from './endpoint';
import { calendarDate, multiLine, nonNegativeInt, singleLine, year } from './primitives';
import { publicityPeriod } from './publicity';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const opt = <T extends z.ZodType>(s: T) => z.preprocess(blank, s.nullable().optional());
const date = calendarDate;
const text = (label: string, max: number) => multiLine(max, label);
const count = nonNegativeInt(undefined, 100_000);

/** 年度考核上报 KHSB header (domain.md §2.5): the counts are the tally of the lines (checked on submit). */
export const assessmentReportHeader = z.object({
  participantCount: count, excellentCount: count, qualifiedCount: count, basicCount: count, unqualifiedCount: count, undeterminedCount: count,
  excellentRate: z.number().min(0).max(100),
  committeeNote: opt(text('考核委员会说明', 1000)),
  /** The publicity of the excellent grades, when there is one. */
  ...publicityPeriod,
});
export type AssessmentReportHeader = z.infer<typeof assessmentReportHeader>;

/** One person's result; null while the workbench has not entered it yet (a draft may be partial, a submission not). */
export const assessmentLine = z.object({
  result: z.enum(ANNUAL_RESULTS, { error: '请选择考核结果' }).nullable(),
  comment: opt(text('评语', 500)),
  absentReason: opt(text('未参加考核原因', 200)),
});
export type AssessmentLine = z.infer<typeof assessmentLine>;
export { MIN_COMMENT };

/** 奖惩 JC header. */
export const rewardPunishHeader = z.object({ summary: opt(text('奖惩事由概述', 500)) });
export type RewardPunishHeader = z.infer<typeof rewardPunishHeader>;

/** One reward or punishment of one person (the line's personId); the punishment period is computed (R-JC-01). */
export const rewardPunishLine = z.object({
  rpKind: z.enum(['REWARD', 'PUNISH'], { error: '请选择奖励或处分' }),
  rpType: z.enum([...REWARD_TYPES, ...PUNISH_TYPES], { error: '请选择奖惩类型' }),
  rpName: singleLine(100, '奖惩名称').min(2, '请填写奖惩名称'),
  reason: opt(text('奖惩事由', 500)),
  decisionDate: date('决定日期'),
  effectiveDate: date('生效日期'),
  approveOrg: opt(singleLine(100, '批准机关')),
  docNo: opt(singleLine(100, '文号')),
  demoteToLevel: opt(z.string().trim().regex(/^(M(0[1-9]|10)|T(0[1-9]|1[0-3])|W0[0-5])$/, '请选择降至等级')),
});
export type RewardPunishLine = z.infer<typeof rewardPunishLine>;

const rosterPerson = z.object({
  personId: z.number().int(),
  name: z.string(),
  deptName: z.string().nullable(),
  postLevel: z.string().nullable(),
  estabStatus: z.string(),
  personStatus: z.string(),
  recordStatus: z.string(),
  workStartDate: z.string(),
  unitEntryDate: z.string(),
  reduceDate: z.string().nullable(),
  sanctions: z.array(z.object({ rpType: z.string(), decisionDate: z.string() })),
  /** Filed results of earlier years, for the warnings of R-KH-07. */
  earlier: z.array(z.object({ year: z.number().int(), result: z.string() })),
});
export type RosterPerson = z.infer<typeof rosterPerson>;

export const assessmentRoster = endpoint({
  method: 'POST', path: '/Assessment/getRoster', tag: 'assessment', access: ['jc'],
  errors: [403],
  summary: "The caller unit's persons to assess in a year (R-KH-02) with their punishments and earlier results, the excellent rate and its base, and the year's report (the workbench draft) if any.",
  body: z.object({ year: year() }),
  response: z.object({
    year: z.number().int(),
    /** The excellent cap (R-KH-04) under today's policy: per cent of `excellentBase`, the unit's 上浮 included. */
    excellentRate: z.number(),
    /** Whom the cap is a share of: GRADED, the persons given a grade; PARTICIPANTS, everyone taking part, 不定等次 included. */
    excellentBase: z.enum(['GRADED', 'PARTICIPANTS']),
    persons: z.array(rosterPerson),
    /** The year's report not voided, newest first; its lines hold the entered results. */
    report: z.object({ id: z.number().int(), status: z.string(), filingNo: z.string() }).nullable(),
  }),
});

export const assessmentEndpoints = [assessmentRoster];
