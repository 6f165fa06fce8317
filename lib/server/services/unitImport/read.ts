import 'server-only';
import ExcelJS from 'exceljs';
import { ApiError } from '../../errors';
import { contentRefused, inspectContent } from '../../fileContent';
import { cellText } from '../persons/excel/workbook';
import { streamWorkbook, type RowVisitor } from '../persons/excel/streamed';
import {
  columnOfTitle, columnTitle, GUIDE_SHEET, MAX_UNIT_IMPORT_ROWS, UNIT_COLUMNS, UNIT_SHEET, UNIT_TEMPLATE_VERSION, VERSION_LABEL, type UnitColumn,
} from './columns';

export interface UploadedRow {
  /** The row number in the sheet, as Excel shows it. */
  row: number;
  /** Each column's cell as text (dates as YYYY-MM-DD), empty when blank. */
  text: Record<string, string>;
  /** Each column's cell as stored, to write back into the file of refused rows. */
  values: Record<string, ExcelJS.CellValue>;
}

const refuse = (zh: string, en: string) => new ApiError(400, zh, { field: 'content' }, en);

/** Finds the version written on the instructions sheet ("模板版本：UNIT-IMPORT-1"): null until a cell names one. */
function versionReader(found: { version: string | null }): RowVisitor {
  const pattern = new RegExp(`^(?:${VERSION_LABEL.zh}|${VERSION_LABEL.en})\\s*[:：]\\s*(\\S+)$`, 'i');
  return (row) => {
    row.eachCell((cell) => {
      const m = pattern.exec(cellText(cell.value, 'text'));
      if (m && !found.version) found.version = m[1];
    });
  };
}

/**
 * The unit sheet: the titles of row 1 name the columns, every later row holding a value is a data row. Past the row
 * limit the rows are only counted, for the refusal to name their number.
 */
function unitSheetReader(read: { columns: { index: number; column: UnitColumn }[]; rows: UploadedRow[]; count: number }): RowVisitor {
  return (row) => {
    if (row.number === 1) {
      row.eachCell((cell, index) => {
        const column = columnOfTitle(cellText(cell.value, 'text'));
        if (column && !read.columns.some((c) => c.column.key === column.key)) read.columns.push({ index, column });
      });
      return;
    }
    const text: Record<string, string> = {};
    const values: Record<string, ExcelJS.CellValue> = {};
    for (const { index, column } of read.columns) {
      const value = row.getCell(index).value;
      const t = cellText(value, column.kind === 'date' ? 'date' : 'text');
      if (!t) continue;
      text[column.key] = t;
      values[column.key] = value;
    }
    if (!Object.keys(text).length) return;
    read.count += 1;
    if (read.count <= MAX_UNIT_IMPORT_ROWS) read.rows.push({ row: row.number, text, values });
  };
}

/**
 * The data rows of an uploaded template. Refused with 400, nothing read further, when the file is not an .xlsx, lacks
 * the unit sheet or the instructions sheet, is of another template version, misses a required column or holds more
 * rows than an import takes. Read with exceljs' streaming reader, row by row (the zip checked whole first).
 */
export async function readUpload(base64: string): Promise<UploadedRow[]> {
  const bytes = Buffer.from(base64, 'base64');
  const refusal = await inspectContent('import.xlsx', bytes);
  const unreadable = () => refuse('文件无法读取：请上传用下载的单位导入模板填写的 .xlsx 文件', 'The file cannot be read: upload the .xlsx unit import template, filled in');
  if (refusal) throw refusal === 'content' ? unreadable() : contentRefused(refusal, 400);
  const unitSheet = { seen: false, columns: [] as { index: number; column: UnitColumn }[], rows: [] as UploadedRow[], count: 0 };
  const guide = { seen: false, version: null as string | null };
  try {
    await streamWorkbook(bytes, (name) => {
      if ((name === UNIT_SHEET.zh || name === UNIT_SHEET.en) && !unitSheet.seen) {
        unitSheet.seen = true;
        return unitSheetReader(unitSheet);
      }
      if ((name === GUIDE_SHEET.zh || name === GUIDE_SHEET.en) && !guide.seen) {
        guide.seen = true;
        return versionReader(guide);
      }
      return null;
    });
  } catch {
    throw unreadable();
  }
  if (!unitSheet.seen) throw refuse(`文件中缺少工作表“${UNIT_SHEET.zh}”，请使用下载的单位导入模板`, `The sheet "${UNIT_SHEET.en}" is missing: use the downloaded unit import template`);
  if (!guide.seen) throw refuse(`文件中缺少工作表“${GUIDE_SHEET.zh}”（含模板版本），请使用下载的单位导入模板`, `The sheet "${GUIDE_SHEET.en}" (with the template version) is missing: use the downloaded unit import template`);
  const { version } = guide;
  if (version !== UNIT_TEMPLATE_VERSION) {
    throw refuse(`模板版本不符（文件：${version ?? '无'}，应为 ${UNIT_TEMPLATE_VERSION}），请重新下载单位导入模板填写`,
      `The template version is ${version ?? 'missing'}, not ${UNIT_TEMPLATE_VERSION}: download the unit import template again`);
  }

  const { columns, rows } = unitSheet;
  const missing = UNIT_COLUMNS.filter((c) => c.required && !columns.some((x) => x.column.key === c.key));
  if (missing.length) {
    throw refuse(`缺少列：${missing.map((c) => columnTitle(c, 'zh')).join('、')}，请使用下载的单位导入模板`,
      `Missing columns: ${missing.map((c) => columnTitle(c, 'en')).join(', ')}; use the downloaded unit import template`);
  }

  if (unitSheet.count > MAX_UNIT_IMPORT_ROWS) {
    throw refuse(`单次最多导入 ${MAX_UNIT_IMPORT_ROWS} 行，本文件有 ${unitSheet.count} 行，请分批导入`,
      `At most ${MAX_UNIT_IMPORT_ROWS} rows can be imported at once; this file has ${unitSheet.count}: import it in parts`);
  }
  if (!rows.length) throw refuse(`“${UNIT_SHEET.zh}”表中没有单位数据，请从第 2 行起填写`, `The "${UNIT_SHEET.en}" sheet holds no unit rows: fill them in from row 2`);
  return rows;
}
