/** The attachment types a filing accepts (R-GEN-02): extension, MIME type and the bytes the file must start with. */
const TYPES: Record<string, { mime: string; magic: number[][] }> = {
  pdf: { mime: 'application/pdf', magic: [[0x25, 0x50, 0x44, 0x46]] },
  png: { mime: 'image/png', magic: [[0x89, 0x50, 0x4e, 0x47]] },
  jpg: { mime: 'image/jpeg', magic: [[0xff, 0xd8, 0xff]] },
  jpeg: { mime: 'image/jpeg', magic: [[0xff, 0xd8, 0xff]] },
  ofd: { mime: 'application/ofd', magic: [[0x50, 0x4b, 0x03, 0x04]] },
  doc: { mime: 'application/msword', magic: [[0xd0, 0xcf, 0x11, 0xe0]] },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', magic: [[0x50, 0x4b, 0x03, 0x04]] },
  xls: { mime: 'application/vnd.ms-excel', magic: [[0xd0, 0xcf, 0x11, 0xe0]] },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', magic: [[0x50, 0x4b, 0x03, 0x04]] },
};

export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;
export const ATTACHMENT_EXTENSIONS = Object.keys(TYPES);

/**
 * The MIME type of an accepted file whose name and first bytes agree, or why it is refused. Only the cheap first
 * step: the server then reads the whole file as its type (lib/server/fileContent).
 */
export function checkAttachment(fileName: string, bytes: Uint8Array): { ok: true; mime: string } | { ok: false; reason: 'type' | 'content' | 'size' | 'empty' } {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  const type = TYPES[ext];
  if (!type || !fileName.includes('.')) return { ok: false, reason: 'type' };
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > MAX_ATTACHMENT_BYTES) return { ok: false, reason: 'size' };
  const matches = type.magic.some((m) => m.every((b, i) => bytes[i] === b));
  return matches ? { ok: true, mime: type.mime } : { ok: false, reason: 'content' };
}
