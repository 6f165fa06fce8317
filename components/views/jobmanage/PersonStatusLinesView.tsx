import { useTranslations } from 'next-intl';
import { PERSON_STATUS_CHANGES } from '@/lib/domain/personStatus';
import type { RendererProps } from '@/components/views/check/renderers/types';
import LinesTable from './LinesTable';

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
const isChange = (v: unknown): v is (typeof PERSON_STATUS_CHANGES)[number] => (PERSON_STATUS_CHANGES as readonly unknown[]).includes(v);

/** 人员状态变动 lines for reviewers: who, which change, from when to when, and why. */
export default function PersonStatusLinesView({ filing }: RendererProps) {
  const t = useTranslations('jobManage');
  return (
    <LinesTable
      filing={filing}
      columns={[
        { label: t('field.change'), value: (p) => (isChange(p.change) ? t(`option.change.${p.change}`) : text(p.change)) },
        ...(['startDate', 'endDate', 'reason'] as const).map((k) => ({ label: t(`field.${k}`), value: (p: Record<string, unknown>) => text(p[k]) })),
      ]}
    />
  );
}
