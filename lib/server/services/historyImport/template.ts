import 'server-only';
import ExcelJS from 'exceljs';
import type { CodeOption } from '@/lib/contracts/code';
import type { HistorySheet } from '@/lib/contracts/historyImport';
import type { Db } from '../../db/client';
import { loadCodeBook } from '../persons/codeBook';
import { BOOL_TEXT, xlsxResponse } from '../persons/excel/workbook';
import {
  CODE_SHEET, columnTitle, GUIDE_SHEET, HISTORY_TEMPLATE_VERSION, MAX_HISTORY_IMPORT_ROWS, REASON_TITLE, SHEETS, VERSION_LABEL,
  type HistoryColumn, type Lang,
} from './columns';
import { loadHistoryBook } from './rows';

/** Rows of each sheet that carry the drop-down lists (a longer range makes the workbook slow to open). */
const DROPDOWN_ROWS = 2000;

/** exceljs writes range validations, though its typings leave the collection out. */
const validations = (sheet: ExcelJS.Worksheet) => (sheet as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } }).dataValidations;

const GUIDE = {
  zh: [
    '人员历史数据导入模板 填写说明',
    '1. 本模板用于系统启用时一次导入各单位的人员及其历史记录：“人员”表每行一名人员，“岗位聘任”“年度考核”“奖惩”“编制变动”表每行一条历史记录。各表第 1 行为列标题，请勿修改；标 * 的列必须填写。',
    '2. “人员”表每行以“单位统一社会信用代码”指明人员所在单位，单位须已在系统中（可先用单位名册导入）；其余各列与单位人员导入模板相同，性别、出生日期可按身份证号生成。新导入的人员直接作为已备案人员，计入各项统计。',
    '3. 人员以公民身份号码识别：系统中已有该身份证号的人员只做匹配并在检查结果中列出，不重复新增，也不按本行修改；其历史记录照常导入。',
    '4. 历史各表以“公民身份号码”关联人员：须为“人员”表中的人员或系统中已有的人员；填写姓名时须与该人员一致。',
    '5. 与系统中已有记录完全相同的历史记录不再重复写入，因此同一文件可以重复导入而不产生重复数据。每人每年度只有一条年度考核结果。',
    '6. 代码类列可从下拉列表选择名称，也可填写代码（见“代码表”）；日期填写为 YYYY-MM-DD，如 2024-03-05；身份证号、信用代码请保持文本格式。',
    '7. 年度考核：考核年度不能晚于今年；基本合格、不合格、不定等次须填写评语，未参加考核须填写原因。奖惩：处分须填写批准机关和文号，处分期按处分类型自动计算。编制变动：在编须填写编制类型。各历史记录的日期不能晚于今天，也不能早于该人员参加工作时间。',
    '8. 上传后先“检查”：按工作表、行、列列出全部错误，可下载被拒绝的行（附错误原因）修改后重新上传；任何一行有错误时不会写入任何数据。导入的人员和历史记录均标记为“迁移导入”，记录导入文件和时间。',
    `9. 单次最多导入 ${MAX_HISTORY_IMPORT_ROWS} 行（各工作表合计）。人社局账号只能导入本辖区单位的人员。`,
  ],
  en: [
    'Historical records import template: instructions',
    '1. This template loads the persons of the units and their history when the system starts: one person per row of the "Persons" sheet, one history record per row of the "Post appointments", "Annual assessments", "Rewards and sanctions" and "Establishment changes" sheets. Keep the titles of row 1; columns marked * are required.',
    '2. Each row of the "Persons" sheet names the person\'s unit by its credit code; the unit must be registered (import the unit registry first). The other columns are those of the unit\'s person import; gender and birth date may be read from the ID number. Imported persons are filed records and count in every statistic.',
    '3. Persons are identified by ID number: a person already on record is matched and listed in the check, neither added twice nor changed by the row; their history rows are imported all the same.',
    '4. The history sheets name the person by ID number: a person of the "Persons" sheet or one on record; a name, when given, must be theirs.',
    '5. A history record equal to one on record is not written again, so the same file can be imported again without duplicates. A person has one annual result a year.',
    '6. Code columns take a name from the drop-down list, or the code (see the "Codes" sheet); dates as YYYY-MM-DD, e.g. 2024-03-05; keep ID numbers and credit codes as text.',
    '7. Annual assessments: not after this year; basically competent, incompetent and not graded need a comment, not assessed needs the reason. Sanctions need the approving body and document number; the period follows from the type. Establishment changes: in the establishment needs the type. No history date may be after today or before the person started work.',
    '8. Check the file first: every problem is listed by sheet, row and column, and the refused rows can be downloaded with their reasons. Nothing is written while any row has a problem. Imported persons and history are marked as migrated, with the file and the time.',
    `9. At most ${MAX_HISTORY_IMPORT_ROWS} rows per import, all sheets together. A personnel bureau imports the persons of the units of its own region only.`,
  ],
};

export interface SheetRow {
  /** The cell values by column key, as read from the upload. */
  values: Record<string, ExcelJS.CellValue>;
  reasons?: string[];
}

/** The code lists of every code column, selectable codes only. */
async function listsOf(db: Db): Promise<Map<string, CodeOption[]>> {
  const [persons, history] = await Promise.all([loadCodeBook(db), loadHistoryBook(db)]);
  const out = new Map<string, CodeOption[]>();
  for (const book of [persons, history]) for (const [list, options] of book) out.set(list, [...options.values()].filter((o) => o.selectable));
  return out;
}

function numFmt(c: HistoryColumn): string | undefined {
  if (c.kind === 'date') return 'yyyy-mm-dd';
  if (c.kind === 'int') return '0';
  if (c.kind === 'region' || c.key === 'idNumber' || c.key === 'unitUscc' || c.key === 'mobile') return '@';
  return undefined;
}

/** The template workbook: the five sheets with drop-downs, the code lists, the instructions with the version; rows filled in when given. */
export async function historyWorkbook(db: Db, lang: Lang, rows?: Partial<Record<HistorySheet, SheetRow[]>>): Promise<ExcelJS.Workbook> {
  const lists = await listsOf(db);
  const workbook = new ExcelJS.Workbook();
  const sheets = SHEETS.map((spec) => ({ spec, sheet: workbook.addWorksheet(spec[lang], { views: [{ state: 'frozen', ySplit: 1 }] }) }));
  const codes = workbook.addWorksheet(CODE_SHEET[lang]);
  const guide = workbook.addWorksheet(GUIDE_SHEET[lang]);

  const ranges = new Map<string, string>();
  let at = 1;
  for (const column of SHEETS.flatMap((s) => s.columns)) {
    if (!column.list || ranges.has(column.list)) continue;
    const options = lists.get(column.list) ?? [];
    codes.getCell(1, at).value = `${column[lang]} ${lang === 'en' ? 'code' : '代码'}`;
    codes.getCell(1, at + 1).value = `${column[lang]} ${lang === 'en' ? 'name' : '名称'}`;
    options.forEach((o, i) => {
      codes.getCell(i + 2, at).value = o.code;
      codes.getCell(i + 2, at + 1).value = lang === 'en' ? o.en : o.zh;
    });
    codes.getColumn(at).width = 14;
    codes.getColumn(at + 1).width = 26;
    const letter = codes.getColumn(at + 1).letter;
    ranges.set(column.list, `'${CODE_SHEET[lang]}'!$${letter}$2:$${letter}$${Math.max(options.length, 1) + 1}`);
    at += 2;
  }
  codes.getRow(1).font = { bold: true };

  for (const { spec, sheet } of sheets) {
    spec.columns.forEach((column, i) => {
      const col = sheet.getColumn(i + 1);
      col.width = column.width ?? (column.kind === 'date' ? 14 : Math.max(10, column.zh.length * 2 + 4));
      const format = numFmt(column);
      if (format) col.numFmt = format;
      const title = sheet.getCell(1, i + 1);
      title.value = columnTitle(column, lang);
      title.font = { bold: true, color: column.required ? { argb: 'FFC00000' } : undefined };
      if (column.hint && lang === 'zh') title.note = column.hint;
      const range = `${col.letter}2:${col.letter}${DROPDOWN_ROWS + 1}`;
      const list = column.list ? ranges.get(column.list) : column.kind === 'bool' ? `"${BOOL_TEXT[lang].join(',')}"` : undefined;
      if (list) validations(sheet).add(range, { type: 'list', allowBlank: true, formulae: [list], showErrorMessage: false });
    });
    sheet.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };

    const filled = rows?.[spec.key];
    if (!filled) continue;
    const reasonColumn = spec.columns.length + 1;
    sheet.getCell(1, reasonColumn).value = REASON_TITLE[lang];
    sheet.getCell(1, reasonColumn).font = { bold: true, color: { argb: 'FFC00000' } };
    sheet.getColumn(reasonColumn).width = 60;
    filled.forEach((r, i) => {
      spec.columns.forEach((column, j) => {
        const value = r.values[column.key];
        if (value !== undefined && value !== null) sheet.getCell(i + 2, j + 1).value = value;
      });
      sheet.getCell(i + 2, reasonColumn).value = (r.reasons ?? []).join(lang === 'en' ? '; ' : '；');
    });
  }

  [...GUIDE[lang], '', `${VERSION_LABEL[lang]}：${HISTORY_TEMPLATE_VERSION}`].forEach((line, i) => {
    guide.getCell(i + 1, 1).value = line;
  });
  guide.getColumn(1).width = 140;
  guide.getColumn(1).alignment = { wrapText: true, vertical: 'top' };
  guide.getRow(1).font = { bold: true, size: 13 };
  workbook.keywords = HISTORY_TEMPLATE_VERSION;
  return workbook;
}

/** The empty template, as a download. */
export async function historyTemplate(db: Db, lang: Lang): Promise<Response> {
  return xlsxResponse(await historyWorkbook(db, lang), lang === 'en' ? 'history-import-template.xlsx' : '人员历史数据导入模板.xlsx');
}
