import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { filingLines, filings, units } from '../db/tables';

export type FilingRow = typeof filings.$inferSelect;
export interface FilingRowLine { personId?: number; payload: Record<string, unknown> }

/**
 * Writes a filing of a unit straight into the tables, in the given state, with its lines — for the tests that read
 * filings as they are (statistics, quota counts) and need none of the lifecycle that made them.
 */
export async function insertFilingRow(
  unitId: number, filingType: string, f: { status: string; year?: number; header?: Record<string, unknown>; lines?: FilingRowLine[] },
): Promise<FilingRow> {
  const db = await getDb();
  const [unit] = await db.select().from(units).where(eq(units.id, unitId));
  const [row] = await db.insert(filings).values({
    filingType, unitId, competentDeptId: unit.competentDeptId ?? (unit.isCompetentDept ? unit.id : null), regionCode: unit.regionCode,
    title: `${filingType} 测试件`, year: f.year ?? null, route: 'ZG_RSJ', status: f.status, currentNode: f.status === 'APPROVED' ? 'NONE' : 'ZG',
    contactName: '测试联系人', contactPhone: '13800000000', header: f.header ?? {}, closedAt: f.status === 'APPROVED' ? new Date() : null,
  }).returning();
  if (f.lines?.length) {
    await db.insert(filingLines).values(f.lines.map((l, i) => ({ filingId: row.id, lineNo: i + 1, personId: l.personId ?? null, payload: l.payload })));
  }
  return row;
}
