import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { filingLines, persons } from '../../db/tables';
import type { FilingRow } from '../filings/definition';
import type { PersonRow } from '../filings/types/personLines';
import { recordArrival } from './arrival';

type PersonInsert = typeof persons.$inferInsert;

/**
 * The persons a correction's original brought in who had arrived before it was withdrawn, by ID number (upper case):
 * a correction that lists them again keeps their arrival instead of putting them back to awaiting it.
 */
export async function arrivedOfCorrected(db: Db, correction: FilingRow): Promise<Map<string, PersonRow>> {
  if (correction.correctsFilingId === null) return new Map();
  const lines = await db.select({ personId: filingLines.personId }).from(filingLines).where(eq(filingLines.filingId, correction.correctsFilingId));
  const ids = lines.map((l) => l.personId).filter((id): id is number => id !== null);
  if (!ids.length) return new Map();
  // withdrawIntake marks them deleted and leaves their status as it was.
  const arrived = await db.select().from(persons).where(and(
    inArray(persons.id, ids), eq(persons.deleted, true), eq(persons.personStatus, 'ON_DUTY'), eq(persons.unitId, correction.unitId),
  ));
  return new Map(arrived.map((p) => [p.idNumber.toUpperCase(), p]));
}

/** What the arrival set on the record, which the correction's values must not undo. */
export const arrivalOf = (p: PersonRow): Partial<PersonInsert> => ({
  personStatus: 'ON_DUTY', unitEntryDate: p.unitEntryDate, workStartDate: p.workStartDate, appointDate: p.appointDate,
});

/**
 * The establishment and post histories of the arrival, written again citing the correction with the establishment and
 * post it gives: the start day stays the arrival's. The rows citing the original are gone already: its withdrawal
 * (withdrawIntake, withdrawRecord) removed them before the correction's effect lands.
 */
export async function moveArrival(db: Db, person: PersonRow, correction: FilingRow): Promise<void> {
  const [now] = await db.select().from(persons).where(eq(persons.id, person.id));
  await recordArrival(db, now, correction, person.unitEntryDate!);
}
