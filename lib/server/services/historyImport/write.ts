import 'server-only';
import type { HistorySheet } from '@/lib/contracts/historyImport';
import type { Db, Tx } from '../../db/client';
import { importBatches, personAssessments, personEstabHistory, personPostHistory, personRewardPunish, persons } from '../../db/tables';
import { ApiError } from '../../errors';
import type { ImportPlan, PersonRef } from './plan';
import { isUniqueViolation } from '../../db/errors';

/** Rows per INSERT: a person has some 50 columns, so 500 of them stay under the protocol's 65,535 parameters. */
const PERSON_CHUNK = 500;
const HISTORY_CHUNK = 2000;

export interface BatchInfo {
  fileName: string;
  sha256: string;
  by: number;
}

/** The records the plan writes: the new persons and each history row. */
export const recordsToWrite = (plan: ImportPlan) =>
  plan.newPersons.length + plan.posts.length + plan.assessments.length + plan.rewardPunish.length + plan.estabs.length;

/** Whether the plan writes anything: a file whose every row is already on record writes nothing, not even its import record. */
export const writesAnything = (plan: ImportPlan) => recordsToWrite(plan) > 0;

/**
 * Writes the plan in one transaction, in batched inserts: the import record (迁移导入: file, checksum, counts, who),
 * the new persons as filed records, then each history sub-set, every row marked with the import. Any failure undoes it
 * all. Answers the import record's id, or null when there was nothing to write. `written` is told the records written
 * so far after each insert (an import job's progress).
 */
export async function writePlan(db: Db, plan: ImportPlan, info: BatchInfo, written?: (records: number) => Promise<void>): Promise<number | null> {
  if (!writesAnything(plan)) return null;
  let done = 0;
  const insertChunks = async <T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += size) {
      const chunk = rows.slice(i, i + size);
      await insert(chunk);
      done += chunk.length;
      await written?.(done);
    }
  };
  const rowCounts = Object.fromEntries(Object.entries(plan.counts).map(([sheet, c]) => [sheet, { rows: c.rows, written: c.created }])) as
    Record<HistorySheet, { rows: number; written: number }>;
  try {
    return await db.transaction(async (tx: Tx) => {
      const [batch] = await tx.insert(importBatches).values({
        kind: 'HISTORY', fileName: info.fileName, sha256: info.sha256, rowCounts, createdBy: info.by,
      }).returning({ id: importBatches.id });
      const importBatchId = batch.id;

      const idOf = new Map<string, number>();
      await insertChunks(plan.newPersons, PERSON_CHUNK, async (chunk) => {
        const rows = await tx.insert(persons).values(chunk.map((p) => ({
          ...p.values, unitId: p.unitId, recordStatus: 'FILED' as const, importBatchId, createdBy: info.by, updatedBy: info.by,
        }) as typeof persons.$inferInsert)).returning({ id: persons.id, idNumber: persons.idNumber });
        for (const r of rows) idOf.set(r.idNumber, r.id);
      });
      const owner = (p: PersonRef) => ({
        personId: p.kind === 'stored' ? p.personId : idOf.get(p.idNumber)!, unitId: p.unitId, importBatchId,
      });

      await insertChunks(plan.posts, HISTORY_CHUNK, (chunk) => tx.insert(personPostHistory).values(chunk.map((p) => ({ ...owner(p.person), ...p.record }))));
      await insertChunks(plan.assessments, HISTORY_CHUNK, (chunk) =>
        tx.insert(personAssessments).values(chunk.map((p) => ({ ...owner(p.person), ...p.record, kind: 'ANNUAL' }))));
      await insertChunks(plan.rewardPunish, HISTORY_CHUNK, (chunk) =>
        tx.insert(personRewardPunish).values(chunk.map((p) => ({ ...owner(p.person), ...p.record }))));
      await insertChunks(plan.estabs, HISTORY_CHUNK, (chunk) => tx.insert(personEstabHistory).values(chunk.map((p) => ({ ...owner(p.person), ...p.record }))));
      return importBatchId;
    });
  } catch (e) {
    if (isUniqueViolation(e)) {
      throw new ApiError(409, '写入时身份证号或考核年度与他人同时录入的记录冲突，未导入任何数据，请重新检查后导入', null,
        'An ID number or an assessment year clashed with a record entered meanwhile; nothing was imported: check the file again');
    }
    throw e;
  }
}
