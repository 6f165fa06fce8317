import { z } from 'zod';
import { endpoint, fileResponse, pageQuery, pageResult } from './endpoint';
import { base64File, calendarDate, code as codeOf, id, idTail, regionCode, requiredLine, singleLine, version, XLSX_FILE_NAME } from './primitives';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
/** An optional field: empty text counts as not given. */
const opt = <T extends z.ZodType>(s: T) => z.preprocess(blank, s.nullable().optional());

const date = calendarDate;
const text = (label: string, max: number) => singleLine(max, label);
const required = (label: string, max: number) => requiredLine(max, label);
/** A code of a code list (domain.md §6); the server checks it exists and may be chosen (R-GEN-01). */
const code = (label: string, max: number) => codeOf(max, label);
const region = (label: string) => regionCode(label);

/** 全日制/在职学历 (domain.md §2.3): one row of the education sub-table. */
export const educationItem = z.object({
  kind: z.enum(['FULLTIME', 'IN_SERVICE'], { error: '请选择学习形式' }),
  education: code('学历', 2),
  degree: opt(code('学位', 10)),
  school: required('院校', 100),
  major: opt(text('专业', 100)),
  startDate: opt(date('入学时间')),
  endDate: opt(date('毕业时间')),
});
export type EducationItem = z.infer<typeof educationItem>;

/** 简历: one line of the résumé. */
export const resumeItem = z.object({
  startDate: date('起始时间'),
  endDate: opt(date('截止时间')),
  organisation: required('单位', 100),
  position: opt(text('职务', 100)),
});
export type ResumeItem = z.infer<typeof resumeItem>;

/** Every field of a person a unit enters (domain.md §2.3, in its groups). */
export const personFields = z.object({
  // 身份
  name: required('姓名', 30),
  formerName: opt(text('曾用名', 30)),
  idType: code('证件类型', 2).default('01'),
  idNumber: required('公民身份号码', 18).toUpperCase(),
  gender: code('性别', 1),
  birthDate: date('出生日期'),
  ethnicity: code('民族', 2),
  nativePlace: opt(region('籍贯')),
  birthPlace: opt(region('出生地')),
  politicalStatus: code('政治面貌', 2),
  partyJoinDate: opt(date('入党时间')),
  maritalStatus: opt(code('婚姻状况', 2)),
  mobile: opt(text('手机', 11)),
  // 学历
  education: code('最高学历', 2),
  degree: opt(code('最高学位', 10)),
  graduateSchool: required('毕业院校', 100),
  major: required('所学专业', 100),
  graduationDate: opt(date('毕业时间')),
  // 工作
  workStartDate: date('参加工作时间'),
  unitEntryDate: date('进入本单位时间'),
  entryMethod: code('进入本单位方式', 20),
  deptName: opt(text('所在部门', 50)),
  // 编制
  estabStatus: z.enum(['IN', 'OUT'], { error: '请选择编制情况' }),
  estabType: opt(code('编制类型', 15)),
  outEmployForm: opt(code('编外用工形式', 10)),
  // 岗位
  postCategory: opt(code('岗位类别', 10)),
  postLevel: opt(code('岗位等级', 3)),
  postName: opt(text('岗位名称', 50)),
  appointDate: opt(date('现岗位聘用时间')),
  dualPost: z.boolean().default(false),
  secondPostCategory: opt(code('第二岗位类别', 10)),
  secondPostLevel: opt(code('第二岗位等级', 3)),
  adminDuty: opt(text('行政职务', 50)),
  civilRank: opt(code('公务员职务职级', 20)),
  // 职称/技能
  profTitle: opt(text('专业技术职务', 50)),
  titleLevel: opt(code('职称级别', 15)),
  titleSeries: opt(code('职称系列', 30)),
  titleDate: opt(date('职称取得时间')),
  workerSkill: opt(code('工人技术等级', 20)),
  // 合同
  contractType: opt(code('聘用合同类型', 10)),
  contractStart: opt(date('合同起始日期')),
  contractEnd: opt(date('合同终止日期')),
  probationEnd: opt(date('试用期截止日期')),
  // 状态
  personStatus: code('人员状态', 20).default('ON_DUTY'),
});
export type PersonFields = z.infer<typeof personFields>;

const subSets = {
  educations: z.array(educationItem).max(20, '学历记录不能超过 20 条').optional(),
  resumes: z.array(resumeItem).max(50, '简历不能超过 50 条').optional(),
};

export const personCreateBody = personFields.extend(subSets);
export type PersonCreateBody = z.infer<typeof personCreateBody>;

/** An update sends the whole record; without `idNumber` the stored number stays (the form only shows it masked). */
export const personUpdateBody = personFields.extend({
  ...subSets,
  id: id('人员'),
  version: version(),
  idNumber: required('公民身份号码', 18).toUpperCase().optional(),
});
export type PersonUpdateBody = z.infer<typeof personUpdateBody>;

export const recordStatus = z.enum(['DRAFT', 'PENDING', 'FILED']);

export const personFilters = z.object({
  name: opt(singleLine(30, '姓名')),
  /** The whole number, or its last 4 or more characters. */
  idNumber: opt(idTail('身份证号请输入完整号码或末 4 位以上，X 只能是最后一位')),
  personStatus: opt(code('人员状态', 20)),
  postCategory: opt(code('岗位类别', 10)),
  estabType: opt(code('编制类型', 15)),
  estabStatus: opt(z.enum(['IN', 'OUT'])),
  recordStatus: opt(recordStatus),
  /** Reviewers pick a unit of their scope; a unit account always sees its own. */
  unitId: id('单位').optional(),
});
export type PersonFilters = z.infer<typeof personFilters>;

/** What may be done with the person now, by the caller. */
export const personAction = z.enum(['EDIT', 'DELETE', 'FILE_NEW', 'FILE_CHANGE']);
export type PersonAction = z.infer<typeof personAction>;

export const personListItem = z.object({
  id: z.number().int(),
  unitId: z.number().int(),
  unitName: z.string(),
  name: z.string(),
  /** Masked: the first 6 and the last 4 characters (domain.md §7.4). */
  idNumber: z.string(),
  gender: z.string(),
  birthDate: z.string(),
  age: z.number().int(),
  education: z.string(),
  deptName: z.string().nullable(),
  estabStatus: z.string(),
  estabType: z.string().nullable(),
  postCategory: z.string().nullable(),
  postLevel: z.string().nullable(),
  personStatus: z.string(),
  recordStatus,
  lockFilingId: z.number().int().nullable(),
  version: z.number().int(),
  allowedActions: z.array(personAction),
});
export type PersonListItem = z.infer<typeof personListItem>;

const history = <T extends z.ZodRawShape>(shape: T) => z.object({ id: z.number().int(), sourceFilingNo: z.string().nullable(), ...shape });
const day = z.string().nullable();

/** 迁移导入: the historical records import a record came from, its file and when it ran (POST /Person/importHistory). */
export const migratedMark = z.object({ batchId: z.number().int(), fileName: z.string(), importedAt: z.string() });
export type MigratedMark = z.infer<typeof migratedMark>;
/** A sub-set the import writes: its rows carry their import, null for a row a filing wrote. */
const importedHistory = <T extends z.ZodRawShape>(shape: T) => history({ ...shape, migrated: migratedMark.nullable() });

export const personHistories = z.object({
  posts: z.array(importedHistory({ postCategory: z.string(), postLevel: z.string(), changeKind: z.string(), appointStart: z.string(), appointEnd: day, docNo: z.string().nullable() })),
  estabs: z.array(importedHistory({
    fromEstabStatus: z.string().nullable(), fromEstabType: z.string().nullable(), toEstabStatus: z.string(), toEstabType: z.string().nullable(),
    effectiveDate: z.string(), basisDoc: z.string().nullable(),
  })),
  assessments: z.array(importedHistory({ year: z.number().int(), kind: z.string(), result: z.string(), comment: z.string().nullable() })),
  rewardPunish: z.array(importedHistory({
    rpKind: z.string(), rpType: z.string(), rpName: z.string(), decisionDate: z.string(), approveOrg: z.string().nullable(),
    docNo: z.string().nullable(), punishEndDate: day,
  })),
  exchanges: z.array(history({
    direction: z.string(), exchangeMode: z.string(), counterpartUnitName: z.string().nullable(), reason: z.string().nullable(), effectiveDate: z.string(),
    /** A secondment's last day once it ended (借调结束, 借调转调), on the sending and the receiving unit's rows alike; null otherwise. */
    endDate: day.optional(),
  })),
  /** 状态出入 (domain.md §3.5): each period out of post or back on it, and each entry (a return after a reduction included). */
  statuses: z.array(history({ fromStatus: z.string().nullable(), toStatus: z.string(), startDate: z.string(), endDate: day, reason: z.string().nullable() })),
  titles: z.array(history({ profTitle: z.string(), titleLevel: z.string(), titleSeries: z.string().nullable(), titleDate: z.string() })),
  resumes: z.array(resumeItem.extend({ id: z.number().int(), endDate: day, position: z.string().nullable() })),
  educations: z.array(educationItem.extend({
    id: z.number().int(), degree: z.string().nullable(), major: z.string().nullable(), startDate: day, endDate: day,
  })),
});
export type PersonHistories = z.infer<typeof personHistories>;

/** The fields every stored person holds; the others may be empty. */
const STORED = ['name', 'idType', 'idNumber', 'gender', 'birthDate', 'ethnicity', 'politicalStatus', 'education', 'graduateSchool', 'major',
  'workStartDate', 'unitEntryDate', 'entryMethod', 'estabStatus', 'personStatus'] as const;
type Stored = (typeof STORED)[number];
type CardShape = {
  [K in keyof typeof personFields.shape]: K extends 'dualPost' ? z.ZodBoolean : K extends Stored ? z.ZodString : z.ZodNullable<z.ZodString>
};
/** The card shows every entered field as stored (dualPost a flag). */
const cardFields = Object.fromEntries(Object.keys(personFields.shape).map((k) => [
  k, k === 'dualPost' ? z.boolean() : (STORED as readonly string[]).includes(k) ? z.string() : z.string().nullable(),
])) as CardShape;

/** The person card: every field of §2.3 (ID masked), the derived figures and the history sub-sets. */
export const personDetail = z.object({
  ...cardFields,
  id: z.number().int(),
  unitId: z.number().int(),
  unitName: z.string(),
  unitCategory: z.string(),
  nativePlaceName: z.string().nullable(),
  birthPlaceName: z.string().nullable(),
  reduceType: z.string().nullable(),
  reduceDate: z.string().nullable(),
  recordStatus,
  lockFilingId: z.number().int().nullable(),
  lockFilingNo: z.string().nullable(),
  /** Derived (domain.md §2.3 派生): age and years of work today, the statutory retirement date (R-AGE-03). */
  age: z.number().int(),
  workYears: z.number().int(),
  retireDueDate: z.string(),
  /** A base retirement age set for this person over the rules, with the document it follows (POST /Policy/setRetireOverride). */
  retireBaseOverride: z.number().int().nullable(),
  retireOverrideBasis: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
  allowedActions: z.array(personAction),
  /** The import that brought the record in (迁移导入), null for a person entered in the system. */
  migrated: migratedMark.nullable(),
  histories: personHistories,
});
export type PersonDetail = z.infer<typeof personDetail>;

/** One finding of the person checks: the field (or the import column) and what is wrong. */
export const personIssue = z.object({ field: z.string(), code: z.string(), message: z.string() });
export type PersonIssueItem = z.infer<typeof personIssue>;

/** One problem of an import: the Excel row (1 is the header), the column title and what is wrong (with the field and rule, when known). */
export const importError = z.object({
  row: z.number().int(), column: z.string(), message: z.string(), field: z.string().optional(), code: z.string().optional(),
});
export type ImportError = z.infer<typeof importError>;

const idBody = z.object({ id: id('人员') });
const file = fileResponse;

/**
 * Above this many matches the person list stops counting unless asked (`exactTotal`): counting every person of a
 * whole city is what a page of the list would cost, and ten thousand is more than anyone pages through.
 */
export const PERSON_COUNT_CAP = 10_000;

export const personList = endpoint({
  method: 'POST', path: '/Person/getList', tag: 'person', access: ['jc', 'zg', 'rsj', 'admin'],
  summary: "Persons in the caller's scope (a unit its own, drafts included; reviewers the reported persons of their units), ID numbers masked. "
    + 'The total is exact up to 10,000 matches; above, it is 10,000 with totalCapped true, unless exactTotal asks for the count.',
  body: pageQuery.extend(personFilters.shape).extend({ exactTotal: z.boolean().optional() }),
  response: pageResult(personListItem).extend({ totalCapped: z.boolean() }),
});

export const personGet = endpoint({
  method: 'POST', path: '/Person/getDetail', tag: 'person', access: ['jc', 'zg', 'rsj', 'admin'],
  errors: [404],
  summary: 'The person card: every field (ID masked), derived figures and the history sub-sets; 404 outside the scope.',
  body: idBody, response: personDetail,
});

export const personRevealId = endpoint({
  method: 'POST', path: '/Person/revealId', tag: 'person', access: ['jc', 'zg', 'rsj', 'admin'], audit: 'person.revealId',
  errors: [404],
  summary: 'The plain ID number of one person; every call is written to the system log (type export).',
  body: idBody, response: z.object({ idNumber: z.string() }),
});

export const personCreate = endpoint({
  method: 'POST', path: '/Person/create', tag: 'person', access: ['jc'], audit: 'person.create',
  errors: [403, 422],
  summary: "Creates a person of the caller's unit, not yet reported (recordStatus DRAFT). 400 names a malformed field; 422 a broken rule, with data.issues.",
  body: personCreateBody, response: personDetail,
});

export const personUpdate = endpoint({
  method: 'POST', path: '/Person/update', tag: 'person', access: ['jc'], audit: 'person.update',
  errors: [404, 409, 422],
  summary: 'Saves a person (409 on a stale version). A filed person keeps its key fields: changing one answers 422 with data.keyChanges, to be filed as a PERSON_INFO CHANGE line.',
  body: personUpdateBody, response: personDetail,
});

export const personDelete = endpoint({
  method: 'POST', path: '/Person/delete', tag: 'person', access: ['jc'], audit: 'person.delete',
  errors: [404, 409, 422],
  summary: 'Deletes a person that was never reported nor put in any filing.',
  body: idBody.extend({ version: version() }), response: z.null(),
});

export const personImportTemplate = endpoint({
  method: 'GET', path: '/Person/importTemplate', tag: 'person', access: ['jc'],
  summary: 'The .xlsx import template: one column per field (required ones marked *) and a sheet of the code lists. Answers the file, not an envelope.',
  response: file,
});

export const personImport = endpoint({
  method: 'POST', path: '/Person/import', tag: 'person', access: ['jc'], audit: 'person.import',
  errors: [400, 403, 422],
  summary: 'Imports a filled template (base64 .xlsx) as DRAFT persons, all rows in one transaction or none: any bad row answers 422 with data.errors [{row, column, message}]. dryRun only checks.',
  body: z.object({
    fileName: requiredLine(200, '文件名').regex(XLSX_FILE_NAME, '请上传 .xlsx 格式的导入模板'),
    content: base64File(1_000_000, '文件过大，请分批导入'),
    dryRun: z.boolean().default(false),
  }),
  response: z.object({ rows: z.number().int(), imported: z.number().int() }),
});

export const personExport = endpoint({
  method: 'POST', path: '/Person/export', tag: 'person', access: ['jc', 'zg', 'rsj', 'admin'], audit: 'person.export',
  errors: [422],
  summary: 'The filtered list as .xlsx (answers the file). ID numbers masked unless revealIds is true; every export is logged.',
  body: personFilters.extend({ revealIds: z.boolean().default(false) }), response: file,
});

/** The person module's endpoints, for the registry. */
export const personEndpoints = [
  personList, personGet, personRevealId, personCreate, personUpdate, personDelete, personImportTemplate, personImport, personExport,
];
