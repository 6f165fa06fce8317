import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ComparedField, ComparisonRow, LineComparison } from '@/lib/contracts/filing';
import { maskIdCard } from '@/lib/domain/idCard';
import type { Db } from '../../db/client';
import { filingLines, filings, persons, personStatusHistory, units } from '../../db/tables';
import { comparisonSpecOf, type ComparisonSpec } from './comparisonSpecs';
import type { FilingLineRow, FilingRow } from './definition';
import { linePersons, personOf, type PersonRow } from './types/personLines';

type Value = ComparisonRow['before'];
/** What a line's landed effect recorded of its person before it (recordBefore), by line id. */
type Recorded = Map<number, Partial<PersonRow>>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What the effect of each landed line recorded of its person before it: the record as it found them (recordFound, which
 * every type changing a record keeps as it lands), with the line's `before` (recordBefore) over it; for a status change
 * and a reduction, whose `before` is the period they closed, the status that period left (personStatusHistory.fromStatus).
 */
async function recordedBefore(db: Db, filing: FilingRow, lines: FilingLineRow[]): Promise<Recorded> {
  const recorded: Recorded = new Map();
  const foundOf = (l: FilingLineRow) => (isRecord(l.payload.recordFound) ? l.payload.recordFound : undefined);
  if (filing.filingType === 'PERSON_STATUS' || filing.filingType === 'STAFF_REDUCE') {
    const periods = await db.select({ personId: personStatusHistory.personId, fromStatus: personStatusHistory.fromStatus }).from(personStatusHistory)
      .where(eq(personStatusHistory.sourceFilingId, filing.id));
    for (const l of lines) {
      const from = periods.find((r) => r.personId === l.personId)?.fromStatus;
      if (from || foundOf(l)) recorded.set(l.id, { ...foundOf(l), ...(from ? { personStatus: from } : {}) } as Partial<PersonRow>);
    }
    return recorded;
  }
  for (const l of lines) {
    const { before } = l.payload;
    const kept = isRecord(before) && before.newRecord !== true;
    if (kept || foundOf(l)) recorded.set(l.id, { ...foundOf(l), ...(kept ? before : {}) } as Partial<PersonRow>);
  }
  return recorded;
}

/**
 * A landed line's person no longer on record (taken off the books since): the record as its effect found them, where it
 * kept one (recordFound), so the comparison still shows what was decided.
 */
function keptRecord(l: FilingLineRow, recorded: Recorded): PersonRow | undefined {
  const rec = l.personId === null ? undefined : recorded.get(l.id);
  return rec && isRecord(l.payload.recordFound) ? { ...rec, id: l.personId } as PersonRow : undefined;
}

/** An arrival from outside the system not on record yet: the person as its line describes them. */
function describedArrival(l: FilingLineRow): PersonRow {
  const np = isRecord(l.payload.newPerson) ? l.payload.newPerson : {};
  return { ...np, estabStatus: 'IN', personStatus: 'ON_DUTY', appointDate: null, postCategory: null, postLevel: null } as unknown as PersonRow;
}

interface Compared {
  line: FilingLineRow;
  comparison: LineComparison;
  before: PersonRow | null;
  after: PersonRow;
}

/**
 * The lines of `filing` compared, with the persons as the lines found them (`base`, by person id, where given: a
 * correction's persons as they stood before the original it undoes; `onFile`, by line, the record a line names by the
 * ID number alone).
 */
function compareLines(
  spec: ComparisonSpec, filing: FilingRow, lines: FilingLineRow[], people: Map<number, PersonRow>, recorded: Recorded,
  readable: (p: PersonRow) => boolean, base: Map<number, Partial<PersonRow>> = new Map(), onFile: Map<number, PersonRow> = new Map(),
): Compared[] {
  return lines.flatMap((l): Compared[] => {
    const landed = filing.effectAppliedAt !== null || l.effectAppliedAt !== null;
    const p = personOf(people, l) ?? onFile.get(l.id) ?? (landed ? keptRecord(l, recorded) : undefined);
    if (l.personId !== null && (!p || !readable(p))) return [];
    const isNew = spec.isNew?.(filing, l, p) ?? false;
    const rec = landed ? recorded.get(l.id) : undefined;
    const found: PersonRow = p && !(isNew && spec.describe) ? { ...p, ...(rec ?? (landed ? {} : base.get(p.id) ?? {})) } : (spec.describe ?? describedArrival)(l);
    const sets = spec.after(filing, l, found);
    if (!sets) return [];
    const after = { ...found, ...sets } as PersonRow;
    const basis = isNew ? 'NEW' : rec ? 'RECORDED' : 'CURRENT';
    return [{
      line: l, before: isNew ? null : found, after,
      comparison: { lineNo: l.lineNo, personId: l.personId, personName: String(after.name ?? ''), basis, rows: [] },
    }];
  });
}

function valueOf(p: PersonRow | null, field: ComparedField, unitNames: Map<number, string>): Value {
  if (!p) return null;
  if (field === 'unitName') return unitNames.get(p.unitId) ?? null;
  const v = (p as unknown as Record<string, unknown>)[field];
  if (v === undefined || v === null) return null;
  if (field === 'idNumber' && typeof v === 'string') return maskIdCard(v);
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : String(v);
}

const rawOf = (p: PersonRow | null, field: ComparedField) => (p ? (p as unknown as Record<string, unknown>)[field === 'unitName' ? 'unitId' : field] ?? null : null);

async function unitNamesOf(db: Db, compared: Compared[]): Promise<Map<number, string>> {
  const ids = [...new Set(compared.flatMap((c) => [c.before?.unitId, c.after.unitId]).filter((id): id is number => typeof id === 'number'))];
  const rows = ids.length ? await db.select({ id: units.id, unitName: units.unitName }).from(units).where(inArray(units.id, ids)) : [];
  return new Map(rows.map((u) => [u.id, u.unitName]));
}

function withRows(spec: ComparisonSpec, compared: Compared[], unitNames: Map<number, string>, original?: Map<number, Map<ComparedField, Value>>) {
  return compared.map(({ comparison, before, after, line }) => {
    const fromOriginal = line.personId === null ? undefined : original?.get(line.personId);
    return {
      ...comparison,
      rows: spec.fields.map((field): ComparisonRow => ({
        field,
        before: valueOf(before, field, unitNames),
        after: valueOf(after, field, unitNames),
        changed: rawOf(before, field) !== rawOf(after, field),
        ...(fromOriginal?.has(field) ? { original: fromOriginal.get(field)! } : {}),
      })),
    };
  });
}

/**
 * The records on file that lines naming their person by the ID number alone name (an intake's former employee: a
 * reduced record, which its approval takes up again), by line. The number the line gives is the proof of who they are.
 */
async function formerRecords(db: Db, spec: ComparisonSpec, lines: FilingLineRow[]): Promise<Map<number, PersonRow>> {
  const named = lines.flatMap((l) => {
    const idNumber = spec.idNumberOf?.(l);
    return idNumber ? [[l.id, idNumber.toUpperCase()] as const] : [];
  });
  if (!named.length) return new Map();
  const rows = await db.select().from(persons).where(and(
    inArray(persons.idNumber, named.map(([, n]) => n)), eq(persons.personStatus, 'REDUCED'), eq(persons.deleted, false),
  ));
  return new Map(named.flatMap(([lineId, n]) => {
    const p = rows.find((r) => r.idNumber === n);
    return p ? [[lineId, p] as const] : [];
  }));
}

/**
 * A correction's view of the original it replaces: the persons as they stood before the original (what its effect
 * recorded, which the correction's approval gives back), and the values the original set, by person.
 */
async function originalOf(db: Db, correction: FilingRow, readable: (p: PersonRow) => boolean) {
  const [original] = await db.select().from(filings).where(eq(filings.id, correction.correctsFilingId!));
  if (!original || original.unitId !== correction.unitId || original.filingType !== correction.filingType) return null;
  const spec = (await comparisonSpecOf(db, original))!;
  const lines = await db.select().from(filingLines).where(eq(filingLines.filingId, original.id)).orderBy(asc(filingLines.lineNo));
  const recorded = await recordedBefore(db, original, lines);
  const compared = compareLines(spec, original, lines, await linePersons(db, lines), recorded, readable);
  const base = new Map(lines.flatMap((l) => (l.personId !== null && recorded.has(l.id) ? [[l.personId, recorded.get(l.id)!] as const] : [])));
  return { base, compared, spec };
}

/**
 * The before → after of a filing that changes person records, per line whose person the caller may read (`readable`);
 * undefined for the other types. Once a line's effect has landed, before is what it recorded, not the record as it
 * stands since; a correction's lines also carry the values of the original they replace.
 */
export async function beforeAfterOf(
  db: Db, filing: FilingRow, lines: FilingLineRow[], readable: (p: PersonRow) => boolean,
): Promise<LineComparison[] | undefined> {
  const spec = await comparisonSpecOf(db, filing);
  if (!spec) return undefined;
  const people = await linePersons(db, lines);
  const original = filing.correctsFilingId === null ? null : await originalOf(db, filing, readable);
  const compared = compareLines(spec, filing, lines, people, await recordedBefore(db, filing, lines), readable, original?.base, await formerRecords(db, spec, lines));
  const unitNames = await unitNamesOf(db, [...compared, ...(original?.compared ?? [])]);
  const originalValues = original && new Map(withRows(original.spec, original.compared, unitNames).flatMap((c) => (c.personId === null ? []
    : [[c.personId, new Map(c.rows.map((r) => [r.field, r.after]))] as const])));
  return withRows(spec, compared, unitNames, originalValues ?? undefined);
}
