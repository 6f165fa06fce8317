import 'server-only';
import type ExcelJS from 'exceljs';

/** The report's 统计口径 on a sheet of its own after the table, so that the table's sheet keeps its shape and the rule travels with it. */
export function addBasisSheet(workbook: ExcelJS.Workbook, text: string, lang: 'zh' | 'en'): void {
  const sheet = workbook.addWorksheet(lang === 'en' ? 'Counting rule' : '统计口径');
  sheet.getColumn(1).width = 120;
  sheet.addRow([text]).alignment = { wrapText: true, vertical: 'top' };
}
