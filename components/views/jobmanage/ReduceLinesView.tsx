import { useTranslations } from 'next-intl';
import { useCodeLists } from '@/components/ui/useCodeLists';
import type { RendererProps } from '@/components/views/check/renderers/types';
import LinesTable from './LinesTable';

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** 减员 lines for reviewers: who leaves, how, when, on what document, to where. */
export default function ReduceLinesView({ filing }: RendererProps) {
  const t = useTranslations('jobManage');
  const { label } = useCodeLists(['reduceType']);
  return (
    <LinesTable
      filing={filing}
      columns={[
        { label: t('field.reduceType'), value: (p) => label('reduceType', text(p.reduceType)) },
        ...(['reduceDate', 'docNo', 'destination', 'note'] as const).map((k) => ({ label: t(`field.${k}`), value: (p: Record<string, unknown>) => text(p[k]) })),
      ]}
    />
  );
}
