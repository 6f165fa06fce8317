import type { FilingDetail } from '@/lib/contracts/filing';
import type { PersonStatusLine } from '@/lib/contracts/personStatus';
import { latestStartupEnd, PERSON_STATUS_CHANGES, STATUS_CHANGE_PATHS, type PersonStatusChange } from '@/lib/domain/personStatus';
import type { RowErrors } from './jobManageForm';

/** One person's status change as the clerk edits it. */
export interface StatusRow {
  personId: number;
  person: { name: string; idNumber: string; personStatus: string };
  change: PersonStatusChange | '';
  startDate: string;
  endDate: string;
  reason: string;
}

export const newStatusRow = (personId: number, person: StatusRow['person']): StatusRow => {
  const offered = changesFrom(person.personStatus);
  return { personId, person, change: offered.length === 1 ? offered[0] : '', startDate: '', endDate: '', reason: '' };
};

/** The changes a person in this status may file (R-PS-01). */
export const changesFrom = (status: string): PersonStatusChange[] => PERSON_STATUS_CHANGES.filter((c) => STATUS_CHANGE_PATHS[c].from.includes(status));

export function statusRowsOf(filing: FilingDetail): StatusRow[] {
  return filing.lines.map((l) => {
    const p = l.payload as Partial<PersonStatusLine>;
    const known = filing.linePersons[String(l.personId)];
    return {
      personId: l.personId!, person: { name: known?.name ?? String(l.personId), idNumber: known?.idNumber ?? '', personStatus: known?.personStatus ?? '' },
      change: p.change ?? '', startDate: p.startDate ?? '', endDate: p.endDate ?? '', reason: p.reason ?? '',
    };
  });
}

export const statusPayload = (r: StatusRow) => ({ change: r.change, startDate: r.startDate, endDate: r.endDate || null, reason: r.reason.trim() });

/** Message keys of `jobManage.errors` by field; the server says the same (lib/contracts/personStatus, lib/domain/personStatus). */
export function statusRowErrors(r: StatusRow): RowErrors {
  const out: RowErrors = {};
  if (!r.change) out.change = 'changeRequired';
  else if (r.person.personStatus && !STATUS_CHANGE_PATHS[r.change].from.includes(r.person.personStatus)) out.change = 'changeNotFrom';
  if (!r.startDate) out.startDate = 'dateRequired';
  if (r.change === 'OFF_POST_STARTUP' && !r.endDate) out.endDate = 'endRequired';
  else if (r.endDate && r.startDate && r.endDate < r.startDate) out.endDate = 'endNotBeforeStart';
  else if (r.change === 'OFF_POST_STARTUP' && r.startDate && r.endDate > latestStartupEnd(r.startDate)) out.endDate = 'startupTooLong';
  if (!r.reason.trim()) out.reason = 'reasonRequired';
  else if (r.reason.trim().length > 500) out.reason = 'tooLong500';
  return out;
}
