import 'server-only';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserInfo } from '@/lib/contracts/userInfo';
import { formatDateTime } from '@/lib/domain/datetime';
import type { Db } from '../db/client';
import { regions, roles, units, users } from '../db/schema';
import { ApiError } from '../errors';
import type { SessionUser } from '../session';

export const DEFAULT_AVATAR = '/avatar.svg';

const competent = alias(units, 'competent');

async function bureauOf(db: Db, regionCode: string): Promise<number> {
  const [row] = await db.select({ id: units.id }).from(units)
    .where(and(eq(units.unitTier, 'RSJ_REGION'), eq(units.regionCode, regionCode), eq(units.deleted, false))).limit(1);
  return row?.id ?? 0;
}

/** The profile of spec §3: every field present, strings and numbers as spec §5 checks them. */
export async function userInfo(db: Db, user: SessionUser): Promise<UserInfo> {
  const [row] = await db
    .select({ account: users, role: roles, unit: units, upper: { id: competent.id, unitName: competent.unitName }, regionName: regions.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(units, eq(units.id, users.unitId))
    .leftJoin(competent, eq(competent.id, units.competentDeptId))
    .leftJoin(regions, eq(regions.code, units.regionCode))
    .where(eq(users.id, user.id))
    .limit(1);
  if (!row) throw new ApiError(401, '账号不存在或已停用');
  const { account, role, unit, upper } = row;
  const region = unit?.regionCode ?? account.regionCode ?? '';
  const cityCode = region ? `${region.slice(0, 4)}00` : '';
  const isCounty = Boolean(region) && !region.endsWith('00');
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
      City_rsj_id: cityCode ? await bureauOf(db, cityCode) : 0,
      County_rsj_id: isCounty ? await bureauOf(db, region) : 0,
      IsSubNumber: account.isSubAccount ? '1' : '0',
    },
  };
}
