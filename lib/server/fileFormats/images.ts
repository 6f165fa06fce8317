import 'server-only';
import zlib from 'node:zlib';
import { decodeImage } from './imageDecoder';
import type { FormatCheck } from './refusal';

/** The largest image decoded: a 600 dpi A4 scan is 35 MP; a 50 MP RGBA decode takes 200 MB. */
export const MAX_IMAGE_MEGAPIXELS = 50;
const tooLarge = (width: number, height: number) => width * height > MAX_IMAGE_MEGAPIXELS * 1_000_000;

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const ADAM7 = [[0, 8, 0, 8], [4, 8, 0, 8], [0, 4, 4, 8], [2, 4, 0, 4], [0, 2, 2, 4], [1, 2, 0, 2], [0, 1, 1, 2]];

/** The bytes the image data of a PNG with this IHDR unpacks to: each row of each (Adam7) pass with its filter byte. */
function pngDataSize(ihdr: Buffer): number {
  const [width, height, depth, colorType, interlaced] = [ihdr.readUInt32BE(16), ihdr.readUInt32BE(20), ihdr[24], ihdr[25], ihdr[28]];
  const bits = (CHANNELS[colorType] ?? 0) * depth;
  const passes = interlaced ? ADAM7 : [[0, 1, 0, 1]];
  return passes.reduce((sum, [x0, dx, y0, dy]) => {
    const w = width > x0 ? Math.ceil((width - x0) / dx) : 0;
    const h = height > y0 ? Math.ceil((height - y0) / dy) : 0;
    return w && h ? sum + h * (1 + Math.ceil((w * bits) / 8)) : sum;
  }, 0);
}

/** The image data of a PNG unpacks (natively, no further than the header allows) to exactly the size its header gives. */
function pngDataFits(buf: Buffer): boolean {
  const idat: Buffer[] = [];
  for (let at = 8; at + 12 <= buf.length; at += 12 + buf.readUInt32BE(at)) {
    if (buf.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(buf.subarray(at + 8, at + 8 + buf.readUInt32BE(at)));
  }
  const size = pngDataSize(buf);
  try {
    return size > 0 && zlib.inflateSync(Buffer.concat(idat), { maxOutputLength: size }).length === size;
  } catch {
    return false;
  }
}

/**
 * A PNG decoded whole (every chunk's CRC, the image data, nothing after IEND), its size read from an intact IHDR
 * before anything is allocated, and its data measured natively first (pngjs pads short data: a 100-byte file
 * announcing 50 MP would cost seconds of decoding).
 */
export const checkPng: FormatCheck = async (bytes) => {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = buf.length >= 33 && buf.readUInt32BE(8) === 13 && buf.toString('latin1', 12, 16) === 'IHDR';
  if (!header || zlib.crc32(buf.subarray(12, 29)) !== buf.readUInt32BE(29)) return 'content';
  if (tooLarge(buf.readUInt32BE(16), buf.readUInt32BE(20))) return 'imageTooLarge';
  if (!pngDataFits(buf)) return 'content';
  return decodeImage('png', bytes, MAX_IMAGE_MEGAPIXELS);
};

/** A JPEG decoded whole, with jpeg-js's own limits refusing a huge frame header before it allocates the pixels. */
export const checkJpeg: FormatCheck = (bytes) => decodeImage('jpeg', bytes, MAX_IMAGE_MEGAPIXELS);

/** The canvas size a WebP's first chunk gives (VP8X, lossless VP8L or lossy VP8), or null when it is none of them. */
function webpSize(buf: Buffer): { width: number; height: number } | null {
  const kind = buf.toString('latin1', 12, 16);
  const data = 20;
  if (kind === 'VP8X' && buf.length >= data + 10) return { width: buf.readUIntLE(data + 4, 3) + 1, height: buf.readUIntLE(data + 7, 3) + 1 };
  if (kind === 'VP8L' && buf.length >= data + 5 && buf[data] === 0x2f) {
    const bits = buf.readUInt32LE(data + 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (kind === 'VP8 ' && buf.length >= data + 10 && buf[data + 3] === 0x9d && buf[data + 4] === 0x01 && buf[data + 5] === 0x2a) {
    return { width: buf.readUInt16LE(data + 6) & 0x3fff, height: buf.readUInt16LE(data + 8) & 0x3fff };
  }
  return null;
}

/**
 * No WebP decoder is installed: the RIFF container is checked whole instead (its length, every chunk fitting exactly,
 * a VP8/VP8L/VP8X image first with a sane size), which refuses a WebP header followed by anything else.
 */
export const checkWebp: FormatCheck = async (bytes) => {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length < 30 || buf.toString('latin1', 0, 4) !== 'RIFF' || buf.toString('latin1', 8, 12) !== 'WEBP') return 'content';
  if (buf.readUInt32LE(4) + 8 !== buf.length) return 'content';
  let at = 12;
  while (at + 8 <= buf.length) at += 8 + buf.readUInt32LE(at + 4) + (buf.readUInt32LE(at + 4) % 2);
  if (at !== buf.length) return 'content';
  const size = webpSize(buf);
  if (!size || !size.width || !size.height) return 'content';
  return tooLarge(size.width, size.height) ? 'imageTooLarge' : null;
};
