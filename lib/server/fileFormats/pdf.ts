import 'server-only';
import { PDFDocument } from 'pdf-lib';
import type { FormatCheck } from './refusal';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

/**
 * Where the last cross-reference section starts, if the file ends as a PDF must: `startxref N` and `%%EOF` within
 * its last 1024 bytes (what Acrobat tolerates), N pointing at an `xref` table or an object (a cross-reference stream).
 * pdf-lib reads objects front to back and ignores this, so without it a `%PDF` line followed by HTML would pass.
 */
function endsAsPdf(bytes: Uint8Array): boolean {
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - 1024)));
  const found = [...tail.matchAll(/startxref\s+(\d+)\s+%%EOF/g)].pop();
  if (!found) return false;
  const offset = Number(found[1]);
  if (offset >= bytes.length) return false;
  const at = latin1(bytes.subarray(offset, offset + 64)).trimStart();
  return at.startsWith('xref') || /^\d+\s+\d+\s+obj\b/.test(at);
}

/** A PDF that ends with its cross-reference section, opens without a password and has at least one page. */
export const checkPdf: FormatCheck = async (bytes) => {
  if (latin1(bytes.subarray(0, 5)) !== '%PDF-' || !endsAsPdf(bytes)) return 'pdfBroken';
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
    if (doc.isEncrypted) return 'pdfEncrypted';
    return doc.getPageCount() > 0 ? null : 'pdfBroken';
  } catch {
    return 'pdfBroken';
  }
};
