import 'server-only';
import ExcelJS from 'exceljs';
import type { Db } from '../../../db/client';
import { loadCodeBook } from '../codeBook';
import { PERSON_FIELD_SPECS } from '../fields';
import { BOOL_TEXT, columnTitle, formatColumn, PERSON_SHEET, xlsxResponse } from './workbook';

/** Rows of the template that carry drop-down lists. */
const INPUT_ROWS = 2000;

/** exceljs writes range validations, though its typings leave the collection out. */
const validations = (sheet: ExcelJS.Worksheet) => (sheet as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } }).dataValidations;

const CODE_SHEET = { zh: '代码表', en: 'Codes' } as const;

const GUIDE = {
  zh: [
    '填写说明',
    '1. 在“人员信息”表第 2 行起每行填写一名人员，不要修改第 1 行的列标题；标 * 的列必须填写。',
    '2. 代码类列可从下拉列表选择名称，也可填写代码（见“代码表”）。',
    '3. 日期填写为 YYYY-MM-DD，如 2024-03-05；身份证号、手机、籍贯等列请保持文本格式。',
    '4. 性别、出生日期可不填，系统按身份证号生成。',
    '5. 上传后逐行校验：任何一行有错误都不会保存，请按错误清单修改后重新上传；全部通过后一次导入为“待上报”人员。',
    `6. 单次最多导入 ${INPUT_ROWS} 行。`,
  ],
  en: [
    'How to fill in',
    '1. One person per row of the "Persons" sheet from row 2; keep the titles of row 1. Columns marked * are required.',
    '2. Code columns take a name from the drop-down list, or the code (see the "Codes" sheet).',
    '3. Dates as YYYY-MM-DD, e.g. 2024-03-05; keep the ID number, mobile and place columns as text.',
    '4. Gender and birth date may stay empty: they are read from the ID number.',
    '5. Every row is checked after the upload: nothing is saved while any row has an error. Once all pass, all rows are imported as persons not yet reported.',
    `6. At most ${INPUT_ROWS} rows per import.`,
  ],
};

/** The import template: a column per field with drop-downs of the code lists, the code lists themselves, and a guide. */
export async function importTemplate(db: Db, lang: 'zh' | 'en'): Promise<Response> {
  const book = await loadCodeBook(db);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(PERSON_SHEET[lang], { views: [{ state: 'frozen', ySplit: 1 }] });
  const codes = workbook.addWorksheet(CODE_SHEET[lang]);
  const guide = workbook.addWorksheet(lang === 'en' ? 'Guide' : '填写说明');

  const ranges = new Map<string, string>();
  let codeColumn = 1;
  for (const spec of PERSON_FIELD_SPECS) {
    if (!spec.list || ranges.has(spec.list)) continue;
    const options = [...(book.get(spec.list)?.values() ?? [])].filter((o) => o.selectable);
    codes.getCell(1, codeColumn).value = `${spec[lang]} ${lang === 'en' ? 'code' : '代码'}`;
    codes.getCell(1, codeColumn + 1).value = `${spec[lang]} ${lang === 'en' ? 'name' : '名称'}`;
    options.forEach((o, i) => {
      codes.getCell(i + 2, codeColumn).value = o.code;
      codes.getCell(i + 2, codeColumn + 1).value = lang === 'en' ? o.en : o.zh;
    });
    codes.getColumn(codeColumn).width = 12;
    codes.getColumn(codeColumn + 1).width = 24;
    const letter = codes.getColumn(codeColumn + 1).letter;
    ranges.set(spec.list, `'${CODE_SHEET[lang]}'!$${letter}$2:$${letter}$${options.length + 1}`);
    codeColumn += 2;
  }
  codes.getRow(1).font = { bold: true };

  PERSON_FIELD_SPECS.forEach((spec, i) => {
    const column = sheet.getColumn(i + 1);
    formatColumn(column, spec);
    const title = sheet.getCell(1, i + 1);
    title.value = columnTitle(spec, lang);
    title.font = { bold: true, color: spec.required ? { argb: 'FFC00000' } : undefined };
    if (spec.hint && lang === 'zh') title.note = spec.hint;
    const range = `${column.letter}2:${column.letter}${INPUT_ROWS + 1}`;
    const list = spec.list ? ranges.get(spec.list) : spec.kind === 'bool' ? `"${BOOL_TEXT[lang].join(',')}"` : undefined;
    if (list) {
      validations(sheet).add(range, {
        type: 'list', allowBlank: true, formulae: [list], showErrorMessage: false,
      });
    }
  });
  sheet.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };

  GUIDE[lang].forEach((line, i) => {
    guide.getCell(i + 1, 1).value = line;
  });
  guide.getColumn(1).width = 110;
  guide.getRow(1).font = { bold: true, size: 13 };

  return xlsxResponse(workbook, lang === 'en' ? 'person-import-template.xlsx' : '人员信息导入模板.xlsx');
}
