import 'server-only';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import { xlsxResponse } from '../persons/excel/workbook';
import { codeLists } from '../codes';
import {
  CODE_SHEET, columnTitle, GUIDE_SHEET, MAX_UNIT_IMPORT_ROWS, REASON_TITLE, UNIT_COLUMNS, UNIT_SHEET, UNIT_TEMPLATE_VERSION, VERSION_LABEL, type Lang,
} from './columns';

/** exceljs writes range validations, though its typings leave the collection out. */
const validations = (sheet: ExcelJS.Worksheet) => (sheet as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } }).dataValidations;

const BOOL_TEXT = { zh: ['是', '否'], en: ['Yes', 'No'] } as const;

const GUIDE = {
  zh: [
    '单位名册导入模板 填写说明',
    '1. 在“单位信息”表第 2 行起每行填写一个单位，不要修改第 1 行的列标题；标 * 的列必须填写。',
    '2. 单位以统一社会信用代码（GB 32100）识别：系统中已有该代码的单位按本行更新，没有的新增；与系统一致的行不做任何修改。',
    '3. 代码类列可从下拉列表选择名称，也可填写代码（见“代码表”）；事业单位须填写事业单位分类和主要岗位类型。',
    '4. 所在区划填写 6 位行政区划代码（GB/T 2260），如 330502。',
    '5. 基层单位须填写主管部门：填写主管部门的单位名称或统一社会信用代码，可以是系统中已有的主管部门，也可以是本文件中“是否主管部门”为“是”的另一行。',
    '6. 编制数填写非负整数，空白按 0 计；核定编制总数为行政、事业、参公事业、机关工勤编制之和。编制有变化的单位生成新的编制核定版本。',
    '7. 日期填写为 YYYY-MM-DD，如 2024-03-05。',
    '8. 上传后可先“检查”：逐行列出错误，可下载被拒绝的行（附错误原因）修改后重新上传；任何一行有错误时不会写入任何数据。',
    `9. 单次最多导入 ${MAX_UNIT_IMPORT_ROWS} 行。人社局账号只能导入本辖区的单位。`,
  ],
  en: [
    'Unit registry import template: instructions',
    '1. One unit per row of the "Units" sheet from row 2; keep the titles of row 1. Columns marked * are required.',
    '2. Units are identified by their unified social credit code (GB 32100): a code already registered updates that unit, a new one adds a unit; a row equal to the stored unit changes nothing.',
    '3. Code columns take a name from the drop-down list, or the code (see the "Codes" sheet); a public institution needs its class and main post type.',
    '4. The region is a 6-digit GB/T 2260 code, e.g. 330502.',
    '5. A base unit names its competent authority by unit name or credit code: one already registered, or another row of this file marked as a competent authority.',
    '6. Quotas are non-negative integers, empty counts as 0; the total is the sum of the administrative, institution, civil-service-managed and organ worker quotas. A unit whose quotas change gets a new establishment version.',
    '7. Dates as YYYY-MM-DD, e.g. 2024-03-05.',
    '8. Check the file first: every problem is listed by row and column, and the refused rows can be downloaded with their reasons. Nothing is written while any row has a problem.',
    `9. At most ${MAX_UNIT_IMPORT_ROWS} rows per import. A personnel bureau imports the units of its own region only.`,
  ],
};

export interface SheetRow {
  /** The cell values by column key, as read from the upload. */
  values: Record<string, ExcelJS.CellValue>;
  reasons?: string[];
}

/** The template workbook: the unit sheet with drop-downs, the code lists, the instructions with the version; rows filled in when given. */
export async function unitWorkbook(db: Db, lang: Lang, rows?: SheetRow[]): Promise<ExcelJS.Workbook> {
  const lists = await codeLists(db, [...new Set(UNIT_COLUMNS.flatMap((c) => (c.list ? [c.list] : [])))]);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(UNIT_SHEET[lang], { views: [{ state: 'frozen', ySplit: 1 }] });
  const codes = workbook.addWorksheet(CODE_SHEET[lang]);
  const guide = workbook.addWorksheet(GUIDE_SHEET[lang]);

  const ranges = new Map<string, string>();
  let at = 1;
  for (const column of UNIT_COLUMNS) {
    if (!column.list || ranges.has(column.list)) continue;
    const options = (lists[column.list] ?? []).filter((o) => o.selectable);
    codes.getCell(1, at).value = `${column[lang]} ${lang === 'en' ? 'code' : '代码'}`;
    codes.getCell(1, at + 1).value = `${column[lang]} ${lang === 'en' ? 'name' : '名称'}`;
    options.forEach((o, i) => {
      codes.getCell(i + 2, at).value = o.code;
      codes.getCell(i + 2, at + 1).value = lang === 'en' ? o.en : o.zh;
    });
    codes.getColumn(at).width = 14;
    codes.getColumn(at + 1).width = 28;
    const letter = codes.getColumn(at + 1).letter;
    ranges.set(column.list, `'${CODE_SHEET[lang]}'!$${letter}$2:$${letter}$${Math.max(options.length, 1) + 1}`);
    at += 2;
  }
  codes.getRow(1).font = { bold: true };

  UNIT_COLUMNS.forEach((column, i) => {
    const col = sheet.getColumn(i + 1);
    col.width = column.width ?? (column.kind === 'date' ? 14 : Math.max(10, column.zh.length * 2 + 4));
    col.numFmt = column.kind === 'date' ? 'yyyy-mm-dd' : column.kind === 'int' ? '0' : '@';
    const title = sheet.getCell(1, i + 1);
    title.value = columnTitle(column, lang);
    title.font = { bold: true, color: column.required ? { argb: 'FFC00000' } : undefined };
    const range = `${col.letter}2:${col.letter}${MAX_UNIT_IMPORT_ROWS + 1}`;
    const list = column.list ? ranges.get(column.list) : column.kind === 'bool' ? `"${BOOL_TEXT[lang].join(',')}"` : undefined;
    if (list) validations(sheet).add(range, { type: 'list', allowBlank: true, formulae: [list], showErrorMessage: false });
  });
  sheet.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };

  if (rows) {
    const reasonColumn = UNIT_COLUMNS.length + 1;
    sheet.getCell(1, reasonColumn).value = REASON_TITLE[lang];
    sheet.getCell(1, reasonColumn).font = { bold: true, color: { argb: 'FFC00000' } };
    sheet.getColumn(reasonColumn).width = 60;
    rows.forEach((r, i) => {
      UNIT_COLUMNS.forEach((column, j) => {
        const value = r.values[column.key];
        if (value !== undefined && value !== null) sheet.getCell(i + 2, j + 1).value = value;
      });
      sheet.getCell(i + 2, reasonColumn).value = (r.reasons ?? []).join(lang === 'en' ? '; ' : '；');
    });
  }

  [...GUIDE[lang], '', `${VERSION_LABEL[lang]}：${UNIT_TEMPLATE_VERSION}`].forEach((line, i) => {
    guide.getCell(i + 1, 1).value = line;
  });
  guide.getColumn(1).width = 120;
  guide.getRow(1).font = { bold: true, size: 13 };
  workbook.keywords = UNIT_TEMPLATE_VERSION;
  return workbook;
}

/** The empty template, as a download. */
export async function unitTemplate(db: Db, lang: Lang): Promise<Response> {
  return xlsxResponse(await unitWorkbook(db, lang), lang === 'en' ? 'unit-import-template.xlsx' : '单位名册导入模板.xlsx');
}
