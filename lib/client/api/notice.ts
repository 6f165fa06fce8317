import type { BodyOf } from '@/lib/contracts/endpoint';
import { noticeList, noticeMarkRead } from '@/lib/contracts/notice';
import { call } from './call';

export type NoticeQuery = Partial<BodyOf<typeof noticeList>>;

export const noticeKeys = {
  all: ['notice'] as const,
  list: (q: NoticeQuery) => [...noticeKeys.all, 'list', q] as const,
};

export const getNoticeList = (q: NoticeQuery) => call(noticeList, q as BodyOf<typeof noticeList>);

export const markNoticesRead = (body: BodyOf<typeof noticeMarkRead>) => call(noticeMarkRead, body);
