import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { ApiError } from './errors';
import { acceptAttachment, inspectContent } from './fileContent';
import {
  sampleCompound, sampleDocx, sampleJpeg, sampleOfd, samplePdf, samplePng, sampleWebp, sampleXlsx, sampleZip,
} from './testing/files';

/** A PDF as pdf-lib writes it: a cross-reference stream, no xref table or trailer. */
async function xrefStreamPdf() {
  const doc = await PDFDocument.create();
  doc.addPage([200, 100]);
  return doc.save();
}

const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>\n'.repeat(4));

async function samples(): Promise<Record<string, Buffer>> {
  return {
    'a.pdf': samplePdf('批复'),
    'b.pdf': Buffer.from(await xrefStreamPdf()),
    'a.png': samplePng(),
    'a.jpg': sampleJpeg(),
    'a.jpeg': sampleJpeg(16, 8),
    'a.webp': sampleWebp(),
    'a.docx': await sampleDocx(),
    'a.xlsx': await sampleXlsx(),
    'a.ofd': await sampleOfd(),
    'a.doc': sampleCompound('WordDocument'),
    'a.xls': sampleCompound('Workbook'),
  };
}

/** Rewrites the PNG header's size, with its CRC, so that only the size is wrong. */
function pngSized(width: number, height: number): Buffer {
  const png = Buffer.from(samplePng());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Rewrites the uncompressed size every header of a one-entry zip declares. */
function declaring(zip: Buffer, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let at = out.indexOf('PK\x03\x04'); at >= 0; at = out.indexOf('PK\x03\x04', at + 4)) out.writeUInt32LE(size, at + 22);
  for (let at = out.indexOf('PK\x01\x02'); at >= 0; at = out.indexOf('PK\x01\x02', at + 4)) out.writeUInt32LE(size, at + 24);
  return out;
}

describe('inspectContent reads the whole file as its declared type', () => {
  it('accepts a real file of every type an upload takes', async () => {
    for (const [name, bytes] of Object.entries(await samples())) expect([name, await inspectContent(name, bytes)]).toEqual([name, null]);
    expect(await inspectContent('a.xls', sampleCompound('Book'))).toBeNull();
  });

  it('refuses the right first bytes followed by HTML', async () => {
    expect(await inspectContent('a.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), HTML]))).toBe('pdfBroken');
    for (const [name, bytes] of Object.entries(await samples())) {
      const want = name.endsWith('.pdf') ? 'pdfBroken' : 'content';
      expect([name, await inspectContent(name, Buffer.concat([bytes.subarray(0, 16), HTML]))]).toEqual([name, want]);
    }
  });

  it('refuses a truncated file', async () => {
    for (const [name, bytes] of Object.entries(await samples())) {
      const want = name.endsWith('.pdf') ? 'pdfBroken' : 'content';
      expect([name, await inspectContent(name, bytes.subarray(0, Math.floor(bytes.length * 0.6)))]).toEqual([name, want]);
    }
  });

  it('refuses a file of another type under the name', async () => {
    expect(await inspectContent('a.docx', await sampleXlsx())).toBe('content');
    expect(await inspectContent('a.xlsx', await sampleOfd())).toBe('content');
    expect(await inspectContent('a.doc', sampleCompound('Workbook'))).toBe('content');
    expect(await inspectContent('a.png', sampleJpeg())).toBe('content');
    expect(await inspectContent('a.exe', samplePdf())).toBe('content');
  });
});

describe('PDF structure', () => {
  it('refuses a PDF whose startxref points at neither an xref table nor an object', async () => {
    const pdf = samplePdf().toString('latin1');
    const offset = Number(/startxref\s+(\d+)/.exec(pdf)![1]);
    expect(await inspectContent('a.pdf', Buffer.from(pdf.replace(/startxref\s+\d+/, `startxref\n${offset + 3}`), 'latin1'))).toBe('pdfBroken');
    expect(await inspectContent('a.pdf', Buffer.from(pdf.replace(/startxref\s+\d+/, `startxref\n${offset}`), 'latin1'))).toBeNull();
  });

  it('refuses a PDF followed by more than 1 KB of anything after %%EOF, and takes a line of it', async () => {
    const pdf = samplePdf();
    expect(await inspectContent('a.pdf', Buffer.concat([pdf, Buffer.from('\n'.repeat(10))]))).toBeNull();
    expect(await inspectContent('a.pdf', Buffer.concat([pdf, HTML, HTML, HTML, HTML]))).toBe('pdfBroken');
  });

  it('refuses an encrypted PDF with its own reason', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    doc.context.trailerInfo.Encrypt = doc.context.register(doc.context.obj({ Filter: 'Standard', V: 1, R: 2, O: 'x', U: 'y', P: -4 }));
    expect(await inspectContent('a.pdf', Buffer.from(await doc.save({ useObjectStreams: false })))).toBe('pdfEncrypted');
  });

  it('refuses a PDF without pages', async () => {
    const doc = await PDFDocument.create();
    expect(await inspectContent('a.pdf', Buffer.from(await doc.save({ addDefaultPage: false })))).toBe('pdfBroken');
  });
});

describe('image decoding', () => {
  it('refuses a PNG or JPEG header announcing more than 50 megapixels before decoding it', async () => {
    expect(await inspectContent('a.png', pngSized(10_000, 5_001))).toBe('imageTooLarge');
    expect(await inspectContent('a.png', pngSized(100_000, 100_000))).toBe('imageTooLarge');
    // At the limit the size is taken, and then the data is found not to fill it.
    expect(await inspectContent('a.png', pngSized(10_000, 5_000))).toBe('content');
    const jpeg = Buffer.from(sampleJpeg());
    const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    jpeg.writeUInt16BE(60_000, frame + 5);
    jpeg.writeUInt16BE(60_000, frame + 7);
    expect(await inspectContent('a.jpg', jpeg)).toBe('imageTooLarge');
  });

  it('refuses a PNG with anything after its end', async () => {
    expect(await inspectContent('a.png', Buffer.concat([samplePng(), HTML]))).toBe('content');
  });

  it('refuses a WebP whose container does not add up, or that announces a huge canvas', async () => {
    const webp = sampleWebp();
    expect(await inspectContent('a.webp', Buffer.concat([webp, HTML]))).toBe('content');
    const huge = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8X\x0a\0\0\0\0\0\0\0', 'latin1'), Buffer.from([0xff, 0xff, 0xff, 0xff, 0xff, 0xff])]);
    huge.writeUInt32LE(huge.length - 8, 4);
    expect(await inspectContent('a.webp', huge)).toBe('imageTooLarge');
  });
});

describe('zip bombs', () => {
  const docxWith = (extra: Buffer) => sampleZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>', 'word/media/x.bin': extra });

  it('refuses a zip that unpacks to more than 100 times its size, and takes one that does not', async () => {
    expect(await inspectContent('a.docx', await docxWith(Buffer.alloc(2 * 1024 * 1024)))).toBe('zipBomb');
    const noise = randomBytes(2 * 1024 * 1024);
    expect(await inspectContent('a.docx', await docxWith(noise))).toBeNull();
  });

  it('refuses a zip declaring more than 100 MB unpacked without unpacking it', async () => {
    const zip = await sampleZip({ 'OFD.xml': Buffer.alloc(1000) });
    expect(await inspectContent('a.ofd', declaring(zip, 101 * 1024 * 1024))).toBe('zipBomb');
  });

  it('refuses an entry that unpacks to more than it declares', async () => {
    const zip = await sampleZip({ 'OFD.xml': Buffer.alloc(100_000) });
    expect(await inspectContent('a.ofd', declaring(zip, 1000))).toBe('zipBomb');
    expect(await inspectContent('a.ofd', zip)).toBeNull();
  });
});

describe('acceptAttachment', () => {
  it('answers the MIME type of a real file, and refuses a disguised one with 422 in zh and en', async () => {
    expect(await acceptAttachment('批复.PDF', samplePdf())).toBe('application/pdf');
    const refused = await acceptAttachment('批复.pdf', Buffer.from('%PDF-1.7\n<html><script>alert(1)</script>')).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 422, message: 'PDF 文件已损坏或不完整，无法打开，请重新导出后上传', data: { field: 'content' } });
    expect((refused as ApiError).messageEn).toMatch(/^The PDF is damaged or incomplete/);
    const wrong = await acceptAttachment('表.xlsx', await sampleDocx()).catch((e: unknown) => e);
    expect(wrong).toMatchObject({ code: 422, message: '文件内容与类型不符', messageEn: 'The file content does not match its type' });
    const exe = await acceptAttachment('表.xlsx', Buffer.from('MZ\x90\0')).catch((e: unknown) => e);
    expect(exe).toMatchObject({ code: 422, message: '文件内容与类型不符' });
  });
});
