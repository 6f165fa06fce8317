import 'server-only';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import CFB from 'cfb';
import JSZip from 'jszip';
import type { ContentRefusal, FormatCheck } from './refusal';

/** What a zip may unpack to: 100 MB in all, and at most 100 times its own size once past the first megabyte. */
export const ZIP_LIMITS = { totalBytes: 100 * 1024 * 1024, ratio: 100, ratioFrom: 1024 * 1024, entries: 10_000 };

const inflateRaw = promisify(zlib.inflateRaw);

/** jszip's record of an entry as read from the archive (not in its typings; the version is pinned). */
interface Stored {
  compressedSize: number;
  uncompressedSize: number;
  crc32: number;
  compression: { magic: string };
  compressedContent: Uint8Array;
}

const STORE = '\x00\x00';

/** Unpacks one entry no further than it declares: null when it is exactly what it declares, else why not. */
async function unpackAsDeclared(entry: Stored): Promise<ContentRefusal | null> {
  let data: Buffer;
  if (entry.compression.magic === STORE) data = Buffer.from(entry.compressedContent);
  else {
    try {
      data = await inflateRaw(entry.compressedContent, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    } catch (e) {
      return (e as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? 'zipBomb' : 'content';
    }
  }
  return data.length === entry.uncompressedSize && zlib.crc32(data) === entry.crc32 >>> 0 ? null : 'content';
}

const lower = (s: string) => s.toLowerCase();

/**
 * A zip whose every entry unpacks to the size and CRC it declares, within ZIP_LIMITS (checked on the declared sizes
 * before anything is unpacked, and each entry unpacked no further than declared, so a lying header cannot grow it),
 * holding the parts the type requires (part names compare without case, as OOXML and OFD readers do).
 */
export function zipWith(required: string[]): FormatCheck {
  return async (bytes): Promise<ContentRefusal | null> => {
    if (![0x50, 0x4b, 0x03, 0x04].every((b, i) => bytes[i] === b)) return 'content';
    let zip: JSZip;
    try {
      zip = await JSZip.loadAsync(bytes);
    } catch {
      return 'content';
    }
    const entries = Object.values(zip.files).filter((f) => !f.dir).map((f) => (f as unknown as { _data: Stored })._data);
    const total = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
    if (entries.length > ZIP_LIMITS.entries || total > ZIP_LIMITS.totalBytes) return 'zipBomb';
    if (total > ZIP_LIMITS.ratioFrom && total > bytes.length * ZIP_LIMITS.ratio) return 'zipBomb';
    const names = new Set(Object.keys(zip.files).map(lower));
    if (!required.every((r) => names.has(lower(r)))) return 'content';
    for (const entry of entries) {
      const refusal = await unpackAsDeclared(entry);
      if (refusal) return refusal;
    }
    return null;
  };
}

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** An OLE compound file (legacy Word and Excel) that parses and holds one of the given streams. */
export function compoundWith(streams: string[]): FormatCheck {
  return async (bytes) => {
    // cfb also reads zip and MIME (.mht) files: only the compound file's own signature counts here.
    if (!OLE_SIGNATURE.every((b, i) => bytes[i] === b)) return 'content';
    try {
      const file = CFB.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { type: 'buffer' });
      return streams.some((s) => CFB.find(file, s)?.type === 2) ? null : 'content';
    } catch {
      return 'content';
    }
  };
}
