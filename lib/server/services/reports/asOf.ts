import 'server-only';
import { and, asc, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import { formatDateTime, today as todayInChina } from '@/lib/domain/datetime';
import {
  awaitingArrivalOn, estabOn, inForceOn, postOn, statDateIssue, titleOn, unitOn, type UnitMove,
} from '@/lib/domain/statDate';
import type { Db } from '../../db/client';
import {
  filingLines, filings, personEstabHistory, personExchanges, personPostHistory, persons, personTitleHistory, unitEstablishments,
} from '../../db/tables';
import { ApiError } from '../../errors';

/**
 * The statistics date asked for (domain.md §5.1): null for today or none (the reports then read the live state, in-transit filings
 * included), the date for a past day; 400 for a day that is not a date, after today or before 2000.
 */
export function pastStatDate(statDate: string | undefined): string | null {
  if (!statDate) return null;
  const today = todayInChina();
  const issue = statDateIssue(statDate, today);
  if (issue) throw new ApiError(400, issue.zh, { field: 'statDate' }, issue.en);
  return statDate === today ? null : statDate;
}

function groupBy<T, K>(rows: T[], keyOf: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const list = out.get(keyOf(r));
    if (list) list.push(r);
    else out.set(keyOf(r), [r]);
  }
  return out;
}
const byPerson = <T extends { personId: number }>(rows: T[]) => groupBy(rows, (r) => r.personId);

type EstabRow = typeof unitEstablishments.$inferSelect;

/** The unit_estab version in force on the date for each unit (the latest effective on or before it); a unit without one then is absent. */
export async function establishmentsOn(db: Db, unitIds: number[], date: string): Promise<Map<number, EstabRow>> {
  if (!unitIds.length) return new Map();
  const rows = await db.select().from(unitEstablishments)
    .where(and(inArray(unitEstablishments.unitId, unitIds), eq(unitEstablishments.deleted, false))).orderBy(asc(unitEstablishments.id));
  const byUnit = groupBy(rows, (r) => r.unitId);
  const out = new Map<number, EstabRow>();
  for (const [unitId, versions] of byUnit) {
    const v = inForceOn(versions, date, (r) => r.effectiveFrom);
    if (v) out.set(unitId, v);
  }
  return out;
}

/** A filed person as they stood on a past date: on whose books, and in what state. */
export interface PersonOnDate {
  personId: number; unitId: number;
  /** IN: counted in establishment; OUT: 编外; AWAITING: approved, not yet arrived (已批未到岗). */
  standing: 'IN' | 'OUT' | 'AWAITING';
  estabType: string | null; postCategory: string | null; postLevel: string | null; titleLevel: string | null;
  // Not reconstructed (no dated history holds them): the current values.
  birthDate: string; gender: string; ethnicity: string; education: string; degree: string | null; politicalStatus: string;
}

/**
 * The filed persons on the books of the given units on a past date, rebuilt from the person row and the dated sub-sets:
 * person_exchange (moves between units), person_estab_history, person_post_history, person_title_history, and the approval day
 * of the recruitment / talent filing for 已批未到岗. Draft and pending records were not filed then and are left out.
 * A record reused for a later intake (R-ID-04) keeps only its latest entry: an earlier stay is not reconstructed.
 */
export async function personsOnDate(db: Db, unitIds: number[], date: string): Promise<PersonOnDate[]> {
  if (!unitIds.length) return [];
  const movedThrough = db.selectDistinct({ id: personExchanges.personId }).from(personExchanges)
    .where(and(inArray(personExchanges.unitId, unitIds), ne(personExchanges.exchangeMode, 'SECONDMENT')));
  const candidates = and(eq(persons.deleted, false), eq(persons.recordStatus, 'FILED'), or(inArray(persons.unitId, unitIds), inArray(persons.id, movedThrough)))!;
  const ids = db.select({ id: persons.id }).from(persons).where(candidates);
  const [people, moves, estab, posts, titles, intakes] = await Promise.all([
    // Only the columns the rebuild reads: at a city's size whole person rows cost more to move than to find.
    db.select({
      id: persons.id, unitId: persons.unitId, unitEntryDate: persons.unitEntryDate, workStartDate: persons.workStartDate,
      personStatus: persons.personStatus, reduceDate: persons.reduceDate, estabStatus: persons.estabStatus, estabType: persons.estabType,
      postCategory: persons.postCategory, postLevel: persons.postLevel, titleLevel: persons.titleLevel, titleDate: persons.titleDate,
      birthDate: persons.birthDate, gender: persons.gender, ethnicity: persons.ethnicity, education: persons.education, degree: persons.degree,
      politicalStatus: persons.politicalStatus,
    }).from(persons).where(candidates),
    db.select({ personId: personExchanges.personId, unitId: personExchanges.unitId, counterpartUnitId: personExchanges.counterpartUnitId, effectiveDate: personExchanges.effectiveDate })
      .from(personExchanges).where(and(inArray(personExchanges.personId, ids), eq(personExchanges.direction, 'IN'), ne(personExchanges.exchangeMode, 'SECONDMENT')))
      .orderBy(asc(personExchanges.id)),
    db.select({
      personId: personEstabHistory.personId, sourceFilingId: personEstabHistory.sourceFilingId, effectiveDate: personEstabHistory.effectiveDate,
      fromEstabStatus: personEstabHistory.fromEstabStatus, fromEstabType: personEstabHistory.fromEstabType,
      toEstabStatus: personEstabHistory.toEstabStatus, toEstabType: personEstabHistory.toEstabType,
    }).from(personEstabHistory).where(inArray(personEstabHistory.personId, ids)).orderBy(asc(personEstabHistory.id)),
    db.select({ personId: personPostHistory.personId, appointStart: personPostHistory.appointStart, postCategory: personPostHistory.postCategory, postLevel: personPostHistory.postLevel })
      .from(personPostHistory).where(inArray(personPostHistory.personId, ids)).orderBy(asc(personPostHistory.id)),
    db.select({ personId: personTitleHistory.personId, titleDate: personTitleHistory.titleDate, titleLevel: personTitleHistory.titleLevel })
      .from(personTitleHistory).where(inArray(personTitleHistory.personId, ids)).orderBy(asc(personTitleHistory.id)),
    db.select({ personId: filingLines.personId, filingId: filings.id, closedAt: filings.closedAt }).from(filingLines)
      .innerJoin(filings, eq(filings.id, filingLines.filingId))
      .where(and(inArray(filingLines.personId, ids), inArray(filings.filingType, ['RECRUIT_RESULT', 'TALENT_INTRO']), eq(filings.status, 'APPROVED'),
        eq(filings.deleted, false), isNotNull(filings.closedAt)))
      .orderBy(asc(filings.closedAt)),
  ]);
  const movesOf = byPerson(moves);
  const estabOf = byPerson(estab);
  const postsOf = byPerson(posts);
  const titlesOf = byPerson(titles);
  // A record reused for a second intake keeps only the latest one's meaning.
  const intakeOf = new Map(intakes.map((i) => [i.personId!, { filingId: i.filingId, approvedOn: formatDateTime(i.closedAt).slice(0, 10) }]));
  const inScope = new Set(unitIds);
  const out: PersonOnDate[] = [];
  for (const p of people) {
    const unitMoves: UnitMove[] = (movesOf.get(p.id) ?? []).map((m) => ({ toUnitId: m.unitId!, fromUnitId: m.counterpartUnitId, effectiveDate: m.effectiveDate }));
    const history = estabOf.get(p.id) ?? [];
    const intake = intakeOf.get(p.id);
    const pending = p.personStatus === 'PENDING_ARRIVAL';
    // The arrival wrote an estab history row from the intake filing; without one, the entry date is the arrival.
    const arrival = intake && history.find((h) => h.sourceFilingId === intake.filingId && h.toEstabStatus === 'IN');
    const arrivedOn = pending ? null : arrival?.effectiveDate ?? p.unitEntryDate;
    // Awaiting arrival: a pending person's entry date is the approval day (createIntakePersons) until they arrive.
    const approvedOn = pending ? p.unitEntryDate : intake?.approvedOn ?? null;
    let unitId: number | null;
    let standing: PersonOnDate['standing'];
    let state = estabOn(history, date, { estabStatus: p.estabStatus, estabType: p.estabType });
    if (awaitingArrivalOn(approvedOn, arrivedOn, date)) {
      unitId = arrivedOn ? unitOn(p, unitMoves, arrivedOn) : p.unitId;
      state = estabOn(history, arrivedOn ?? date, { estabStatus: p.estabStatus, estabType: p.estabType });
      standing = 'AWAITING';
      // Like today's table, 已批未到岗 counts only those who will occupy the quota.
      if (state.estabStatus !== 'IN') continue;
    } else {
      unitId = pending ? null : unitOn(p, unitMoves, date);
      standing = state.estabStatus === 'IN' ? 'IN' : 'OUT';
    }
    if (unitId == null || !inScope.has(unitId)) continue;
    const post = postOn(postsOf.get(p.id) ?? [], date, { postCategory: p.postCategory, postLevel: p.postLevel });
    out.push({
      personId: p.id, unitId, standing, estabType: state.estabType, ...post,
      titleLevel: titleOn(titlesOf.get(p.id) ?? [], date, { titleLevel: p.titleLevel, titleDate: p.titleDate }),
      birthDate: p.birthDate, gender: p.gender, ethnicity: p.ethnicity, education: p.education, degree: p.degree, politicalStatus: p.politicalStatus,
    });
  }
  return out;
}
