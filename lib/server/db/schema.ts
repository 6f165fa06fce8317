import { sql } from 'drizzle-orm';
import {
  boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Columns every business entity carries (domain.md §1). */
export const audited = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by'),
  version: integer('version').notNull().default(1),
  deleted: boolean('deleted').notNull().default(false),
};

/** GB/T 2260 administrative divisions (domain.md §2.1). */
export const regions = pgTable('region', {
  code: varchar('code', { length: 6 }).primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  level: varchar('level', { length: 10 }).notNull().$type<'PROVINCE' | 'CITY' | 'COUNTY'>(),
  parentCode: varchar('parent_code', { length: 6 }),
});

/** Units: the personnel bureau, competent authorities and base units (domain.md §2.2). */
export const units = pgTable('unit', {
  id: serial('id').primaryKey(),
  unitName: varchar('unit_name', { length: 100 }).notNull(),
  shortName: varchar('short_name', { length: 30 }),
  uscc: varchar('uscc', { length: 18 }).notNull(),
  unitCategory: varchar('unit_category', { length: 20 }).notNull(),
  instClass: varchar('inst_class', { length: 20 }),
  isCompetentDept: boolean('is_competent_dept').notNull().default(false),
  competentDeptId: integer('competent_dept_id').references((): AnyPgColumn => units.id),
  unitTier: varchar('unit_tier', { length: 20 }).notNull().$type<'RSJ_REGION' | 'COMPETENT' | 'BASE'>(),
  unitRank: varchar('unit_rank', { length: 20 }).notNull().default('NONE'),
  affiliation: varchar('affiliation', { length: 2 }).notNull(),
  regionCode: varchar('region_code', { length: 6 }).notNull().references(() => regions.code),
  fundingForm: varchar('funding_form', { length: 10 }).notNull(),
  mainPostType: varchar('main_post_type', { length: 10 }),
  estabDocNo: varchar('estab_doc_no', { length: 100 }).notNull(),
  estabDocDate: date('estab_doc_date').notNull(),
  legalRep: varchar('legal_rep', { length: 30 }),
  contactName: varchar('contact_name', { length: 30 }).notNull(),
  contactPhone: varchar('contact_phone', { length: 30 }).notNull(),
  address: varchar('address', { length: 200 }),
  postcode: varchar('postcode', { length: 6 }),
  /** '区直' marks a district-level direct unit (spec §3 CompanyType). */
  companyType: varchar('company_type', { length: 10 }).notNull().default('区直'),
  unitStatus: varchar('unit_status', { length: 10 }).notNull().default('NORMAL'),
  recordStatus: varchar('record_status', { length: 10 }).notNull().default('FILED'),
  isPay: boolean('is_pay').notNull().default(true),
  payTime: date('pay_time'),
  expireTime: date('expire_time'),
  ...audited,
}, (t) => [
  uniqueIndex('unit_uscc_uq').on(t.uscc),
  uniqueIndex('unit_region_name_uq').on(t.regionCode, t.unitName),
  index('unit_competent_idx').on(t.competentDeptId),
]);

export const roles = pgTable('role', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 20 }).notNull().unique(),
  nameZh: varchar('name_zh', { length: 50 }).notNull(),
  nameEn: varchar('name_en', { length: 50 }).notNull(),
  abilities: jsonb('abilities').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
});

export const users = pgTable('user_account', {
  id: serial('id').primaryKey(),
  username: varchar('username', { length: 50 }).notNull(),
  passwordHash: text('password_hash').notNull(),
  roleId: integer('role_id').notNull().references(() => roles.id),
  unitId: integer('unit_id').references(() => units.id),
  regionCode: varchar('region_code', { length: 6 }).references(() => regions.code),
  realName: varchar('real_name', { length: 30 }).notNull().default(''),
  mobile: varchar('mobile', { length: 11 }),
  avatar: text('avatar').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  isSubAccount: boolean('is_sub_account').notNull().default(false),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  /** Failed logins before this moment no longer count towards the login throttle (an administrator unlocked the account). */
  unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
  /** An administrator (or a unit's main account) set or reset the password: the owner must change it before anything else. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  ...audited,
}, (t) => [uniqueIndex('user_username_uq').on(sql`lower(${t.username})`)]);

/** Sessions started by a login, so that a password change or reset can revoke every other session of the account. */
export const userSessions = pgTable('user_session', {
  sid: varchar('sid', { length: 36 }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('user_session_user_idx').on(t.userId)]);

/** Sessions ended by logout (or by an administrator); tokens of a revoked session are refused. */
export const revokedSessions = pgTable('revoked_session', {
  sid: varchar('sid', { length: 36 }).primaryKey(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  /** After this moment no token of the session can be refreshed, so the row may be purged. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Generated secrets (JWT key, RSA key pair) shared by every instance. */
export const secrets = pgTable('secret', {
  name: varchar('name', { length: 50 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The audit log: append-only (no endpoint updates or deletes a row). */
export const systemLog = pgTable('system_log', {
  id: serial('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  userId: integer('user_id'),
  account: varchar('account', { length: 50 }).notNull(),
  unitId: integer('unit_id'),
  ip: varchar('ip', { length: 64 }).notNull(),
  type: varchar('type', { length: 20 }).notNull().$type<'login' | 'operation' | 'export' | 'system'>(),
  action: varchar('action', { length: 100 }).notNull(),
  result: varchar('result', { length: 10 }).notNull().$type<'success' | 'failure'>(),
  code: smallint('code').notNull(),
  detail: text('detail').notNull().default(''),
}, (t) => [
  index('system_log_login_idx').on(t.type, t.account, t.ip, t.at),
  index('system_log_at_idx').on(t.at),
]);

/**
 * The login throttle's record (loginThrottle.ts): one row per wrong password still in the window, written before the
 * password is checked (a reservation) and cleared by a successful login from the same address.
 */
export const loginFailures = pgTable('login_failure', {
  id: serial('id').primaryKey(),
  /** The username as tried, lower-cased: unknown names are counted the same way. */
  account: varchar('account', { length: 50 }).notNull(),
  ip: varchar('ip', { length: 64 }).notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
}, (t) => [index('login_failure_account_idx').on(t.account, t.at)]);

export const notices = pgTable('notice', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 10 }).notNull().default('notice').$type<'notice' | 'email'>(),
  title: varchar('title', { length: 200 }).notNull(),
  content: text('content').notNull(),
  /** The English title and content, for readers asking in English; null where there is none (they read the Chinese). */
  titleEn: text('title_en'),
  contentEn: text('content_en'),
  audience: varchar('audience', { length: 10 }).notNull().default('all').$type<'all' | 'region' | 'units'>(),
  regionCode: varchar('region_code', { length: 6 }),
  unitIds: jsonb('unit_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
  publisherId: integer('publisher_id').references(() => users.id),
  publisherName: varchar('publisher_name', { length: 100 }).notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  validFrom: date('valid_from', { mode: 'string' }),
  validUntil: date('valid_until', { mode: 'string' }),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  ...audited,
});

export const noticeReads = pgTable('notice_read', {
  noticeId: integer('notice_id').notNull().references(() => notices.id),
  userId: integer('user_id').notNull().references(() => users.id),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('notice_read_uq').on(t.noticeId, t.userId)]);

/** The route tree (menu) served by /api/router/getRouterList; meta holds every flag of spec §2.1. */
export const menus = pgTable('menu', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id').references((): AnyPgColumn => menus.id),
  path: varchar('path', { length: 200 }).notNull(),
  name: varchar('name', { length: 100 }),
  component: varchar('component', { length: 100 }),
  redirect: varchar('redirect', { length: 200 }),
  meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  sort: integer('sort').notNull().default(0),
  ...audited,
}, (t) => [index('menu_parent_idx').on(t.parentId, t.sort)]);

/** One-time codes texted to a mobile number (registration); only a hash of the code is kept. */
export const smsCodes = pgTable('sms_code', {
  id: serial('id').primaryKey(),
  mobile: varchar('mobile', { length: 11 }).notNull(),
  purpose: varchar('purpose', { length: 20 }).notNull(),
  codeHash: varchar('code_hash', { length: 64 }).notNull(),
  ip: varchar('ip', { length: 64 }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: smallint('attempts').notNull().default(0),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [index('sms_code_mobile_idx').on(t.mobile, t.sentAt), index('sms_code_ip_idx').on(t.ip, t.sentAt)]);

/** An account a unit applied for on the register page: disabled until a reviewer (admin, the region's rsj) approves it. */
export const registrations = pgTable('registration', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  unitId: integer('unit_id').notNull().references(() => units.id),
  contactName: varchar('contact_name', { length: 30 }).notNull(),
  mobile: varchar('mobile', { length: 11 }).notNull(),
  status: varchar('status', { length: 10 }).notNull().default('PENDING').$type<'PENDING' | 'APPROVED' | 'REJECTED'>(),
  reason: varchar('reason', { length: 200 }).notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  reviewedBy: integer('reviewed_by').references(() => users.id),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
}, (t) => [uniqueIndex('registration_user_uq').on(t.userId), index('registration_status_idx').on(t.status, t.createdAt)]);

/** A third-party identity (social login, spec §7.1) linked to an account. */
export const socialLinks = pgTable('social_link', {
  provider: varchar('provider', { length: 30 }).notNull(),
  subject: varchar('subject', { length: 100 }).notNull(),
  userId: integer('user_id').notNull().references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.provider, t.subject] })]);
