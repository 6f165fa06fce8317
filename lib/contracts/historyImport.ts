import { z } from 'zod';
import { endpoint, fileResponse } from './endpoint';
import { base64File, requiredLine, XLSX_FILE_NAME } from './primitives';

/** Who imports the records kept before the system: admin everywhere, rsj within its own region (the service checks each row). */
const IMPORTERS = ['admin', 'rsj'] as const;

/** The largest upload the import takes, as base64 text. */
export const HISTORY_IMPORT_MAX_BODY = 40 * 1024 * 1024;

/** The sheets of the workbook: the persons, and their history sub-sets linked by ID number. */
export const HISTORY_SHEETS = ['persons', 'posts', 'assessments', 'rewardPunish', 'estabs'] as const;
export type HistorySheet = (typeof HISTORY_SHEETS)[number];

/** One problem of the file: the sheet, its row (as Excel numbers it) and the column, in both languages. */
export const historyImportProblem = z.object({
  sheet: z.enum(HISTORY_SHEETS),
  sheetName: z.string(),
  sheetNameEn: z.string(),
  row: z.number().int(),
  column: z.string(),
  columnEn: z.string(),
  field: z.string(),
  message: z.string(),
  messageEn: z.string(),
});
export type HistoryImportProblem = z.infer<typeof historyImportProblem>;

/** A row of the person sheet whose ID number is already on record: matched, not entered twice. */
export const historyImportMatch = z.object({
  row: z.number().int(),
  name: z.string(),
  unitName: z.string(),
});

/**
 * 超编/超岗: a unit the import would put over its approved establishment of a type or its approved posts of a level.
 * A warning, not a refusal (history is history): the commit writes the file all the same once it is acknowledged.
 */
export const historyImportWarning = z.object({
  unitId: z.number().int(),
  unitName: z.string(),
  /** ESTAB: an establishment type against the approved quota; POST: a post level against the approved post setting. */
  kind: z.enum(['ESTAB', 'POST']),
  /** The establishment type or the post level, with its names. */
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  approved: z.number().int(),
  /** Occupied once the file is written: those on record (awaiting arrival included), in transit, and the persons the file adds. */
  after: z.number().int(),
  /** The persons of the file among them. */
  adding: z.number().int(),
  message: z.string(),
  messageEn: z.string(),
});
export type HistoryImportWarning = z.infer<typeof historyImportWarning>;

const upload = z.object({
  fileName: requiredLine(200, '文件名').regex(XLSX_FILE_NAME, '请上传 .xlsx 格式的历史数据导入模板'),
  content: base64File(HISTORY_IMPORT_MAX_BODY - 4096, '文件过大，请分批导入'),
});

export const historyImportReport = z.object({
  dryRun: z.boolean(),
  /** Data rows read from all the sheets. */
  rows: z.number().int(),
  /** Per sheet: rows read, records the import adds, rows already on record (persons matched, identical history), rows refused. */
  sheets: z.array(z.object({
    sheet: z.enum(HISTORY_SHEETS),
    sheetName: z.string(),
    sheetNameEn: z.string(),
    rows: z.number().int(),
    created: z.number().int(),
    unchanged: z.number().int(),
    rejected: z.number().int(),
  })),
  /** Person rows matched to a record by ID number (the first of them; `sheets` counts them all). */
  matched: z.array(historyImportMatch),
  /** Rows with at least one problem, in all the sheets. */
  rejected: z.number().int(),
  /** Every problem found; `problems` lists the first of them. */
  problemCount: z.number().int(),
  problems: z.array(historyImportProblem),
  /** Every unit, type and level the import would put over its approval; `warnings` lists the first of them. */
  warningCount: z.number().int(),
  warnings: z.array(historyImportWarning),
  /** The import record (迁移导入) a commit wrote, null when nothing was written. */
  batchId: z.number().int().nullable(),
});
export type HistoryImportReport = z.infer<typeof historyImportReport>;

export const historyImportTemplate = endpoint({
  method: 'GET', path: '/Person/historyTemplate', tag: 'person', access: IMPORTERS,
  summary: "The .xlsx template of the historical records import: the person sheet (each row names its unit by credit code), the sheets of post appointments, annual assessments, rewards and sanctions and establishment changes (linked by ID number), the code lists, the instructions and the template version. Answers the file, not an envelope.",
  response: fileResponse,
});

export const historyImport = endpoint({
  method: 'POST', path: '/Person/importHistory', tag: 'person', access: IMPORTERS, audit: 'person.importHistory',
  maxBodyBytes: HISTORY_IMPORT_MAX_BODY,
  errors: [400, 409, 413, 422],
  summary: 'Imports persons across units and their history (base64 .xlsx of the template). dryRun checks every row of every sheet and answers the problems by sheet, row and column; a commit writes everything in one transaction or nothing (422 with the same report when a row is wrong). A person already on record (by ID number) is matched, not entered twice; where the persons it adds would put a unit over its approved establishment of a type (超编) or its approved posts of a level (超岗), the report warns (unit, type or level, approved, occupied after the import) and the commit still writes; a history row equal to one on record is not written again. What a commit writes is marked with its import record (file, checksum, time). 413 for more rows than an import takes.',
  body: upload.extend({ dryRun: z.boolean().default(true) }),
  response: historyImportReport,
});

export const historyImportRejected = endpoint({
  method: 'POST', path: '/Person/importHistoryRejected', tag: 'person', access: IMPORTERS,
  maxBodyBytes: HISTORY_IMPORT_MAX_BODY,
  errors: [400, 413],
  summary: 'The rows of the uploaded template that the import refuses, sheet by sheet, as an .xlsx in the template layout with the reasons beside each row (no rows when none is refused). Answers the file, not an envelope.',
  body: upload,
  response: fileResponse,
});

export const historyImportEndpoints = [historyImportTemplate, historyImport, historyImportRejected];
