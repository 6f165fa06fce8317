import { z } from 'zod';
import { listCode } from './codeList';
import { endpoint } from './endpoint';
import { calendarDate, code, id, idNumber as citizenId, multiLine, requiredLine, version } from './primitives';
import { publicityPeriod } from './publicity';

/** The header and line fields of the recruitment filings (domain.md §2.5 ZPJH, GCCRC, ZPJG, FBGG), shared by form and server. */

const date = calendarDate;
const text = (label: string, max: number) => requiredLine(max, label);
const optionalText = (label: string, max: number) => multiLine(max, label).optional();
const pick = <T extends readonly [string, ...string[]]>(values: T, label: string) => z.enum(values, { error: `请选择${label}` });
const codeOf = (label: string, pattern: RegExp) => z.string({ error: `请选择${label}` }).regex(pattern, `请选择${label}`);

export const RECRUIT_MODES = ['UNIFIED_EXAM', 'UNIT_EXAM', 'SPECIAL', 'DIRECT_ASSESS'] as const;
export const EXAM_CATEGORIES = ['GENERAL', 'EDUCATION', 'HEALTH', 'FINANCE', 'COMPUTER', 'OTHER'] as const;
export const TARGETED = ['NONE', 'GRASSROOTS', 'VETERAN', 'MILITARY_FAMILY'] as const;
export const DEGREE_REQS = ['NONE', 'BACHELOR', 'MASTER', 'DOCTOR'] as const;
export const POST_CATEGORIES = ['MANAGE', 'TECH', 'WORKER'] as const;
export const ESTAB_TYPES = ['INST', 'ADMIN', 'REF_CIVIL', 'ORGAN_WORKER'] as const;
export const INTRO_MODES = ['ASSESS_RECRUIT', 'FLEXIBLE'] as const;
export const TALENT_CLASSES = ['A', 'B', 'C', 'D'] as const;
export const PASS_FAIL = ['PASS', 'FAIL'] as const;
export const PUBLICITY_RESULTS = ['NO_OBJECTION', 'OBJECTION_HANDLED'] as const;
export const PUBLISH_CHANNELS = ['SYSTEM', 'PORTAL', 'OTHER'] as const;
export const NOTICE_TYPES = ['RECRUIT_NOTICE', 'QUAL_REVIEW', 'EXAM_NOTICE', 'PHYSICAL', 'PUBLICITY', 'TALENT_NOTICE', 'CORRECTION', 'OTHER'] as const;

const postLevel = codeOf('岗位等级', /^(M(0[1-9]|10)|T(0[1-9]|1[0-3])|W0[0-5])$/);
const education = codeOf('学历', /^\d{2}$/);
const idNumber = citizenId();
const personName = z.string({ error: '请填写姓名' }).trim().regex(/^[\u4e00-\u9fa5·A-Za-z]{2,30}$/, '姓名应为 2–30 个汉字或字母，不含空格');
const score = (label: string) => z.number({ error: `${label}应为数字` }).min(0, `${label}不能为负`).max(999.99, `${label}不能超过 999.99`)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { message: `${label}最多保留 2 位小数`, params: { messageEn: 'must have at most 2 decimal places' } });

/** The new person a talent or result line names (the fields a person record cannot be without), its codes from their lists. */
const newPerson = {
  name: personName,
  idNumber,
  gender: pick(['1', '2'], '性别'),
  birthDate: date('出生日期'),
  ethnicity: listCode('ethnicity', '民族', 2),
  politicalStatus: listCode('politicalStatus', '政治面貌', 2),
  education: listCode('education', '学历', 2),
  degree: listCode('degree', '学位', 10).optional(),
  major: text('所学专业', 100),
  graduateSchool: text('毕业院校', 100),
  /** Empty for a graduate who has not worked yet: the arrival date becomes the start of work. */
  workStartDate: date('参加工作时间').optional(),
};

/** A person not yet on record as an arrival describes them (招聘结果、人才引进、系统外调入): what a person record needs. */
export const intakePerson = z.object(newPerson);
export type IntakePersonFields = z.infer<typeof intakePerson>;

export const recruitPlanHeader = z.object({
  batch: text('招聘批次', 30),
  recruitMode: pick(RECRUIT_MODES, '招聘方式'),
  examCategory: pick(EXAM_CATEGORIES, '考试类别'),
  signupStart: date('报名开始日期'),
  signupEnd: date('报名截止日期'),
});
export type RecruitPlanHeader = z.infer<typeof recruitPlanHeader>;

export const recruitPlanLine = z.object({
  postCode: z.string({ error: '请填写岗位代码' }).trim().regex(/^[A-Za-z0-9]{3,6}$/, '岗位代码应为 3–6 位字母或数字'),
  postName: text('岗位名称', 50),
  postCategory: pick(POST_CATEGORIES, '岗位类别'),
  postLevel,
  recruitCount: z.number({ error: '请填写招聘人数' }).int('招聘人数应为整数').min(1, '招聘人数至少 1 人').max(999, '招聘人数不能超过 999'),
  eduReq: education,
  degreeReq: pick(DEGREE_REQS, '学位要求'),
  majorReq: multiLine(200, '专业要求（可填“不限”）').min(1, '请填写专业要求（可填“不限”）'),
  ageMax: z.number({ error: '请填写年龄上限' }).int('年龄上限应为整数').min(18, '年龄上限不能低于 18 周岁').max(60, '年龄上限不能超过 60 周岁'),
  otherReq: optionalText('其他条件', 500),
  targeted: pick(TARGETED, '定向类别'),
  examRatio: z.string({ error: '请填写开考比例' }).trim().regex(/^1:[1-9]\d?$/, '开考比例格式应为 1:n（如 1:3）'),
  estabType: pick(ESTAB_TYPES, '编制类型'),
});
export type RecruitPlanLine = z.infer<typeof recruitPlanLine>;

export const talentIntroHeader = z.object({
  introMode: pick(INTRO_MODES, '引进方式'),
  ...publicityPeriod,
});
export type TalentIntroHeader = z.infer<typeof talentIntroHeader>;

export const talentIntroLine = z.object({
  ...newPerson,
  profTitle: optionalText('专业技术职务', 50),
  titleLevel: z.enum(['SENIOR_FULL', 'SENIOR_DEP', 'MIDDLE', 'ASSISTANT', 'JUNIOR', 'NONE'], { error: '请选择职称级别' }).optional(),
  talentClass: pick(TALENT_CLASSES, '人才类别'),
  formerUnit: optionalText('原工作单位', 100),
  postCategory: pick(POST_CATEGORIES, '拟聘岗位类别'),
  postLevel,
  estabType: pick(ESTAB_TYPES, '编制类型'),
  salaryNote: optionalText('待遇说明', 500),
  assessResult: multiLine(500, '考核结论').min(1, '请填写考核结论'),
});
export type TalentIntroLine = z.infer<typeof talentIntroLine>;

/**
 * The publicity a result relies on is the unit's approved 拟聘用人员公示 announcement of the plan (`publicityFilingId`): the
 * server copies its publication dates into `publicityStart`/`publicityEnd` (a typed date is overwritten), and R-GEN-06
 * counts them. Results filed before the announcement was named carry their typed dates only.
 */
export const recruitResultHeader = z.object({
  planFilingId: id('招聘计划'),
  publicityFilingId: id('公示公告').optional(),
  publicityStart: date('公示开始日期').optional(),
  publicityEnd: date('公示截止日期').optional(),
  publicityResult: pick(PUBLICITY_RESULTS, '公示结果'),
});
export type RecruitResultHeader = z.infer<typeof recruitResultHeader>;

export const recruitResultLine = z.object({
  ...newPerson,
  postCode: code(6, '计划岗位'),
  writtenScore: score('笔试成绩').optional(),
  interviewScore: score('面试成绩').optional(),
  totalScore: score('总成绩'),
  rank: z.number({ error: '请填写名次' }).int('名次应为整数').min(1, '名次至少为 1').max(9999),
  physicalResult: pick(PASS_FAIL, '体检结论'),
  inspectResult: pick(PASS_FAIL, '考察结论'),
  postLevel,
  arrivalDeadline: date('报到截止日期'),
});
export type RecruitResultLine = z.infer<typeof recruitResultLine>;

export const announcementHeader = z.object({
  noticeType: pick(NOTICE_TYPES, '公告类型'),
  relatedFilingId: id('关联业务').optional(),
  content: multiLine(20000, '公告正文').min(1, '请填写公告正文'),
  publishChannel: pick(PUBLISH_CHANNELS, '发布渠道'),
  publishStart: date('发布开始日期'),
  publishEnd: date('发布截止日期'),
});
export type AnnouncementHeader = z.infer<typeof announcementHeader>;

/** One establishment type's room for recruitment (R-BZ-02): 空编 less what approved and pending plans still hold. */
export const recruitQuotaItem = z.object({
  estabType: z.string(),
  approved: z.number().int(),
  actual: z.number().int(),
  approvedNotArrived: z.number().int(),
  inTransit: z.number().int(),
  vacancy: z.number().int(),
  reservedByPlans: z.number().int(),
  available: z.number().int(),
});
export type RecruitQuotaItem = z.infer<typeof recruitQuotaItem>;

/** An approved 拟聘用人员公示 announcement of a plan, as a result names it: its number, title and publication dates. */
export const planPublicity = z.object({
  id: z.number().int(),
  filingNo: z.string(),
  title: z.string(),
  publishStart: z.string(),
  publishEnd: z.string(),
});
export type PlanPublicity = z.infer<typeof planPublicity>;

/** An approved plan's posts with what is still open on each (R-BZ-03), and its approved publicity announcements, for the result form. */
export const openPlan = z.object({
  id: z.number().int(),
  filingNo: z.string(),
  title: z.string(),
  year: z.number().int().nullable(),
  validUntil: z.string(),
  posts: z.array(z.object({
    postCode: z.string(), postName: z.string(), postCategory: z.string(), postLevel: z.string(), estabType: z.string(),
    recruitCount: z.number().int(), used: z.number().int(), ageMax: z.number().int(), eduReq: z.string(),
  })),
  publicities: z.array(planPublicity),
});
export type OpenPlan = z.infer<typeof openPlan>;

export const recruitQuota = endpoint({
  method: 'POST', path: '/Recruit/getQuota', tag: 'recruit', access: ['jc', 'zg', 'admin'],
  errors: [400, 403],
  summary: "A unit's room for recruitment per establishment type: vacancies less what approved and pending plans still hold (R-BZ-02). "
    + "The caller's own unit, or `unitId` in its scope (zg the units under it, admin any); 400 without a unit, 403 outside the scope.",
  body: z.object({ unitId: id('单位').optional() }).optional(), response: z.object({ list: z.array(recruitQuotaItem) }),
});

export const recruitOpenPlans = endpoint({
  method: 'POST', path: '/Recruit/getOpenPlans', tag: 'recruit', access: ['jc', 'zg'],
  summary: "The caller unit's approved recruitment plans still valid, with each post's count and the results already filed against it, "
    + "and the unit's approved 拟聘用人员公示 announcements (noticeType PUBLICITY) of each plan, which a result names as its publicity.",
  body: z.object({}).optional(), response: z.object({ list: z.array(openPlan) }),
});

export const recruitArrive = endpoint({
  method: 'POST', path: '/Recruit/arrive', tag: 'recruit', access: ['jc'], audit: 'recruit.arrive',
  errors: [404, 409, 422],
  summary: "Puts a person awaiting arrival (待报到) of the caller's unit on duty: the arrival date becomes the unit entry and appointment date.",
  body: z.object({
    personId: id('人员'),
    version: version(),
    arrivalDate: date('报到日期'),
    workStartDate: date('参加工作时间'),
  }),
  response: z.object({ id: z.number().int(), personStatus: z.string(), unitEntryDate: z.string(), version: z.number().int() }),
});

export const recruitEndpoints = [recruitQuota, recruitOpenPlans, recruitArrive];
