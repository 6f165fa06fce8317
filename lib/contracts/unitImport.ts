import { z } from 'zod';
import { endpoint, fileResponse } from './endpoint';
import { base64File, requiredLine, XLSX_FILE_NAME } from './primitives';

/** Who imports the unit registry: admin everywhere, rsj within its own region (the service checks each row). */
const IMPORTERS = ['admin', 'rsj'] as const;

/** The largest upload the import takes, as base64 text. */
export const UNIT_IMPORT_MAX_BODY = 16 * 1024 * 1024;

/** One problem of the file: the sheet row (as Excel numbers it) and the column, in both languages. */
export const unitImportProblem = z.object({
  row: z.number().int(),
  column: z.string(),
  columnEn: z.string(),
  field: z.string(),
  message: z.string(),
  messageEn: z.string(),
});
export type UnitImportProblem = z.infer<typeof unitImportProblem>;

const upload = z.object({
  fileName: requiredLine(200, '文件名').regex(XLSX_FILE_NAME, '请上传 .xlsx 格式的单位导入模板'),
  content: base64File(UNIT_IMPORT_MAX_BODY - 4096, '文件过大，请分批导入'),
});

export const unitImportReport = z.object({
  dryRun: z.boolean(),
  /** Data rows read from the file. */
  rows: z.number().int(),
  /** Units the file adds, changes, and leaves as they are (by credit code). */
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Rows with at least one problem. */
  rejected: z.number().int(),
  problems: z.array(unitImportProblem),
});
export type UnitImportReport = z.infer<typeof unitImportReport>;

export const unitImportTemplate = endpoint({
  method: 'GET', path: '/Company/unitTemplate', tag: 'setting', access: IMPORTERS,
  summary: 'The .xlsx template of the unit registry import: the unit sheet (required columns marked *), the code lists, the instructions and the template version. Answers the file, not an envelope.',
  response: fileResponse,
});

export const unitImport = endpoint({
  method: 'POST', path: '/Company/importUnits', tag: 'setting', access: IMPORTERS, audit: 'unit.import',
  maxBodyBytes: UNIT_IMPORT_MAX_BODY,
  errors: [400, 409, 422],
  summary: 'Imports units from the filled template (base64 .xlsx), identified by credit code. dryRun checks every row and answers the problems by row and column; a commit writes every row in one transaction or none (422 with the same report when a row is wrong). A row equal to the stored unit changes nothing; a changed one is a new unit version and, for changed quotas, a new establishment version.',
  body: upload.extend({ dryRun: z.boolean().default(true) }),
  response: unitImportReport,
});

export const unitImportRejected = endpoint({
  method: 'POST', path: '/Company/importUnitsRejected', tag: 'setting', access: IMPORTERS,
  maxBodyBytes: UNIT_IMPORT_MAX_BODY,
  errors: [400],
  summary: 'The rows of the uploaded template that the import refuses, as an .xlsx in the template layout with the reasons beside each row (no rows when none is refused). Answers the file, not an envelope.',
  body: upload,
  response: fileResponse,
});

export const unitImportEndpoints = [unitImportTemplate, unitImport, unitImportRejected];
