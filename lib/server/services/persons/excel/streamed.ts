import 'server-only';
import path from 'node:path/posix';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

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
