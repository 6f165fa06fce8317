import 'server-only';
import type { Db } from '../../../db/client';
import { persons } from '../../../db/tables';
import { ApiError } from '../../../errors';
import type { SessionUser } from '../../../session';
import { loadCodeBook } from '../codeBook';
import { DUPLICATE_ID, ownUnit } from '../create';
import { isDuplicateId } from '../subSets';
import { checkImportRows } from './importRows';
import { readWorkbook } from './workbook';

interface ImportInput {
  fileName: string;
  content: string;
  dryRun: boolean;
}

/**
 * Imports a filled template all or nothing: every row is checked first and any problem answers 422 with the
 * row-by-row report, nothing saved; otherwise (unless dryRun) every row becomes a draft person in one transaction.
 */
export async function importPersons(db: Db, user: SessionUser, input: ImportInput, lang: 'zh' | 'en', audit: { detail?: string }) {
  const unit = await ownUnit(db, user);
  const sheet = await readWorkbook(input.content);
  const { rows, errors, records } = await checkImportRows(db, await loadCodeBook(db), sheet, unit, lang);
  if (errors.length) {
    throw new ApiError(422, `导入文件有 ${errors.length} 处错误，未导入任何数据，请修改后重新上传`, { errors },
      `The file has ${errors.length} problems; nothing was imported`);
  }
  if (input.dryRun) return { rows, imported: 0 };
  try {
    await db.transaction(async (tx) => {
      for (let i = 0; i < records.length; i += 500) {
        await tx.insert(persons).values(records.slice(i, i + 500).map((v) => ({
          ...v, unitId: unit.id, recordStatus: 'DRAFT' as const, createdBy: user.id, updatedBy: user.id,
        }) as typeof persons.$inferInsert));
      }
    });
  } catch (e) {
    throw isDuplicateId(e) ? DUPLICATE_ID() : e;
  }
  audit.detail = `导入 ${input.fileName}：${records.length} 人（待上报）`;
  return { rows, imported: records.length };
}
