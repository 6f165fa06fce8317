import 'server-only';
import type { unitImport, unitImportRejected } from '@/lib/contracts/unitImport';
import type { ResponseOf } from '@/lib/contracts/endpoint';
import { ApiError } from '../../errors';
import type { HandlerContext } from '../../http';
import { xlsxResponse } from '../persons/excel/workbook';
import { planImport } from './plan';
import { readUpload } from './read';
import { unitWorkbook } from './template';
import { writePlan } from './write';

export { unitTemplate } from './template';

const names = (list: { unit: { unitName: string } }[]) => list.map((p) => p.unit.unitName).join('、');

/**
 * Checks the uploaded registry and, unless dryRun, writes it all or nothing. A dry run answers the report whatever it
 * finds; a commit with any problem answers 422 with the same report, nothing written. The system log names the units
 * the import added and changed.
 */
export async function importUnits(ctx: HandlerContext<typeof unitImport>): Promise<ResponseOf<typeof unitImport>> {
  const { fileName, content, dryRun } = ctx.body;
  const uploaded = await readUpload(content);
  const { rows, planned, problems } = await planImport(ctx.db, ctx.scope(), uploaded);
  const created = planned.filter((p) => p.action === 'create');
  const updated = planned.filter((p) => p.action === 'update');
  const report = {
    dryRun, rows, created: created.length, updated: updated.length, unchanged: planned.filter((p) => p.action === 'unchanged').length,
    rejected: new Set(problems.list.map((p) => p.row)).size, problems: problems.list,
  };
  if (dryRun) {
    ctx.audit.detail = `检查单位名册 ${fileName}（未写入）：${rows} 行，可新增 ${report.created}，可更新 ${report.updated}，未变 ${report.unchanged}，有错误 ${report.rejected} 行`;
    return report;
  }
  if (problems.list.length) {
    throw new ApiError(422, `导入文件有 ${report.rejected} 行、${problems.list.length} 处错误，未导入任何数据，请修改后重新上传`, report,
      `${report.rejected} row(s) of the file have ${problems.list.length} problem(s); nothing was imported`);
  }
  await writePlan(ctx.db, planned, ctx.user!.id);
  ctx.audit.detail = `导入单位名册 ${fileName}：${rows} 行，新增 ${created.length}${created.length ? `（${names(created)}）` : ''}，`
    + `更新 ${updated.length}${updated.length ? `（${names(updated)}）` : ''}，未变 ${report.unchanged}`;
  return report;
}

/** The refused rows of the upload, in the template layout with their reasons, as an .xlsx. */
export async function rejectedUnits(ctx: HandlerContext<typeof unitImportRejected>): Promise<ResponseOf<typeof unitImportRejected>> {
  const uploaded = await readUpload(ctx.body.content);
  const { problems } = await planImport(ctx.db, ctx.scope(), uploaded);
  const lang = ctx.lang;
  const rows = uploaded.filter((r) => problems.has(r.row)).map((r) => ({
    values: r.values,
    reasons: problems.list.filter((p) => p.row === r.row)
      .map((p) => (lang === 'en' ? `${p.columnEn}: ${p.messageEn}` : `${p.column}：${p.message}`)),
  }));
  const workbook = await unitWorkbook(ctx.db, lang, rows);
  return xlsxResponse(workbook, lang === 'en' ? 'unit-import-rejected.xlsx' : '单位名册导入_被拒绝的行.xlsx');
}
