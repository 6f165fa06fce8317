import 'server-only';
import { and, eq, like, ne, or, type SQL } from 'drizzle-orm';
import { persons, units } from '../../db/tables';
import { regionPrefix } from '../../scope';
import type { SessionUser } from '../../session';

/**
 * Which persons a user may see (domain.md §2.3, §3.4), on `person` joined with its `unit`: a unit account
 * its own unit's, drafts included; a competent authority its own unit's and the reported persons of the
 * units under it; the bureau the reported persons of its region; admin every reported person. A draft
 * (待上报) is seen by its unit only.
 */
export function visiblePersons(user: SessionUser): SQL {
  const live = eq(persons.deleted, false);
  const reported = ne(persons.recordStatus, 'DRAFT');
  switch (user.role) {
    case 'admin':
      return and(live, reported)!;
    case 'rsj':
      return user.regionCode ? and(live, reported, like(units.regionCode, `${regionPrefix(user.regionCode)}%`))! : eq(persons.id, -1);
    case 'zg':
      return user.unitId ? and(live, or(eq(persons.unitId, user.unitId), and(eq(units.competentDeptId, user.unitId), reported)))! : eq(persons.id, -1);
    default:
      return user.unitId ? and(live, eq(persons.unitId, user.unitId))! : eq(persons.id, -1);
  }
}

/** Whether `visiblePersons` reads the person's unit (a competent authority's units, the bureau's region). */
export const scopeReadsUnits = (user: SessionUser) => user.role === 'zg' || user.role === 'rsj';
