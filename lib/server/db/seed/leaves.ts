/**
 * The history a demo person out of post carries (domain.md §3.5): the 状态出入 period of their status and, for a
 * secondment, the 借调出 and 借调入 rows the internal exchange filing writes at both units. The persons' own rows already
 * hold the status; these make their history, the statistics at a past date and the receiving unit agree with it.
 */
import type { personExchanges, personStatusHistory } from '../schema-business';
import { addDays } from '@/lib/domain/dates';
import { latestStartupEnd } from '@/lib/domain/personStatus';
import type { PersonDraft } from './persons';

type Row<T> = Omit<T, 'personId'>;
interface Unit { id: number; unitName: string }

/** Why a demo person is out of post, as a clerk would write it on the status change. */
const LEAVE_REASON = { LONG_SICK: '因病长期休养', OFF_POST_STARTUP: '经批准离岗创业', OTHER_OFF_DUTY: '脱产进修学习' } as const;

/** The rows of the drafts out of post; `units` holds the demo units by id, `unitIds` their ids by demo key. */
export function leaveRows(drafts: readonly PersonDraft[], units: ReadonlyMap<number, Unit>, unitIds: ReadonlyMap<string, number>) {
  const periods: { draft: PersonDraft; row: Row<typeof personStatusHistory.$inferInsert> }[] = [];
  const exchanges: { draft: PersonDraft; row: Row<typeof personExchanges.$inferInsert> }[] = [];
  for (const draft of drafts) {
    const leave = draft.leave;
    if (!leave) continue;
    // A leave to start a business is granted for a term (R-PS-01); sick leave and a secondment last until a change ends them.
    const endDate = leave.toStatus === 'OFF_POST_STARTUP' ? addDays(latestStartupEnd(leave.startDate), -1) : null;
    const period = { unitId: draft.person.unitId, fromStatus: 'ON_DUTY', toStatus: leave.toStatus, startDate: leave.startDate, endDate };
    if (leave.toStatus !== 'SECONDED_OUT') {
      periods.push({ draft, row: { ...period, reason: LEAVE_REASON[leave.toStatus] } });
      continue;
    }
    const to = units.get(unitIds.get(leave.secondedTo ?? '') ?? -1);
    const from = units.get(draft.person.unitId);
    if (!to || !from) throw new Error(`the demo secondment of ${draft.person.name} names no seeded unit (${leave.secondedTo})`);
    periods.push({ draft, row: { ...period, reason: `借调至${to.unitName}（工作需要）` } });
    const base = { exchangeMode: 'SECONDMENT', reason: 'WORK_NEED', effectiveDate: leave.startDate };
    exchanges.push(
      { draft, row: { ...base, unitId: from.id, direction: 'OUT', counterpartUnitId: to.id, counterpartUnitName: to.unitName } },
      { draft, row: { ...base, unitId: to.id, direction: 'IN', counterpartUnitId: from.id, counterpartUnitName: from.unitName } },
    );
  }
  return { periods, exchanges };
}
