import 'server-only';
import type { PersonAction } from '@/lib/contracts/person';
import type { persons } from '../../db/tables';
import type { SessionUser } from '../../session';

export type PersonRow = typeof persons.$inferSelect;

/** Held by an in-flight filing (domain.md §3.3): nothing of the person changes until it ends. */
export const isLocked = (p: Pick<PersonRow, 'lockFilingId' | 'recordStatus'>) => p.lockFilingId !== null || p.recordStatus === 'PENDING';

/**
 * What the caller may do with the person now: only its own unit's clerk edits; a draft never put in a filing
 * may be deleted; a draft is reported as NEW, a filed person's key fields change through a CHANGE line.
 */
export function personActions(user: SessionUser, p: PersonRow, inFiling: boolean): PersonAction[] {
  if (user.role !== 'jc' || user.unitId !== p.unitId || isLocked(p)) return [];
  const out: PersonAction[] = ['EDIT'];
  if (p.recordStatus === 'DRAFT') out.push('FILE_NEW');
  if (p.recordStatus === 'DRAFT' && !inFiling) out.push('DELETE');
  if (p.recordStatus === 'FILED' && p.personStatus !== 'REDUCED') out.push('FILE_CHANGE');
  return out;
}
