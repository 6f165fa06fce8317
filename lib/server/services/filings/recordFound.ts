import 'server-only';
import { eq } from 'drizzle-orm';
import { COMPARED_FIELDS } from '@/lib/contracts/filing';
import type { Db } from '../../db/client';
import { filingLines } from '../../db/tables';
import type { FilingLineRow } from './definition';
import type { PersonRow } from './types/personLines';

/** The columns of a person a before → after shows (`unitName` is read off `unitId`). */
const RECORD_COLUMNS = [...COMPARED_FIELDS.filter((f) => f !== 'unitName'), 'unitId'] as const;

/** The person's compared fields as they stand: what a line keeps of its person when its effect lands (`recordFound`). */
export const recordFoundOf = (p: PersonRow): Record<string, unknown> =>
  Object.fromEntries(RECORD_COLUMNS.map((k) => [k, (p as unknown as Record<string, unknown>)[k] ?? null]));

/**
 * Keeps on the line, as its effect lands, the person as the effect found them (`recordFound`), so that the filing's
 * before → after keeps showing the fields it left alone as they stood when it was decided; `before` (recordBefore), what
 * a correction gives back (as corrections.ts recordBefore keeps it), where the type keeps one.
 */
export async function keepRecordFound(db: Db, line: FilingLineRow, p: PersonRow, before?: Record<string, unknown>): Promise<void> {
  const payload = { ...line.payload, ...(before ? { before } : {}), recordFound: recordFoundOf(p) };
  await db.update(filingLines).set({ payload }).where(eq(filingLines.id, line.id));
}
