/**
 * The policy values of domain.md §7.5 that admin or rsj edit in the app (`policy_setting`, versioned by validFrom):
 * each key with the schema of its value, today's default, its labels and the document it follows.
 */
import { z } from 'zod';

const percent = (label: string) => z.number({ error: `${label}须为数字` }).int(`${label}须为整数`).min(0, `${label}不能小于0`).max(100, `${label}不能大于100`);

/**
 * R-KH-04. Reading of 《事业单位工作人员考核规定》（人社部发〔2023〕6号）: the excellent grade is given to at most 20 % of
 * the unit's staff taking part in the annual assessment, and a unit whose own assessment is good may be allowed a
 * higher share (上浮). The 规定 leaves the size of the 上浮 to the competent departments; 5 points (to 25 %) is the
 * figure local rules commonly use and is a value to check against the province's rule. The text counts everyone who
 * takes part (参加年度考核), which includes those given only a comment (不定等次); the system keeps the narrower
 * population it has always used (GRADED: 确定等次的人数) until rsj chooses PARTICIPANTS.
 */
export const excellentCapValue = z.object({
  percent: percent('优秀比例'),
  upliftPercent: percent('上浮比例'),
  /** Units rated well (单位考核结果优秀) whose cap is percent + upliftPercent. */
  wellRatedUnitIds: z.array(z.number().int().positive().max(2_147_483_647), { error: '上浮单位须为单位编号列表' }).max(500).default([]),
  population: z.enum(['GRADED', 'PARTICIPANTS'], { error: '比例基数须为 GRADED 或 PARTICIPANTS' }),
}).refine((v) => v.percent + v.upliftPercent <= 100, { message: '优秀比例与上浮比例之和不能超过100', path: ['upliftPercent'] });
export type ExcellentCapValue = z.infer<typeof excellentCapValue>;

const weights = (label: string, n: number) => z.array(z.number().int().min(0).max(100), { error: `${label}须为数字列表` })
  .length(n, `${label}须为${n}个数`).refine((w) => w.some((x) => x > 0), `${label}不能全为0`);

/** R-GW-04 targets of one unit category: the weights of each ratio group (in RATIO_GROUPS order) and the tolerance. */
export const ratioTargets = z.object({
  /** The main category's share of all posts, at least (per cent); null: not checked. */
  mainShareMin: percent('主体岗位最低占比').nullable(),
  /** How far (percentage points) a share may be off its target before the warning. */
  tolerance: percent('容差'),
  techBands: weights('专技高:中:初', 3),
  fullSenior: weights('正高二:三:四级', 3),
  associateSenior: weights('副高五:六:七级', 3),
  intermediate: weights('中级八:九:十级', 3),
  junior: weights('初级十一:十二级', 2),
  /** 工勤一至三级 and 一、二级 as a share of the worker posts (per cent). */
  workerTop3: percent('工勤一至三级占比'),
  workerTop2: percent('工勤一、二级占比'),
});
export type RatioTargets = z.infer<typeof ratioTargets>;
export const ratioTargetsValue = z.object({ MANAGE: ratioTargets, TECH: ratioTargets, WORKER: ratioTargets });
export type RatioTargetsValue = z.infer<typeof ratioTargetsValue>;

export const publicityDaysValue = z.number({ error: '公示天数须为数字' }).int('公示天数须为整数').min(1, '公示天数至少为1').max(60, '公示天数不能超过60');

/**
 * The publicity days of the filings that carry their own 公示 period (issue 13 §5), by filing type: 人才引进, a 竞聘/晋升
 * appointment (POST_APPOINT) and an annual assessment with 优秀. Counted as R-GEN-06 counts a 招聘结果's, calendar days
 * with both ends; the documents ask for 5 working days, so a region that counts working days strictly sets 7.
 */
export const PUBLICITY_KINDS = ['TALENT_INTRO', 'POST_APPOINT', 'ASSESSMENT_REPORT'] as const;
export type PublicityKind = (typeof PUBLICITY_KINDS)[number];
export const filingPublicityDaysValue = z.object({
  TALENT_INTRO: publicityDaysValue, POST_APPOINT: publicityDaysValue, ASSESSMENT_REPORT: publicityDaysValue,
}, { error: '公示天数须按 TALENT_INTRO、POST_APPOINT、ASSESSMENT_REPORT 分别填写' });
export type FilingPublicityDaysValue = z.infer<typeof filingPublicityDaysValue>;

export const TITLE_ORDER = ['SENIOR_FULL', 'SENIOR_DEP', 'MIDDLE', 'ASSISTANT', 'JUNIOR'] as const;
/** One rule of R-AGE-03's base age: the first rule a person matches gives the base; men 60 and women 55 otherwise. */
export const retireRule = z.object({
  gender: z.enum(['1', '2'], { error: '性别须为 1（男）或 2（女）' }),
  postCategory: z.enum(['MANAGE', 'TECH', 'WORKER'], { error: '岗位类别须为 MANAGE、TECH 或 WORKER' }).nullable().default(null),
  /** This level or a higher one of the same category (M06: 六级职员 = 副处, 县处级 and above). */
  minPostLevel: z.string().regex(/^(M(0[1-9]|10)|T(0[1-9]|1[0-3])|W0[0-5])$/, '岗位等级代码无效').nullable().default(null),
  /** This title level or a higher one (SENIOR_DEP: 副高及以上). */
  minTitleLevel: z.enum(TITLE_ORDER, { error: '职称级别代码无效' }).nullable().default(null),
  baseAge: z.number({ error: '基准年龄须为数字' }).int('基准年龄须为整数').min(45, '基准年龄不能小于45').max(65, '基准年龄不能大于65'),
});
export type RetireRule = z.infer<typeof retireRule>;
export const retireRulesValue = z.array(retireRule).max(50);

export const POLICY_KEYS = ['assessment.excellentCap', 'post.ratioTargets', 'recruit.publicityDays', 'publicity.days', 'retire.baseAgeRules'] as const;
export type PolicyKey = (typeof POLICY_KEYS)[number];

const NATIONAL_RATIOS: Omit<RatioTargets, 'mainShareMin'> = {
  tolerance: 10, techBands: [1, 3, 6], fullSenior: [1, 3, 6], associateSenior: [2, 4, 4], intermediate: [3, 4, 3], junior: [5, 5], workerTop3: 25, workerTop2: 5,
};

export interface PolicyValues {
  'assessment.excellentCap': ExcellentCapValue;
  'post.ratioTargets': RatioTargetsValue;
  'recruit.publicityDays': number;
  'publicity.days': FilingPublicityDaysValue;
  'retire.baseAgeRules': RetireRule[];
}

interface PolicyDefinition<K extends PolicyKey> {
  key: K;
  schema: z.ZodType<PolicyValues[K]>;
  defaultValue: PolicyValues[K];
  label: string;
  labelEn: string;
  /** The document the default follows. */
  basis: string;
}

type Definitions = { [K in PolicyKey]: PolicyDefinition<K> };

export const POLICIES: Definitions = {
  'assessment.excellentCap': {
    key: 'assessment.excellentCap',
    schema: excellentCapValue as z.ZodType<ExcellentCapValue>,
    defaultValue: { percent: 20, upliftPercent: 5, wellRatedUnitIds: [], population: 'GRADED' },
    label: '年度考核优秀比例（R-KH-04）',
    labelEn: 'Share of excellent grades in the annual assessment (R-KH-04)',
    basis: '《事业单位工作人员考核规定》（人社部发〔2023〕6号）：优秀档次人数一般不超过参加年度考核人数的20%，考核结果好的单位可适当上浮',
  },
  'post.ratioTargets': {
    key: 'post.ratioTargets',
    schema: ratioTargetsValue,
    defaultValue: { MANAGE: { mainShareMin: null, ...NATIONAL_RATIOS }, TECH: { mainShareMin: 70, ...NATIONAL_RATIOS }, WORKER: { mainShareMin: null, ...NATIONAL_RATIOS } },
    label: '岗位结构比例控制目标（R-GW-04，按单位主要岗位类型）',
    labelEn: 'Post structure targets (R-GW-04, by the unit’s main post type)',
    basis: '《事业单位岗位设置管理试行办法》（国人部发〔2006〕70号）及《实施意见》（国人部发〔2006〕87号）',
  },
  'recruit.publicityDays': {
    key: 'recruit.publicityDays',
    schema: publicityDaysValue,
    defaultValue: 7,
    label: '拟聘用人员公示天数（R-GEN-06）',
    labelEn: 'Days of publicity of the persons to hire (R-GEN-06)',
    basis: '《事业单位公开招聘人员暂行规定》（人事部令第6号，2005）：拟聘人员公示期一般为7日',
  },
  'publicity.days': {
    key: 'publicity.days',
    schema: filingPublicityDaysValue as z.ZodType<FilingPublicityDaysValue>,
    defaultValue: { TALENT_INTRO: 5, POST_APPOINT: 5, ASSESSMENT_REPORT: 5 },
    label: '人才引进、竞聘/晋升、考核优秀公示天数（R-GEN-06）',
    labelEn: 'Days of publicity of a talent introduction, a competitive or promotion appointment and an excellent grade (R-GEN-06)',
    basis: '《事业单位工作人员考核规定》（人社部发〔2023〕6号）：考核结果为优秀的，公示不少于5个工作日；人才引进、竞聘上岗拟聘人选一般公示不少于5个工作日',
  },
  'retire.baseAgeRules': {
    key: 'retire.baseAgeRules',
    schema: retireRulesValue as z.ZodType<RetireRule[]>,
    defaultValue: [
      { gender: '2', postCategory: 'WORKER', minPostLevel: null, minTitleLevel: null, baseAge: 50 },
      { gender: '2', postCategory: null, minPostLevel: null, minTitleLevel: null, baseAge: 55 },
      { gender: '1', postCategory: null, minPostLevel: null, minTitleLevel: null, baseAge: 60 },
    ],
    label: '退休基准年龄规则（R-AGE-03）',
    labelEn: 'Base retirement ages (R-AGE-03)',
    basis: '全国人大常委会《关于实施渐进式延迟法定退休年龄的决定》（2024）；县处级女干部、高级职称女专技人员60周岁退休见中组部、人社部有关通知（2015），启用时按本地执行口径添加规则',
  },
};

export function policyOf<K extends PolicyKey>(key: K): PolicyDefinition<K> {
  return POLICIES[key] as PolicyDefinition<K>;
}

/** The excellent cap (per cent) of a unit: the base share, raised for a unit rated well. */
export function excellentRateFor(v: ExcellentCapValue, unitId: number): number {
  return v.percent + (v.wellRatedUnitIds.includes(unitId) ? v.upliftPercent : 0);
}

/** The ratio targets that apply to a unit: those of its main post type, the 专技为主 ones for a unit without one. */
export function ratioTargetsFor(v: RatioTargetsValue, mainPostType: string | null): RatioTargets {
  return mainPostType === 'MANAGE' || mainPostType === 'WORKER' ? v[mainPostType] : v.TECH;
}
