import 'server-only';
import { and, eq, gt, inArray, isNotNull, like, or, type SQL } from 'drizzle-orm';
import { filings } from '../../db/tables';
import { regionPrefix } from '../../scope';
import { concerningUnit } from '../exchange';
import type { SessionUser } from '../../session';

const REACHED_RSJ = ['PENDING_RSJ', 'RETURNED_RSJ', 'APPROVED'];

/**
 * Which filings a user may see (domain.md §3.4): jc its unit's; zg its own unit's and, once submitted,
 * those of the units under it (never their drafts); rsj the ZG_RSJ filings of its region that reached it and its approved
 * 年度考核上报 (read only);
 * admin every declared filing.
 */
export function visibleFilings(user: SessionUser): SQL {
  const live = eq(filings.deleted, false);
  switch (user.role) {
    case 'admin':
      return and(live, gt(filings.submitCount, 0))!;
    case 'rsj':
      if (!user.regionCode) return eq(filings.id, -1);
      return and(live, like(filings.regionCode, `${regionPrefix(user.regionCode)}%`), or(
        and(eq(filings.route, 'ZG_RSJ'), or(inArray(filings.status, REACHED_RSJ), isNotNull(filings.rsjReviewedAt))),
        // §2.5/§3.4: the approved 年度考核上报 (ZG_ONLY) is read by rsj for the record (只读备查); the lifecycle gives rsj no action on it.
        and(eq(filings.filingType, 'ASSESSMENT_REPORT'), eq(filings.status, 'APPROVED')),
      ))!;
    case 'zg':
      if (!user.unitId) return eq(filings.id, -1);
      return and(live, or(eq(filings.unitId, user.unitId), and(eq(filings.competentDeptId, user.unitId), gt(filings.submitCount, 0))))!;
    default:
      return user.unitId ? and(live, or(eq(filings.unitId, user.unitId), concerningUnit(user.unitId)))! : eq(filings.id, -1);
  }
}

/**
 * Which filings a user may open one by one: those visible, and for rsj also those of its region still waiting at the
 * competent authority (§3.4: PENDING_ZG 可钻取只读), which its progress view names and its lists leave out; the lifecycle
 * gives rsj no action on them.
 */
export function readableFilings(user: SessionUser): SQL {
  if (user.role !== 'rsj' || !user.regionCode) return visibleFilings(user);
  return or(visibleFilings(user), and(
    eq(filings.deleted, false), like(filings.regionCode, `${regionPrefix(user.regionCode)}%`), eq(filings.status, 'PENDING_ZG'),
    or(eq(filings.route, 'ZG_RSJ'), eq(filings.filingType, 'ASSESSMENT_REPORT')),
  ))!;
}

/** The filings awaiting this user's review. */
export function reviewQueue(user: SessionUser): SQL {
  if (user.role === 'zg' && user.unitId) return and(eq(filings.status, 'PENDING_ZG'), eq(filings.competentDeptId, user.unitId))!;
  if (user.role === 'rsj') return eq(filings.status, 'PENDING_RSJ');
  return eq(filings.id, -1);
}

/** The caller unit's own filings. */
export function ownFilings(user: SessionUser): SQL {
  return user.unitId ? eq(filings.unitId, user.unitId) : eq(filings.id, -1);
}
