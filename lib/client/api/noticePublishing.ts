import type { BodyOf } from '@/lib/contracts/endpoint';
import { noticeAudienceOptions, noticePublishedList, noticeSave, noticeWithdraw, type PublishedNotice } from '@/lib/contracts/notice';
import { readAnswer } from './outcome';
import { call, callEnvelope } from './call';
import { noticeKeys } from './notice';

export type PublishedQuery = BodyOf<typeof noticePublishedList>;
export type NoticeDraft = BodyOf<typeof noticeSave>;

export const publishedKeys = {
  all: [...noticeKeys.all, 'published'] as const,
  list: (q: PublishedQuery) => [...publishedKeys.all, 'list', q] as const,
  audience: () => [...publishedKeys.all, 'audience'] as const,
};

export const getPublishedNotices = (q: PublishedQuery) => call(noticePublishedList, q);
export const getNoticeAudience = () => call(noticeAudienceOptions, {});

/** Publish or edit; a refusal comes back to the form (its field named) rather than as a toast. */
export const saveNotice = async (draft: NoticeDraft) => readAnswer<PublishedNotice>(await callEnvelope(noticeSave, draft));
export const withdrawNotice = async (id: number) => readAnswer<PublishedNotice>(await callEnvelope(noticeWithdraw, { id }));
