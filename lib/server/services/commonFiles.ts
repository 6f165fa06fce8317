import 'server-only';
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { CommonFileItem } from '@/lib/contracts/commonFile';
import { formatDateTime } from '@/lib/domain/datetime';
import type { Db } from '../db/client';
import { escapeLike } from '../db/like';
import { attachments, commonFiles, units, users } from '../db/tables';
import { ApiError } from '../errors';
import type { SessionUser } from '../session';
import { fileResponse, retirePublishedFile, storePublishedFile } from './publishedFiles';

type Row = typeof commonFiles.$inferSelect;
type Category = CommonFileItem['category'];

const mayEdit = (user: SessionUser, row: Row) => user.role === 'admin' || row.publisherId === user.id;
const NOT_FOUND = () => new ApiError(404, '文件不存在或已删除', null, 'No such file');

async function items(db: Db, user: SessionUser, where: ReturnType<typeof and>, page?: { pageNo: number; pageSize: number }) {
  const query = db.select({ f: commonFiles, a: attachments }).from(commonFiles)
    .innerJoin(attachments, eq(attachments.id, commonFiles.attachmentId)).where(where)
    .orderBy(desc(commonFiles.publishedAt), desc(commonFiles.id));
  const rows = page ? await query.limit(page.pageSize).offset((page.pageNo - 1) * page.pageSize) : await query;
  return rows.map(({ f, a }): CommonFileItem => ({
    id: f.id, category: f.category as Category, title: f.title, description: f.description, fileName: a.name, size: a.size,
    mime: a.mime, sha256: a.sha256, publisher: f.publisherName, publishedAt: formatDateTime(f.publishedAt), editable: mayEdit(user, f),
    version: f.version,
  }));
}

const one = async (db: Db, user: SessionUser, id: number) => (await items(db, user, and(eq(commonFiles.id, id))))[0];

async function ownFile(db: Db, user: SessionUser, id: number): Promise<Row> {
  const [row] = await db.select().from(commonFiles).where(and(eq(commonFiles.id, id), eq(commonFiles.deleted, false)));
  if (!row) throw NOT_FOUND();
  if (!mayEdit(user, row)) throw new ApiError(403, '只能修改本单位发布的文件', null, 'You may only change files you published');
  return row;
}

export async function listCommonFiles(db: Db, user: SessionUser, q: { pageNo: number; pageSize: number; category?: Category; keyword?: string }) {
  const where = and(
    eq(commonFiles.deleted, false),
    q.category ? eq(commonFiles.category, q.category) : undefined,
    q.keyword ? ilike(commonFiles.title, `%${escapeLike(q.keyword)}%`) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(commonFiles).where(where);
  return { list: await items(db, user, where, q), total };
}

async function publisherName(db: Db, user: SessionUser): Promise<string> {
  const [row] = await db.select({ realName: users.realName, unitName: units.unitName }).from(users)
    .leftJoin(units, eq(units.id, users.unitId)).where(eq(users.id, user.id));
  return row?.unitName ?? row?.realName ?? user.username;
}

export async function publishCommonFile(
  db: Db, user: SessionUser, body: { category: Category; title: string; description: string; fileName: string; content: string },
): Promise<CommonFileItem> {
  const file = await storePublishedFile(db, user, 'COMMON_FILE', body);
  const [row] = await db.insert(commonFiles).values({
    category: body.category, title: body.title, description: body.description, attachmentId: file.id,
    publisherId: user.id, publisherName: await publisherName(db, user), createdBy: user.id, updatedBy: user.id,
  }).returning({ id: commonFiles.id });
  return one(db, user, row.id);
}

export async function updateCommonFile(
  db: Db, user: SessionUser,
  body: { id: number; version: number; category: Category; title: string; description: string; fileName?: string; content?: string },
): Promise<CommonFileItem> {
  const row = await ownFile(db, user, body.id);
  if (row.version !== body.version) throw new ApiError(409, '数据已被他人修改，请刷新后重试', null, 'Changed by someone else, please refresh and try again');
  const file = body.content ? await storePublishedFile(db, user, 'COMMON_FILE', { fileName: body.fileName!, content: body.content }) : undefined;
  const updated = await db.update(commonFiles).set({
    category: body.category, title: body.title, description: body.description, attachmentId: file?.id ?? row.attachmentId,
    version: row.version + 1, updatedAt: new Date(), updatedBy: user.id,
  }).where(and(eq(commonFiles.id, row.id), eq(commonFiles.version, row.version))).returning({ id: commonFiles.id });
  if (!updated.length) throw new ApiError(409, '数据已被他人修改，请刷新后重试', null, 'Changed by someone else, please refresh and try again');
  if (file) await retirePublishedFile(db, row.attachmentId);
  return one(db, user, row.id);
}

export async function deleteCommonFile(db: Db, user: SessionUser, id: number): Promise<null> {
  const row = await ownFile(db, user, id);
  await db.update(commonFiles).set({ deleted: true, version: row.version + 1, updatedAt: new Date(), updatedBy: user.id }).where(eq(commonFiles.id, id));
  await retirePublishedFile(db, row.attachmentId);
  return null;
}

export async function downloadCommonFile(db: Db, id: number): Promise<Response> {
  const [row] = await db.select({ a: attachments }).from(commonFiles).innerJoin(attachments, eq(attachments.id, commonFiles.attachmentId))
    .where(and(eq(commonFiles.id, id), eq(commonFiles.deleted, false)));
  if (!row) throw NOT_FOUND();
  return fileResponse(row.a);
}
