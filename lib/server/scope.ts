import 'server-only';
import { and, eq, like, or } from 'drizzle-orm';
import type { Db } from './db/client';
import { units } from './db/schema';
import { ApiError } from './errors';
import type { SessionUser } from './session';

/** Whose data a user may touch (architecture, "API conventions"). */
export type Scope =
  | { kind: 'all' }
  | { kind: 'region'; regionPrefix: string }
  | { kind: 'competent'; unitId: number }
  | { kind: 'unit'; unitId: number }
  | { kind: 'none' };

/** GB/T 2260 codes nest by prefix: a province by 2 digits, a city by 4, a county by 6. */
export function regionPrefix(code: string): string {
  if (code.endsWith('0000')) return code.slice(0, 2);
  if (code.endsWith('00')) return code.slice(0, 4);
  return code;
}

export function scopeOf(user: SessionUser): Scope {
  switch (user.role) {
    case 'admin':
      return { kind: 'all' };
    case 'rsj':
      return user.regionCode ? { kind: 'region', regionPrefix: regionPrefix(user.regionCode) } : { kind: 'none' };
    case 'zg':
      return user.unitId ? { kind: 'competent', unitId: user.unitId } : { kind: 'none' };
    default:
      return user.unitId ? { kind: 'unit', unitId: user.unitId } : { kind: 'none' };
  }
}

/** A SQL condition on the unit table selecting the units in scope (undefined: every unit). */
export function unitCondition(scope: Scope) {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'region':
      return like(units.regionCode, `${scope.regionPrefix}%`);
    case 'competent':
      return or(eq(units.id, scope.unitId), eq(units.competentDeptId, scope.unitId));
    case 'unit':
      return eq(units.id, scope.unitId);
    default:
      return eq(units.id, -1);
  }
}

export async function isUnitInScope(db: Db, scope: Scope, unitId: number): Promise<boolean> {
  const rows = await db.select({ id: units.id }).from(units).where(and(eq(units.id, unitId), unitCondition(scope))).limit(1);
  return rows.length > 0;
}

/**
 * The unit a unit's page asks for: `unitId`, or the caller's own. Refused with 400 when there is neither (the admin has
 * no unit of its own), 403 outside the caller's scope (jc its own, zg the units under it, rsj its region, admin all).
 */
export async function unitAsked(db: Db, user: SessionUser, unitId?: number): Promise<number> {
  const id = unitId ?? user.unitId;
  if (!id) throw new ApiError(400, 'unitId 不能为空', { field: 'unitId' }, 'unitId is required');
  if (!(await isUnitInScope(db, scopeOf(user), id))) throw new ApiError(403, '无权访问该单位的数据', null, 'This unit is outside your scope');
  return id;
}
