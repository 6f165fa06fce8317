import 'server-only';
import { and, asc, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import { formatDateTime } from '@/lib/domain/datetime';
import { awaitingArrivalOn, estabOn, postOn, titleOn, unitOn, type UnitMove } from '@/lib/domain/statDate';
import type { Db } from '../../db/client';
import { filingLines, filings, personEstabHistory, personExchanges, personPostHistory, persons, personStatusHistory, personTitleHistory } from '../../db/tables';
import { groupBy, type PersonOnDate } from './asOf';

const byPerson = <T extends { personId: number }>(rows: T[]) => groupBy(rows, (r) => r.personId);

/**
 * The persons on a past date rebuilt in Node, one by one, with the domain rules of statDate.ts: what the SQL of asOf.ts
 * (personsOnDate) must answer, kept as the oracle its equality test compares it with. It loads every candidate and all
 * their dated rows, so the reports do not use it.
 */
export async function personsOnDateRebuilt(db: Db, unitIds: number[], date: string): Promise<PersonOnDate[]> {
  if (!unitIds.length) return [];
  const movedThrough = db.selectDistinct({ id: personExchanges.personId }).from(personExchanges)
    .where(and(inArray(personExchanges.unitId, unitIds), ne(personExchanges.exchangeMode, 'SECONDMENT')));
  const candidates = and(eq(persons.deleted, false), eq(persons.recordStatus, 'FILED'), or(inArray(persons.unitId, unitIds), inArray(persons.id, movedThrough)))!;
  const ids = db.select({ id: persons.id }).from(persons).where(candidates);
  const [people, moves, estab, posts, titles, intakes, leftSecondment] = await Promise.all([
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
    db.select({ personId: personStatusHistory.personId }).from(personStatusHistory)
      .where(and(inArray(personStatusHistory.personId, ids), eq(personStatusHistory.toStatus, 'REDUCED'), eq(personStatusHistory.fromStatus, 'SECONDED_IN'))),
  ]);
  const reducedFromSecondedIn = new Set(leftSecondment.map((r) => r.personId));
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
      // Seconded in (now, or until reduced): their establishment is their own unit's, not the borrowing unit's (domain.md §6.13).
      if (standing === 'IN' && (p.personStatus === 'SECONDED_IN' || reducedFromSecondedIn.has(p.id))) continue;
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
