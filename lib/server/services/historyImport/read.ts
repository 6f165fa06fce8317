import 'server-only';
import { createHash } from 'node:crypto';
import { HISTORY_SHEETS, type HistorySheet } from '@/lib/contracts/historyImport';
import { ApiError } from '../../errors';
import { contentRefused, inspectContent } from '../../fileContent';
import { streamWorkbook, titledSheetReader, versionReader, type RowVisitor, type TemplateRow } from '../persons/excel/streamed';
import {
  columnOfTitle, columnTitle, GUIDE_SHEET, HISTORY_TEMPLATE_VERSION, MAX_HISTORY_IMPORT_ROWS, SHEETS, VERSION_LABEL,
  type HistoryColumn, type SheetSpec,
} from './columns';

/** A data row of a sheet of the workbook. */
export type UploadedRow = TemplateRow;

export interface Upload {
  /** SHA-256 of the file, hex. */
  sha256: string;
  rows: Record<HistorySheet, UploadedRow[]>;
}

const refuse = (zh: string, en: string) => new ApiError(400, zh, { field: 'content' }, en);
const unreadable = () => refuse('文件无法读取：请上传用下载的历史数据导入模板填写的 .xlsx 文件', 'The file cannot be read: upload the .xlsx historical records template, filled in');
const tooMany = () => new ApiError(413, `单次最多导入 ${MAX_HISTORY_IMPORT_ROWS} 行（各工作表合计），本文件超过此数，请分批导入`,
  { field: 'content', limit: MAX_HISTORY_IMPORT_ROWS },
  `At most ${MAX_HISTORY_IMPORT_ROWS} rows (all sheets together) can be imported at once; this file has more: import it in parts`);


interface SheetRead {
  spec: SheetSpec;
  columns: { index: number; column: HistoryColumn }[];
  rows: UploadedRow[];
}

/** One data sheet: the titles of row 1 name the columns, every later row holding a value is a data row. */
function sheetReader(spec: SheetSpec, counted: { rows: number }): { read: SheetRead; onRow: RowVisitor } {
  const rows: UploadedRow[] = [];
  const { columns, onRow } = titledSheetReader((title) => columnOfTitle(spec, title), (c: HistoryColumn) => c.kind === 'date', (row) => {
    counted.rows += 1;
    if (counted.rows > MAX_HISTORY_IMPORT_ROWS) throw tooMany();
    rows.push(row);
  });
  return { read: { spec, columns, rows }, onRow };
}

/**
 * The data rows of an uploaded template. Refused with 400, nothing written, when the file is not an .xlsx, lacks a
 * sheet of the template or its instructions, is of another template version, misses a required column or holds no
 * rows; with 413 when it holds more rows than an import takes, as soon as the reading passes the limit. (The whole zip
 * is checked first, so that a zip bomb never reaches exceljs; then its streaming reader reads the sheets row by row.)
 */
export async function readUpload(base64: string): Promise<Upload> {
  const bytes = Buffer.from(base64, 'base64');
  const refusal = await inspectContent('import.xlsx', bytes);
  if (refusal) throw refusal === 'content' ? unreadable() : contentRefused(refusal, 400);
  const sheets = new Map<HistorySheet, SheetRead>();
  const counted = { rows: 0 };
  const guide = { seen: false, version: null as string | null };
  try {
    await streamWorkbook(bytes, (name) => {
      const spec = SHEETS.find((s) => s.zh === name || s.en === name);
      if (spec && !sheets.has(spec.key)) {
        const { read, onRow } = sheetReader(spec, counted);
        sheets.set(spec.key, read);
        return onRow;
      }
      if ((name === GUIDE_SHEET.zh || name === GUIDE_SHEET.en) && !guide.seen) {
        guide.seen = true;
        return versionReader(VERSION_LABEL, guide);
      }
      return null;
    });
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw unreadable();
  }
  const version = guide.seen ? guide.version : undefined;

  const missing = SHEETS.filter((s) => !sheets.has(s.key));
  if (missing.length) {
    throw refuse(`文件中缺少工作表：${missing.map((s) => `“${s.zh}”`).join('、')}，请使用下载的历史数据导入模板`,
      `Missing sheets: ${missing.map((s) => `"${s.en}"`).join(', ')}; use the downloaded historical records template`);
  }
  if (version === undefined) {
    throw refuse(`文件中缺少工作表“${GUIDE_SHEET.zh}”（含模板版本），请使用下载的历史数据导入模板`,
      `The sheet "${GUIDE_SHEET.en}" (with the template version) is missing: use the downloaded historical records template`);
  }
  if (version !== HISTORY_TEMPLATE_VERSION) {
    throw refuse(`模板版本不符（文件：${version ?? '无'}，应为 ${HISTORY_TEMPLATE_VERSION}），请重新下载历史数据导入模板填写`,
      `The template version is ${version ?? 'missing'}, not ${HISTORY_TEMPLATE_VERSION}: download the historical records template again`);
  }
  for (const { spec, columns } of sheets.values()) {
    const absent = spec.columns.filter((c) => c.required && !columns.some((x) => x.column.key === c.key));
    if (absent.length) {
      throw refuse(`工作表“${spec.zh}”缺少列：${absent.map((c) => columnTitle(c, 'zh')).join('、')}，请使用下载的历史数据导入模板`,
        `The sheet "${spec.en}" misses columns: ${absent.map((c) => columnTitle(c, 'en')).join(', ')}; use the downloaded historical records template`);
    }
  }
  if (!counted.rows) {
    throw refuse('文件中没有数据：请从各工作表第 2 行起填写', 'The file holds no rows: fill them in from row 2 of each sheet');
  }
  const rows = Object.fromEntries(HISTORY_SHEETS.map((k) => [k, sheets.get(k)!.rows])) as Record<HistorySheet, UploadedRow[]>;
  return { sha256: createHash('sha256').update(bytes).digest('hex'), rows };
}
