import 'server-only';
import { and, count, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { NoticeItem } from '@/lib/contracts/notice';
import { formatDateTime, today } from '@/lib/domain/datetime';
import type { Db } from '../db/client';
import { noticeReads, notices, units } from '../db/schema';
import type { SessionUser } from '../session';

/** A region code and the codes of the regions above it (county → city → province). */
export function regionAncestors(code: string): string[] {
  const out = [code];
  if (!code.endsWith('00')) out.push(`${code.slice(0, 4)}00`);
  if (!code.endsWith('0000')) out.push(`${code.slice(0, 2)}0000`);
  return out;
}

async function audienceCondition(db: Db, user: SessionUser): Promise<SQL | undefined> {
  if (user.role === 'admin') return undefined;
  let region = user.regionCode;
  if (user.unitId) {
    const [unit] = await db.select({ regionCode: units.regionCode }).from(units).where(eq(units.id, user.unitId)).limit(1);
    region = unit?.regionCode ?? region;
  }
  const parts: SQL[] = [eq(notices.audience, 'all')];
  if (region) parts.push(and(eq(notices.audience, 'region'), inArray(notices.regionCode, regionAncestors(region)))!);
  if (user.unitId) parts.push(and(eq(notices.audience, 'units'), sql`${notices.unitIds} @> ${JSON.stringify([user.unitId])}::jsonb`)!);
  return or(...parts);
}

/** Not withdrawn and within its validity window today (both ends inclusive). */
export function inForce(day = today()): SQL {
  return and(
    isNull(notices.withdrawnAt),
    or(isNull(notices.validFrom), lte(notices.validFrom, day)),
    or(isNull(notices.validUntil), gte(notices.validUntil, day)),
  )!;
}

/** The notices addressed to the user, in force and not deleted, optionally of one kind. */
async function visibleNotices(db: Db, user: SessionUser, kind?: 'notice' | 'email'): Promise<SQL | undefined> {
  return and(eq(notices.deleted, false), inForce(), await audienceCondition(db, user), kind ? eq(notices.kind, kind) : undefined);
}

/** A notice's title and content in the reader's language: the English ones for an English reader, the Chinese where it has none. */
export function noticeText(n: { title: string; content: string; titleEn: string | null; contentEn: string | null }, lang: 'zh' | 'en') {
  return lang === 'en' ? { title: n.titleEn ?? n.title, content: n.contentEn ?? n.content } : { title: n.title, content: n.content };
}

export async function listNotices(
  db: Db, user: SessionUser, page: { pageNo: number; pageSize: number; kind?: 'notice' | 'email' }, lang: 'zh' | 'en' = 'zh',
): Promise<{ list: NoticeItem[]; total: number; unread: number }> {
  const visible = await visibleNotices(db, user, page.kind);
  const readJoin = and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, user.id));
  const rows = await db
    .select({ notice: notices, readAt: noticeReads.readAt })
    .from(notices)
    .leftJoin(noticeReads, readJoin)
    .where(visible)
    .orderBy(desc(notices.publishedAt), desc(notices.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(notices).where(visible);
  const [{ unread }] = await db
    .select({ unread: count() })
    .from(notices)
    .leftJoin(noticeReads, readJoin)
    .where(and(visible, sql`${noticeReads.noticeId} is null`));
  return {
    total,
    unread,
    list: rows.map(({ notice: n, readAt }) => ({
      id: n.id, kind: n.kind, ...noticeText(n, lang), publisher: n.publisherName,
      publishedAt: formatDateTime(n.publishedAt), read: readAt !== null,
    })),
  };
}

/**
 * Marks the notices visible to the user as read (the given ones, or all of a kind, or all): a notice_read row each,
 * once. Ids the user cannot see are ignored. Returns how many were newly marked.
 */
export async function markNoticesRead(
  db: Db, user: SessionUser, filter: { ids?: number[]; kind?: 'notice' | 'email' },
): Promise<{ marked: number }> {
  const visible = and(
    await visibleNotices(db, user, filter.kind),
    filter.ids ? inArray(notices.id, filter.ids) : undefined,
  );
  const rows = await db.select({ id: notices.id }).from(notices).where(visible);
  if (!rows.length) return { marked: 0 };
  const inserted = await db
    .insert(noticeReads)
    .values(rows.map((r) => ({ noticeId: r.id, userId: user.id })))
    .onConflictDoNothing({ target: [noticeReads.noticeId, noticeReads.userId] })
    .returning({ id: noticeReads.noticeId });
  return { marked: inserted.length };
}
