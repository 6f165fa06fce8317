import 'server-only';
import { FONT } from './fonts';
import { bottom, cell, CELL_PAD, contentWidth, ensureSpace, left, SIZE, textHeight, type Pdf } from './document';

/** The form's title, centred and bold, followed by a little space. */
export function title(doc: Pdf, text: string): void {
  doc.font(FONT.bold).fontSize(SIZE.title).fillColor('black')
    .text(text, left(doc), doc.y, { width: contentWidth(doc), align: 'center' });
  doc.moveDown(0.6);
}

/** One small line under the title: `start` flush left, `end` (e.g. the number) flush right. */
export function metaLine(doc: Pdf, start: string, end = ''): void {
  const w = contentWidth(doc);
  const h = Math.max(textHeight(doc, start, w / 2 + 40), textHeight(doc, end, w / 2 - 40));
  ensureSpace(doc, h);
  const top = doc.y;
  doc.font(FONT.regular).fontSize(SIZE.body).text(start, left(doc), top, { width: w / 2 + 40 });
  if (end) doc.text(end, left(doc) + w / 2 + 40, top, { width: w / 2 - 40, align: 'right' });
  doc.x = left(doc);
  doc.y = top + h + 4;
}

/** A bold section heading in the flow. */
export function heading(doc: Pdf, text: string): void {
  ensureSpace(doc, 40);
  doc.moveDown(0.4);
  doc.font(FONT.bold).fontSize(SIZE.heading).text(text, left(doc), doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.2);
}

export interface Pair { label: string; value: string }

/**
 * A ruled key/value grid: `columns` label/value pairs per row, labels shaded and bold. A pair whose value is long
 * (over `wideAfter` characters) takes a whole row.
 */
export function keyValueGrid(doc: Pdf, pairs: Pair[], opts: { columns?: number; labelWidth?: number; wideAfter?: number } = {}): void {
  const columns = opts.columns ?? 2;
  const labelW = opts.labelWidth ?? 78;
  const wideAfter = opts.wideAfter ?? 40;
  const rows: Pair[][] = [];
  let current: Pair[] = [];
  for (const pair of pairs) {
    if (pair.value.length > wideAfter) {
      if (current.length) rows.push(current);
      rows.push([pair]);
      current = [];
      continue;
    }
    current.push(pair);
    if (current.length === columns) { rows.push(current); current = []; }
  }
  if (current.length) rows.push(current);

  const total = contentWidth(doc);
  for (const row of rows) {
    const slot = row.length === 1 && row[0].value.length > wideAfter ? total : total / columns;
    const valueW = slot - labelW;
    const h = Math.max(...row.map((p) => Math.max(
      textHeight(doc, p.label, labelW - 2 * CELL_PAD, FONT.bold), textHeight(doc, p.value, valueW - 2 * CELL_PAD),
    ))) + 2 * CELL_PAD;
    ensureSpace(doc, h);
    const y = doc.y;
    row.forEach((p, i) => {
      const x = left(doc) + i * slot;
      cell(doc, x, y, labelW, h, p.label, { font: FONT.bold, shade: true, valign: 'middle' });
      cell(doc, x + labelW, y, valueW, h, p.value, { valign: 'middle' });
    });
    // A short last row is closed to the full width so the grid stays a rectangle.
    const used = row.length * slot;
    if (used < total - 0.5) cell(doc, left(doc) + used, y, total - used, h, '');
    doc.x = left(doc);
    doc.y = y + h;
  }
}

export interface Column {
  header: string;
  /** Relative width; the columns share the content width in these proportions. */
  width: number;
  align?: 'left' | 'center' | 'right';
}

/** A ruled table: header row shaded and repeated at the top of every page the table runs onto; cell text wraps. */
export function table(doc: Pdf, columns: Column[], rows: string[][], opts: { size?: number } = {}): void {
  const size = opts.size ?? SIZE.small + 1;
  const total = contentWidth(doc);
  const sum = columns.reduce((s, c) => s + c.width, 0);
  const widths = columns.map((c) => (c.width / sum) * total);
  const heightOf = (texts: string[], font: string) =>
    Math.max(...texts.map((t, i) => textHeight(doc, t, widths[i] - 2 * CELL_PAD, font, size))) + 2 * CELL_PAD;
  const headerH = heightOf(columns.map((c) => c.header), FONT.bold);
  const drawRow = (texts: string[], h: number, header: boolean) => {
    let x = left(doc);
    texts.forEach((t, i) => {
      cell(doc, x, doc.y, widths[i], h, t, header
        ? { font: FONT.bold, size, shade: true, align: 'center', valign: 'middle' }
        : { size, align: columns[i].align ?? 'left', valign: 'middle' });
      x += widths[i];
    });
    doc.x = left(doc);
    doc.y += h;
  };
  ensureSpace(doc, headerH + 20);
  drawRow(columns.map((c) => c.header), headerH, true);
  for (const row of rows) {
    const texts = columns.map((_, i) => row[i] ?? '');
    // A row taller than a page is cut at the page, not left to run off it.
    const h = Math.min(heightOf(texts, FONT.regular), bottom(doc) - doc.page.margins.top - headerH);
    if (ensureSpace(doc, h)) drawRow(columns.map((c) => c.header), headerH, true);
    drawRow(texts, h, false);
  }
}

export interface OpinionBox {
  label: string;
  opinion: string;
  reviewer: string;
  date: string;
  /** This box's word for the signer (e.g. 负责人 for the unit), instead of the labels' reviewer. */
  reviewerLabel?: string;
}

export interface OpinionLabels {
  reviewer: string; date: string; stamp: string;
  /** Between a label and its value; '：' unless given (': ' in English). */
  sep?: string;
}
export const OPINION_LABELS_ZH: OpinionLabels = { reviewer: '经办人', date: '日期', stamp: '（盖章）' };

/**
 * Opinion/signature boxes side by side: the node's label, its opinion, then reviewer, date and "（盖章）" at the
 * foot. A box without an opinion stays blank to be filled in by hand.
 */
export function opinionBoxes(doc: Pdf, boxes: OpinionBox[], labels: OpinionLabels = OPINION_LABELS_ZH, minHeight = 150): void {
  if (!boxes.length) return;
  const total = contentWidth(doc);
  const w = total / boxes.length;
  const inner = w - 2 * CELL_PAD - 4;
  const lineH = SIZE.body + 6;
  const sep = labels.sep ?? '：';
  const reviewerLine = (b: OpinionBox) => `${b.reviewerLabel ?? labels.reviewer}${sep}${b.reviewer}`;
  // A long reviewer (a name with its unit) wraps: the foot grows by its lines so date and seal never overlap it.
  const reviewerH = Math.max(...boxes.map((b) => textHeight(doc, reviewerLine(b), inner)));
  const footH = reviewerH + 2 * lineH;
  const labelH = Math.max(...boxes.map((b) => textHeight(doc, b.label, inner, FONT.bold, SIZE.heading))) + 6;
  const h = Math.max(minHeight, ...boxes.map((b) => labelH + textHeight(doc, b.opinion, inner) + footH + 3 * CELL_PAD));
  ensureSpace(doc, h);
  const y = doc.y;
  boxes.forEach((b, i) => {
    const x = left(doc) + i * w;
    cell(doc, x, y, w, h, '');
    const tx = x + CELL_PAD + 2;
    doc.font(FONT.bold).fontSize(SIZE.heading).text(b.label, tx, y + CELL_PAD + 2, { width: inner });
    doc.font(FONT.regular).fontSize(SIZE.body).text(b.opinion, tx, y + CELL_PAD + 2 + labelH, { width: inner });
    const foot = y + h - footH - CELL_PAD;
    doc.text(reviewerLine(b), tx, foot, { width: inner });
    doc.text(`${labels.date}${sep}${b.date}`, tx, foot + reviewerH + 4, { width: inner, lineBreak: false });
    doc.text(labels.stamp, tx, foot + reviewerH + 4 + lineH, { width: inner, align: 'right', lineBreak: false });
  });
  doc.x = left(doc);
  doc.y = y + h;
}
