import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { filings, filingTypeConfigs } from '../../db/tables';

/** How a message names a filing holding a person: by its own type and number, or, another unit's, by no more than that it exists. */
export interface LockName {
  ownUnit: boolean;
  zh: string;
  en: string;
}

export const OTHER_UNITS_FILING: LockName = { ownUnit: false, zh: '其他单位正在办理的备案', en: "another unit's filing under way" };

/** The names of the filings holding persons, as the given unit may read them (domain.md §3.3, R-GEN-04). */
export async function lockNames(db: Db, lockFilingIds: number[], readerUnitId: number | null): Promise<Map<number, LockName>> {
  if (!lockFilingIds.length) return new Map();
  const rows = await db.select({ id: filings.id, unitId: filings.unitId, filingNo: filings.filingNo, typeName: filingTypeConfigs.nameZh, typeNameEn: filingTypeConfigs.nameEn })
    .from(filings).innerJoin(filingTypeConfigs, eq(filingTypeConfigs.type, filings.filingType)).where(inArray(filings.id, [...new Set(lockFilingIds)]));
  return new Map(rows.map((f) => {
    if (f.unitId !== readerUnitId) return [f.id, OTHER_UNITS_FILING];
    const no = f.filingNo ?? `草稿-${f.id}`;
    return [f.id, { ownUnit: true, zh: `${f.typeName} ${no}`, en: `${f.typeNameEn} ${no}` }];
  }));
}
