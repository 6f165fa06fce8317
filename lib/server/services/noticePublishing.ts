import 'server-only';
import { and, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, like, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { noticeSaveBody, PublishedNotice } from '@/lib/contracts/notice';
import { formatDateTime, today } from '@/lib/domain/datetime';
import { htmlToText, sanitizeHtml } from '@/lib/domain/htmlSanitizer';
import { noticeStatus, type NoticeStatus } from '@/lib/domain/noticeStatus';
import type { Db } from '../db/client';
import { escapeLike } from '../db/like';
import { noticeReads, notices, regions, units, users } from '../db/schema';
import { ApiError } from '../errors';
import { regionPrefix, scopeOf, unitCondition } from '../scope';
import type { SessionUser } from '../session';
import { inForce } from './notices';

type SaveBody = z.output<typeof noticeSaveBody>;
type Row = typeof notices.$inferSelect;

const CONFLICT = () => new ApiError(409, '数据已被他人修改，请刷新后重试', null, 'Changed by someone else, please refresh and try again');

/** The regions a publisher may address: admin every one, rsj its own and those below it. */
function regionInScope(user: SessionUser): SQL | undefined {
  if (user.role === 'admin') return undefined;
  return user.regionCode ? like(regions.code, `${regionPrefix(user.regionCode)}%`) : eq(regions.code, '-');
}

export async function audienceOptions(db: Db, user: SessionUser) {
  const regionRows = await db.select({ code: regions.code, name: regions.name }).from(regions).where(regionInScope(user)).orderBy(regions.code);
  const unitRows = await db.select({ id: units.id, unitName: units.unitName, regionCode: units.regionCode }).from(units)
    .where(and(eq(units.deleted, false), unitCondition(scopeOf(user)))).orderBy(units.regionCode, units.unitName);
  return { regions: regionRows, units: unitRows };
}

/** The audience as stored, refused when it reaches beyond the publisher's scope. */
async function checkedAudience(db: Db, user: SessionUser, body: SaveBody) {
  if (body.audience === 'all') return { audience: 'all' as const, regionCode: null, unitIds: [] };
  if (body.audience === 'region') {
    const [region] = await db.select({ code: regions.code }).from(regions).where(and(eq(regions.code, body.regionCode!), regionInScope(user)));
    if (!region) throw new ApiError(403, '只能向本区划及下级区划发布通知', { field: 'regionCode' }, 'You may only address your own region and those below it');
    return { audience: 'region' as const, regionCode: region.code, unitIds: [] };
  }
  const unitIds = [...new Set(body.unitIds)];
  const found = await db.select({ id: units.id }).from(units)
    .where(and(inArray(units.id, unitIds), eq(units.deleted, false), unitCondition(scopeOf(user))));
  if (found.length !== unitIds.length) {
    throw new ApiError(403, '所选单位不存在或不在本单位管辖范围内', { field: 'unitIds' }, 'A chosen unit does not exist or is outside your scope');
  }
  return { audience: 'units' as const, regionCode: null, unitIds };
}

function checkedContent(raw: string, field: 'content' | 'contentEn' = 'content'): string {
  const content = sanitizeHtml(raw);
  if (!htmlToText(content)) {
    throw field === 'content'
      ? new ApiError(400, 'content: 通知内容不能为空', { field }, 'content: the notice has no text')
      : new ApiError(400, 'contentEn: 英文正文不能为空', { field }, 'contentEn: the English body has no text');
  }
  return content;
}

async function publisherName(db: Db, user: SessionUser): Promise<string> {
  const [row] = await db.select({ realName: users.realName, unitName: units.unitName }).from(users)
    .leftJoin(units, eq(units.id, users.unitId)).where(eq(users.id, user.id));
  return row?.unitName ?? row?.realName ?? user.username;
}

/** A published notice of the caller's (admin: anyone's published notice); 404 otherwise, so others' notices stay unknown. */
async function ownNotice(db: Db, user: SessionUser, id: number): Promise<Row> {
  const [row] = await db.select().from(notices).where(and(eq(notices.id, id), eq(notices.kind, 'notice'), eq(notices.deleted, false), isNotNull(notices.publisherId)));
  if (!row || (user.role !== 'admin' && row.publisherId !== user.id)) throw new ApiError(404, '通知不存在', null, 'No such notice');
  return row;
}

function statusCondition(status: NoticeStatus, day: string): SQL {
  switch (status) {
    case 'withdrawn': return isNotNull(notices.withdrawnAt);
    case 'scheduled': return and(isNull(notices.withdrawnAt), gt(notices.validFrom, day))!;
    case 'expired': return and(isNull(notices.withdrawnAt), lt(notices.validUntil, day))!;
    default: return inForce(day);
  }
}

async function toPublished(db: Db, rows: (Row & { readCount: number })[]): Promise<PublishedNotice[]> {
  const unitIds = [...new Set(rows.flatMap((r) => r.unitIds))];
  const codes = [...new Set(rows.map((r) => r.regionCode).filter((c): c is string => Boolean(c)))];
  const unitNames = new Map((unitIds.length ? await db.select({ id: units.id, name: units.unitName }).from(units).where(inArray(units.id, unitIds)) : []).map((u) => [u.id, u.name]));
  const regionNames = new Map((codes.length ? await db.select().from(regions).where(inArray(regions.code, codes)) : []).map((r) => [r.code, r.name]));
  const day = today();
  return rows.map((r) => ({
    id: r.id, title: r.title, content: r.content, titleEn: r.titleEn, contentEn: r.contentEn, audience: r.audience, regionCode: r.regionCode,
    regionName: r.regionCode ? (regionNames.get(r.regionCode) ?? r.regionCode) : null,
    unitIds: r.unitIds, unitNames: r.unitIds.map((id) => unitNames.get(id) ?? String(id)),
    validFrom: r.validFrom, validUntil: r.validUntil,
    status: noticeStatus({ validFrom: r.validFrom, validUntil: r.validUntil, withdrawn: r.withdrawnAt !== null }, day),
    publisher: r.publisherName, publishedAt: formatDateTime(r.publishedAt), readCount: r.readCount, version: r.version,
  }));
}

const readCount = sql<number>`(select count(*) from ${noticeReads} where ${noticeReads.noticeId} = ${notices.id})`.mapWith(Number);

async function published(db: Db, id: number): Promise<PublishedNotice> {
  const rows = await db.select({ n: notices, readCount }).from(notices).where(eq(notices.id, id));
  return (await toPublished(db, rows.map((r) => ({ ...r.n, readCount: r.readCount }))))[0];
}

export async function listPublished(
  db: Db, user: SessionUser, q: { pageNo: number; pageSize: number; keyword?: string; status?: NoticeStatus },
) {
  const where = and(
    eq(notices.kind, 'notice'), eq(notices.deleted, false), isNotNull(notices.publisherId),
    user.role === 'admin' ? undefined : eq(notices.publisherId, user.id),
    q.keyword ? ilike(notices.title, `%${escapeLike(q.keyword)}%`) : undefined,
    q.status ? statusCondition(q.status, today()) : undefined,
  );
  const rows = await db.select({ n: notices, readCount }).from(notices).where(where)
    .orderBy(desc(notices.publishedAt), desc(notices.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(notices).where(where);
  return { list: await toPublished(db, rows.map((r) => ({ ...r.n, readCount: r.readCount }))), total };
}

export async function saveNotice(db: Db, user: SessionUser, body: SaveBody): Promise<PublishedNotice> {
  const content = checkedContent(body.content);
  // The English, when the publisher writes it; an edit without it leaves none (it would no longer say what the Chinese says).
  const english = { titleEn: body.titleEn, contentEn: body.contentEn && checkedContent(body.contentEn, 'contentEn') };
  const audience = await checkedAudience(db, user, body);
  const fields = { title: body.title, content, ...english, ...audience, validFrom: body.validFrom, validUntil: body.validUntil };
  if (!body.id) {
    const [row] = await db.insert(notices).values({
      ...fields, kind: 'notice', publisherId: user.id, publisherName: await publisherName(db, user), createdBy: user.id, updatedBy: user.id,
    }).returning({ id: notices.id });
    return published(db, row.id);
  }
  const row = await ownNotice(db, user, body.id);
  if (row.withdrawnAt) throw new ApiError(422, '已撤回的通知不能修改', null, 'A withdrawn notice cannot be edited');
  if (body.version !== undefined && body.version !== row.version) throw CONFLICT();
  const updated = await db.update(notices)
    .set({ ...fields, version: row.version + 1, updatedAt: new Date(), updatedBy: user.id })
    .where(and(eq(notices.id, row.id), eq(notices.version, row.version))).returning({ id: notices.id });
  if (!updated.length) throw CONFLICT();
  return published(db, row.id);
}

export async function withdrawNotice(db: Db, user: SessionUser, id: number): Promise<PublishedNotice> {
  const row = await ownNotice(db, user, id);
  if (!row.withdrawnAt) {
    await db.update(notices).set({ withdrawnAt: new Date(), version: row.version + 1, updatedAt: new Date(), updatedBy: user.id })
      .where(eq(notices.id, id));
  }
  return published(db, id);
}
