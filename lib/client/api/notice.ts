import type { BodyOf, ResponseOf } from '@/lib/contracts/endpoint';
import { noticeList, noticeMarkRead } from '@/lib/contracts/notice';
import { isMockMode } from '../apiBase';
import { call } from './call';
import { getMockNotices } from './mock';

export type NoticeQuery = Partial<BodyOf<typeof noticeList>>;
type NoticePage = ResponseOf<typeof noticeList>;

export const noticeKeys = {
  all: ['notice'] as const,
  list: (q: NoticeQuery) => [...noticeKeys.all, 'list', q] as const,
};

const plainText = (html: string) => html.replace(/<[^>]*>/g, '').trim();

/** In mock mode the template's notices (spec §7.2 /notice/getList), shaped as the real list; they have no read state. */
async function mockNoticePage(q: NoticeQuery): Promise<NoticePage> {
  const { list } = await getMockNotices();
  const items = list.map((n, i) => ({
    id: i + 1, kind: 'notice' as const, title: plainText(n.notice).slice(0, 60), content: n.notice, publisher: n.email,
    publishedAt: '', read: false,
  }));
  const kind = q.kind ? items.filter((n) => n.kind === q.kind) : items;
  const start = ((q.pageNo ?? 1) - 1) * (q.pageSize ?? 10);
  return { list: kind.slice(start, start + (q.pageSize ?? 10)), total: kind.length, unread: kind.length };
}

export const getNoticeList = (q: NoticeQuery): Promise<NoticePage> =>
  isMockMode() ? mockNoticePage(q) : call(noticeList, q as BodyOf<typeof noticeList>);

export const markNoticesRead = (body: BodyOf<typeof noticeMarkRead>) =>
  isMockMode() ? Promise.resolve({ marked: 0 } as ResponseOf<typeof noticeMarkRead>) : call(noticeMarkRead, body);
