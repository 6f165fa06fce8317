import 'server-only';
import { eq } from 'drizzle-orm';
import type { Role } from '@/lib/contracts/endpoint';
import { logout, publicKey } from '@/lib/contracts/auth';
import { passwordChange } from '@/lib/contracts/profile';
import { routerList } from '@/lib/contracts/router';
import { userInfo } from '@/lib/contracts/userInfo';
import { today } from '@/lib/domain/datetime';
import { sessionRefusal, type SessionRefusal } from '@/lib/domain/sessionState';
import type { Db } from './db/client';
import { revokedSessions, roles, units, users } from './db/schema';
import { ApiError } from './errors';
import { cachesOf, type SessionRow } from './sessionCache';

/** The signed-in user as the server sees it on each request. */
export interface SessionUser {
  id: number;
  username: string;
  role: Role;
  roleId: number;
  abilities: string[];
  unitId: number | null;
  regionCode: string | null;
  sid: string;
  /** An administrator set or reset the password: only the endpoints of MUST_CHANGE_PASSWORD_OPEN serve the user. */
  mustChangePassword: boolean;
  /** A unit's sub-account (not its main account): it manages no accounts. */
  isSubAccount: boolean;
}

/** What the session check reads, in one query (see SessionRow). */
async function readSession(db: Db, uid: number, sid: string): Promise<SessionRow | null> {
  const [row] = await db
    .select({
      id: users.id, username: users.username, enabled: users.enabled, deleted: users.deleted, unitId: users.unitId,
      regionCode: users.regionCode, roleId: roles.id, role: roles.code, abilities: roles.abilities, revoked: revokedSessions.sid,
      unitStatus: units.unitStatus, unitDeleted: units.deleted, expireTime: units.expireTime, mustChangePassword: users.mustChangePassword,
      isSubAccount: users.isSubAccount,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(units, eq(units.id, users.unitId))
    .leftJoin(revokedSessions, eq(revokedSessions.sid, sid))
    .where(eq(users.id, uid))
    .limit(1);
  return row ?? null;
}

/**
 * The account behind a token and whether its session may go on: the account gone or disabled, the session revoked,
 * the unit revoked, merged, deleted or expired all end it (login refuses the same). The row comes from memory while
 * the database's notifications keep it exact (lib/server/sessionCache.ts; the triggers of migration 0011 watch every
 * column read here, so a new one read here needs its trigger there); the expiry date is judged against today on
 * every request.
 */
export async function checkSession(db: Db, uid: number, sid: string): Promise<{ user: SessionUser } | { refused: SessionRefusal }> {
  const cache = cachesOf(db)?.sessions;
  const row = cache
    ? (await cache.read(`${uid} ${sid}`, async () => ({ uid, sid, row: await readSession(db, uid, sid) }))).row
    : await readSession(db, uid, sid);
  const refused = sessionRefusal({
    found: Boolean(row), enabled: row?.enabled ?? false, deleted: row?.deleted ?? true, revoked: Boolean(row?.revoked),
    unit: row?.unitStatus == null ? null : { status: row.unitStatus, deleted: row.unitDeleted ?? false, expireTime: row.expireTime ?? null },
  }, today());
  if (refused) return { refused };
  const found = row!;
  return {
    user: {
      id: found.id, username: found.username, role: found.role as Role, roleId: found.roleId, abilities: [...found.abilities],
      unitId: found.unitId, regionCode: found.regionCode, sid, mustChangePassword: found.mustChangePassword,
      isSubAccount: found.isSubAccount,
    },
  };
}

/** The signed-in user, or null when the session may not go on (see checkSession). */
export async function loadSessionUser(db: Db, uid: number, sid: string): Promise<SessionUser | null> {
  const checked = await checkSession(db, uid, sid);
  return 'user' in checked ? checked.user : null;
}

/** What a user whose password must be changed may still call: enough to see the profile, change it and sign out. */
export const MUST_CHANGE_PASSWORD_OPEN: ReadonlySet<string> = new Set([userInfo, passwordChange, logout, routerList, publicKey].map((e) => `/api${e.path}`));

/** Refuses (403) every other endpoint while the user's password, set by an administrator, is not yet changed. */
export function refuseUntilPasswordChanged(user: SessionUser, pathname: string): void {
  if (!user.mustChangePassword || MUST_CHANGE_PASSWORD_OPEN.has(pathname)) return;
  throw new ApiError(403, '管理员设置或重置的密码须由本人修改后才能继续使用，请先在个人中心修改密码', { reason: 'mustChangePassword' },
    'A password set by an administrator must be changed by its owner before you go on: change it in the personal centre first');
}
