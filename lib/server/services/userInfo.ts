import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserInfo } from '@/lib/contracts/userInfo';
import { formatDateTime } from '@/lib/domain/datetime';
import type { Db } from '../db/client';
import { regions, roles, units, users } from '../db/schema';
import { ApiError } from '../errors';
import type { SessionUser } from '../session';
import { cachesOf } from '../sessionCache';
import { shareAnswer } from '../sharedAnswer';

export const DEFAULT_AVATAR = '/avatar.svg';

const competent = alias(units, 'competent');

/** The personnel bureaus of the given regions, by region code. */
async function bureausOf(db: Db, regionCodes: string[]): Promise<Map<string, number>> {
  if (!regionCodes.length) return new Map();
  const rows = await db.select({ id: units.id, regionCode: units.regionCode }).from(units)
    .where(and(eq(units.unitTier, 'RSJ_REGION'), inArray(units.regionCode, regionCodes), eq(units.deleted, false)));
  return new Map(rows.map((r) => [r.regionCode, r.id]));
}

/**
 * The profile of spec §3, from memory while the database's notifications keep it exact (lib/server/sessionCache.ts:
 * the triggers of migrations 0011 and 0024 watch every row and column read here, so a new one read here needs its
 * trigger there).
 */
export async function userInfo(db: Db, user: SessionUser): Promise<UserInfo> {
  const cache = cachesOf(db)?.profiles;
  return cache ? cache.read(user.id, async () => shareAnswer(await readProfile(db, user.id))) : readProfile(db, user.id);
}

/** The profile as the database holds it: every field present, strings and numbers as spec §5 checks them. */
async function readProfile(db: Db, uid: number): Promise<UserInfo> {
  const [row] = await db
    .select({ account: users, role: roles, unit: units, upper: { id: competent.id, unitName: competent.unitName }, regionName: regions.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(units, eq(units.id, users.unitId))
    .leftJoin(competent, eq(competent.id, units.competentDeptId))
    .leftJoin(regions, eq(regions.code, units.regionCode))
    .where(eq(users.id, uid))
    .limit(1);
  if (!row) throw new ApiError(401, '账号不存在或已停用');
  const { account, role, unit, upper } = row;
  const region = unit?.regionCode ?? account.regionCode ?? '';
  const cityCode = region ? `${region.slice(0, 4)}00` : '';
  const isCounty = Boolean(region) && !region.endsWith('00');
  const bureaus = await bureausOf(db, [cityCode, isCounty ? region : ''].filter(Boolean));
  return {
    username: account.username,
    avatar: account.avatar || DEFAULT_AVATAR,
    roles: [role.code],
    ability: role.abilities,
    User: {
      LoginId: account.id,
      UserLogin: account.username,
      UserCreatetime: formatDateTime(account.createdAt),
      UserLasttime: formatDateTime(account.lastLoginAt),
      UserRoleid: role.id,
      UserType: role.code,
      UserState: account.enabled ? '1' : '0',
      IsPay: unit ? (unit.isPay ? '1' : '0') : '1',
      PayTime: unit?.payTime ?? '',
      ExpireTime: unit?.expireTime ?? '',
      Area: row.regionName ?? '',
      CompanyType: unit?.companyType ?? '',
      TemporaryType: '0',
      Personname: account.realName,
      UserPower: role.abilities.join(','),
      CompanyId: unit?.id ?? 0,
      CompanyName: unit?.unitName ?? '',
      CompanyCode: unit?.uscc ?? '',
      CompanyUpper: upper?.id ?? 0,
      CompanyUpperName: upper?.unitName ?? '',
      City_rsj_id: bureaus.get(cityCode) ?? 0,
      County_rsj_id: isCounty ? (bureaus.get(region) ?? 0) : 0,
      IsSubNumber: account.isSubAccount ? '1' : '0',
    },
    mustChangePassword: account.mustChangePassword,
  };
}
