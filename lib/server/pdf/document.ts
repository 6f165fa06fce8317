import 'server-only';
import PDFDocument from 'pdfkit';
import { chineseFonts, FONT } from './fonts';

export type Pdf = PDFKit.PDFDocument;

export interface PdfOptions {
  landscape?: boolean;
  /** The document information title (shown by viewers in the window bar). */
  title?: string;
}

export const SIZE = { body: 10, small: 8, title: 18, heading: 11 } as const;
export const CELL_PAD = 4;
export const RULE = '#333333';
export const SHADE = '#f0f0f0';

/**
 * A4 with the Chinese faces registered (FONT.regular, FONT.bold) and the regular one selected. Pages are buffered
 * so that finishPdf can draw the watermark and "第 x 页 / 共 y 页" once the page count is known.
 */
export function createPdf(options: PdfOptions = {}): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.landscape ? 'landscape' : 'portrait',
    margins: { top: 48, bottom: 52, left: 48, right: 48 },
    bufferPages: true,
    info: { Title: options.title ?? '', Producer: '人事管理系统', Creator: '人事管理系统' },
  });
  const fonts = chineseFonts();
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor('black');
  return doc;
}

export const left = (doc: Pdf) => doc.page.margins.left;
export const contentWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
export const bottom = (doc: Pdf) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` still fits below the current position; true when it did. */
export function ensureSpace(doc: Pdf, height: number): boolean {
  if (doc.y + height <= bottom(doc)) return false;
  doc.addPage();
  return true;
}

/** Height of `text` wrapped to `width` in the given face and size (the document's current font is left as it was). */
export function textHeight(doc: Pdf, text: string, width: number, font: string = FONT.regular, size: number = SIZE.body): number {
  doc.font(font).fontSize(size);
  return doc.heightOfString(text || ' ', { width });
}

/**
 * Draws a ruled cell: optional shade, the border, and the text wrapped inside the padding.
 * Does not move doc.y (callers lay out rows themselves).
 */
export function cell(
  doc: Pdf, x: number, y: number, w: number, h: number, text: string,
  opts: { font?: string; size?: number; align?: 'left' | 'center' | 'right'; shade?: boolean; valign?: 'top' | 'middle' } = {},
): void {
  if (opts.shade) doc.save().rect(x, y, w, h).fill(SHADE).restore();
  doc.save().lineWidth(0.6).strokeColor(RULE).rect(x, y, w, h).stroke().restore();
  const font = opts.font ?? FONT.regular;
  const size = opts.size ?? SIZE.body;
  const inner = w - 2 * CELL_PAD;
  const used = textHeight(doc, text, inner, font, size);
  const top = opts.valign === 'middle' ? y + Math.max(CELL_PAD, (h - used) / 2) : y + CELL_PAD;
  const at = { x: doc.x, y: doc.y }; // text() moves the cursor; a row's next cell must start where this one did
  doc.font(font).fontSize(size).fillColor('black')
    .text(text, x + CELL_PAD, top, { width: inner, height: h - (top - y), align: opts.align ?? 'left', ellipsis: true });
  doc.x = at.x;
  doc.y = at.y;
}
