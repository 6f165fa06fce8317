/**
 * Statistics on a past date (domain.md §5.1 统计日期): which dated record applies on the date, and where a person stood then.
 * A change dated on the statistics date itself applies on it: the state counted is the one at the end of that day.
 */
import { isCalendarDate } from './dates';

export const EARLIEST_STAT_DATE = '2000-01-01';

/** Why a statistics date cannot be used (zh and en), or null: a real calendar day from 2000 on and not after today. */
export function statDateIssue(statDate: string, today: string): { zh: string; en: string } | null {
  if (!isCalendarDate(statDate)) return { zh: `统计日期“${statDate}”不是有效日期，格式应为 YYYY-MM-DD`, en: `The statistics date "${statDate}" is not a valid date (YYYY-MM-DD)` };
  if (statDate > today) return { zh: `统计日期不能晚于今天（${today}）`, en: `The statistics date cannot be after today (${today})` };
  if (statDate < EARLIEST_STAT_DATE) return { zh: '统计日期不能早于 2000-01-01', en: 'The statistics date cannot be before 2000-01-01' };
  return null;
}

/** The record in force on the date: the latest dated on or before it; of records on the same day the last written (later in `rows`). */
export function inForceOn<T>(rows: readonly T[], date: string, dateOf: (row: T) => string | null): T | undefined {
  let found: T | undefined;
  let foundDate = '';
  for (const r of rows) {
    const d = dateOf(r);
    if (d != null && d <= date && d >= foundDate) {
      found = r;
      foundDate = d;
    }
  }
  return found;
}

/** The earliest dated record (of the same day the first written). */
function earliest<T>(rows: readonly T[], dateOf: (row: T) => string): T | undefined {
  return rows.reduce<T | undefined>((best, r) => (best === undefined || dateOf(r) < dateOf(best) ? r : best), undefined);
}

/** A move between units (person_exchange IN rows except secondments, which keep the person on the sending unit's books). */
export interface UnitMove { toUnitId: number; fromUnitId: number | null; effectiveDate: string }

export interface PersonNow {
  unitId: number; unitEntryDate: string; workStartDate: string; personStatus: string; reduceDate: string | null;
}

/** The unit whose books held the person on the date, or null (not yet entered, come from outside the system later, or reduced). */
export function unitOn(p: PersonNow, moves: readonly UnitMove[], date: string): number | null {
  // A reduction without a date cannot be placed in time: it counts as before any statistics date.
  if (p.personStatus === 'REDUCED' && (p.reduceDate == null || p.reduceDate <= date)) return null;
  const last = inForceOn(moves, date, (m) => m.effectiveDate);
  if (last) return last.toUnitId;
  const first = earliest(moves, (m) => m.effectiveDate);
  if (!first) return p.unitEntryDate <= date ? p.unitId : null;
  if (first.fromUnitId == null) return null;
  // A move overwrites the entry date into the earlier unit and nothing else records it: the person counts there from starting work.
  return p.workStartDate <= date ? first.fromUnitId : null;
}

export interface EstabChange {
  effectiveDate: string; fromEstabStatus: string | null; fromEstabType: string | null; toEstabStatus: string; toEstabType: string | null;
}
export interface EstabState { estabStatus: string; estabType: string | null }

/** 编制情况/类型 on the date from person_estab_history; before its first change the recorded earlier state; without history the current one. */
export function estabOn(history: readonly EstabChange[], date: string, current: EstabState): EstabState {
  const row = inForceOn(history, date, (h) => h.effectiveDate);
  if (row) return { estabStatus: row.toEstabStatus, estabType: row.toEstabType };
  const first = earliest(history, (h) => h.effectiveDate);
  if (first?.fromEstabStatus) return { estabStatus: first.fromEstabStatus, estabType: first.fromEstabType };
  return current;
}

export interface PostAppointment { appointStart: string; postCategory: string; postLevel: string }
export interface PostState { postCategory: string | null; postLevel: string | null }

/**
 * 岗位类别/等级 on the date from person_post_history. Before the first recorded appointment (or without history) the current post:
 * an appointment row dates the current appointment, and the post held before it is often not recorded.
 */
export function postOn(history: readonly PostAppointment[], date: string, current: PostState): PostState {
  const row = inForceOn(history, date, (h) => h.appointStart);
  return row ? { postCategory: row.postCategory, postLevel: row.postLevel } : current;
}

export interface TitleAward { titleDate: string; titleLevel: string }

/**
 * 职称级别 on the date from person_title_history: the last title obtained by then. A title row dates when it was obtained, so before
 * the first one there was no recorded title; without history the current title, unless its own date is after the statistics date.
 */
export function titleOn(history: readonly TitleAward[], date: string, current: { titleLevel: string | null; titleDate: string | null }): string | null {
  const row = inForceOn(history, date, (h) => h.titleDate);
  if (row) return row.titleLevel;
  if (history.length) return null;
  return current.titleDate && current.titleDate > date ? null : current.titleLevel;
}

/**
 * 已批未到岗 on a past date: approved (the intake filing's approval day) on or before it and not yet arrived (arrival after it, or not yet).
 * 在途 (filings under review) exists only today and is not reconstructed.
 */
export function awaitingArrivalOn(approvedOn: string | null, arrivedOn: string | null, date: string): boolean {
  return approvedOn != null && approvedOn <= date && (arrivedOn == null || arrivedOn > date);
}
