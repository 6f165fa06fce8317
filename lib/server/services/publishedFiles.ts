import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attachments } from '../db/tables';
import { fileDownload } from '../download';
import { acceptAttachment } from '../fileContent';
import type { SessionUser } from '../session';
import { readStoredFile, storeFile } from '../storage';

/**
 * Files published outside a filing (common files, help documents) kept in the attachment store: the same type,
 * content and size checks, the same files on disk, an attachment row without a filing.
 */
export type StoredFile = typeof attachments.$inferSelect;

export async function storePublishedFile(db: Db, user: SessionUser, category: string, file: { fileName: string; content: string }): Promise<StoredFile> {
  const bytes = new Uint8Array(Buffer.from(file.content, 'base64'));
  const mime = await acceptAttachment(file.fileName, bytes);
  const { sha256, storagePath } = await storeFile(bytes);
  const [row] = await db.insert(attachments).values({
    unitId: user.unitId, category, name: file.fileName, size: bytes.length, mime, sha256, storagePath, uploadedBy: user.id,
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

/** The stored file as a download (not an envelope); inline only shows a PDF or an image in place. */
export async function fileResponse(file: StoredFile, inline = false): Promise<Response> {
  return fileDownload(await readStoredFile(file.storagePath), file.name, file.mime, { inline });
}
