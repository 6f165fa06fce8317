import 'server-only';
import { fileDownload } from '../download';
import { FONT } from './fonts';
import { SIZE, type Pdf } from './document';

export interface FinishOptions {
  /** Drawn diagonally across every page, e.g. "审核中 仅供参考" while a filing is not approved. */
  watermark?: string;
  /** The footer of page `page` of `count`; default "第 x 页 / 共 y 页". */
  pageLabel?: (page: number, count: number) => string;
}

export const PAGE_LABEL_ZH = (page: number, count: number) => `第 ${page} 页 / 共 ${count} 页`;
export const PAGE_LABEL_EN = (page: number, count: number) => `Page ${page} of ${count}`;

function withoutBottomMargin(doc: Pdf, draw: () => void): void {
  // pdfkit starts a new page for text below the bottom margin; the footer lives there on purpose.
  const margin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  draw();
  doc.page.margins.bottom = margin;
}

function drawWatermark(doc: Pdf, text: string): void {
  const { width, height } = doc.page;
  const size = Math.min(width, height) / Math.max(4, text.length) * 1.1;
  doc.save();
  doc.rotate(-Math.atan(height / width) * 180 / Math.PI, { origin: [width / 2, height / 2] });
  doc.font(FONT.bold).fontSize(size).fillColor('#888888').fillOpacity(0.18);
  doc.text(text, 0, height / 2 - size / 2, { width, align: 'center', lineBreak: false });
  doc.restore();
}

/** Draws the watermark and the page numbers on every page, ends the document and answers its bytes. */
export function finishPdf(doc: Pdf, options: FinishOptions = {}): Promise<Buffer> {
  const label = options.pageLabel ?? PAGE_LABEL_ZH;
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    // The middle of the bottom margin, read before the margin is lifted (with it at 0 the footer fell onto a new page).
    const y = doc.page.height - doc.page.margins.bottom / 2 - SIZE.small / 2;
    withoutBottomMargin(doc, () => {
      if (options.watermark) drawWatermark(doc, options.watermark);
      doc.font(FONT.regular).fontSize(SIZE.small).fillColor('#444444').fillOpacity(1)
        .text(label(i - start + 1, count), 0, y, { width: doc.page.width, align: 'center', lineBreak: false });
    });
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** A PDF answer, outside the JSON envelope, saved under `fileName` (the app fetches it and saves it; nothing opens it in place). */
export function pdfResponse(bytes: Buffer, fileName: string): Response {
  return fileDownload(bytes, fileName, 'application/pdf');
}
