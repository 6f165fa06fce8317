import { z } from 'zod';
import { endpoint } from './endpoint';
import { historyImportReport, HISTORY_IMPORT_MAX_BODY } from './historyImport';
import { base64File, id, requiredLine, XLSX_FILE_NAME } from './primitives';
import { unitImportReport, UNIT_IMPORT_MAX_BODY } from './unitImport';

/** Who starts and follows import jobs: those who import (admin, rsj); admin reads every job, rsj its own. */
const IMPORTERS = ['admin', 'rsj'] as const;

export const IMPORT_JOB_KINDS = ['HISTORY', 'UNITS'] as const;
export const IMPORT_JOB_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

/** An import committed as a background job: its progress while it runs, its report once it is done. */
export const importJob = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_JOB_KINDS),
  status: z.enum(IMPORT_JOB_STATUSES),
  /** A check of the file only: DONE with the report of a dry run (problems included), nothing written. */
  dryRun: z.boolean(),
  /** CHECK while the rows are checked, WRITE while the records are written; null before and after. */
  phase: z.enum(['CHECK', 'WRITE']).nullable(),
  /** The data rows of the file, and those checked so far. */
  rowsTotal: z.number().int(),
  rowsChecked: z.number().int(),
  /** The records the commit writes (known once the check is done), and those written so far. */
  writeTotal: z.number().int(),
  rowsWritten: z.number().int(),
  fileName: z.string(),
  /**
   * DONE: the report the synchronous commit answers. FAILED because of the file's rows: the same report with its
   * problems (nothing written); FAILED otherwise: null.
   */
  report: z.union([historyImportReport, unitImportReport]).nullable(),
  /** Why the job failed, in both languages; null unless FAILED. */
  message: z.string().nullable(),
  messageEn: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJob>;

const jobUpload = (maxBody: number, template: string) => z.object({
  fileName: requiredLine(200, '文件名').regex(XLSX_FILE_NAME, `请上传 .xlsx 格式的${template}`),
  content: base64File(maxBody - 4096, '文件过大，请分批导入'),
  /** Only check the file, as the synchronous dry run does, followed as a job (a big file takes a while to check). */
  dryRun: z.boolean().default(false),
});

export const historyImportJob = endpoint({
  method: 'POST', path: '/Person/importHistoryJob', tag: 'person', access: IMPORTERS, audit: 'person.importHistoryJob',
  maxBodyBytes: HISTORY_IMPORT_MAX_BODY,
  errors: [400, 413],
  summary: 'Starts the commit of a historical records file (base64 .xlsx of the template) as a background job and answers it at once (QUEUED). The file is read first: one that is not the template, or holds more rows than an import takes (413), is refused here and no job is made. The job checks every row and writes all or nothing, as POST /Person/importHistory with dryRun false does (with dryRun true it only checks, and ends DONE with the dry run\'s report, problems included); follow it with POST /Import/getJob. It goes on when the browser is closed.',
  body: jobUpload(HISTORY_IMPORT_MAX_BODY, '历史数据导入模板'),
  response: importJob,
});

export const unitImportJob = endpoint({
  method: 'POST', path: '/Company/importUnitsJob', tag: 'setting', access: IMPORTERS, audit: 'unit.importJob',
  maxBodyBytes: UNIT_IMPORT_MAX_BODY,
  errors: [400],
  summary: 'Starts the commit of a unit registry file (base64 .xlsx of the template) as a background job and answers it at once (QUEUED). A file that is not the template, or holds more rows than an import takes, is refused here and no job is made. The job checks every row and writes all or nothing, as POST /Company/importUnits with dryRun false does (with dryRun true it only checks, and ends DONE with the dry run\'s report, problems included); follow it with POST /Import/getJob.',
  body: jobUpload(UNIT_IMPORT_MAX_BODY, '单位导入模板'),
  response: importJob,
});

export const importJobGet = endpoint({
  method: 'POST', path: '/Import/getJob', tag: 'setting', access: IMPORTERS,
  errors: [404],
  summary: 'An import job: status, phase, rows checked and written, and its report once finished. Readable by the account that started it and by admin; any other id answers 404. Its starter reading it finished marks its result seen.',
  body: z.object({ id: id('导入任务') }),
  response: importJob,
});

export const importJobLatest = endpoint({
  method: 'POST', path: '/Import/latestJob', tag: 'setting', access: IMPORTERS,
  summary: "The caller's latest import job of a kind that is still running, or finished and not yet seen (null when none): what an import dialog shows on return.",
  body: z.object({ kind: z.enum(IMPORT_JOB_KINDS) }),
  response: importJob.nullable(),
});

export const importJobEndpoints = [historyImportJob, unitImportJob, importJobGet, importJobLatest];
