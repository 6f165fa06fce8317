import { z } from 'zod';
import { endpoint, pageQuery, pageResult, ROLES } from './endpoint';
import { id as recordId, mobile, regionCode, requiredLine, singleLine, version } from './primitives';

/** Account names: letters, digits, '_', '.', '-' (they are typed at login on any keyboard). */
export const usernameField = z.string({ error: '请填写用户名' }).trim().min(3, '用户名至少 3 个字符').max(50, '用户名不能超过 50 个字符')
  .regex(/^[A-Za-z0-9_.-]+$/, '用户名只能包含字母、数字、下划线、点和减号');
/**
 * A password being set. Only a sanity bound here: the service applies the password policy (lib/domain/passwordPolicy.ts),
 * which needs the username and answers each rule in both languages.
 */
export const passwordField = z.string().max(256, '密码不能超过 64 个字符')
  .describe('8-64 characters (at most 72 bytes in UTF-8) of at least 3 classes (lower, upper, digit, other); not the username; not a common password');
const realNameField = requiredLine(30, '姓名');
const mobileField = mobile().or(z.literal(''));
const id = recordId('账号');

export const ACCOUNT_STATUSES = ['enabled', 'disabled', 'locked'] as const;

export const accountItem = z.object({
  id: z.number().int(),
  username: z.string(),
  realName: z.string(),
  mobile: z.string(),
  role: z.enum(ROLES),
  roleId: z.number().int(),
  roleName: z.string(),
  unitId: z.number().int().nullable(),
  unitName: z.string().nullable(),
  regionCode: z.string().nullable(),
  enabled: z.boolean(),
  /** Five wrong passwords within 15 minutes from one address: the login throttle refuses this account there. */
  locked: z.boolean(),
  isSubAccount: z.boolean(),
  lastLoginAt: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type AccountItem = z.infer<typeof accountItem>;

export const accountFilters = z.object({
  username: singleLine(50, '用户名').optional(),
  unitId: recordId('单位').optional(),
  role: z.enum(ROLES, { error: '角色应为 admin、rsj、zg 或 jc' }).optional(),
  status: z.enum(ACCOUNT_STATUSES, { error: '状态应为 enabled、disabled 或 locked' }).optional(),
});
export type AccountFilters = z.infer<typeof accountFilters>;

/** Who manages accounts: admin every account, a unit's main jc account the sub-accounts of its own unit. */
const MANAGERS = ['admin', 'jc'] as const;

export const accountList = endpoint({
  method: 'POST', path: '/userInfo/getUserList', tag: 'user', access: MANAGERS,
  errors: [403],
  summary: "Accounts the caller manages, paged and filtered by username (or name), unit, role and status; a unit's main account sees its sub-accounts.",
  body: pageQuery.extend(accountFilters.shape), response: pageResult(accountItem),
});

export const accountGet = endpoint({
  method: 'POST', path: '/userInfo/getAccount', tag: 'user', access: MANAGERS,
  errors: [403, 404],
  summary: 'One account the caller manages.',
  body: z.object({ id }), response: accountItem,
});

export const accountFields = z.object({
  username: usernameField,
  realName: realNameField,
  mobile: mobileField.optional(),
  role: z.enum(ROLES, { error: '请选择角色' }),
  unitId: recordId('单位').nullable().optional(),
  regionCode: regionCode().nullable().optional(),
  enabled: z.boolean().default(true),
  isSubAccount: z.boolean().default(false),
});

export const accountSave = endpoint({
  method: 'POST', path: '/userInfo/updateAccount', tag: 'user', access: MANAGERS, audit: 'account.save',
  errors: [400, 403, 404, 409, 422],
  summary: "Creates an account (no id; password required) or changes one (id and version); a unit's main account creates only sub-accounts of its unit.",
  body: accountFields.extend({
    id: id.optional(),
    version: version().optional(),
    password: passwordField.optional(),
  }).refine((b) => b.id !== undefined || b.password !== undefined, { message: '新账号须设置初始密码', path: ['password'], params: { messageEn: 'is required for a new account' } })
    .refine((b) => b.id === undefined || b.version !== undefined, { message: '缺少版本号，请刷新后重试', path: ['version'], params: { messageEn: 'is required to change an account; reload and try again' } }),
  response: accountItem,
});

export const accountDelete = endpoint({
  method: 'POST', path: '/userInfo/deleteUser', tag: 'user', access: MANAGERS, audit: 'account.delete',
  errors: [403, 404, 422],
  summary: 'Deletes an account (never the caller itself, never the last administrator); its sessions end.',
  body: z.object({ id }), response: z.null(),
});

export const accountRole = endpoint({
  method: 'POST', path: '/userInfo/saveUser_role', tag: 'user', access: ['admin'], audit: 'account.role',
  errors: [403, 404, 422],
  summary: "Gives an account another role (admin only); the account's unit or region must suit the role.",
  body: z.object({ id, roleId: recordId('角色') }), response: accountItem,
});

export const accountResetPassword = endpoint({
  method: 'POST', path: '/userInfo/resetPassword', tag: 'user', access: MANAGERS, audit: 'account.resetPassword',
  errors: [400, 403, 404],
  summary: "Sets a new password for an account the caller manages; every session of that account ends.",
  body: z.object({ id, password: passwordField }), response: z.null(),
});

export const accountUnlock = endpoint({
  method: 'POST', path: '/userInfo/unlockAccount', tag: 'user', access: MANAGERS, audit: 'account.unlock',
  errors: [403, 404],
  summary: 'Lifts the login throttle of an account: earlier wrong passwords no longer count.',
  body: z.object({ id }), response: accountItem,
});

export const companyOption = z.object({
  id: z.number().int(),
  unitName: z.string(),
  uscc: z.string(),
  unitTier: z.string(),
  isCompetentDept: z.boolean(),
  regionCode: z.string(),
});
export type CompanyOption = z.infer<typeof companyOption>;

export const companyList = endpoint({
  method: 'POST', path: '/userInfo/getCompanyList', tag: 'user', access: MANAGERS,
  errors: [403],
  summary: "Units for an account's unit picker, by name or credit code: admin every unit, a unit's main account its own.",
  body: pageQuery.extend({ keyword: singleLine(100, '关键字').optional() }),
  response: pageResult(companyOption),
});

export const signInQrCode = z.object({
  /** The QR code as a PNG data URL. */
  image: z.string(),
  /** The sign-in address it holds. */
  url: z.string(),
  expiresAt: z.string(),
});
export type SignInQrCode = z.infer<typeof signInQrCode>;

export const accountQrCode = endpoint({
  method: 'POST', path: '/userInfo/getQRCode', tag: 'user', access: 'user', audit: 'account.qrCode',
  errors: [403, 404],
  summary: 'A QR code that signs the account in on a phone, once, within 5 minutes: the caller\'s own account, or (admin, a unit\'s main account) one it manages.',
  body: z.object({ id: id.optional() }).optional(), response: signInQrCode,
});

export const userAdminEndpoints = [accountList, accountGet, accountSave, accountDelete, accountRole, accountResetPassword, accountUnlock, companyList, accountQrCode];
