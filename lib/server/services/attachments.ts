import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { AttachmentItem } from '@/lib/contracts/attachment';
import { formatDateTime } from '@/lib/domain/datetime';
import type { Db } from '../db/client';
import { attachments, filingLines, filingTypeConfigs, users } from '../db/tables';
import { fileDownload } from '../download';
import { ApiError } from '../errors';
import { acceptAttachment } from '../fileContent';
import type { SessionUser } from '../session';
import { readStoredFile, storeFile } from '../storage';
import { allowedActions, loadVisibleFiling } from './filings/read';
import { definitionOf } from './filings/registry';
import { distinctNeeds, OTHER_MATERIAL } from './filings/types/evidence';

type Row = typeof attachments.$inferSelect;
const toItem = (a: Row, uploader: string | null): AttachmentItem => ({
  id: a.id, filingId: a.filingId!, category: a.category, name: a.name, size: a.size, mime: a.mime, sha256: a.sha256,
  uploadedAt: formatDateTime(a.uploadedAt), uploadedBy: uploader ?? '',
});

/** Files can be added or removed only while the unit may edit the filing. */
async function editableFiling(db: Db, user: SessionUser, filingId: number) {
  const filing = await loadVisibleFiling(db, user, filingId);
  if (!allowedActions(user, filing).includes('EDIT')) throw new ApiError(422, '已提交的业务不能修改附件', null, 'Attachments of a submitted filing cannot change');
  return filing;
}

export async function uploadAttachment(db: Db, user: SessionUser, input: { filingId: number; category: string; fileName: string; content: string }) {
  await editableFiling(db, user, input.filingId);
  const bytes = new Uint8Array(Buffer.from(input.content, 'base64'));
  const mime = await acceptAttachment(input.fileName, bytes);
  const { sha256, storagePath } = await storeFile(bytes);
  const [row] = await db.insert(attachments).values({
    filingId: input.filingId, unitId: user.unitId, category: input.category, name: input.fileName, size: bytes.length, mime,
    sha256, storagePath, uploadedBy: user.id,
  }).returning();
  return toItem(row, user.username);
}

export async function listAttachments(db: Db, user: SessionUser, filingId: number) {
  const filing = await loadVisibleFiling(db, user, filingId);
  const rows = await db.select({ a: attachments, uploader: users.realName }).from(attachments)
    .leftJoin(users, eq(users.id, attachments.uploadedBy))
    .where(and(eq(attachments.filingId, filingId), eq(attachments.deleted, false))).orderBy(asc(attachments.id));
  const [config] = await db.select({ required: filingTypeConfigs.requiredAttachments }).from(filingTypeConfigs)
    .where(eq(filingTypeConfigs.type, filing.filingType));
  const configured = config?.required ?? [];
  const evidence = definitionOf(filing.filingType).evidence;
  const lines = evidence ? await db.select().from(filingLines).where(eq(filingLines.filingId, filingId)).orderBy(asc(filingLines.lineNo)) : [];
  const needed = evidence ? (await distinctNeeds(evidence, db, filing, lines)).map((n) => n.category) : [];
  return {
    list: rows.map((r) => toItem(r.a, r.uploader)),
    required: [...new Set([...configured, ...needed])],
    categories: [...new Set([...configured, ...(evidence?.categories ?? []), OTHER_MATERIAL])],
  };
}

async function attachmentOf(db: Db, user: SessionUser, id: number): Promise<Row> {
  const noSuch = () => new ApiError(404, '附件不存在', null, 'No such attachment');
  const [row] = await db.select().from(attachments).where(and(eq(attachments.id, id), eq(attachments.deleted, false)));
  if (!row?.filingId) throw noSuch();
  // Out of scope reads as not found: the same answer as for an id that does not exist.
  await loadVisibleFiling(db, user, row.filingId).catch(() => { throw noSuch(); });
  return row;
}

export async function downloadAttachment(db: Db, user: SessionUser, id: number): Promise<Response> {
  const row = await attachmentOf(db, user, id);
  return fileDownload(await readStoredFile(row.storagePath), row.name, row.mime);
}

export async function deleteAttachment(db: Db, user: SessionUser, id: number): Promise<null> {
  const row = await attachmentOf(db, user, id);
  await editableFiling(db, user, row.filingId!);
  await db.update(attachments).set({ deleted: true }).where(eq(attachments.id, id));
  return null;
}
