import type { FilingDetail } from '@/lib/contracts/filing';
import type { PersonStatusLine } from '@/lib/contracts/personStatus';
import { checkForm, failureKeys } from '@/lib/domain/formRules';
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
  const startup = r.change === 'OFF_POST_STARTUP';
  return failureKeys(checkForm(r, {
    change: {
      required: true, message: 'changeRequired',
      custom: (change, row) => !!row.person.personStatus && !STATUS_CHANGE_PATHS[change as PersonStatusChange].from.includes(row.person.personStatus) && 'changeNotFrom',
    },
    startDate: { required: true, message: 'dateRequired' },
    endDate: {
      required: startup, message: { required: 'endRequired' },
      custom: (end, row) => {
        if (!end || !row.startDate) return false;
        if ((end as string) < row.startDate) return 'endNotBeforeStart';
        return startup && (end as string) > latestStartupEnd(row.startDate) && 'startupTooLong';
      },
    },
    reason: { trim: true, required: true, max: 500, message: { required: 'reasonRequired', max: 'tooLong500' } },
  }));
}
