import 'server-only';
import ExcelJS from 'exceljs';
import { fileDownload } from '../../../download';
import { ApiError } from '../../../errors';
import { contentRefused, inspectContent } from '../../../fileContent';
import { PERSON_FIELD_SPECS, type FieldSpec } from '../fields';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An .xlsx download: the answer itself, outside the JSON envelope. */
export async function xlsxResponse(workbook: ExcelJS.Workbook, fileName: string): Promise<Response> {
  return fileDownload(new Uint8Array(await workbook.xlsx.writeBuffer() as ArrayBuffer), fileName, XLSX);
}

export const PERSON_SHEET = { zh: '人员信息', en: 'Persons' } as const;
export const BOOL_TEXT = { zh: ['是', '否'], en: ['Yes', 'No'] } as const;

/** The column title of a field: its label, required ones marked *. */
export const columnTitle = (spec: FieldSpec, lang: 'zh' | 'en') => `${spec[lang]}${spec.required ? '*' : ''}`;

/** Which field a column title of either language names. */
export function specOfTitle(title: string): FieldSpec | undefined {
  const bare = title.replace(/[*＊\s]/g, '');
  return PERSON_FIELD_SPECS.find((s) => s.zh === bare || s.en.replace(/\s/g, '').toLowerCase() === bare.toLowerCase());
}

/** Widths and cell formats shared by the template and the export: numbers that must stay text, dates as dates. */
export function formatColumn(column: Partial<ExcelJS.Column>, spec: FieldSpec) {
  column.width = spec.kind === 'date' ? 13 : spec.key === 'idNumber' ? 22 : Math.max(10, spec.zh.length * 2 + 4);
  if (spec.kind === 'date') column.numFmt = 'yyyy-mm-dd';
  if (spec.kind === 'region' || spec.key === 'idNumber' || spec.key === 'mobile') column.numFmt = '@';
}

/** The sheet of an uploaded template; the whole zip is checked first, so that a zip bomb never reaches exceljs. */
export async function readWorkbook(base64: string): Promise<ExcelJS.Worksheet> {
  const unreadable = () => new ApiError(400, '文件无法读取，请使用下载的导入模板（.xlsx）填写', { field: 'content' }, 'The file cannot be read: use the downloaded .xlsx template');
  const bytes = Buffer.from(base64, 'base64');
  const refusal = await inspectContent('import.xlsx', bytes);
  if (refusal) throw refusal === 'content' ? unreadable() : contentRefused(refusal, 400);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = workbook.getWorksheet(PERSON_SHEET.zh) ?? workbook.getWorksheet(PERSON_SHEET.en) ?? workbook.worksheets[0];
  if (!sheet) throw new ApiError(400, '文件中没有工作表', { field: 'content' }, 'The file holds no worksheet');
  return sheet;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** A date typed as text in any usual way (2024-3-5, 2024/03/05, 2024.3.5, 20240305) as YYYY-MM-DD; anything else as typed. */
function dayOf(text: string): string {
  const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(text) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  return m ? `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}` : text;
}

/** A cell as the text the rules read: rich text joined, formulas by their result, dates and date serials as YYYY-MM-DD. */
export function cellText(value: ExcelJS.CellValue, kind: FieldSpec['kind']): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDay(value);
  if (typeof value === 'number') {
    // A date column holding a bare Excel serial (days since 1899-12-30).
    if (kind === 'date' && value > 0 && value < 100000) return isoDay(new Date(Date.UTC(1899, 11, 30) + Math.round(value) * 86400000));
    return String(value);
  }
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('').trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue, kind);
    if ('text' in value) return String(value.text).trim();
    return '';
  }
  const text = String(value).trim();
  return kind === 'date' ? dayOf(text) : text;
}
