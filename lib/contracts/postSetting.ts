import { z } from 'zod';
import { isLevelOfCategory } from '@/lib/domain/codes';
import { endpoint, pageQuery, pageResult } from './endpoint';
import { calendarDate, id, multiLine } from './primitives';

const date = calendarDate('职代会通过日期');
const count = (label: string) => z.number({ error: `${label}应为整数` }).int(`${label}应为整数`).min(0, `${label}不能为负数`).max(100000, `${label}过大`);
const postCategory = z.enum(['MANAGE', 'TECH', 'WORKER'], { error: '请选择岗位类别' });

/** 岗位设置审批备案 header (domain.md §2.5 GWSZ); the ratios and highest levels are computed from the lines. */
export const postSettingHeader = z.object({
  settingKind: z.enum(['FIRST', 'ADJUST'], { error: '请选择设置类型（首次设置/调整）' }),
  /** 核定事业编制数 when the form was filled, shown read-only. */
  estabSnapshot: count('核定编制数'),
  postTotal: count('岗位总量'),
  managePosts: count('管理岗位数'),
  techPosts: count('专业技术岗位数'),
  workerPosts: count('工勤技能岗位数'),
  dualPostCount: count('双肩挑岗位数'),
  staffCongressDate: date,
  plan: multiLine(2000, '方案说明').optional(),
});
export type PostSettingHeader = z.infer<typeof postSettingHeader>;

/** One level of the plan. `currentCount` is the holders when the form was filled (read-only, for the reviewers). */
export const postSettingLine = z.object({
  postCategory,
  postLevel: z.string().trim().regex(/^[MTW]\d{2}$/, '岗位等级代码不正确'),
  approvedCount: count('设置数'),
  currentCount: count('现聘人数').optional(),
}).refine((l) => isLevelOfCategory(l.postLevel, l.postCategory), { message: '岗位等级不属于所选岗位类别', path: ['postLevel'], params: { messageEn: 'must be a level of the chosen post category' } });
export type PostSettingLine = z.infer<typeof postSettingLine>;

export const planLineItem = z.object({ postCategory: z.string(), postLevel: z.string(), approvedCount: z.number().int() });

/** One version of a unit's approved post plan (unit_post_plan). */
export const postPlanItem = z.object({
  id: z.number().int(),
  unitId: z.number().int(),
  unitName: z.string(),
  planVersion: z.number().int(),
  effectiveFrom: z.string(),
  isCurrent: z.boolean(),
  postTotal: z.number().int(),
  managePosts: z.number().int(),
  techPosts: z.number().int(),
  workerPosts: z.number().int(),
  dualPostCount: z.number().int(),
  maxManageLevel: z.string().nullable(),
  maxTechLevel: z.string().nullable(),
  maxWorkerLevel: z.string().nullable(),
  sourceFilingId: z.number().int().nullable(),
  sourceFilingNo: z.string().nullable(),
});
export type PostPlanItem = z.infer<typeof postPlanItem>;

export const postPlanDetail = postPlanItem.extend({ lines: z.array(planLineItem) });
export type PostPlanDetail = z.infer<typeof postPlanDetail>;

/** What a post setting form starts from: the unit, its institution quota, its current plan and who holds each level now. */
export const postPlanContext = z.object({
  unit: z.object({ id: z.number().int(), unitName: z.string(), unitRank: z.string(), mainPostType: z.string().nullable(), unitCategory: z.string() }),
  quotaInst: z.number().int(),
  plan: postPlanDetail.nullable(),
  /** Filed persons holding each level now (占编状态). */
  holders: z.record(z.string(), z.number().int()),
  /** The POST_SETTING under review, if any: a second one cannot be submitted meanwhile. */
  pendingFilingId: z.number().int().nullable(),
});
export type PostPlanContext = z.infer<typeof postPlanContext>;

const unitBody = z.object({ unitId: id('单位').optional() });

export const postPlanCurrent = endpoint({
  method: 'POST', path: '/PostPlan/getCurrent', tag: 'postPlan', access: ['jc', 'zg', 'rsj', 'admin'],
  errors: [400, 403, 404],
  summary: "A unit's current post plan with the holders of each level, its institution quota and rank: the caller's own unit or one in scope.",
  body: unitBody, response: postPlanContext,
});

export const postPlanList = endpoint({
  method: 'POST', path: '/PostPlan/getList', tag: 'postPlan', access: ['jc', 'zg', 'rsj', 'admin'],
  errors: [400, 403],
  summary: "The versions of a unit's approved post plan, newest first (岗位设置历史).",
  body: pageQuery.extend(unitBody.shape), response: pageResult(postPlanItem),
});

export const postPlanGet = endpoint({
  method: 'POST', path: '/PostPlan/getDetail', tag: 'postPlan', access: ['jc', 'zg', 'rsj', 'admin'],
  errors: [404],
  summary: 'One version of a post plan with its levels; 404 outside the scope.',
  body: z.object({ id: id('岗位设置') }), response: postPlanDetail,
});

export const postPlanEndpoints = [postPlanCurrent, postPlanList, postPlanGet];
