import { sql } from 'drizzle-orm';
import {
  boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import { audited, notices, units, users } from './schema';

/** The code lists of domain.md §6 as managed tables: retired codes stay for history but cannot be chosen. */
export const codeItems = pgTable('code_item', {
  list: varchar('list', { length: 40 }).notNull(),
  code: varchar('code', { length: 30 }).notNull(),
  nameZh: varchar('name_zh', { length: 100 }).notNull(),
  nameEn: varchar('name_en', { length: 100 }).notNull(),
  /** A grouping code (the x0 education summaries, the band of a post level). */
  groupCode: varchar('group_code', { length: 30 }),
  /** Summary codes are shown but never chosen. */
  selectable: boolean('selectable').notNull().default(true),
  enabled: boolean('enabled').notNull().default(true),
  validFrom: date('valid_from'),
  validTo: date('valid_to'),
  sort: integer('sort').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.list, t.code] })]);

/** 编制核定: versioned by approval document; one current row per unit. */
export const unitEstablishments = pgTable('unit_estab', {
  id: serial('id').primaryKey(),
  unitId: integer('unit_id').notNull().references(() => units.id),
  approvedTotal: integer('approved_total').notNull(),
  quotaAdmin: integer('quota_admin').notNull().default(0),
  quotaInst: integer('quota_inst').notNull().default(0),
  quotaRefCivil: integer('quota_ref_civil').notNull().default(0),
  quotaOrganWorker: integer('quota_organ_worker').notNull().default(0),
  instQuotaManage: integer('inst_quota_manage'),
  instQuotaTech: integer('inst_quota_tech'),
  instQuotaWorker: integer('inst_quota_worker'),
  leaderFull: integer('leader_full').notNull().default(0),
  leaderDeputy: integer('leader_deputy').notNull().default(0),
  internalOrgCount: integer('internal_org_count').notNull().default(0),
  docNo: varchar('doc_no', { length: 100 }).notNull(),
  docDate: date('doc_date').notNull(),
  effectiveFrom: date('effective_from').notNull(),
  isCurrent: boolean('is_current').notNull().default(true),
  source: varchar('source', { length: 20 }).notNull().$type<'INIT' | 'UNIT_INFO_FILING'>(),
  sourceFilingId: integer('source_filing_id'),
  ...audited,
}, (t) => [index('unit_estab_unit_idx').on(t.unitId, t.isCurrent)]);

/** 岗位设置核准: a new version on each approved POST_SETTING filing. */
export const unitPostPlans = pgTable('unit_post_plan', {
  id: serial('id').primaryKey(),
  unitId: integer('unit_id').notNull().references(() => units.id),
  planVersion: integer('plan_version').notNull(),
  effectiveFrom: date('effective_from').notNull(),
  isCurrent: boolean('is_current').notNull().default(true),
  sourceFilingId: integer('source_filing_id'),
  postTotal: integer('post_total').notNull(),
  managePosts: integer('manage_posts').notNull(),
  techPosts: integer('tech_posts').notNull(),
  workerPosts: integer('worker_posts').notNull(),
  dualPostCount: integer('dual_post_count').notNull().default(0),
  maxManageLevel: varchar('max_manage_level', { length: 3 }),
  maxTechLevel: varchar('max_tech_level', { length: 3 }),
  maxWorkerLevel: varchar('max_worker_level', { length: 3 }),
  ...audited,
}, (t) => [uniqueIndex('unit_post_plan_version_uq').on(t.unitId, t.planVersion)]);

export const unitPostPlanLines = pgTable('unit_post_plan_line', {
  id: serial('id').primaryKey(),
  planId: integer('plan_id').notNull().references(() => unitPostPlans.id),
  postCategory: varchar('post_category', { length: 10 }).notNull(),
  postLevel: varchar('post_level', { length: 3 }).notNull(),
  approvedCount: integer('approved_count').notNull(),
}, (t) => [uniqueIndex('unit_post_plan_line_uq').on(t.planId, t.postLevel)]);

/** 迁移导入: one import of records kept before the system (a historical records workbook); what it wrote carries its id. */
export const importBatches = pgTable('import_batch', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 20 }).notNull().$type<'HISTORY'>(),
  fileName: varchar('file_name', { length: 200 }).notNull(),
  /** SHA-256 of the uploaded file, hex. */
  sha256: varchar('sha256', { length: 64 }).notNull(),
  /** Per sheet: the data rows read and the records written. */
  rowCounts: jsonb('row_counts').notNull().$type<Record<string, { rows: number; written: number }>>(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An import run as a background job (导入任务): the commit of a big file goes on after its request is answered and after
 * the browser is closed; its starter polls the progress and reads the result. The uploaded file lies under the uploads
 * directory while the job runs (`filePath`, removed after). A job a stopped server left QUEUED or RUNNING is FAILED at
 * the next start (its write is one transaction, so nothing of it was written).
 */
export const importJobs = pgTable('import_job', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 20 }).notNull().$type<'HISTORY' | 'UNITS'>(),
  status: varchar('status', { length: 10 }).notNull().$type<'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED'>(),
  /** CHECK while the rows are checked, WRITE while the records are written; null before and after. */
  phase: varchar('phase', { length: 10 }).$type<'CHECK' | 'WRITE'>(),
  /** A check of the file only (its report, nothing written), as the dialog runs before the import. */
  dryRun: boolean('dry_run').notNull().default(false),
  rowsTotal: integer('rows_total').notNull(),
  rowsChecked: integer('rows_checked').notNull().default(0),
  /** The records the commit writes, and those written so far. */
  writeTotal: integer('write_total').notNull().default(0),
  rowsWritten: integer('rows_written').notNull().default(0),
  fileName: varchar('file_name', { length: 200 }).notNull(),
  /** SHA-256 of the uploaded file, hex. */
  sha256: varchar('sha256', { length: 64 }).notNull(),
  filePath: varchar('file_path', { length: 300 }),
  /** The report the synchronous commit answers (also a refused commit's, with its problems). */
  report: jsonb('report'),
  message: text('message'),
  messageEn: text('message_en'),
  createdBy: integer('created_by').notNull().references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** When its starter first read the finished job: an unseen result is shown on return. */
  seenAt: timestamp('seen_at', { withTimezone: true }),
}, (t) => [index('import_job_created_by_idx').on(t.createdBy, t.id)]);

/** 人员: one row per natural person for life, identified by the ID number (domain.md §2.3). */
export const persons = pgTable('person', {
  id: serial('id').primaryKey(),
  unitId: integer('unit_id').notNull().references(() => units.id),
  name: varchar('name', { length: 30 }).notNull(),
  formerName: varchar('former_name', { length: 30 }),
  idType: varchar('id_type', { length: 2 }).notNull().default('01'),
  idNumber: varchar('id_number', { length: 18 }).notNull(),
  gender: varchar('gender', { length: 1 }).notNull(),
  birthDate: date('birth_date').notNull(),
  ethnicity: varchar('ethnicity', { length: 2 }).notNull(),
  nativePlace: varchar('native_place', { length: 6 }),
  birthPlace: varchar('birth_place', { length: 6 }),
  politicalStatus: varchar('political_status', { length: 2 }).notNull(),
  partyJoinDate: date('party_join_date'),
  maritalStatus: varchar('marital_status', { length: 2 }),
  mobile: varchar('mobile', { length: 11 }),
  education: varchar('education', { length: 2 }).notNull(),
  degree: varchar('degree', { length: 10 }),
  graduateSchool: varchar('graduate_school', { length: 100 }).notNull(),
  major: varchar('major', { length: 100 }).notNull(),
  graduationDate: date('graduation_date'),
  workStartDate: date('work_start_date').notNull(),
  unitEntryDate: date('unit_entry_date').notNull(),
  entryMethod: varchar('entry_method', { length: 20 }).notNull(),
  deptName: varchar('dept_name', { length: 50 }),
  estabStatus: varchar('estab_status', { length: 3 }).notNull().$type<'IN' | 'OUT'>(),
  estabType: varchar('estab_type', { length: 15 }),
  outEmployForm: varchar('out_employ_form', { length: 10 }),
  postCategory: varchar('post_category', { length: 10 }),
  postLevel: varchar('post_level', { length: 3 }),
  postName: varchar('post_name', { length: 50 }),
  appointDate: date('appoint_date'),
  dualPost: boolean('dual_post').notNull().default(false),
  secondPostCategory: varchar('second_post_category', { length: 10 }),
  secondPostLevel: varchar('second_post_level', { length: 3 }),
  adminDuty: varchar('admin_duty', { length: 50 }),
  civilRank: varchar('civil_rank', { length: 20 }),
  profTitle: varchar('prof_title', { length: 50 }),
  titleLevel: varchar('title_level', { length: 15 }),
  titleSeries: varchar('title_series', { length: 30 }),
  titleDate: date('title_date'),
  workerSkill: varchar('worker_skill', { length: 20 }),
  contractType: varchar('contract_type', { length: 10 }),
  contractStart: date('contract_start'),
  contractEnd: date('contract_end'),
  probationEnd: date('probation_end'),
  personStatus: varchar('person_status', { length: 20 }).notNull(),
  reduceType: varchar('reduce_type', { length: 20 }),
  reduceDate: date('reduce_date'),
  reduceFilingId: integer('reduce_filing_id'),
  recordStatus: varchar('record_status', { length: 10 }).notNull().$type<'DRAFT' | 'PENDING' | 'FILED'>(),
  /** Set while an in-flight filing holds the person (domain.md §3.3). */
  lockFilingId: integer('lock_filing_id'),
  /** R-AGE-03: a base retirement age set for this person over the category rules, with the document it follows. */
  retireBaseOverride: integer('retire_base_override'),
  retireOverrideBasis: text('retire_override_basis'),
  /** The import that brought the record in (迁移导入); null for one entered in the system. */
  importBatchId: integer('import_batch_id').references(() => importBatches.id),
  ...audited,
}, (t) => [
  uniqueIndex('person_id_number_uq').on(t.idNumber),
  index('person_unit_idx').on(t.unitId, t.personStatus),
  index('person_name_idx').on(t.name),
  // 岗位结构核对表: the filed persons who hold a post (OCCUPYING_STATUSES and those awaiting arrival, as jobManage.ts heldByLevel; the
  // report's conditions word for word), grouped by unit and levels in the index's order without reading the table.
  index('person_held_level_idx').on(t.unitId, t.postLevel, t.secondPostLevel)
    .where(sql`deleted = false and record_status = 'FILED' and person_status in ('ON_DUTY', 'SECONDED_OUT', 'OFF_POST_STARTUP', 'LONG_SICK', 'OTHER_OFF_DUTY', 'PENDING_ARRIVAL')`),
  // 人员增减统计: the persons who entered a unit, or were reduced, in a year: a few in a hundred of the filed.
  index('person_entry_date_idx').on(t.unitEntryDate).where(sql`deleted = false and record_status = 'FILED'`),
  index('person_reduce_date_idx').on(t.reduceDate).where(sql`deleted = false and record_status = 'FILED' and person_status = 'REDUCED'`),
]);

/** The person's history sub-sets; only approved filings write them (save the résumé), and the import of earlier records. */
const personHistory = {
  id: serial('id').primaryKey(),
  personId: integer('person_id').notNull().references(() => persons.id),
  unitId: integer('unit_id').references(() => units.id),
  sourceFilingId: integer('source_filing_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};
/** The sub-sets the historical records import writes: the import each row came from (迁移导入), null for a filing's. */
const imported = { importBatchId: integer('import_batch_id').references(() => importBatches.id) };

export const personPostHistory = pgTable('person_post_history', {
  ...personHistory,
  ...imported,
  postCategory: varchar('post_category', { length: 10 }).notNull(),
  postLevel: varchar('post_level', { length: 3 }).notNull(),
  changeKind: varchar('change_kind', { length: 20 }).notNull(),
  appointStart: date('appoint_start').notNull(),
  appointEnd: date('appoint_end'),
  docNo: varchar('doc_no', { length: 100 }),
}, (t) => [index('person_post_history_idx').on(t.personId)]);

export const personEstabHistory = pgTable('person_estab_history', {
  ...personHistory,
  ...imported,
  fromEstabStatus: varchar('from_estab_status', { length: 3 }),
  fromEstabType: varchar('from_estab_type', { length: 15 }),
  toEstabStatus: varchar('to_estab_status', { length: 3 }).notNull(),
  toEstabType: varchar('to_estab_type', { length: 15 }),
  effectiveDate: date('effective_date').notNull(),
  basisDoc: varchar('basis_doc', { length: 100 }),
}, (t) => [index('person_estab_history_idx').on(t.personId)]);

export const personAssessments = pgTable('person_assessment', {
  ...personHistory,
  ...imported,
  year: integer('year').notNull(),
  kind: varchar('kind', { length: 10 }).notNull().default('ANNUAL'),
  result: varchar('result', { length: 2 }).notNull(),
  comment: text('comment'),
  absentReason: text('absent_reason'),
}, (t) => [uniqueIndex('person_assessment_uq').on(t.personId, t.year, t.kind), index('person_assessment_unit_year_idx').on(t.unitId, t.year)]);

export const personRewardPunish = pgTable('person_reward_punish', {
  ...personHistory,
  ...imported,
  rpKind: varchar('rp_kind', { length: 10 }).notNull().$type<'REWARD' | 'PUNISH'>(),
  rpType: varchar('rp_type', { length: 20 }).notNull(),
  rpName: varchar('rp_name', { length: 100 }).notNull(),
  reason: text('reason'),
  decisionDate: date('decision_date').notNull(),
  effectiveDate: date('effective_date').notNull(),
  approveOrg: varchar('approve_org', { length: 100 }),
  docNo: varchar('doc_no', { length: 100 }),
  punishMonths: integer('punish_months'),
  punishEndDate: date('punish_end_date'),
}, (t) => [index('person_reward_punish_idx').on(t.personId)]);

export const personExchanges = pgTable('person_exchange', {
  ...personHistory,
  direction: varchar('direction', { length: 3 }).notNull(),
  exchangeMode: varchar('exchange_mode', { length: 20 }).notNull(),
  counterpartUnitId: integer('counterpart_unit_id'),
  counterpartUnitName: varchar('counterpart_unit_name', { length: 100 }),
  reason: varchar('reason', { length: 20 }),
  effectiveDate: date('effective_date').notNull(),
  /** A secondment's last day, on both units' rows, once it ended (借调结束 or 借调转调); null while it lasts and on every other exchange. */
  endDate: date('end_date'),
}, (t) => [index('person_exchange_idx').on(t.personId)]);

/** 状态出入: each period a person spends out of (or back in) post, with its dates and the filing behind it (domain.md §3.5). */
export const personStatusHistory = pgTable('person_status_history', {
  ...personHistory,
  fromStatus: varchar('from_status', { length: 20 }),
  toStatus: varchar('to_status', { length: 20 }).notNull(),
  startDate: date('start_date').notNull(),
  endDate: date('end_date'),
  reason: text('reason'),
}, (t) => [index('person_status_history_idx').on(t.personId)]);

export const personTitleHistory = pgTable('person_title_history', {
  ...personHistory,
  profTitle: varchar('prof_title', { length: 50 }).notNull(),
  titleLevel: varchar('title_level', { length: 15 }).notNull(),
  titleSeries: varchar('title_series', { length: 30 }),
  titleDate: date('title_date').notNull(),
}, (t) => [index('person_title_history_idx').on(t.personId)]);

export const personResumes = pgTable('person_resume', {
  ...personHistory,
  startDate: date('start_date').notNull(),
  endDate: date('end_date'),
  organisation: varchar('organisation', { length: 100 }).notNull(),
  position: varchar('position', { length: 100 }),
}, (t) => [index('person_resume_idx').on(t.personId)]);

export const personEducations = pgTable('person_education', {
  ...personHistory,
  kind: varchar('kind', { length: 12 }).notNull().$type<'FULLTIME' | 'IN_SERVICE'>(),
  education: varchar('education', { length: 2 }).notNull(),
  degree: varchar('degree', { length: 10 }),
  school: varchar('school', { length: 100 }).notNull(),
  major: varchar('major', { length: 100 }),
  startDate: date('start_date'),
  endDate: date('end_date'),
}, (t) => [index('person_education_idx').on(t.personId)]);

/** Per filing type: route, required attachments, whether it locks persons and uses quota (domain.md §2.5). */
export const filingTypeConfigs = pgTable('filing_type_config', {
  type: varchar('type', { length: 30 }).primaryKey(),
  code: varchar('code', { length: 10 }).notNull().unique(),
  nameZh: varchar('name_zh', { length: 50 }).notNull(),
  nameEn: varchar('name_en', { length: 80 }).notNull(),
  route: varchar('route', { length: 10 }).notNull().$type<'ZG_ONLY' | 'ZG_RSJ'>(),
  requiredAttachments: jsonb('required_attachments').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  lockPersons: boolean('lock_persons').notNull().default(false),
  consumesQuota: boolean('consumes_quota').notNull().default(false),
  /** Approval types show 已核准 rather than 已备案. */
  isApproval: boolean('is_approval').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
});

/** 业务件: the common header of every filing (domain.md §2.4). */
export const filings = pgTable('filing', {
  id: serial('id').primaryKey(),
  filingNo: varchar('filing_no', { length: 30 }),
  filingType: varchar('filing_type', { length: 30 }).notNull().references(() => filingTypeConfigs.type),
  subType: varchar('sub_type', { length: 20 }),
  unitId: integer('unit_id').notNull().references(() => units.id),
  competentDeptId: integer('competent_dept_id').references(() => units.id),
  regionCode: varchar('region_code', { length: 6 }).notNull(),
  title: varchar('title', { length: 100 }).notNull(),
  year: integer('year'),
  route: varchar('route', { length: 10 }).notNull().$type<'ZG_ONLY' | 'ZG_RSJ'>(),
  status: varchar('status', { length: 15 }).notNull(),
  currentNode: varchar('current_node', { length: 4 }).notNull(),
  submitCount: integer('submit_count').notNull().default(0),
  firstSubmittedAt: timestamp('first_submitted_at', { withTimezone: true }),
  lastSubmittedAt: timestamp('last_submitted_at', { withTimezone: true }),
  submittedBy: integer('submitted_by').references(() => users.id),
  zgActedSinceSubmit: boolean('zg_acted_since_submit').notNull().default(false),
  zgReviewerId: integer('zg_reviewer_id'),
  zgReviewedAt: timestamp('zg_reviewed_at', { withTimezone: true }),
  zgOpinion: text('zg_opinion'),
  rsjReviewerId: integer('rsj_reviewer_id'),
  rsjReviewedAt: timestamp('rsj_reviewed_at', { withTimezone: true }),
  rsjOpinion: text('rsj_opinion'),
  approvalDocNo: varchar('approval_doc_no', { length: 50 }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  contactName: varchar('contact_name', { length: 30 }).notNull(),
  contactPhone: varchar('contact_phone', { length: 30 }).notNull(),
  remark: text('remark'),
  correctsFilingId: integer('corrects_filing_id'),
  snapshotVersion: integer('snapshot_version').notNull().default(0),
  /** The type's header fields (domain.md §2.5), checked by the type's contract. */
  header: jsonb('header').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  ackWarnings: jsonb('ack_warnings').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  /** Whether the effect was applied: approval applies it once (idempotent by filing). */
  effectAppliedAt: timestamp('effect_applied_at', { withTimezone: true }),
  /** The China calendar day the approved effect lands on, when later than the approval (domain.md §3.5); null: on approval. */
  effectiveOn: date('effective_on'),
  /** The approved correction (更正件) that replaced this filing's effect (domain.md §3.5). */
  correctedById: integer('corrected_by_id'),
  /** The soft review lock (domain.md §3.2): who has the review page open, until when. */
  reviewingBy: integer('reviewing_by'),
  reviewingUntil: timestamp('reviewing_until', { withTimezone: true }),
  ...audited,
}, (t) => [
  uniqueIndex('filing_no_uq').on(t.filingNo),
  index('filing_unit_idx').on(t.unitId, t.status),
  index('filing_queue_idx').on(t.status, t.competentDeptId, t.regionCode),
]);

/**
 * 上报任务 (domain.md §5.3 filing_campaign): a yearly round of one filing type the base units must file by a date — those of
 * the setter's region (rsj), or of every region (null, set by the admin).
 */
export const campaigns = pgTable('campaign', {
  id: serial('id').primaryKey(),
  filingType: varchar('filing_type', { length: 30 }).notNull().references(() => filingTypeConfigs.type),
  year: integer('year').notNull(),
  deadline: date('deadline').notNull(),
  regionCode: varchar('region_code', { length: 6 }),
  note: varchar('note', { length: 200 }),
  ...audited,
}, (t) => [index('campaign_year_idx').on(t.year, t.filingType)]);

/**
 * The automatic reminders (催办) of a campaign sent to a unit that had not filed: one of each kind per campaign and unit at
 * most, DUE_SOON before the deadline and OVERDUE after it, with the message that carried it.
 */
export const campaignReminders = pgTable('campaign_reminder', {
  id: serial('id').primaryKey(),
  campaignId: integer('campaign_id').notNull().references(() => campaigns.id),
  unitId: integer('unit_id').notNull().references(() => units.id),
  kind: varchar('kind', { length: 10 }).notNull().$type<'DUE_SOON' | 'OVERDUE'>(),
  noticeId: integer('notice_id').references(() => notices.id),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('campaign_reminder_uq').on(t.campaignId, t.unitId, t.kind)]);

export const filingLines = pgTable('filing_line', {
  id: serial('id').primaryKey(),
  filingId: integer('filing_id').notNull().references(() => filings.id),
  lineNo: integer('line_no').notNull(),
  personId: integer('person_id').references(() => persons.id),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  /** When this line's effect landed, for types whose lines land on dates of their own (domain.md §3.5). */
  effectAppliedAt: timestamp('effect_applied_at', { withTimezone: true }),
}, (t) => [uniqueIndex('filing_line_uq').on(t.filingId, t.lineNo), index('filing_line_person_idx').on(t.personId)]);

/** The whole filing as submitted, one version per submission. */
export const filingSnapshots = pgTable('filing_snapshot', {
  filingId: integer('filing_id').notNull().references(() => filings.id),
  snapshotVersion: integer('snapshot_version').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.filingId, t.snapshotVersion] })]);

/** 审核记录: append-only. */
export const reviewRecords = pgTable('review_record', {
  id: serial('id').primaryKey(),
  filingId: integer('filing_id').notNull().references(() => filings.id),
  seq: integer('seq').notNull(),
  node: varchar('node', { length: 4 }).notNull(),
  action: varchar('action', { length: 20 }).notNull(),
  fromStatus: varchar('from_status', { length: 15 }),
  toStatus: varchar('to_status', { length: 15 }),
  opinion: text('opinion'),
  actorId: integer('actor_id'),
  actorName: varchar('actor_name', { length: 50 }).notNull(),
  actorRole: varchar('actor_role', { length: 10 }).notNull(),
  actorUnitId: integer('actor_unit_id'),
  actorUnitName: varchar('actor_unit_name', { length: 100 }),
  actedAt: timestamp('acted_at', { withTimezone: true }).notNull().defaultNow(),
  ip: varchar('ip', { length: 64 }),
  snapshotVersion: integer('snapshot_version'),
  ackWarnings: jsonb('ack_warnings').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  lineIssues: jsonb('line_issues').$type<{ lineNo: number; issue: string }[]>().notNull().default(sql`'[]'::jsonb`),
}, (t) => [uniqueIndex('review_record_seq_uq').on(t.filingId, t.seq)]);

/** Per type and year, the last number given out: `{code}-{year}-{seq}` never reused. */
export const filingSequences = pgTable('filing_sequence', {
  code: varchar('code', { length: 10 }).notNull(),
  year: integer('year').notNull(),
  lastSeq: integer('last_seq').notNull(),
}, (t) => [primaryKey({ columns: [t.code, t.year] })]);

/** Files on disk under DATA_DIR; the database keeps what identifies and checks them. */
export const attachments = pgTable('attachment', {
  id: serial('id').primaryKey(),
  filingId: integer('filing_id').references(() => filings.id),
  personId: integer('person_id').references(() => persons.id),
  unitId: integer('unit_id').references(() => units.id),
  category: varchar('category', { length: 40 }).notNull(),
  name: varchar('name', { length: 200 }).notNull(),
  size: integer('size').notNull(),
  mime: varchar('mime', { length: 100 }).notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  storagePath: varchar('storage_path', { length: 300 }).notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  deleted: boolean('deleted').notNull().default(false),
}, (t) => [index('attachment_filing_idx').on(t.filingId)]);

/** Configurable parameters of domain.md §7.5 and §8 (post ratios, assessment, recruitment, SLA, retirement). */
export const settingsTable = pgTable('app_setting', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Policy values of domain.md §7.5, versioned: a change is a new row, and the value in force on a day is the row of the
 * key with the latest validFrom on or before it (the latest id among rows of one day).
 */
export const policySettings = pgTable('policy_setting', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 60 }).notNull(),
  value: jsonb('value').notNull(),
  /** A calendar day of Asia/Shanghai. */
  validFrom: date('valid_from').notNull(),
  /** The policy document the value follows. */
  basis: text('basis').notNull(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('policy_setting_key_idx').on(t.key, t.validFrom)]);

/** Files the personnel bureau and admin publish to every unit (policies, templates); the file is an attachment row. */
export const commonFiles = pgTable('common_file', {
  id: serial('id').primaryKey(),
  category: varchar('category', { length: 20 }).notNull(),
  title: varchar('title', { length: 200 }).notNull(),
  description: text('description').notNull().default(''),
  attachmentId: integer('attachment_id').notNull().references(() => attachments.id),
  publisherId: integer('publisher_id').references(() => users.id),
  publisherName: varchar('publisher_name', { length: 100 }).notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  ...audited,
}, (t) => [index('common_file_category_idx').on(t.category, t.publishedAt)]);

/** Help documents admin maintains: the operation manuals (per unit type) and the FAQ; their files are attachment rows. */
export const helpDocs = pgTable('help_doc', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 10 }).notNull().$type<'manual' | 'faq'>(),
  title: varchar('title', { length: 200 }).notNull(),
  /** Sanitised HTML. */
  body: text('body').notNull().default(''),
  companyType: varchar('company_type', { length: 10 }).notNull().default('all').$type<'all' | 'district' | 'general'>(),
  sort: integer('sort').notNull().default(0),
  attachmentIds: jsonb('attachment_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
  ...audited,
}, (t) => [index('help_doc_kind_idx').on(t.kind, t.sort)]);
