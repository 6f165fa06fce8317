import type { NoticeDraft } from '@/lib/client/api/noticePublishing';
import type { PublishedNotice } from '@/lib/contracts/notice';
import { checkForm, failureKeys } from '@/lib/domain/formRules';
import { bodyHtml } from './bodyHtml';

export type Audience = NoticeDraft['audience'];
export interface NoticeForm { title: string; content: string; titleEn: string; contentEn: string; audience: Audience; regionCode: string; unitIds: number[]; validFrom: string; validUntil: string }

export const NOTICE_TITLE_MAX = 200;

export const noticeFormOf = (n?: PublishedNotice): NoticeForm => ({
  title: n?.title ?? '', content: n?.content ?? '', titleEn: n?.titleEn ?? '', contentEn: n?.contentEn ?? '', audience: n?.audience ?? 'all', regionCode: n?.regionCode ?? '',
  unitIds: n?.unitIds ?? [], validFrom: n?.validFrom ?? '', validUntil: n?.validUntil ?? '',
});

/** The field errors a clerk can fix before sending, as message keys of `help.notices.errors`; the server checks the same and more. */
export const noticeErrors = (f: NoticeForm) => failureKeys(checkForm(f, {
  title: { trim: true, required: true, max: NOTICE_TITLE_MAX, message: { required: 'titleRequired', max: 'titleTooLong' } },
  content: { custom: (typed) => !bodyHtml(typed as string) && 'contentRequired' },
  // The English is optional, but both or neither.
  titleEn: {
    trim: true, max: NOTICE_TITLE_MAX, message: { max: 'titleEnTooLong' },
    custom: (typed) => !typed && Boolean(bodyHtml(f.contentEn)) && 'titleEnRequired',
  },
  contentEn: { custom: (typed) => Boolean(f.titleEn.trim()) && !bodyHtml(typed as string) && 'contentEnRequired' },
  regionCode: { required: f.audience === 'region', message: 'regionRequired' },
  unitIds: { required: f.audience === 'units', message: 'unitsRequired' },
  validUntil: { from: 'validFrom', message: 'badWindow' },
}));
