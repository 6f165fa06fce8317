import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { announcementHeader } from '@/lib/contracts/recruit';
import { announcementRelation } from '@/lib/domain/recruit';
import { filingKeys, getFilingList, type FilingListQuery } from '@/lib/client/api/filing';
import type { FilingEditorProps } from '@/components/views/filing/editors';
import type { Choice } from './FieldGrid';
import { ANNOUNCEMENT_HEADER } from './fields';
import RecruitEditor from './RecruitEditor';

/** 发布公告: an announcement and its window; approved, every user sees it in the notices during the window. */
export default function AnnouncementEditor({ filing, onClose }: FilingEditorProps) {
  const t = useTranslations('recruit');
  const [noticeType, setNoticeType] = useState(String(filing?.header.noticeType ?? 'RECRUIT_NOTICE'));
  const relation = announcementRelation(noticeType);
  const query: FilingListQuery = {
    box: 'mine', pageNo: 1, pageSize: 100, filingType: relation ? [relation.filingType] : [],
    status: relation?.filingType === 'TALENT_INTRO' ? ['PENDING_ZG', 'PENDING_RSJ', 'APPROVED'] : ['APPROVED'],
  };
  const related = useQuery({ queryKey: filingKeys.list(query), queryFn: () => getFilingList(query), enabled: Boolean(relation) });
  const choicesOf = (name: string): Choice[] | undefined => (name === 'relatedFilingId'
    ? (related.data?.list ?? []).map((f) => ({ value: String(f.id), label: `${f.filingNo} ${f.title}` }))
    : undefined);

  return (
    <RecruitEditor
      filingType="ANNOUNCEMENT" title={t(filing ? 'notice.editTitle' : 'notice.newTitle')} hint={t('notice.hint')} filing={filing} onClose={onClose}
      headerSpecs={ANNOUNCEMENT_HEADER} headerSchema={announcementHeader} withTitle choicesOf={choicesOf}
      headerDefaults={{ noticeType: 'RECRUIT_NOTICE', publishChannel: 'SYSTEM' }}
      onHeaderChange={(name, value) => name === 'noticeType' && setNoticeType(value)}
    />
  );
}
