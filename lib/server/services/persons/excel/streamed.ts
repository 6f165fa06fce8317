import 'server-only';
import path from 'node:path/posix';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { cellText } from './workbook';

/** What a reader of one sheet does with each of its rows (those holding a value, in order). */
export type RowVisitor = (row: ExcelJS.Row) => void;

/** The parts of exceljs' WorkbookReader this reader drives (exceljs 4.4, lib/stream/xlsx/workbook-reader.js). */
interface ReaderParts {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { name: string; rId: string }[] };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
  _parseWorksheet(entry: Readable, sheetNo: string): Iterable<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
}

const unreadable = (what: string) => new Error(`not a workbook: ${what}`);

/**
 * Reads an .xlsx with exceljs' streaming WorkbookReader, sheet by sheet and row by row, so that a workbook of 100,000
 * rows never stands in memory as a model: `visit` answers, for each sheet's name, what to do with its rows (null:
 * skip the sheet). The archive is opened by its central directory (JSZip), not scanned front to back as exceljs'
 * own unzipping does, which loses parts of some files (a file of its streaming writer with six sheets comes out
 * without the workbook part, so without a sheet's name); each part is then inflated as a stream into
 * exceljs' parsers: relationships, workbook, styles (a date cell is a Date, as the full reader gives it), shared
 * strings, then the sheets in the workbook's order. A visitor may throw to stop the reading (a row limit); a file that
 * is no workbook throws.
 */
export async function streamWorkbook(bytes: Uint8Array, visit: (sheetName: string) => RowVisitor | null): Promise<void> {
  const zip = await JSZip.loadAsync(bytes);
  const part = (name: string): Readable | null => {
    const file = zip.file(name);
    if (!file) return null;
    // Text, decoded across the chunks: exceljs decodes each chunk on its own, which garbles a character split between two.
    const text = new PassThrough();
    text.setEncoding('utf8');
    return (file.nodeStream('nodebuffer') as unknown as Readable).pipe(text);
  };
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore',
  }) as unknown as ReaderParts;

  const rels = part('xl/_rels/workbook.xml.rels');
  const workbook = part('xl/workbook.xml');
  if (!rels || !workbook) throw unreadable('no workbook part');
  await reader._parseRels(rels);
  await reader._parseWorkbook(workbook);
  const styles = part('xl/styles.xml');
  if (styles) await reader._parseStyles(styles);
  const shared = part('xl/sharedStrings.xml');
  if (shared) for await (const _ of reader._parseSharedStrings(shared)) { /* cached on the reader */ }

  for (const sheet of reader.model?.sheets ?? []) {
    const rel = reader.workbookRels?.find((r) => r.Id === sheet.rId);
    if (!rel) continue;
    const target = rel.Target.startsWith('/') ? rel.Target.slice(1) : path.join('xl', rel.Target);
    const onRow = visit(sheet.name);
    const entry = onRow ? part(target) : null;
    if (!onRow || !entry) continue;
    const sheetNo = /(\d+)\.xml$/.exec(target)?.[1] ?? '0';
    for (const { eventType, value } of reader._parseWorksheet(entry, sheetNo)) {
      if (eventType !== 'worksheet') continue;
      try {
        for await (const row of value) onRow(row);
      } finally {
        entry.destroy();
      }
    }
  }
}

/** A data row of an import template: its number in the sheet, each column's cell as text and as stored, by column key. */
export interface TemplateRow {
  row: number;
  text: Record<string, string>;
  values: Record<string, ExcelJS.CellValue>;
}

/**
 * The reader of a template sheet whose row 1 titles its columns (`columnOf` names the column of a title; the first
 * title of a column counts): `columns` fills from row 1, and `onData` gets every later row holding a value, its cells as
 * text (dates as YYYY-MM-DD for a date column) and as stored.
 */
export function titledSheetReader<C extends { key: string }>(
  columnOf: (title: string) => C | undefined, isDate: (column: C) => boolean, onData: (row: TemplateRow) => void,
): { columns: { index: number; column: C }[]; onRow: RowVisitor } {
  const columns: { index: number; column: C }[] = [];
  const onRow = (row: ExcelJS.Row) => {
    if (row.number === 1) {
      row.eachCell((cell, index) => {
        const column = columnOf(cellText(cell.value, 'text'));
        if (column && !columns.some((c) => c.column.key === column.key)) columns.push({ index, column });
      });
      return;
    }
    const text: Record<string, string> = {};
    const values: Record<string, ExcelJS.CellValue> = {};
    for (const { index, column } of columns) {
      const value = row.getCell(index).value;
      const t = cellText(value, isDate(column) ? 'date' : 'text');
      if (!t) continue;
      text[column.key] = t;
      values[column.key] = value;
    }
    if (Object.keys(text).length) onData({ row: row.number, text, values });
  };
  return { columns, onRow };
}

/** Finds the template version written on an instructions sheet ("模板版本：…" or "Template version: …"): null until a cell names one. */
export function versionReader(labels: { zh: string; en: string }, found: { version: string | null }): RowVisitor {
  const pattern = new RegExp(`^(?:${labels.zh}|${labels.en})\\s*[:：]\\s*(\\S+)$`, 'i');
  return (row) => {
    row.eachCell((cell) => {
      const m = pattern.exec(cellText(cell.value, 'text'));
      if (m && !found.version) found.version = m[1];
    });
  };
}
