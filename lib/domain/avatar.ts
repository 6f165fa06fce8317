/** The images an avatar may be: extension, MIME type and the bytes the file starts with. */
const TYPES: Record<string, { mime: string; magic: (b: Uint8Array) => boolean }> = {
  png: { mime: 'image/png', magic: (b) => [0x89, 0x50, 0x4e, 0x47].every((x, i) => b[i] === x) },
  jpg: { mime: 'image/jpeg', magic: (b) => [0xff, 0xd8, 0xff].every((x, i) => b[i] === x) },
  jpeg: { mime: 'image/jpeg', magic: (b) => [0xff, 0xd8, 0xff].every((x, i) => b[i] === x) },
  webp: { mime: 'image/webp', magic: (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP' },
};

/** The MIME type of an image the bytes really are, or null. */
export function imageMime(bytes: Uint8Array): string | null {
  return Object.values(TYPES).find((t) => t.magic(bytes))?.mime ?? null;
}

/** Checks an avatar file: a png, jpg or webp whose content matches its name, within the size limit. */
export function checkAvatar(fileName: string, bytes: Uint8Array, maxBytes: number): { ok: true; mime: string } | { ok: false; reason: 'type' | 'content' | 'size' | 'empty' } {
  const type = fileName.includes('.') ? TYPES[fileName.toLowerCase().split('.').pop() ?? ''] : undefined;
  if (!type) return { ok: false, reason: 'type' };
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > maxBytes) return { ok: false, reason: 'size' };
  return type.magic(bytes) ? { ok: true, mime: type.mime } : { ok: false, reason: 'content' };
}
