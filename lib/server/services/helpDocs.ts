import 'server-only';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { HelpDocItem } from '@/lib/contracts/helpDoc';
import { formatDateTime } from '@/lib/domain/datetime';
import { sanitizeHtml } from '@/lib/domain/htmlSanitizer';
import type { Db } from '../db/client';
import { escapeLike } from '../db/like';
import { helpDocs } from '../db/tables';
import { ApiError } from '../errors';
import type { SessionUser } from '../session';
import { fileResponse, publishedFiles, retirePublishedFile, storePublishedFile } from './publishedFiles';

type Row = typeof helpDocs.$inferSelect;
type Kind = Row['kind'];

const NOT_FOUND = () => new ApiError(404, '帮助文档不存在或已删除', null, 'No such help document');
const CONFLICT = () => new ApiError(409, '数据已被他人修改，请刷新后重试', null, 'Changed by someone else, please refresh and try again');

async function toItems(db: Db, rows: Row[]): Promise<HelpDocItem[]> {
  const files = new Map((await publishedFiles(db, rows.flatMap((r) => r.attachmentIds))).map((f) => [f.id, f]));
  return rows.map((r) => ({
    id: r.id, kind: r.kind, title: r.title, body: r.body, companyType: r.companyType, sort: r.sort, version: r.version,
    updatedAt: formatDateTime(r.updatedAt),
    files: r.attachmentIds.flatMap((id) => {
      const f = files.get(id);
      return f ? [{ id: f.id, name: f.name, size: f.size, mime: f.mime }] : [];
    }),
  }));
}

async function load(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(helpDocs).where(and(eq(helpDocs.id, id), eq(helpDocs.deleted, false)));
  if (!row) throw NOT_FOUND();
  return row;
}

export async function getHelpDoc(db: Db, id: number): Promise<HelpDocItem> {
  return (await toItems(db, [await load(db, id)]))[0];
}

/** Every help document, by kind and order; the assistant reads them all. */
export async function allHelpDocs(db: Db): Promise<Row[]> {
  return db.select().from(helpDocs).where(eq(helpDocs.deleted, false)).orderBy(asc(helpDocs.kind), asc(helpDocs.sort), asc(helpDocs.id));
}

export async function listHelpDocs(db: Db, q: { pageNo: number; pageSize: number; kind?: Kind; keyword?: string }) {
  const like = q.keyword ? `%${escapeLike(q.keyword)}%` : undefined;
  const where: SQL | undefined = and(
    eq(helpDocs.deleted, false),
    q.kind ? eq(helpDocs.kind, q.kind) : undefined,
    like ? or(ilike(helpDocs.title, like), ilike(helpDocs.body, like)) : undefined,
  );
  const rows = await db.select().from(helpDocs).where(where)
    .orderBy(asc(helpDocs.kind), asc(helpDocs.sort), asc(helpDocs.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(helpDocs).where(where);
  return { list: await toItems(db, rows), total };
}

async function bump(db: Db, user: SessionUser, row: Row, fields: Partial<Row>): Promise<HelpDocItem> {
  const updated = await db.update(helpDocs).set({ ...fields, version: row.version + 1, updatedAt: new Date(), updatedBy: user.id })
    .where(and(eq(helpDocs.id, row.id), eq(helpDocs.version, row.version))).returning();
  if (!updated.length) throw CONFLICT();
  return (await toItems(db, updated))[0];
}

export async function saveHelpDoc(
  db: Db, user: SessionUser,
  body: { id?: number; version?: number; kind: Kind; title: string; body: string; companyType: Row['companyType']; sort: number },
): Promise<HelpDocItem> {
  const fields = { kind: body.kind, title: body.title, body: sanitizeHtml(body.body), companyType: body.companyType, sort: body.sort };
  if (!body.id) {
    const [row] = await db.insert(helpDocs).values({ ...fields, createdBy: user.id, updatedBy: user.id }).returning();
    return (await toItems(db, [row]))[0];
  }
  const row = await load(db, body.id);
  if (body.version !== undefined && body.version !== row.version) throw CONFLICT();
  return bump(db, user, row, fields);
}

export async function deleteHelpDoc(db: Db, user: SessionUser, id: number): Promise<null> {
  const row = await load(db, id);
  await bump(db, user, row, { deleted: true });
  for (const fileId of row.attachmentIds) await retirePublishedFile(db, fileId);
  return null;
}

function fileOf(row: Row, fileId: number): number {
  if (!row.attachmentIds.includes(fileId)) throw new ApiError(404, '附件不存在', null, 'No such file');
  return fileId;
}

export async function uploadHelpDocFile(
  db: Db, user: SessionUser, body: { id: number; replaceFileId?: number; fileName: string; content: string },
): Promise<HelpDocItem> {
  const row = await load(db, body.id);
  const replaced = body.replaceFileId ? fileOf(row, body.replaceFileId) : undefined;
  const file = await storePublishedFile(db, user, 'HELP_DOC', body);
  const ids = replaced ? row.attachmentIds.map((id) => (id === replaced ? file.id : id)) : [...row.attachmentIds, file.id];
  const item = await bump(db, user, row, { attachmentIds: ids });
  if (replaced) await retirePublishedFile(db, replaced);
  return item;
}

export async function deleteHelpDocFile(db: Db, user: SessionUser, id: number, fileId: number): Promise<HelpDocItem> {
  const row = await load(db, id);
  fileOf(row, fileId);
  const item = await bump(db, user, row, { attachmentIds: row.attachmentIds.filter((f) => f !== fileId) });
  await retirePublishedFile(db, fileId);
  return item;
}

export async function downloadHelpDocFile(db: Db, id: number, fileId: number, inline: boolean): Promise<Response> {
  const row = await load(db, id);
  const [file] = await publishedFiles(db, [fileOf(row, fileId)]);
  if (!file) throw new ApiError(404, '附件不存在', null, 'No such file');
  return fileResponse(file, inline);
}
