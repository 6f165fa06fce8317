import type { Workbook } from 'exceljs';

export interface SheetColumn<R> {
  header: string;
  value(row: R): string | number | boolean;
}

/** A header cell over several neighbouring columns (the first header row of a merged-header sheet). */
export interface HeaderGroup {
  title: string;
  span: number;
}

export interface SheetSpec<R> {
  sheetName: string;
  columns: readonly SheetColumn<R>[];
  rows: readonly R[];
  groups?: readonly HeaderGroup[];
  /** Columns as wide as their longest text; otherwise a fixed width. */
  autoWidth?: boolean;
}

const FIXED_WIDTH = 16;

/** Display width of a text in Excel's character units: CJK characters count double. */
export function textWidth(text: string): number {
  return [...text].reduce((w, ch) => w + (/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(ch) ? 2 : 1), 0);
}

/** The .xlsx workbook of a sheet: a bold, frozen header (two rows with merged group cells when groups are given), then the rows. */
export async function buildWorkbook<R>({ sheetName, columns, rows, groups, autoWidth = true }: SheetSpec<R>): Promise<Workbook> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet(sheetName);
  const headerRows = groups ? 2 : 1;

  if (groups) {
    const top = sheet.addRow(groups.flatMap((g) => [g.title, ...Array<string>(g.span - 1).fill('')]));
    top.font = { bold: true };
    let col = 1;
    for (const g of groups) {
      if (g.span > 1) sheet.mergeCells(1, col, 1, col + g.span - 1);
      col += g.span;
    }
  }
  sheet.addRow(columns.map((c) => c.header)).font = { bold: true };
  for (const r of rows) sheet.addRow(columns.map((c) => c.value(r)));

  for (let h = 1; h <= headerRows; h++) sheet.getRow(h).alignment = { horizontal: 'center', vertical: 'middle' };
  sheet.views = [{ state: 'frozen', ySplit: headerRows }];
  columns.forEach((c, i) => {
    const longest = Math.max(textWidth(c.header), ...rows.map((r) => textWidth(String(c.value(r)))));
    sheet.getColumn(i + 1).width = autoWidth ? Math.min(60, longest + 2) : FIXED_WIDTH;
  });
  return book;
}

/** A file name without the characters Windows refuses, ending in .xlsx. */
export function xlsxName(name: string, fallback: string): string {
  const clean = name.replace(/[\\/:*?"<>|]/g, '').trim().replace(/\.xlsx$/i, '');
  return `${clean || fallback}.xlsx`;
}

/** Writes the workbook and hands it to the browser as a download. */
export async function downloadWorkbook(book: Workbook, fileName: string): Promise<void> {
  const buffer = await book.xlsx.writeBuffer();
  const url = URL.createObjectURL(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
