import 'server-only';
import { eq } from 'drizzle-orm';
import type { Role } from '@/lib/contracts/endpoint';
import type { Db } from './db/client';
import { revokedSessions, roles, users } from './db/schema';

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
}

/** Loads the account behind a token in one query; null when it is gone or disabled, or the session was revoked. */
export async function loadSessionUser(db: Db, uid: number, sid: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: users.id, username: users.username, enabled: users.enabled, deleted: users.deleted, unitId: users.unitId,
      regionCode: users.regionCode, roleId: roles.id, role: roles.code, abilities: roles.abilities, revoked: revokedSessions.sid,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(revokedSessions, eq(revokedSessions.sid, sid))
    .where(eq(users.id, uid))
    .limit(1);
  if (!row || !row.enabled || row.deleted || row.revoked) return null;
  return {
    id: row.id, username: row.username, role: row.role as Role, roleId: row.roleId, abilities: row.abilities,
    unitId: row.unitId, regionCode: row.regionCode, sid,
  };
}
