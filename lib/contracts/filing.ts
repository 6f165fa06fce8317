import { z } from 'zod';
import { CONTACT_PHONE } from '@/lib/domain/validators';
import { endpoint, fileResponse, pageQuery, pageResult } from './endpoint';
import { calendarDate, code, id, multiLine, positiveInt, requiredLine, singleLine, version, year } from './primitives';
import { planLineItem } from './postSetting';

export const FILING_TYPES = [
  'UNIT_INFO', 'PERSON_INFO', 'POST_SETTING', 'RECRUIT_PLAN', 'TALENT_INTRO', 'RECRUIT_RESULT', 'ANNOUNCEMENT', 'EXCHANGE',
  'INTERNAL_EXCHANGE', 'POST_APPOINT', 'POST_CHANGE', 'STAFF_REDUCE', 'ASSESSMENT_REPORT', 'REWARD_PUNISH', 'ESTAB_CONVERSION',
  'PERSON_STATUS',
] as const;
export const filingType = z.enum(FILING_TYPES);
export type FilingType = z.infer<typeof filingType>;

/** The types whose effect lands on the 执行日期 the final approval gives (domain.md §3.5), the others on dates of their content. */
export const EXECUTE_DATE_TYPES: readonly FilingType[] = ['POST_SETTING', 'UNIT_INFO'];

export const filingStatus = z.enum(['DRAFT', 'PENDING_ZG', 'RETURNED_ZG', 'PENDING_RSJ', 'RETURNED_RSJ', 'APPROVED', 'VOID']);
export const reviewAction = z.enum(['SUBMIT', 'WITHDRAW', 'ZG_APPROVE', 'ZG_RETURN', 'ZG_RECALL', 'RSJ_APPROVE', 'RSJ_RETURN', 'VOID']);
export type ReviewActionName = z.infer<typeof reviewAction>;

/** A rule's finding (domain.md §1): ERROR blocks, WARN needs an acknowledgement. */
export const violation = z.object({
  code: z.string(),
  level: z.enum(['ERROR', 'WARN']),
  message: z.string(),
  field: z.string().optional(),
});
export type Violation = z.infer<typeof violation>;

const phone = z.string({ error: '请填写联系电话' }).trim().regex(CONTACT_PHONE, '联系电话应为手机号或固定电话（如 0572-2398001）');

/** What a unit fills in; the type's own header and line fields are checked by the type. */
export const filingDraft = z.object({
  filingType,
  subType: code(20, '子类型').optional(),
  title: singleLine(100, '标题').optional(),
  year: year().optional(),
  contactName: requiredLine(30, '联系人'),
  contactPhone: phone,
  remark: multiLine(2000, '备注').optional(),
  correctsFilingId: id('被更正的备案').optional(),
  /** The type's own fields, checked by the type's schema (which keeps only its fields). */
  header: z.record(singleLine(100, '字段名'), z.unknown()).default({}),
  lines: z.array(z.object({ personId: id('人员').optional(), payload: z.record(singleLine(100, '字段名'), z.unknown()) })).max(2000).default([]),
});
export type FilingDraft = z.infer<typeof filingDraft>;

export const filingSummary = z.object({
  id: z.number().int(),
  filingNo: z.string(),
  filingType,
  typeName: z.string(),
  title: z.string(),
  year: z.number().int().nullable(),
  unitId: z.number().int(),
  unitName: z.string(),
  status: filingStatus,
  currentNode: z.string(),
  route: z.enum(['ZG_ONLY', 'ZG_RSJ']),
  submitCount: z.number().int(),
  lastSubmittedAt: z.string(),
  updatedAt: z.string(),
  /** Working days the filing has waited at its current node (for the coloured SLA marker). */
  waitingDays: z.number().int(),
  version: z.number().int(),
  /** The approved correction (更正件) that replaced this filing's effect: the filing shows 已更正; else null. */
  correctedById: z.number().int().nullable(),
});
export type FilingSummary = z.infer<typeof filingSummary>;

export const reviewRecordItem = z.object({
  seq: z.number().int(),
  node: z.string(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  opinion: z.string().nullable(),
  actorName: z.string(),
  actorRole: z.string(),
  actorUnitName: z.string().nullable(),
  actedAt: z.string(),
  snapshotVersion: z.number().int().nullable(),
  ackWarnings: z.array(z.string()),
  lineIssues: z.array(z.object({ lineNo: z.number().int(), issue: z.string() })),
});

export const snapshotChange = z.object({ path: z.string(), before: z.unknown(), after: z.unknown() });

/** The fields of a person's record a filing's before → after comparison shows; `unitName` is the unit the record is at. */
export const COMPARED_FIELDS = [
  'name', 'idNumber', 'gender', 'birthDate', 'unitName', 'unitEntryDate', 'entryMethod', 'workStartDate', 'education', 'degree', 'estabStatus',
  'estabType', 'outEmployForm', 'postCategory', 'postLevel', 'appointDate', 'dualPost', 'secondPostCategory', 'secondPostLevel', 'titleLevel',
  'workerSkill', 'personStatus', 'recordStatus',
] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

/** A value of a person's record as stored (codes, dates YYYY-MM-DD, ID numbers masked); null where it holds none. */
const recordValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const comparisonRow = z.object({
  field: z.enum(COMPARED_FIELDS),
  /** The value on record before the filing: the record as it stands while the filing is open, what its effect recorded once it landed. */
  before: recordValue,
  /** The value the filing sets. */
  after: recordValue,
  changed: z.boolean(),
  /** A correction only: the value the filing it corrects set (absent where that filing's line for the person shows no such field). */
  original: recordValue.optional(),
});
export type ComparisonRow = z.infer<typeof comparisonRow>;

/**
 * One line's person, before → after. `basis` says where `before` comes from: CURRENT, the record as it stands (the filing
 * is open, or its effect waits for its date; a correction's: as it stood before the original, which its approval undoes);
 * RECORDED, what the effect recorded when it landed; NEW, a record the filing puts on the books (nothing before).
 */
export const lineComparison = z.object({
  lineNo: z.number().int(),
  personId: z.number().int().nullable(),
  personName: z.string(),
  basis: z.enum(['CURRENT', 'RECORDED', 'NEW']),
  rows: z.array(comparisonRow),
});
export type LineComparison = z.infer<typeof lineComparison>;

export const filingDetail = filingSummary.extend({
  subType: z.string().nullable(),
  contactName: z.string(),
  contactPhone: z.string(),
  remark: z.string().nullable(),
  header: z.record(z.string(), z.unknown()),
  /**
   * Each line's fields as filed (the type's line schema). What an effect records of its person when it lands, for a
   * correction to undo it, stays on the server and is not part of the payload.
   */
  lines: z.array(z.object({ lineNo: z.number().int(), personId: z.number().int().nullable(), payload: z.record(z.string(), z.unknown()) })),
  approvalDocNo: z.string().nullable(),
  ackWarnings: z.array(z.string()),
  reviews: z.array(reviewRecordItem),
  /** What the last submission changed against the one before it. */
  changesSincePreviousSubmission: z.array(snapshotChange),
  /** Who the lines name (ID numbers masked), so reviewers see people, not ids. */
  linePersons: z.record(z.string(), z.object({
    name: z.string(), idNumber: z.string(), gender: z.string(), birthDate: z.string(), unitName: z.string(),
    postCategory: z.string().nullable(), postLevel: z.string().nullable(), estabStatus: z.string(), estabType: z.string().nullable(),
    personStatus: z.string(), recordStatus: z.string(),
  })),
  /** The approved filing this one corrects (更正), and the corrections filed of this one, each a link both ways. */
  correctsFilingId: z.number().int().nullable(),
  corrects: z.object({ id: z.number().int(), filingNo: z.string() }).nullable(),
  correctedBy: z.array(z.object({ id: z.number().int(), filingNo: z.string(), status: filingStatus })),
  /** Whether the caller may file a correction of it now: the unit's own approved filing of a type that can be corrected, not corrected, none under way. */
  correctable: z.boolean(),
  /**
   * A post setting only: the plan it changes, per level — the unit's current plan until the filing's own is installed,
   * then the version it replaced; null for a first setting.
   */
  planBefore: z.array(planLineItem).nullable().optional(),
  /**
   * A filing that changes person records (PERSON_INFO, POST_APPOINT, POST_CHANGE, ESTAB_CONVERSION, REWARD_PUNISH, EXCHANGE,
   * INTERNAL_EXCHANGE, PERSON_STATUS, STAFF_REDUCE, TALENT_INTRO, RECRUIT_RESULT) only: per line whose person the caller may
   * read, the fields it touches before → after; an intake's person as filed against the record its ID number names (a
   * former employee taken up again), or from nothing for a new one. Lines that change no record (a reward) are left out.
   */
  beforeAfter: z.array(lineComparison).optional(),
  /**
   * An assessment report only: the excellent cap (R-KH-04) the server holds it to, per cent of `excellentBase`: the
   * unit's share with any 上浮 under the policy in force on its day of submission (while the unit holds it: today's).
   */
  excellentRate: z.number().min(0).max(100).optional(),
  /**
   * An assessment report only: whom `excellentRate` is a share of under that same policy: GRADED, the persons given a
   * grade (优秀 to 不合格); PARTICIPANTS, everyone taking part, 不定等次 included. The cap is floor(count × rate / 100).
   */
  excellentBase: z.enum(['GRADED', 'PARTICIPANTS']).optional(),
  /** The actions the caller may take now. */
  allowedActions: z.array(z.enum([...reviewAction.options, 'EDIT', 'DELETE'])),
  violations: z.array(violation),
  /** While an approved filing's effect (the rest of it) waits for its business date: that date (domain.md §3.5); else null. */
  effectiveOn: z.string().nullable(),
  /** Another reviewer has the filing open (a 10-minute soft lock); their decisions are withheld from the caller meanwhile. */
  reviewLock: z.object({ reviewer: z.string(), until: z.string() }).nullable(),
});
export type FilingDetail = z.infer<typeof filingDetail>;

export const filingListQuery = pageQuery.extend({
  /** mine: the caller unit's filings; review: what awaits the caller's review; all: everything in scope. */
  box: z.enum(['mine', 'review', 'all']).default('mine'),
  filingType: z.array(filingType).optional(),
  status: z.array(filingStatus).optional(),
  year: year().optional(),
  unitId: id('单位').optional(),
  keyword: singleLine(50, '关键字').optional(),
});

const idBody = z.object({ id: id('备案') });

export const filingList = endpoint({
  method: 'POST', path: '/Filing/getList', tag: 'filing', access: ['jc', 'zg', 'rsj', 'admin'],
  summary: "Filings in the caller's scope: the unit's own (box mine), the review queue (box review) or all it may see.",
  body: filingListQuery, response: pageResult(filingSummary),
});

export const filingGet = endpoint({
  method: 'POST', path: '/Filing/getDetail', tag: 'filing', access: ['jc', 'zg', 'rsj', 'admin'],
  errors: [404, 422],
  summary: 'One filing: header, lines, review timeline, the changes since the previous submission and the allowed actions.',
  body: idBody, response: filingDetail,
});

export const filingCreate = endpoint({
  method: 'POST', path: '/Filing/create', tag: 'filing', access: ['jc', 'zg'], audit: 'filing.create',
  errors: [400, 403, 404, 422],
  summary: "Creates a draft filing for the caller's unit; answers the draft and the rules' findings.",
  body: filingDraft, response: filingDetail,
});

export const filingUpdate = endpoint({
  method: 'POST', path: '/Filing/update', tag: 'filing', access: ['jc', 'zg'], audit: 'filing.update',
  errors: [400, 403, 404, 409, 422],
  summary: 'Saves a draft or returned filing (optimistic: the version read must still be current, else 409).',
  body: filingDraft.omit({ filingType: true }).extend({ id: id('备案'), version: version() }), response: filingDetail,
});

export const filingDelete = endpoint({
  method: 'POST', path: '/Filing/delete', tag: 'filing', access: ['jc', 'zg'], audit: 'filing.delete',
  errors: [403, 404, 409, 422],
  summary: 'Deletes a draft that was never submitted; a submitted filing can only be voided.',
  body: idBody.extend({ version: version() }), response: z.null(),
});

export const filingAct = endpoint({
  method: 'POST', path: '/Filing/act', tag: 'filing', access: ['jc', 'zg', 'rsj'], audit: 'filing.act',
  errors: [400, 403, 404, 409, 422, 423],
  summary: 'Takes one lifecycle action (domain.md §3.2): submit, withdraw, approve, return, recall or void.',
  body: idBody.extend({
    version: version(),
    action: reviewAction,
    opinion: multiLine(1000, '意见').optional(),
    ackWarnings: z.array(code(40, '已确认的提示')).max(200).default([]),
    lineIssues: z.array(z.object({ lineNo: positiveInt('行号', 2000), issue: requiredLine(200, '问题说明') })).max(2000).default([]),
    approvalDocNo: singleLine(50, '批准文号').optional(),
    /** 执行日期 of a post setting or unit information, given with its final approval: not before today; default the approval day. */
    executeDate: calendarDate('执行日期').optional(),
  }),
  response: filingDetail,
});

export const filingPrintPdf = endpoint({
  method: 'POST', path: '/Filing/printPdf', tag: 'filing', access: ['jc', 'zg', 'rsj', 'admin'], audit: 'filing.printPdf',
  errors: [404],
  summary: 'The filing as its paper form (备案表): an A4 PDF with its number and the review opinions, watermarked until approved. Logged.',
  body: idBody, response: fileResponse,
});

export const filingUnits = endpoint({
  method: 'POST', path: '/Filing/getUnits', tag: 'filing', access: ['jc', 'zg', 'rsj', 'admin'],
  summary: 'The units whose filings the caller may see (the unit filter of the review lists).',
  body: z.object({}).optional(), response: z.object({ list: z.array(z.object({ id: z.number().int(), unitName: z.string() })) }),
});
