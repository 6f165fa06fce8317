import 'server-only';
import { ApiError } from '../../errors';
import { contentRefused, inspectContent } from '../../fileContent';
import { streamWorkbook, titledSheetReader, versionReader, type TemplateRow } from '../persons/excel/streamed';
import {
  columnOfTitle, columnTitle, GUIDE_SHEET, MAX_UNIT_IMPORT_ROWS, UNIT_COLUMNS, UNIT_SHEET, UNIT_TEMPLATE_VERSION, VERSION_LABEL,
} from './columns';

/** A data row of the unit sheet. */
export type UploadedRow = TemplateRow;

const refuse = (zh: string, en: string) => new ApiError(400, zh, { field: 'content' }, en);

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
  // Past the row limit the rows are only counted, for the refusal to name their number.
  const unitSheet = { seen: false, rows: [] as UploadedRow[], count: 0 };
  const { columns, onRow } = titledSheetReader(columnOfTitle, (c) => c.kind === 'date', (row) => {
    unitSheet.count += 1;
    if (unitSheet.count <= MAX_UNIT_IMPORT_ROWS) unitSheet.rows.push(row);
  });
  const guide = { seen: false, version: null as string | null };
  try {
    await streamWorkbook(bytes, (name) => {
      if ((name === UNIT_SHEET.zh || name === UNIT_SHEET.en) && !unitSheet.seen) {
        unitSheet.seen = true;
        return onRow;
      }
      if ((name === GUIDE_SHEET.zh || name === GUIDE_SHEET.en) && !guide.seen) {
        guide.seen = true;
        return versionReader(VERSION_LABEL, guide);
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

  const { rows } = unitSheet;
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
