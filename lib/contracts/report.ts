import { z } from 'zod';
import { endpoint, fileResponse, pageQuery, pageResult, REPORT_PAGING, reportPageQuery, reportRowCount } from './endpoint';
import { filingStatus, filingType } from './filing';
import { flowStatsResult, recruitStatsResult, rewardPunishStatsResult, scopeAuthority, yearStatsQuery } from './reportYearStats';
import { calendarDate, code, id, idTail, int32, intParam, regionCode, singleLine, year } from './primitives';

const blank = (v: unknown) => (v === '' ? undefined : v);
const opt = <T extends z.ZodType>(s: T) => z.preprocess(blank, s.optional());
const day = (label: string) => opt(calendarDate(label));
const codes = z.array(code(20, '代码')).max(50).optional();
const yearField = intParam(year());
const age = intParam(int32('年龄', { min: 16, max: 80 }));
const ASSESSMENT_RESULTS = ['1', '2', '3', '4', '9', '0'] as const;

/** The person conditions of §5.2 综合查询 that the person table holds. */
/** A date range of the person search whose end comes before its start, refused on its end (as the screen does). */
const dateOrder = (end: string) => ({ message: '起始日期不能晚于截止日期', path: [end], params: { messageEn: 'must not be before the start date' } });

export const personSearchFilters = z.object({
  regionCode: opt(regionCode()),
  competentDeptId: id('主管部门').optional(),
  unitIds: z.array(id('单位')).max(200, '单位最多选 200 个').optional(),
  name: opt(singleLine(30, '姓名')),
  idNumber: opt(idTail('身份证号请输入完整号码或末 4 位以上，X 只能是最后一位')),
  /** exact: the whole name and number; fuzzy: a part of the name, the tail of the number. */
  match: z.enum(['fuzzy', 'exact']).default('fuzzy'),
  gender: codes, ethnicity: codes, politicalStatus: codes, education: codes, degree: codes,
  major: opt(singleLine(50, '专业关键字')),
  titleLevel: codes, postCategory: codes, postLevel: codes, estabStatus: codes, estabType: codes, personStatus: codes, entryMethod: codes,
  ageFrom: opt(age),
  ageTo: opt(age),
  birthFrom: day('出生日期起'), birthTo: day('出生日期止'),
  workStartFrom: day('参加工作时间起'), workStartTo: day('参加工作时间止'),
  unitEntryFrom: day('进入本单位时间起'), unitEntryTo: day('进入本单位时间止'),
  /** 考核结果 (§5.2): the annual result (§6.16) of the year; the year alone: any result that year. */
  assessmentYear: opt(yearField),
  assessmentResult: z.array(z.enum(ASSESSMENT_RESULTS, { error: '考核结果代码无效' })).max(ASSESSMENT_RESULTS.length).optional(),
  /** 处分期内: a punishment period (R-JC-01, domain.md §7 period rule) includes today. */
  inSanctionPeriod: z.boolean().optional(),
}).refine((f) => f.ageFrom == null || f.ageTo == null || f.ageFrom <= f.ageTo, { message: '年龄起不能大于年龄止', path: ['ageTo'], params: { messageEn: 'must not be below the lower age' } })
  .refine((f) => !f.assessmentResult?.length || f.assessmentYear != null, { message: '按考核结果查询请选择考核年度', path: ['assessmentYear'], params: { messageEn: 'is required to search by assessment result' } })
  .refine((f) => !f.birthFrom || !f.birthTo || f.birthFrom <= f.birthTo, dateOrder('birthTo'))
  .refine((f) => !f.workStartFrom || !f.workStartTo || f.workStartFrom <= f.workStartTo, dateOrder('workStartTo'))
  .refine((f) => !f.unitEntryFrom || !f.unitEntryTo || f.unitEntryFrom <= f.unitEntryTo, dateOrder('unitEntryTo'));
export type PersonSearchFilters = z.infer<typeof personSearchFilters>;

export const PERSON_SEARCH_COLUMNS = [
  'unitName', 'name', 'idNumber', 'gender', 'birthDate', 'age', 'ethnicity', 'politicalStatus', 'education', 'degree', 'major',
  'titleLevel', 'postCategory', 'postLevel', 'estabStatus', 'estabType', 'personStatus', 'entryMethod', 'workStartDate', 'unitEntryDate',
] as const;
export const personSearchColumn = z.enum(PERSON_SEARCH_COLUMNS);

export const personSearchRow = z.object({
  id: z.number().int(), unitId: z.number().int(), unitName: z.string(), name: z.string(),
  /** Masked (first 6 and last 4). */
  idNumber: z.string(), gender: z.string(), birthDate: z.string(), age: z.number().int(), ethnicity: z.string(), politicalStatus: z.string(),
  education: z.string(), degree: z.string().nullable(), major: z.string(), titleLevel: z.string().nullable(), postCategory: z.string().nullable(),
  postLevel: z.string().nullable(), estabStatus: z.string(), estabType: z.string().nullable(), personStatus: z.string(), entryMethod: z.string(),
  workStartDate: z.string(), unitEntryDate: z.string(),
});
export type PersonSearchRow = z.infer<typeof personSearchRow>;

const file = fileResponse;
const readers = ['jc', 'zg', 'rsj', 'admin'] as const;

export const reportPersonSearch = endpoint({
  method: 'POST', path: '/Report/personSearch', tag: 'report', access: readers,
  summary: "综合查询（人员）: one page of the persons in the caller's scope matching the §5.2 conditions, ID numbers masked.",
  body: z.intersection(personSearchFilters, pageQuery), response: pageResult(personSearchRow),
});

export const reportPersonExport = endpoint({
  method: 'POST', path: '/Report/personExport', tag: 'report', access: readers, audit: 'report.personExport',
  errors: [422],
  summary: 'The person query as .xlsx in the chosen columns; ID numbers masked unless revealIds (confirmed twice on screen). Logged.',
  body: z.intersection(personSearchFilters, z.object({
    columns: z.array(personSearchColumn).min(1, '请至少选择一列').default([...PERSON_SEARCH_COLUMNS]),
    revealIds: z.boolean().default(false),
  })),
  response: file,
});

export const filingSearchFilters = z.object({
  filingType: z.array(filingType).max(30).optional(),
  status: z.array(filingStatus).max(10).optional(),
  year: opt(yearField),
  unitId: id('单位').optional(),
  submittedFrom: day('提交时间起'), submittedTo: day('提交时间止'),
  filingNo: opt(singleLine(30, '业务编号')),
}).refine((f) => !f.submittedFrom || !f.submittedTo || f.submittedFrom <= f.submittedTo, { message: '提交时间起不能晚于止', path: ['submittedTo'], params: { messageEn: 'must not be before the start of the period' } });

export const filingSearchRow = z.object({
  id: z.number().int(), filingNo: z.string().nullable(), filingType: z.string(), title: z.string(), unitName: z.string(),
  year: z.number().int().nullable(), status: z.string(), submitCount: z.number().int(), lastSubmittedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type FilingSearchRow = z.infer<typeof filingSearchRow>;

export const reportFilingSearch = endpoint({
  method: 'POST', path: '/Report/filingSearch', tag: 'report', access: readers,
  summary: "综合查询（业务）: one page of the filings in the caller's scope (reviewers never see drafts of other units).",
  body: z.intersection(filingSearchFilters, pageQuery), response: pageResult(filingSearchRow),
});

export const reportFilingExport = endpoint({
  method: 'POST', path: '/Report/filingExport', tag: 'report', access: readers, audit: 'report.filingExport',
  summary: 'The filing query as .xlsx.', body: filingSearchFilters, response: file,
});

const estabFigures = {
  quota: z.number().int(), quotaAdmin: z.number().int(), quotaInst: z.number().int(), quotaRefCivil: z.number().int(), quotaOrganWorker: z.number().int(),
  inEstab: z.number().int(), inAdmin: z.number().int(), inInst: z.number().int(), inRefCivil: z.number().int(), inOrganWorker: z.number().int(),
  notArrived: z.number().int(),
  /** In transit exists only today: null for a past statistics date. */
  inTransit: z.number().int().nullable(), vacancy: z.number().int(), overQuota: z.number().int(),
  usageRate: z.number().nullable(), outOfEstab: z.number().int(),
  /** 超编 and 空编 of each 编制 type (§5.1): vacancy and overQuota are their sums, never netted across types or units. */
  overAdmin: z.number().int(), overInst: z.number().int(), overRefCivil: z.number().int(), overOrganWorker: z.number().int(),
  vacancyAdmin: z.number().int(), vacancyInst: z.number().int(), vacancyRefCivil: z.number().int(), vacancyOrganWorker: z.number().int(),
};

export const estabUsageRow = z.object({
  unitId: z.number().int(), unitName: z.string(), regionCode: z.string(), regionName: z.string(),
  competentDeptId: z.number().int().nullable(), competentDeptName: z.string().nullable(), ...estabFigures,
});
export type EstabUsageRow = z.infer<typeof estabUsageRow>;

/** 统计日期 (§5.1): today when absent; a past day (from 2000 on, not after today) rebuilds the state from the histories. */
export const statDateQuery = { statDate: day('统计日期') };

export const estabUsageQuery = z.object({
  regionCode: opt(regionCode()), competentDeptId: id('主管部门').optional(), ...statDateQuery,
});

/** A paged answer's group rows, over all its units: each region, and each competent authority within a region. */
const estabSubtotal = z.object({
  regionCode: z.string(), regionName: z.string(), competentDeptId: z.number().int().nullable(), competentDeptName: z.string().nullable(),
  units: z.number().int(), ...estabFigures,
});

export const reportEstabUsage = endpoint({
  method: 'POST', path: '/Report/estabUsage', tag: 'report', access: readers,
  errors: [400],
  summary: `编制使用情况表 (§5.2) on the statistics date (default today): per base unit in scope, with its region and competent authority for the grouping, and the total.${REPORT_PAGING} A paged answer adds the subtotals of every region (competentDeptId null) and of every authority within one.`,
  body: estabUsageQuery.extend(reportPageQuery),
  response: z.object({
    statDate: z.string(), rows: z.array(estabUsageRow), total: z.object(estabFigures), ...reportRowCount,
    regionTotals: z.array(estabSubtotal).optional(), authorityTotals: z.array(estabSubtotal).optional(),
  }),
});

export const reportEstabUsageExport = endpoint({
  method: 'POST', path: '/Report/estabUsageExport', tag: 'report', access: readers, audit: 'report.estabUsageExport',
  errors: [400],
  summary: '编制使用情况表 as .xlsx: subtotals per region and competent authority, then the units.', body: estabUsageQuery, response: file,
});

export const progressQuery = z.object({
  filingType,
  year: yearField,
  competentDeptId: id('主管部门').optional(),
});

/** NOT_REPORTED: no filing of the type and year yet; a draft shows only as such to reviewers. */
export const progressStatus = z.enum(['NOT_REPORTED', 'DRAFT', 'PENDING_ZG', 'RETURNED_ZG', 'PENDING_RSJ', 'RETURNED_RSJ', 'APPROVED']);

export const progressRow = z.object({
  unitId: z.number().int(), unitName: z.string(), competentDeptId: z.number().int().nullable(), competentDeptName: z.string().nullable(),
  /** The filing the row opens: null where there is none or the caller may not open it (another unit's draft, one not at the bureau yet). */
  filingId: z.number().int().nullable(),
  filingNo: z.string().nullable(), status: progressStatus, submitCount: z.number().int(),
  lastSubmittedAt: z.string().nullable(),
  /** Working days at the current node; null when nothing waits. */
  waitingDays: z.number().int().nullable(), waitingLevel: z.enum(['normal', 'warning', 'overdue']).nullable(),
  lastOpinion: z.string().nullable(),
});
export type ProgressRow = z.infer<typeof progressRow>;

export const progressSummary = z.object({
  /** The units the round expects: with a campaign (上报任务) set for it, those its campaigns cover; else every base unit in scope. */
  expected: z.number().int(),
  /** The units whose latest filing is in review or approved: the workbench's count of the same campaign. */
  filed: z.number().int(),
  /** The units not filed after the deadline they answer to, as the workbench counts them; 0 without a campaign. */
  overdue: z.number().int(),
  /** The campaign's deadline (the earliest, should campaigns of the round cover different units); null without one. */
  deadline: z.string().nullable(),
  /** The units whose filing has ever reached review (a returned one included). */
  submitted: z.number().int(), submitRate: z.number(), pendingZg: z.number().int(), pendingRsj: z.number().int(),
  returned: z.number().int(), approved: z.number().int(), approvalRate: z.number(),
  /** Working days from first submission to approval, on average; null before any approval. */
  averageReviewDays: z.number().nullable(),
});

export const reportProgress = endpoint({
  method: 'POST', path: '/Report/progress', tag: 'report', access: ['jc', 'zg', 'rsj', 'admin'],
  errors: [403],
  summary: `上报单位审核进度 (§5.3): every base unit in scope (a base unit: its own) expected to file the type for the year (those a campaign of the round covers, when one is set), its status, waiting days, last opinion, and the summary; 403 for an authority outside the caller's scope.${REPORT_PAGING}`,
  body: progressQuery.extend(reportPageQuery), response: z.object({ rows: z.array(progressRow), summary: progressSummary, ...reportRowCount }),
});

export const reportProgressExport = endpoint({
  method: 'POST', path: '/Report/progressExport', tag: 'report', access: ['jc', 'zg', 'rsj', 'admin'], audit: 'report.progressExport',
  errors: [403],
  summary: 'The progress table as .xlsx.', body: progressQuery, response: file,
});

export const reportRemind = endpoint({
  method: 'POST', path: '/Report/remind', tag: 'report', access: ['zg', 'rsj', 'admin'], audit: 'report.remind',
  errors: [403],
  summary: 'Reminds the chosen units of the type and year: one notice addressed to them; the system log records it.',
  body: progressQuery.omit({ competentDeptId: true }).extend({
    unitIds: z.array(id('单位')).min(1, '请至少选择一个单位').max(500, '一次最多催办 500 个单位'),
  }),
  response: z.object({ reminded: z.number().int() }),
});

export const STRUCTURE_DIMENSIONS = [
  'gender', 'ethnicity', 'ageBand', 'ageBand4', 'education', 'degree', 'politicalStatus', 'titleLevel', 'postCategory', 'postLevel', 'estabType',
] as const;

export const reportStructure = endpoint({
  method: 'POST', path: '/Report/structure', tag: 'report', access: readers,
  errors: [400],
  summary: '人员结构分析 (§5.2): the persons in establishment on the statistics date (default today) of the base units in scope, counted and shared by one dimension (§5.1 groupings).',
  body: z.object({ dimension: z.enum(STRUCTURE_DIMENSIONS, { error: '请选择统计维度' }), ...statDateQuery }),
  response: z.object({ statDate: z.string(), total: z.number().int(), items: z.array(z.object({ key: z.string(), count: z.number().int(), share: z.number() })) }),
});

export const reportStructureExport = endpoint({
  method: 'POST', path: '/Report/structureExport', tag: 'report', access: readers, audit: 'report.structureExport',
  errors: [400],
  summary: '人员结构分析 as .xlsx: every dimension on one sheet, on the statistics date.', body: z.object(statDateQuery), response: file,
});

export const retirementRow = z.object({
  personId: z.number().int(), unitName: z.string(), name: z.string(), gender: z.string(), birthDate: z.string(), postCategory: z.string().nullable(),
  postLevel: z.string().nullable(), retireDate: z.string(),
});

export const reportRetirement = endpoint({
  method: 'POST', path: '/Report/retirement', tag: 'report', access: readers,
  summary: '退休预警 (§5.2): persons in establishment reaching the statutory retirement date (R-AGE-03) within 12 months, and those past it not yet reduced, each by the date (then the person). Paged with pageNo/pageSize (≤ 500): each list that page, dueCount and overdueCount all of it; whole without them.',
  body: z.object(reportPageQuery),
  response: z.object({
    statDate: z.string(), due: z.array(retirementRow), overdue: z.array(retirementRow),
    dueCount: z.number().int().optional(), overdueCount: z.number().int().optional(),
  }),
});

export const reportRetirementExport = endpoint({
  method: 'POST', path: '/Report/retirementExport', tag: 'report', access: readers, audit: 'report.retirementExport',
  summary: '退休预警 as .xlsx: the due and the overdue lists.', body: z.object({}), response: file,
});

export const assessmentStatsQuery = z.object({
  year: yearField,
  competentDeptId: id('主管部门').optional(),
});
const share = z.number().nullable();
export const assessmentStatsRow = z.object({
  unitId: z.number().int(), unitName: z.string(),
  /** 应考核 (R-KH-02): assessed + notAssessed; 已考核: persons with a recorded result; 未考核/未上报: in post that year without one. */
  due: z.number().int(), assessed: z.number().int(), notAssessed: z.number().int(), tookPart: z.number().int(), excellent: z.number().int(),
  qualified: z.number().int(), basic: z.number().int(), unqualified: z.number().int(), undetermined: z.number().int(),
  excellentShare: share, qualifiedShare: share, basicShare: share, unqualifiedShare: share, undeterminedShare: share,
  excellentCap: z.number().int(), overCap: z.boolean(),
});

export const reportAssessmentStats = endpoint({
  method: 'POST', path: '/Report/assessmentStats', tag: 'report', access: readers,
  summary: `年度考核统计 (§5.2): per base unit in scope, the year's annual results — due, took part, each grade with its share, the excellent cap (R-KH-04) and whether it was exceeded — and the total.${REPORT_PAGING}`,
  body: assessmentStatsQuery.extend(reportPageQuery),
  response: z.object({ year: z.number().int(), excellentRate: z.number(), rows: z.array(assessmentStatsRow), total: assessmentStatsRow, ...reportRowCount }),
});

export const reportAssessmentStatsExport = endpoint({
  method: 'POST', path: '/Report/assessmentStatsExport', tag: 'report', access: readers, audit: 'report.assessmentStatsExport',
  summary: '年度考核统计 as .xlsx, the total last. Logged.', body: assessmentStatsQuery, response: file,
});

export const reportFlowStats = endpoint({
  method: 'POST', path: '/Report/flowStats', tag: 'report', access: readers,
  summary: `人员增减（流动）表 (§5.2): per base unit in scope, the persons who entered (by entry method) and left (by reduce type) it in the year, the net increase and the total.${REPORT_PAGING}`,
  body: yearStatsQuery.extend(reportPageQuery), response: flowStatsResult,
});

export const reportFlowStatsExport = endpoint({
  method: 'POST', path: '/Report/flowStatsExport', tag: 'report', access: readers, audit: 'report.flowStatsExport',
  summary: '人员增减（流动）表 as .xlsx, the total last. Logged.', body: yearStatsQuery, response: file,
});

export const reportRecruitStats = endpoint({
  method: 'POST', path: '/Report/recruitStats', tag: 'report', access: readers,
  summary: `招聘统计 (§5.2): per base unit in scope, the posts and persons of its approved recruitment plans of the year, the persons of the approved results on them, the completion rate and the posts not filled.${REPORT_PAGING}`,
  body: yearStatsQuery.extend(reportPageQuery), response: recruitStatsResult,
});

export const reportRecruitStatsExport = endpoint({
  method: 'POST', path: '/Report/recruitStatsExport', tag: 'report', access: readers, audit: 'report.recruitStatsExport',
  summary: '招聘统计 as .xlsx, the total last. Logged.', body: yearStatsQuery, response: file,
});

export const reportRewardPunishStats = endpoint({
  method: 'POST', path: '/Report/rewardPunishStats', tag: 'report', access: readers,
  summary: `奖惩统计 (§5.2): per base unit in scope, the persons rewarded and punished in the year per type, the total, and the persons in a punishment period today (all of them).${REPORT_PAGING}`,
  body: yearStatsQuery.extend(reportPageQuery), response: rewardPunishStatsResult,
});

export const reportRewardPunishStatsExport = endpoint({
  method: 'POST', path: '/Report/rewardPunishStatsExport', tag: 'report', access: readers, audit: 'report.rewardPunishStatsExport',
  summary: '奖惩统计 as .xlsx: the table, then the persons in a punishment period. Logged.', body: yearStatsQuery, response: file,
});

const sheetOpinion = z.object({ opinion: z.string().nullable(), reviewer: z.string().nullable(), date: z.string().nullable() });
const count = z.number().int();

/** 岗位聘用变动审核表 (domain.md §5.4) of one POST_APPOINT or POST_CHANGE filing; code values by their names in the caller's language. */
export const jobChangeSheet = z.object({
  filingId: z.number().int(), filingType: filingType, typeName: z.string(), status: filingStatus, statusName: z.string(),
  header: z.object({
    unitName: z.string(), uscc: z.string(), competentDeptName: z.string().nullable(), unitRank: z.string(), fundingForm: z.string(),
    approvedTotal: count.nullable(), postTotal: count.nullable(), managePosts: count.nullable(), techPosts: count.nullable(), workerPosts: count.nullable(),
    inEstab: count.nullable(), filingNo: z.string().nullable(), filingDate: z.string().nullable(),
  }),
  lines: z.array(z.object({
    lineNo: z.number().int(), name: z.string(), gender: z.string(), birthMonth: z.string(), education: z.string(), workStartDate: z.string(),
    title: z.string(), currentPost: z.string(), currentPostDate: z.string().nullable(),
    assessments: z.array(z.object({ year: z.number().int(), result: z.string().nullable() })),
    newPost: z.string(), moveKind: z.string(), term: z.string(), reason: z.string().nullable(), remark: z.string().nullable(),
  })),
  summary: z.array(z.object({
    level: z.string(), levelName: z.string(), approved: count, heldBefore: count.nullable(), change: count, heldAfter: count.nullable(), vacancy: count.nullable(),
  })),
  /** When the header counts and the held figures were taken: at submission (an approved filing), now, or unknown. */
  figuresAt: z.enum(['SUBMISSION', 'NOW', 'UNKNOWN']),
  opinions: z.object({ zg: sheetOpinion, rsj: sheetOpinion, rsjOnRoute: z.boolean() }),
  /** "审核中 仅供参考" until approved; null once approved. */
  watermark: z.string().nullable(),
});
export type JobChangeSheet = z.infer<typeof jobChangeSheet>;
const filingIdBody = z.object({ filingId: id('业务') });

export const reportJobChangeSheet = endpoint({
  method: 'POST', path: '/Report/jobChangeSheet', tag: 'report', access: readers,
  errors: [404, 422],
  summary: '岗位聘用变动审核表 (§5.4) of a POST_APPOINT/POST_CHANGE filing the caller may see: header, lines, level summary, opinions, watermark. 422 for another type.',
  body: filingIdBody, response: jobChangeSheet,
});

export const reportJobChangeSheetPdf = endpoint({
  method: 'POST', path: '/Report/jobChangeSheetPdf', tag: 'report', access: readers, audit: 'report.jobChangeSheetPdf',
  errors: [404, 422],
  summary: '岗位聘用变动审核表 as an A4 landscape PDF, watermarked until approved. Logged as an export.', body: filingIdBody, response: file,
});

const setHeld = z.object({ set: z.number().int(), held: z.number().int() });
const postFigures = setHeld.extend({ vacant: z.number().int(), excess: z.number().int() });
export const postStructureRow = z.object({
  unitId: z.number().int(), unitName: z.string(),
  /** False: no approved post setting (无岗位设置), everything set is 0. */
  hasPlan: z.boolean(),
  categories: z.object({ MANAGE: postFigures, TECH: postFigures, WORKER: postFigures }),
  techBands: z.object({ high: setHeld, middle: setHeld, junior: setHeld }),
  /** Of M02–M10, T01–T13, W01–W05, W00 the levels set or held; one left out is 0 and 0. */
  levels: z.record(z.string(), setHeld),
  dualPosts: z.number().int(),
  /** 比例偏离: the R-GW-04 messages on the held structure, in the caller's language. */
  deviates: z.boolean(), deviations: z.array(z.string()),
});
export const postStructureQuery = z.object({ competentDeptId: id('主管部门').optional() });

export const reportPostStructure = endpoint({
  method: 'POST', path: '/Report/postStructure', tag: 'report', access: readers,
  summary: `岗位结构核对表 (§5.2): per base unit in scope, each post category set by the current approved post setting against the persons holding it now (a dual post at both its levels) — vacant, over — the 专技 高/中/初 bands, every level, the dual posts, whether the held structure deviates from the R-GW-04 ratios, and the total.${REPORT_PAGING}`,
  body: postStructureQuery.extend(reportPageQuery),
  response: z.object({ authorities: z.array(scopeAuthority), rows: z.array(postStructureRow), total: postStructureRow, ...reportRowCount }),
});

export const reportPostStructureExport = endpoint({
  method: 'POST', path: '/Report/postStructureExport', tag: 'report', access: readers, audit: 'report.postStructureExport',
  summary: '岗位结构核对表 as .xlsx: the table with the total last, the per-level detail on a second sheet. Logged.', body: postStructureQuery, response: file,
});

export const reportEndpoints = [
  reportStructure, reportStructureExport, reportRetirement, reportRetirementExport,
  reportPersonSearch, reportPersonExport, reportFilingSearch, reportFilingExport, reportEstabUsage, reportEstabUsageExport,
  reportProgress, reportProgressExport, reportRemind, reportAssessmentStats, reportAssessmentStatsExport,
  reportJobChangeSheet, reportJobChangeSheetPdf,
  reportFlowStats, reportFlowStatsExport, reportRecruitStats, reportRecruitStatsExport, reportRewardPunishStats, reportRewardPunishStatsExport,
  reportPostStructure, reportPostStructureExport,
];
