import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { checkAttachment } from '@/lib/domain/fileType';
import type { Db } from '../db/client';
import { attachments } from '../db/tables';
import { ApiError } from '../errors';
import type { SessionUser } from '../session';
import { readStoredFile, storeFile } from '../storage';

/**
 * Files published outside a filing (common files, help documents) kept in the attachment store: the same type,
 * content and size checks, the same files on disk, an attachment row without a filing.
 */
const REFUSALS = {
  type: ['只能上传 pdf、jpg、png、ofd、doc(x)、xls(x) 格式的文件', 'Only pdf, jpg, png, ofd, doc(x) and xls(x) files can be uploaded'],
  content: ['文件内容与扩展名不符', 'The file content does not match its extension'],
  size: ['单个文件不能超过 20 MB', 'A file may not exceed 20 MB'],
  empty: ['文件内容为空', 'The file is empty'],
} as const;

export type StoredFile = typeof attachments.$inferSelect;

export async function storePublishedFile(db: Db, user: SessionUser, category: string, file: { fileName: string; content: string }): Promise<StoredFile> {
  const bytes = new Uint8Array(Buffer.from(file.content, 'base64'));
  const checked = checkAttachment(file.fileName, bytes);
  if (!checked.ok) {
    const [zh, en] = REFUSALS[checked.reason];
    throw new ApiError(422, zh, { field: 'content' }, en);
  }
  const { sha256, storagePath } = await storeFile(bytes);
  const [row] = await db.insert(attachments).values({
    unitId: user.unitId, category, name: file.fileName, size: bytes.length, mime: checked.mime, sha256, storagePath, uploadedBy: user.id,
  }).returning();
  return row;
}

export async function publishedFiles(db: Db, ids: number[]): Promise<StoredFile[]> {
  if (!ids.length) return [];
  return db.select().from(attachments).where(and(inArray(attachments.id, ids), eq(attachments.deleted, false)));
}

export async function retirePublishedFile(db: Db, id: number): Promise<void> {
  await db.update(attachments).set({ deleted: true }).where(eq(attachments.id, id));
}

/** The stored file as a download (not an envelope). */
export async function fileResponse(file: StoredFile, inline = false): Promise<Response> {
  const bytes = await readStoredFile(file.storagePath);
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': file.mime,
      'content-length': String(bytes.length),
      'content-disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
