import 'server-only';
import { createHash } from 'node:crypto';
import type { unitImportJob } from '@/lib/contracts/importJob';
import type { unitImport, UnitImportReport, unitImportRejected } from '@/lib/contracts/unitImport';
import type { ResponseOf } from '@/lib/contracts/endpoint';
import type { Db } from '../../db/client';
import { ApiError } from '../../errors';
import type { HandlerContext } from '../../http';
import type { Scope } from '../../scope';
import { startImportJob } from '../importJobs';
import { xlsxResponse } from '../persons/excel/workbook';
import { planImport } from './plan';
import { readUpload, type UploadedRow } from './read';
import { unitWorkbook } from './template';
import { writePlan } from './write';

export { unitTemplate } from './template';

const names = (list: { unit: { unitName: string } }[]) => list.map((p) => p.unit.unitName).join('、');

/** The check of every row and the report of it. */
async function check(db: Db, scope: Scope, uploaded: UploadedRow[], dryRun: boolean) {
  const { rows, planned, problems } = await planImport(db, scope, uploaded);
  const created = planned.filter((p) => p.action === 'create');
  const updated = planned.filter((p) => p.action === 'update');
  const report = {
    dryRun, rows, created: created.length, updated: updated.length, unchanged: planned.filter((p) => p.action === 'unchanged').length,
    rejected: new Set(problems.list.map((p) => p.row)).size, problems: problems.list,
  };
  const detail = `导入单位名册：${rows} 行，新增 ${created.length}${created.length ? `（${names(created)}）` : ''}，`
    + `更新 ${updated.length}${updated.length ? `（${names(updated)}）` : ''}，未变 ${report.unchanged}`;
  return { planned, report, detail };
}

/** A commit refused for the problems of its rows: 422 with the report, nothing written. */
const refusedRows = (report: UnitImportReport) => new ApiError(422, `导入文件有 ${report.rejected} 行、${report.problems.length} 处错误，未导入任何数据，请修改后重新上传`, report,
  `${report.rejected} row(s) of the file have ${report.problems.length} problem(s); nothing was imported`);

/**
 * Checks the uploaded registry and, unless dryRun, writes it all or nothing. A dry run answers the report whatever it
 * finds; a commit with any problem answers 422 with the same report, nothing written. The system log names the units
 * the import added and changed.
 */
export async function importUnits(ctx: HandlerContext<typeof unitImport>): Promise<ResponseOf<typeof unitImport>> {
  const { fileName, content, dryRun } = ctx.body;
  const uploaded = await readUpload(content);
  const { planned, report, detail } = await check(ctx.db, ctx.scope(), uploaded, dryRun);
  if (dryRun) {
    ctx.audit.detail = `检查单位名册 ${fileName}（未写入）：${report.rows} 行，可新增 ${report.created}，可更新 ${report.updated}，未变 ${report.unchanged}，有错误 ${report.rejected} 行`;
    return report;
  }
  if (report.problems.length) throw refusedRows(report);
  await writePlan(ctx.db, planned, ctx.user!.id);
  ctx.audit.detail = detail.replace('导入单位名册', `导入单位名册 ${fileName}`);
  return report;
}

/**
 * Starts the commit (or, with dryRun, the check) of the uploaded registry as a background job: the file is read here (a
 * bad one refused, no job made), then the job checks and writes it as importUnits does and ends with the same report.
 */
export async function importUnitsJob(ctx: HandlerContext<typeof unitImportJob>): Promise<ResponseOf<typeof unitImportJob>> {
  const { fileName, content, dryRun } = ctx.body;
  const uploaded = await readUpload(content);
  const scope = ctx.scope();
  const by = ctx.user!.id;
  const job = await startImportJob(ctx, {
    kind: 'UNITS', dryRun, fileName, sha256: createHash('sha256').update(Buffer.from(content, 'base64')).digest('hex'), content,
    rowsTotal: uploaded.length, action: 'unit.import',
  }, async (progress) => {
    const { planned, report, detail } = await check(ctx.db, scope, uploaded, dryRun);
    await progress.checked(uploaded.length);
    if (dryRun) return { report, detail: `${detail.replace('导入单位名册', `检查单位名册 ${fileName}`)}（未写入），有错误 ${report.rejected} 行` };
    if (report.problems.length) throw refusedRows(report);
    await progress.writing(planned.filter((p) => p.action !== 'unchanged').length);
    await writePlan(ctx.db, planned, by, progress.written);
    return { report, detail: detail.replace('导入单位名册', `导入单位名册 ${fileName}`) };
  });
  ctx.audit.detail = `开始${dryRun ? '检查' : '导入'}单位名册 ${fileName}（导入任务 ${job.id}，${uploaded.length} 行）`;
  return job;
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
