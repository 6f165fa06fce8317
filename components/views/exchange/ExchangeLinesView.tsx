import { useTranslations } from 'next-intl';
import { useCodeLists } from '@/components/ui/useCodeLists';
import type { RendererProps } from '@/components/views/check/renderers/types';
import LinesTable from '@/components/views/jobmanage/LinesTable';
import { lineEntryMethod } from './exchangeForm';

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
/** An arrival from outside described on its line, before it is on record: its name and ID number. */
const described = (v: unknown) => {
  const p = v as { name?: string; idNumber?: string } | null | undefined;
  return p?.name ? `${p.name} ${p.idNumber ?? ''}`.trim() : null;
};

/** Exchanged persons for reviewers: where they are now, why, from when, and what they take at the receiving unit. */
export default function ExchangeLinesView({ filing }: RendererProps) {
  const t = useTranslations('exchange');
  const { label } = useCodeLists(['exchangeReason', 'entryMethod', 'estabType', 'postLevel']);
  const unitOf = (personId: number | null) => filing.linePersons[String(personId)]?.unitName;
  return (
    <LinesTable
      filing={{ ...filing, lines: filing.lines.map((l) => ({ ...l, payload: { ...l.payload, currentUnit: unitOf(l.personId) } })) }}
      columns={[
        { label: t('view.currentUnit'), value: (p) => text(p.currentUnit) },
        { label: t('field.newPerson'), value: (p) => described(p.newPerson) },
        { label: t('field.reason'), value: (p) => label('exchangeReason', text(p.reason)) },
        { label: t('field.effectiveDate'), value: (p) => text(p.effectiveDate) },
        { label: t('field.entryMethod'), value: (p) => label('entryMethod', lineEntryMethod(filing, p)) || null },
        { label: t('field.toEstabType'), value: (p) => label('estabType', text(p.toEstabType)) || null },
        { label: t('field.toPostLevel'), value: (p) => label('postLevel', text(p.toPostLevel)) || null },
        { label: t('field.note'), value: (p) => text(p.note) },
      ]}
    />
  );
}
