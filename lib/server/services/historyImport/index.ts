import 'server-only';
import {
  HISTORY_SHEETS, type historyImport, type HistoryImportReport, type historyImportRejected, type HistoryImportWarning,
} from '@/lib/contracts/historyImport';
import type { historyImportJob } from '@/lib/contracts/importJob';
import { today } from '@/lib/domain/datetime';
import type { ResponseOf } from '@/lib/contracts/endpoint';
import type { Db } from '../../db/client';
import { ApiError } from '../../errors';
import type { HandlerContext } from '../../http';
import type { Scope } from '../../scope';
import { startImportJob } from '../importJobs';
import { xlsxResponse } from '../persons/excel/workbook';
import { sheetSpec } from './columns';
import { occupancyWarnings } from './occupancy';
import { planImport, type CheckedRows, type ImportPlan } from './plan';
import { readUpload, type Upload } from './read';
import { historyWorkbook, type SheetRow } from './template';
import { recordsToWrite, writePlan } from './write';

export { historyTemplate } from './template';

/** The problems and matched persons an answer lists; the counts cover them all, the file of refused rows every reason. */
export const LISTED_PROBLEMS = 2000;
export const LISTED_MATCHES = 500;
export const LISTED_WARNINGS = 500;

function reportOf(plan: ImportPlan, warnings: HistoryImportWarning[], dryRun: boolean, batchId: number | null): HistoryImportReport {
  const rejected = HISTORY_SHEETS.reduce((n, s) => n + plan.problems.rows(s), 0);
  return {
    dryRun, rows: plan.rows,
    sheets: HISTORY_SHEETS.map((s) => ({ sheet: s, sheetName: sheetSpec(s).zh, sheetNameEn: sheetSpec(s).en, ...plan.counts[s], rejected: plan.problems.rows(s) })),
    matched: plan.matched.slice(0, LISTED_MATCHES),
    rejected, problemCount: plan.problems.list.length, problems: plan.problems.list.slice(0, LISTED_PROBLEMS),
    warningCount: warnings.length, warnings: warnings.slice(0, LISTED_WARNINGS), batchId,
  };
}

const counted = (r: HistoryImportReport) => r.sheets.map((s) => `${s.sheetName} ${s.rows} 行（新增 ${s.created}，已有 ${s.unchanged}）`).join('，')
  + (r.warningCount ? `；超编/超岗提示 ${r.warningCount} 处` : '');

/** A commit refused for the problems of its rows: 422 with the report, nothing written. */
const refusedRows = (report: HistoryImportReport) => new ApiError(422, `导入文件有 ${report.rejected} 行、${report.problemCount} 处错误，未导入任何数据，请修改后重新上传`, report,
  `${report.rejected} row(s) of the file have ${report.problemCount} problem(s); nothing was imported`);

const checkedDetail = (fileName: string, report: HistoryImportReport) =>
  `检查人员历史数据 ${fileName}（未写入）：${counted(report)}；有错误 ${report.rejected} 行`;

const importedDetail = (fileName: string, report: HistoryImportReport) =>
  `导入人员历史数据 ${fileName}${report.batchId ? `（迁移导入批次 ${report.batchId}）` : '（均已在系统中，未写入）'}：${counted(report)}`;

/** The check of every row and the report of it; `checkedRows` is told the rows checked as it goes. */
async function check(db: Db, scope: Scope, upload: Upload, dryRun: boolean, checkedRows?: CheckedRows) {
  const plan = await planImport(db, scope, upload, checkedRows);
  return { plan, report: reportOf(plan, await occupancyWarnings(db, plan.newPersons, today()), dryRun, null) };
}

/**
 * Checks the uploaded workbook and, unless dryRun, writes it all or nothing. A dry run answers the report whatever it
 * finds; a commit with any problem answers 422 with the same report, nothing written. 超编/超岗 the new persons bring
 * about are warned of, never refused: the commit writes them. The system log names the file, what it added and the
 * warnings.
 */
export async function importHistory(ctx: HandlerContext<typeof historyImport>): Promise<ResponseOf<typeof historyImport>> {
  const { fileName, content, dryRun } = ctx.body;
  const upload = await readUpload(content);
  const { plan, report } = await check(ctx.db, ctx.scope(), upload, dryRun);
  if (dryRun) {
    ctx.audit.detail = checkedDetail(fileName, report);
    return report;
  }
  if (report.problemCount) throw refusedRows(report);
  const batchId = await writePlan(ctx.db, plan, { fileName, sha256: upload.sha256, by: ctx.user!.id });
  const done = { ...report, batchId };
  ctx.audit.detail = importedDetail(fileName, done);
  return done;
}

/**
 * Starts the commit (or, with dryRun, the check) of the uploaded workbook as a background job: the file is read here (a
 * bad one refused, no job made), then the job checks and writes it as importHistory does, telling its progress, and
 * ends with the same report (a commit FAILED with it when a row is wrong; a check DONE with its problems). The system
 * log has the start here and the outcome when the job ends.
 */
export async function importHistoryJob(ctx: HandlerContext<typeof historyImportJob>): Promise<ResponseOf<typeof historyImportJob>> {
  const { fileName, content, dryRun } = ctx.body;
  const upload = await readUpload(content);
  const scope = ctx.scope();
  const by = ctx.user!.id;
  const rowsTotal = HISTORY_SHEETS.reduce((n, s) => n + upload.rows[s].length, 0);
  const job = await startImportJob(ctx, {
    kind: 'HISTORY', dryRun, fileName, sha256: upload.sha256, content, rowsTotal, action: 'person.importHistory',
  }, async (progress) => {
    const { plan, report } = await check(ctx.db, scope, upload, dryRun, progress.checked);
    if (dryRun) return { report, detail: checkedDetail(fileName, report) };
    if (report.problemCount) throw refusedRows(report);
    await progress.writing(recordsToWrite(plan));
    const batchId = await writePlan(ctx.db, plan, { fileName, sha256: upload.sha256, by }, progress.written);
    const done = { ...report, batchId };
    return { report: done, detail: importedDetail(fileName, done) };
  });
  ctx.audit.detail = `开始${dryRun ? '检查' : '导入'}人员历史数据 ${fileName}（导入任务 ${job.id}，${rowsTotal} 行）`;
  return job;
}

/** The refused rows of the upload, sheet by sheet in the template layout with their reasons, as an .xlsx. */
export async function rejectedHistory(ctx: HandlerContext<typeof historyImportRejected>): Promise<ResponseOf<typeof historyImportRejected>> {
  const upload = await readUpload(ctx.body.content);
  const { problems } = await planImport(ctx.db, ctx.scope(), upload);
  const lang = ctx.lang;
  const reasons = new Map<string, string[]>();
  for (const p of problems.list) {
    const key = `${p.sheet}|${p.row}`;
    reasons.set(key, [...(reasons.get(key) ?? []), lang === 'en' ? `${p.columnEn}: ${p.messageEn}` : `${p.column}：${p.message}`]);
  }
  const rows = Object.fromEntries(HISTORY_SHEETS.map((s) => [s, upload.rows[s]
    .filter((r) => problems.has(s, r.row))
    .map((r): SheetRow => ({ values: r.values, reasons: reasons.get(`${s}|${r.row}`) }))]));
  const workbook = await historyWorkbook(ctx.db, lang, rows);
  return xlsxResponse(workbook, lang === 'en' ? 'history-import-rejected.xlsx' : '人员历史数据导入_被拒绝的行.xlsx');
}
