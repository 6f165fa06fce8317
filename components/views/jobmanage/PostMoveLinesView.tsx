import { useTranslations } from 'next-intl';
import { useCodeLists } from '@/components/ui/useCodeLists';
import type { RendererProps } from '@/components/views/check/renderers/types';
import LinesTable from './LinesTable';

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** 岗位聘用/变动 lines for reviewers: the kind, the post held when filed, the post after it, the term and the document. */
export default function PostMoveLinesView({ filing }: RendererProps) {
  const t = useTranslations('jobManage');
  const { label } = useCodeLists(['postLevel', 'appointKind', 'postChangeKind']);
  const kind = filing.filingType === 'POST_APPOINT' ? label('appointKind', text(filing.header.appointKind)) : label('postChangeKind', text(filing.header.changeKind));
  const post = (level: unknown) => label('postLevel', text(level)) || t('editor.noPost');
  return (
    <LinesTable
      filing={filing}
      columns={[
        { label: t('view.kind'), value: () => kind },
        { label: t('view.from'), value: (p) => post(p.fromLevel) },
        { label: t('view.to'), value: (p) => (p.secondLevel ? `${post(p.fromLevel)} + ${post(p.secondLevel)}` : p.toLevel ? post(p.toLevel) : null) },
        { label: t('view.term'), value: (p) => [text(p.appointStart), text(p.appointEnd)].filter(Boolean).join(' ~ ') },
        { label: t('field.unitDocNo'), value: (p) => text(p.unitDocNo) },
        { label: t('field.reason'), value: (p) => text(p.reason) },
      ]}
    />
  );
}
