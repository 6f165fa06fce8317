import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { filingSequences } from '../../db/tables';

/** The next filing number `{code}-{year}-{6-digit seq}`; numbers are never reused (domain.md §2.4). */
export async function nextFilingNo(db: Db, code: string, year: number): Promise<string> {
  const [row] = await db
    .insert(filingSequences)
    .values({ code, year, lastSeq: 1 })
    .onConflictDoUpdate({ target: [filingSequences.code, filingSequences.year], set: { lastSeq: sql`${filingSequences.lastSeq} + 1` } })
    .returning({ seq: filingSequences.lastSeq });
  return `${code}-${year}-${String(row.seq).padStart(6, '0')}`;
}
