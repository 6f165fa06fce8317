import { z } from 'zod';
import { endpoint } from './endpoint';
import { singleLine } from './primitives';

/** String fields of the profile's User object (spec §5). */
export const USER_STRING_FIELDS = [
  'UserLogin', 'UserCreatetime', 'UserLasttime', 'UserState', 'IsPay', 'ExpireTime', 'TemporaryType', 'UserPower',
  'CompanyCode', 'UserType', 'PayTime', 'Area', 'CompanyType', 'Personname', 'CompanyName', 'CompanyUpperName',
  'IsSubNumber',
] as const;

/** Number fields of the profile's User object (spec §5). */
export const USER_NUMBER_FIELDS = ['UserRoleid', 'CompanyId', 'LoginId', 'CompanyUpper', 'City_rsj_id', 'County_rsj_id'] as const;

export const userProfile = z.object({
  ...Object.fromEntries(USER_STRING_FIELDS.map((f) => [f, z.string()])) as Record<(typeof USER_STRING_FIELDS)[number], z.ZodString>,
  ...Object.fromEntries(USER_NUMBER_FIELDS.map((f) => [f, z.number()])) as Record<(typeof USER_NUMBER_FIELDS)[number], z.ZodNumber>,
});
export type UserProfile = z.infer<typeof userProfile>;

export const userInfoData = z.object({
  username: z.string(),
  avatar: z.string(),
  roles: z.array(z.string()),
  ability: z.array(z.string()),
  User: userProfile,
  /** An administrator set or reset the password: until the owner changes it, other endpoints answer 403. */
  mustChangePassword: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoData>;

export const userInfo = endpoint({
  method: 'POST',
  path: '/userInfo/userInfo',
  errors: [401],
  summary: 'The signed-in user: name, avatar, roles, abilities and the profile of spec §3.',
  tag: 'user',
  access: 'user',
  body: z.object({ token: singleLine(4000, 'token').optional() }).optional(),
  response: userInfoData,
});

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const allOf = (u: Record<string, unknown>, fields: readonly string[], type: 'string' | 'number') =>
  fields.every((f) => typeof u[f] === type);

/**
 * The numbered format checks the client runs on a userInfo answer (spec §8):
 * returns the number (1-12) of the first failed check, or null when the answer is well-formed.
 */
export function userInfoFormatError(data: unknown): number | null {
  if (!isRecord(data)) return 1;
  if (typeof data.username !== 'string') return 2;
  if (typeof data.avatar !== 'string') return 3;
  if (!Array.isArray(data.roles)) return 4;
  if (!Array.isArray(data.ability)) return 5;
  const u = data.User;
  if (!isRecord(u)) return 6;
  if (!allOf(u, ['UserLogin', 'UserCreatetime', 'UserLasttime', 'UserState'], 'string')) return 7;
  if (!allOf(u, ['IsPay', 'PayTime', 'ExpireTime'], 'string')) return 8;
  if (!allOf(u, ['UserType', 'UserPower', 'TemporaryType', 'IsSubNumber'], 'string')) return 9;
  if (!allOf(u, ['CompanyCode', 'CompanyName', 'CompanyType', 'CompanyUpperName', 'Area'], 'string')) return 10;
  if (typeof u.Personname !== 'string') return 11;
  if (!allOf(u, USER_NUMBER_FIELDS, 'number')) return 12;
  return null;
}
