import 'server-only';
import type { FilingForm } from '@/lib/domain/filingPrint/form';
import {
  createPdf, finishPdf, heading, keyValueGrid, metaLine, opinionBoxes, PAGE_LABEL_EN, PAGE_LABEL_ZH, table, title, type Column, type Pdf,
} from '../../../pdf';
import { opinionLabels, printWords, printedAtLabel, separator } from './dictionary';

/** Labels such as 统一社会信用代码 on one line. */
const GRID = { labelWidth: 100 };
/** Lines up to this many columns fit a portrait table; up to WIDE a landscape one; wider lines print one grid per line. */
const PORTRAIT_COLUMNS = 7;
const WIDE_COLUMNS = 11;

type Lines = NonNullable<FilingForm['lines']>;

/** Printed width in Latin characters: a Chinese character takes two. */
const displayWidth = (text: string) => [...text].reduce((n, c) => n + (c.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);

/** A column's share of the width: its longest text, within bounds, so codes stay narrow and reasons get room. */
function columnsOf(lines: Lines): Column[] {
  return lines.columns.map((header, i) => {
    const longest = Math.max(displayWidth(header) / 2, ...lines.rows.map((r) => displayWidth(r[i] ?? '')));
    if (i === 0) return { header, width: Math.max(3, displayWidth(header) + 1), align: 'center' };
    return { header, width: Math.min(28, Math.max(5, longest)), align: 'left' };
  });
}

/** Lines too wide for a table: each line a grid of its fields, under its number (and person). */
function lineGrids(doc: Pdf, lines: Lines): void {
  for (const row of lines.rows) {
    heading(doc, `${lines.columns[0]} ${row[0]}`);
    keyValueGrid(doc, lines.columns.slice(1).map((label, i) => ({ label, value: row[i + 1] ?? '' })), GRID);
  }
}

/** Draws the form: one layout for every filing type. */
export function renderFilingForm(form: FilingForm, lang: 'zh' | 'en', printedAt: string): Promise<Buffer> {
  const words = printWords(lang);
  const columns = form.lines?.columns.length ?? 0;
  const doc = createPdf({ title: `${form.title} ${form.number}`, landscape: columns > PORTRAIT_COLUMNS && columns <= WIDE_COLUMNS });
  title(doc, form.title);
  const sep = separator(lang);
  metaLine(doc, `${words.number}${sep}${form.number}`, `${printedAtLabel(lang)}${sep}${printedAt}`);
  keyValueGrid(doc, form.meta, GRID);
  if (form.sections.length) heading(doc, words.content);
  for (const section of form.sections) {
    if (section.heading) heading(doc, section.heading);
    keyValueGrid(doc, section.pairs, GRID);
  }
  if (form.lines) {
    heading(doc, words.lines);
    if (columns > WIDE_COLUMNS) lineGrids(doc, form.lines);
    else table(doc, columnsOf(form.lines), form.lines.rows);
  }
  doc.moveDown(1);
  opinionBoxes(doc, form.opinions, opinionLabels(lang), 130);
  return finishPdf(doc, { watermark: form.watermark ?? undefined, pageLabel: lang === 'en' ? PAGE_LABEL_EN : PAGE_LABEL_ZH });
}
