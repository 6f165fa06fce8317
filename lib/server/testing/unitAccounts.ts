import { eq, sql } from 'drizzle-orm';
import { usccCheckChar } from '@/lib/domain/uscc';
import { getDb } from '../db/client';
import { units } from '../db/tables';

let serial = 0;

/** A credit code of the right shape with its check character, new to the database. */
export function newUscc(prefix = '12330500'): string {
  serial += 1;
  const body = `${prefix}MA${String(serial).padStart(7, '0')}`;
  return body + usccCheckChar(body);
}

/** A unit without any account: a base unit under the demo education bureau, or a competent authority. */
export async function insertUnitWithoutAccount(unitName: string, competent = false): Promise<{ id: number; uscc: string; unitName: string }> {
  const db = await getDb();
  const [bureau] = await db.select({ id: units.id }).from(units).where(eq(units.unitName, '湖州市教育局'));
  const uscc = newUscc();
  const [row] = await db.insert(units).values({
    unitName, uscc, unitCategory: 'PUBLIC_INST', isCompetentDept: competent, competentDeptId: competent ? null : bureau.id,
    unitTier: competent ? 'COMPETENT' : 'BASE', affiliation: '50', regionCode: '330500', fundingForm: 'FULL', estabDocNo: '湖编〔2020〕9号',
    estabDocDate: '2020-01-01', contactName: '王老师', contactPhone: '0572-2012345',
  }).returning({ id: units.id });
  return { id: row.id, uscc, unitName };
}

/** Takes the unit out of the bulk creation's reach (it is revoked), so that later tests start from no pending unit. */
export async function retireUnit(id: number): Promise<void> {
  await (await getDb()).update(units).set({ deleted: true, version: sql`${units.version} + 1` }).where(eq(units.id, id));
}
