import { useTranslations } from 'next-intl';
import { useCodeLists } from '@/components/ui/useCodeLists';
import KeyValueGrid from '@/components/views/check/renderers/KeyValueGrid';
import type { RendererProps } from '@/components/views/check/renderers/types';

/** 岗位聘用/变动 header for reviewers: the kind of move and the post setting version it was checked against. */
export default function PostMoveHeaderView({ filing }: RendererProps) {
  const t = useTranslations('jobManage');
  const { label } = useCodeLists(['appointKind', 'postChangeKind']);
  const appoint = filing.filingType === 'POST_APPOINT';
  const kind = String((appoint ? filing.header.appointKind : filing.header.changeKind) ?? '');
  const version = filing.header.planVersionSnapshot;
  return (
    <KeyValueGrid
      testId="post-move-header"
      items={[
        { key: 'kind', label: t(appoint ? 'field.appointKind' : 'field.changeKind'), value: label(appoint ? 'appointKind' : 'postChangeKind', kind) },
        { key: 'plan', label: t('view.planVersion'), value: typeof version === 'number' ? t('view.planVersionValue', { version }) : t('view.planAtSubmit') },
      ]}
    />
  );
}
