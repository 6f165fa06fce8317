import 'server-only';
import { and, asc, between, eq, gte, isNull, ne, or, sql, type Column, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { addDays } from '@/lib/domain/dates';
import { estabOn, type EstabChange, type EstabState } from '@/lib/domain/statDate';
import {
  conversionEvents, distinctFlowEvents, FLOW_IN_KINDS, FLOW_OUT_KINDS, flowStatsRow, flowStatsTotal, inKindOfEntryMethod, inKindOfExchangeMode, inKindOfFilingType,
  outKindOfReduceType, type FlowEvent, type FlowStatsRow,
} from '@/lib/domain/flowStats';
import type { AuditEntry } from '../../audit';
import type { Db } from '../../db/client';
import { filings, personEstabHistory, personExchanges, persons } from '../../db/tables';
import type { SessionUser } from '../../session';
import { xlsxResponse } from '../persons/excel/workbook';
import { addBasisSheet } from './basisSheet';
import { yearSpan, yearStatsUnits, type YearStatsQuery } from './yearStatsScope';
import zh from '@/data/i18n/modules/report.zh.json';
import en from '@/data/i18n/modules/report.en.json';

/**
 * Where a year's movements are recorded, in the order that decides a movement recorded twice:
 * 1. person_exchange: every arrival and departure by exchange, on both sides (a secondment moves nobody);
 * 2. the person's own entry into the unit it is now in (entry method and date; not before arrival) and reduction;
 * 3. person_estab_history: the first establishment at a unit the person has since left for another, whose entry
 *    method the move overwrote — its kind then comes from the filing that brought the person in;
 * 4. person_estab_history rows written by an approved 编制转换 (ESTAB_CONVERSION).
 * Each arrival or departure counts with the 在编 or the 编外 staff by the person's 编制 on that day (a departure: the day before).
 */
async function flowEvents(db: Db, inUnits: (column: Column) => SQL, year: number): Promise<FlowEvent[]> {
  const { from, to } = yearSpan(year);
  const [exchanges, own, firstEstab, conversions] = await Promise.all([
    db.select({ personId: personExchanges.personId, unitId: personExchanges.unitId, direction: personExchanges.direction, mode: personExchanges.exchangeMode,
      date: personExchanges.effectiveDate, estabStatus: persons.estabStatus, estabType: persons.estabType }).from(personExchanges)
      .leftJoin(persons, eq(persons.id, personExchanges.personId))
      .where(and(inUnits(personExchanges.unitId), between(personExchanges.effectiveDate, from, to), ne(personExchanges.exchangeMode, 'SECONDMENT'))),
    db.select({ personId: persons.id, unitId: persons.unitId, personStatus: persons.personStatus, entryMethod: persons.entryMethod, entered: persons.unitEntryDate,
      reduceType: persons.reduceType, reduced: persons.reduceDate, estabStatus: persons.estabStatus, estabType: persons.estabType }).from(persons)
      .where(and(eq(persons.deleted, false), eq(persons.recordStatus, 'FILED'), inUnits(persons.unitId), or(
        and(ne(persons.personStatus, 'PENDING_ARRIVAL'), between(persons.unitEntryDate, from, to)),
        and(eq(persons.personStatus, 'REDUCED'), between(persons.reduceDate, from, to)),
      ))),
    db.select({ personId: personEstabHistory.personId, unitId: personEstabHistory.unitId, date: personEstabHistory.effectiveDate, filingType: filings.filingType,
      estabStatus: persons.estabStatus, estabType: persons.estabType })
      .from(personEstabHistory).innerJoin(persons, eq(persons.id, personEstabHistory.personId)).leftJoin(filings, eq(filings.id, personEstabHistory.sourceFilingId))
      .where(and(eq(persons.deleted, false), inUnits(personEstabHistory.unitId), isNull(personEstabHistory.fromEstabStatus),
        ne(persons.unitId, personEstabHistory.unitId), between(personEstabHistory.effectiveDate, from, to))),
    db.select({
      personId: personEstabHistory.personId, unitId: personEstabHistory.unitId, date: personEstabHistory.effectiveDate,
      fromStatus: personEstabHistory.fromEstabStatus, fromType: personEstabHistory.fromEstabType, toStatus: personEstabHistory.toEstabStatus,
      toType: personEstabHistory.toEstabType,
    }).from(personEstabHistory).innerJoin(persons, eq(persons.id, personEstabHistory.personId))
      .innerJoin(filings, eq(filings.id, personEstabHistory.sourceFilingId))
      .where(and(eq(persons.deleted, false), eq(filings.filingType, 'ESTAB_CONVERSION'), inUnits(personEstabHistory.unitId),
        between(personEstabHistory.effectiveDate, from, to))),
  ]);
  const inYear = (d: string | null): d is string => d !== null && d >= from && d <= to;
  // Each mover's 编制 now, read with the movement (a person no longer found counts as 在编, as before).
  const current = new Map<number, EstabState>();
  for (const m of [...exchanges, ...own, ...firstEstab]) {
    if (m.estabStatus !== null) current.set(m.personId, { estabStatus: m.estabStatus, estabType: m.estabType });
  }
  const moves: FlowEvent[] = [];
  for (const x of exchanges) {
    if (x.unitId === null) continue;
    moves.push(x.direction === 'IN'
      ? { personId: x.personId, unitId: x.unitId, date: x.date, direction: 'in', kind: inKindOfExchangeMode(x.mode) }
      : { personId: x.personId, unitId: x.unitId, date: x.date, direction: 'out', kind: 'transferOut' });
  }
  for (const p of own) {
    if (p.personStatus !== 'PENDING_ARRIVAL' && inYear(p.entered)) {
      moves.push({ personId: p.personId, unitId: p.unitId, date: p.entered, direction: 'in', kind: inKindOfEntryMethod(p.entryMethod) });
    }
  }
  for (const h of firstEstab) {
    if (h.unitId !== null) moves.push({ personId: h.personId, unitId: h.unitId, date: h.date, direction: 'in', kind: inKindOfFilingType(h.filingType) });
  }
  for (const p of own) {
    if (p.personStatus === 'REDUCED' && inYear(p.reduced)) {
      moves.push({ personId: p.personId, unitId: p.unitId, date: p.reduced, direction: 'out', kind: outKindOfReduceType(p.reduceType) });
    }
  }
  const staffOf = await estabStates(db, [...new Set(moves.map((m) => m.personId))], current, from);
  // The day before each departure, once per date: a city's year has tens of thousands of departures on a few hundred days.
  const dayBefore = new Map<string, string>();
  const events: FlowEvent[] = moves.map((m) => {
    const day = m.direction === 'out' ? dayBefore.get(m.date) ?? dayBefore.set(m.date, addDays(m.date, -1)).get(m.date)! : m.date;
    return staffOf(m.personId, day) === 'IN' ? m : { ...m, outOfEstab: true } as FlowEvent;
  });
  for (const c of conversions) {
    if (c.unitId !== null) events.push(...conversionEvents({ ...c, unitId: c.unitId }));
  }
  return distinctFlowEvents(events);
}

/**
 * Whether each moving person was 在编 or 编外 on a day of the year (statDate.ts estabOn): the current status unless the 编制 history
 * records a change since the year began (an earlier change leaves the state the next row starts from). Only the year's movers' history
 * is read, their ids sent as one text parameter (a city's tens of thousands of movers would be as many parameters).
 */
async function estabStates(db: Db, personIds: number[], current: Map<number, EstabState>, from: string): Promise<(personId: number, day: string) => string> {
  const history = new Map<number, EstabChange[]>();
  const changes = personIds.length ? await db.select({
    personId: personEstabHistory.personId, effectiveDate: personEstabHistory.effectiveDate, fromEstabStatus: personEstabHistory.fromEstabStatus,
    fromEstabType: personEstabHistory.fromEstabType, toEstabStatus: personEstabHistory.toEstabStatus, toEstabType: personEstabHistory.toEstabType,
  }).from(personEstabHistory)
    .where(and(sql`${personEstabHistory.personId} = any(string_to_array(${personIds.join(',')}, ',')::int[])`,
      gte(personEstabHistory.effectiveDate, addDays(from, -1))))
    .orderBy(asc(personEstabHistory.id)) : [];
  for (const h of changes) history.set(h.personId, [...(history.get(h.personId) ?? []), h]);
  return (personId, day) => estabOn(history.get(personId) ?? [], day, current.get(personId) ?? { estabStatus: 'IN', estabType: null }).estabStatus;
}

/** 人员增减（流动）表 (§5.2): per unit in scope (the authorities' own included), who entered and who left it in the year; units without movements show zeros. */
export async function flowStats(db: Db, user: SessionUser, q: YearStatsQuery) {
  const { units, authorities, inUnits } = await yearStatsUnits(db, user, q);
  const events = units.length ? await flowEvents(db, inUnits, q.year) : [];
  const byUnit = new Map<number, FlowEvent[]>();
  for (const e of events) byUnit.set(e.unitId, byUnit.get(e.unitId) ?? []).get(e.unitId)!.push(e);
  const rows = units.map((u) => flowStatsRow(u, byUnit.get(u.unitId) ?? []));
  return { year: q.year, authorities, rows, total: flowStatsTotal(rows, '') };
}

/** The table as .xlsx: a header row of the groups over the kinds, the units, then the total, then the counting rule. */
export async function exportFlowStats(db: Db, user: SessionUser, q: YearStatsQuery, lang: 'zh' | 'en', audit: { detail?: string; type?: AuditEntry['type'] }) {
  const m = (lang === 'en' ? en : zh).report.flowStats;
  const { rows, total } = await flowStats(db, user, q);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(m.sheet.replace('{year}', String(q.year)));
  const inCols = FLOW_IN_KINDS.length + 1;
  const outCols = FLOW_OUT_KINDS.length + 1;
  const net = 2 + inCols + outCols;
  sheet.addRow([m.column.unitName, m.increase, ...Array(inCols - 1).fill(''), m.decrease, ...Array(outCols - 1).fill(''), m.column.net,
    m.column.typeConverted, m.outOfEstab, '', '']).font = { bold: true };
  sheet.addRow(['', ...FLOW_IN_KINDS.map((k) => m.in[k]), m.column.increaseTotal, ...FLOW_OUT_KINDS.map((k) => m.out[k]), m.column.decreaseTotal, '', '',
    m.column.outIncrease, m.column.outDecrease, m.column.outNet]).font = { bold: true };
  sheet.mergeCells(1, 1, 2, 1);
  sheet.mergeCells(1, 2, 1, 1 + inCols);
  sheet.mergeCells(1, 2 + inCols, 1, 1 + inCols + outCols);
  sheet.mergeCells(1, net, 2, net);
  sheet.mergeCells(1, net + 1, 2, net + 1);
  sheet.mergeCells(1, net + 2, 1, net + 4);
  sheet.getColumn(1).width = 30;
  const line = (r: FlowStatsRow) => [r.unitName, ...FLOW_IN_KINDS.map((k) => r.increase[k]), r.increaseTotal, ...FLOW_OUT_KINDS.map((k) => r.decrease[k]),
    r.decreaseTotal, r.net, r.typeConverted, r.outOfEstab.increase, r.outOfEstab.decrease, r.outOfEstab.net];
  for (const r of rows) sheet.addRow(line(r));
  sheet.addRow(line({ ...total, unitName: m.total })).font = { bold: true };
  addBasisSheet(workbook, m.basis, lang);
  audit.type = 'export';
  audit.detail = `导出${q.year}年度人员增减（流动）表（${rows.length} 个单位）`;
  return xlsxResponse(workbook, lang === 'en' ? `staff-flows-${q.year}.xlsx` : `人员增减表-${q.year}.xlsx`);
}
