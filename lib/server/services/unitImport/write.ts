import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { today } from '@/lib/domain/datetime';
import type { Db, Tx } from '../../db/client';
import { unitEstablishments, units } from '../../db/tables';
import { ApiError } from '../../errors';
import { checkAgainstStaff, type PlannedRow } from './plan';
import { Problems } from './rows';
import { isUniqueViolation } from '../../db/errors';

/** A unique index refused the write: another request stored the same credit code or name meanwhile. */
function unitValues(p: PlannedRow, competentDeptId: number | null, by: number) {
  const { unit } = p;
  return {
    ...unit, shortName: unit.shortName || null, legalRep: unit.legalRep || null, address: unit.address || null, postcode: unit.postcode || null,
    instClass: unit.instClass ?? null, mainPostType: unit.mainPostType ?? null,
    competentDeptId: unit.isCompetentDept ? null : competentDeptId,
    unitTier: p.existing?.unitTier === 'RSJ_REGION' ? 'RSJ_REGION' as const : unit.isCompetentDept ? 'COMPETENT' as const : 'BASE' as const,
    updatedAt: new Date(), updatedBy: by,
  };
}

/** A new establishment version: the current one is kept as history, as a UNIT_INFO filing's approval does. */
async function newEstablishment(tx: Tx, p: PlannedRow, unitId: number, effectiveFrom: string, by: number): Promise<void> {
  await tx.update(unitEstablishments).set({ isCurrent: false, updatedAt: new Date(), updatedBy: by })
    .where(and(eq(unitEstablishments.unitId, unitId), eq(unitEstablishments.isCurrent, true)));
  await tx.insert(unitEstablishments).values({
    ...p.establishment, unitId, effectiveFrom, isCurrent: true, source: 'INIT', createdBy: by, updatedBy: by,
  });
}

/**
 * Locks the stored units the rows change, in the order of their ids as a filing's decision locks its units, refuses any a
 * filing changed since the check (its version), and checks them against their persons again: a filing decided since the
 * file was checked may have brought in a person the new quota or category does not take (R-BZ-04, R-BZ-05).
 */
async function lockAndRecheck(tx: Tx, rows: PlannedRow[]): Promise<void> {
  const ids = rows.flatMap((p) => (p.existing ? [p.existing.id] : [])).sort((a, b) => a - b);
  if (!ids.length) return;
  const locked = await tx.select({ id: units.id, version: units.version }).from(units).where(inArray(units.id, ids)).orderBy(asc(units.id)).for('no key update');
  // A unit information filing approved since the check changed the unit: its new figures are not to be overwritten unseen.
  const changed = rows.find((p) => p.existing && locked.find((u) => u.id === p.existing!.id)?.version !== p.existing.version);
  if (changed) throw new ApiError(409, `数据已被他人修改（${changed.existing!.unitName}），请重新检查后导入`, null, `${changed.existing!.unitName} was changed meanwhile: check the file again`);
  const late = new Problems();
  await checkAgainstStaff(tx, rows, late);
  const [first] = late.list;
  if (first) {
    throw new ApiError(409, `检查之后单位的在编人员有变动（第 ${first.row} 行）：${first.message}。未导入任何数据，请重新检查后导入`, { problems: late.list },
      `The persons of a unit changed after the check (row ${first.row}): ${first.messageEn}. Nothing was imported: check the file again`);
  }
}

/**
 * Writes the planned rows in one transaction, competent authorities first so that the units under them can point at
 * them: a new unit with its establishment as of its approval date; a changed unit as its next version (optimistic
 * check on the version read), a changed quota as a new establishment version from today. Any failure undoes it all.
 * `written` is told the units written so far after each.
 */
export async function writePlan(db: Db, planned: PlannedRow[], by: number, written?: (units: number) => Promise<void>): Promise<void> {
  const order = [...planned.filter((p) => p.unit.isCompetentDept), ...planned.filter((p) => !p.unit.isCompetentDept)]
    .filter((p) => p.action !== 'unchanged');
  try {
    await db.transaction(async (tx) => {
      await lockAndRecheck(tx, order);
      const idOfRow = new Map<number, number>();
      for (const p of order) {
        const ref = p.competentRef;
        const competentId = !ref ? null : 'unitId' in ref ? ref.unitId : idOfRow.get(ref.row) ?? null;
        const values = unitValues(p, competentId, by);
        if (!p.existing) {
          const [row] = await tx.insert(units).values({ ...values, createdBy: by }).returning({ id: units.id });
          idOfRow.set(p.row, row.id);
          await newEstablishment(tx, p, row.id, p.establishment.docDate, by);
          await written?.(idOfRow.size);
          continue;
        }
        const old = p.existing;
        idOfRow.set(p.row, old.id);
        if (p.unitChanged) {
          const [row] = await tx.update(units).set({ ...values, version: old.version + 1 })
            .where(and(eq(units.id, old.id), eq(units.version, old.version))).returning({ id: units.id });
          if (!row) throw new ApiError(409, `数据已被他人修改（${old.unitName}），请重新检查后导入`, null, `${old.unitName} was changed meanwhile: check the file again`);
        }
        if (p.estabChanged) await newEstablishment(tx, p, old.id, today(), by);
        await written?.(idOfRow.size);
      }
    });
  } catch (e) {
    if (isUniqueViolation(e)) {
      throw new ApiError(409, '写入时统一社会信用代码或单位名称与其他单位冲突，未导入任何数据，请重新检查后导入', null,
        'A credit code or unit name clashed with another unit while writing; nothing was imported: check the file again');
    }
    throw e;
  }
}
