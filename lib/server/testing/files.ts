import CFB from 'cfb';
import jpeg from 'jpeg-js';
import JSZip from 'jszip';
import { PNG } from 'pngjs';

/**
 * Real minimal files of every type an upload takes, made by the libraries that read them, for tests that upload:
 * the server reads a file whole, so a `%PDF` line followed by text is refused.
 */

/** A one-page PDF (xref table and trailer) titled `title`, written by hand so that a fixture needs no await. */
export function samplePdf(title = 'sample'): Buffer {
  const utf16be = Buffer.from(`\ufeff${title}`, 'utf16le').swap16().toString('hex');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>',
    `<< /Title <${utf16be}> >>`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export function samplePng(width = 4, height = 3): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(0x80);
  return PNG.sync.write(png);
}

export function sampleJpeg(width = 8, height = 8): Buffer {
  return Buffer.from(jpeg.encode({ width, height, data: Buffer.alloc(width * height * 4, 0x80) }, 80).data);
}

/** A 1×1 lossless WebP. */
export const sampleWebp = () => Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

export async function sampleZip(entries: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(entries)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const CONTENT_TYPES = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
export const sampleDocx = () => sampleZip({ '[Content_Types].xml': CONTENT_TYPES, 'word/document.xml': '<w:document/>' });
export const sampleXlsx = () => sampleZip({ '[Content_Types].xml': CONTENT_TYPES, 'xl/workbook.xml': '<workbook/>' });
export const sampleOfd = () => sampleZip({ 'OFD.xml': '<ofd:OFD/>', 'Doc_0/Document.xml': '<ofd:Document/>' });

/** An OLE compound file holding one stream: `WordDocument` makes a .doc, `Workbook` an .xls. */
export function sampleCompound(stream: 'WordDocument' | 'Workbook' | 'Book'): Buffer {
  const file = CFB.utils.cfb_new();
  CFB.utils.cfb_add(file, `/${stream}`, Buffer.alloc(600, 1));
  return Buffer.from(CFB.write(file, { type: 'buffer' }) as Buffer);
}
