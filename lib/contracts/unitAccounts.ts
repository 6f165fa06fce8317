import { z } from 'zod';
import { endpoint, fileResponse } from './endpoint';
import { calendarDate, id as recordId, int32 } from './primitives';

export const USERNAME_RULES = ['uscc', 'prefix'] as const;
export type UsernameRule = (typeof USERNAME_RULES)[number];
/** A username prefix: a letter, then letters, digits, '_', '.' or '-'. */
export const UNIT_ACCOUNT_PREFIX = /^[A-Za-z][A-Za-z0-9_.-]*$/;

/**
 * How the usernames of the new main accounts are made: the unit's unified credit code, or a prefix plus a zero-padded
 * number (`hz0001`) counted from `start`, skipping numbers whose username is taken.
 */
export const unitAccountsRule = z.object({
  usernameRule: z.enum(USERNAME_RULES, { error: '用户名规则应为 uscc（统一社会信用代码）或 prefix（前缀加序号）' }),
  prefix: z.string().trim().max(20, '前缀不能超过 20 个字符').regex(UNIT_ACCOUNT_PREFIX, '前缀须以字母开头，只能包含字母、数字、下划线、点和减号')
    .optional(),
  digits: int32('序号位数', { min: 2, max: 8 }).default(4),
  start: int32('起始序号', { min: 0, max: 99_999_999 }).default(1),
}).refine((b) => b.usernameRule !== 'prefix' || Boolean(b.prefix), {
  message: '按前缀生成用户名时须填写前缀', path: ['prefix'], params: { messageEn: 'is required when usernames are a prefix plus a number' },
});
export type UnitAccountsRule = z.infer<typeof unitAccountsRule>;

/** One unit without an account: the main account it would get, or why it cannot (its username is taken). */
export const unitAccountPlanItem = z.object({
  unitId: z.number().int(),
  unitName: z.string(),
  uscc: z.string(),
  /** zg for a competent authority, jc for a base unit. */
  role: z.enum(['jc', 'zg']),
  username: z.string(),
  /** Null when the account can be created; else the clash, in both languages. */
  clash: z.object({ message: z.string(), messageEn: z.string() }).nullable(),
});
export type UnitAccountPlanItem = z.infer<typeof unitAccountPlanItem>;

export const unitAccountsPlanReport = z.object({
  units: z.array(unitAccountPlanItem),
  /** Accounts a creation would make now. */
  creatable: z.number().int(),
  clashes: z.number().int(),
});
export type UnitAccountsPlanReport = z.infer<typeof unitAccountsPlanReport>;

const WHICH_UNITS = 'Units covered: every live unit in normal status (not the personnel bureau) that has no live account at all.';

export const unitAccountsPlan = endpoint({
  method: 'POST', path: '/userInfo/planUnitAccounts', tag: 'user', access: ['admin'],
  errors: [400, 403],
  summary: `Dry run of the bulk creation of units' main accounts (jc for a base unit, zg for a competent authority): the account each unit would get under the username rule, and the units whose username clashes with an existing one. Writes nothing. ${WHICH_UNITS}`,
  body: unitAccountsRule,
  response: unitAccountsPlanReport,
});

export const unitAccountsCreate = endpoint({
  method: 'POST', path: '/userInfo/createUnitAccounts', tag: 'user', access: ['admin'], audit: 'account.bulkCreateDownload',
  errors: [400, 403, 409, 422],
  summary: `Creates the main account of each unit the dry run lists without a clash, in one transaction, each with a one-time random initial password that must be changed at the first sign-in. Answers the .xlsx (unit name, credit code, role, username, initial password; clashes on a second sheet) once: the passwords are stored only as hashes and cannot be fetched again. 422 when no unit can get an account. ${WHICH_UNITS}`,
  body: unitAccountsRule,
  response: fileResponse,
});

/** The largest selection one bulk action takes. */
export const BULK_MAX_IDS = 500;

const ids = z.array(recordId('账号'), { error: '请选择账号' }).min(1, '请至少选择一个账号')
  .max(BULK_MAX_IDS, `一次最多选择 ${BULK_MAX_IDS} 个账号`);

/** What became of each id of a bulk action, in the order given (a repeated id answers once). */
export const bulkOutcome = z.object({
  results: z.array(z.object({
    id: z.number().int(),
    ok: z.boolean(),
    /** Empty when the id names no account the caller manages. */
    username: z.string(),
    /** Empty when ok; else the refusal in both languages. */
    message: z.string(),
    messageEn: z.string(),
  })),
  succeeded: z.number().int(),
  failed: z.number().int(),
});
export type BulkOutcome = z.infer<typeof bulkOutcome>;

const bulk = <X extends z.ZodRawShape = Record<never, never>>(path: string, audit: string, what: string, extra: X = {} as X) => endpoint({
  method: 'POST', path, tag: 'user', access: ['admin'], audit, errors: [400, 403],
  summary: `${what} Admin only; each id is checked on its own and answered in results (an unknown id, the caller's own account where it may not be touched).`,
  body: z.object({ ids, ...extra }),
  response: bulkOutcome,
});

export const accountsBulkExpiry = bulk('/userInfo/bulkSetExpiry', 'account.bulkExpiry',
  "Sets the expiry date (ExpireTime) of the selected accounts' units, or clears it with null: past it every account of the unit is refused at sign-in (408) and signed out. Only unit accounts (jc, zg) expire.",
  { expireTime: calendarDate('到期日期').nullable() });
export const accountsBulkDisable = bulk('/userInfo/bulkDisable', 'account.bulkDisable',
  'Disables the selected accounts and ends their sessions (never the caller itself, never the last administrator).');
export const accountsBulkEnable = bulk('/userInfo/bulkEnable', 'account.bulkEnable', 'Enables the selected accounts.');
export const accountsBulkUnlock = bulk('/userInfo/bulkUnlock', 'account.bulkUnlock',
  'Lifts the login throttle of the selected accounts: earlier wrong passwords no longer count.');

export const unitAccountEndpoints = [unitAccountsPlan, unitAccountsCreate, accountsBulkExpiry, accountsBulkDisable, accountsBulkEnable, accountsBulkUnlock];
