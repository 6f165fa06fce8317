import { useTranslations } from 'next-intl';
import { useCodeLists } from '@/components/ui/useCodeLists';
import KeyValueGrid from '@/components/views/check/renderers/KeyValueGrid';
import type { RendererProps } from '@/components/views/check/renderers/types';

const text = (v: unknown) => (typeof v === 'string' && v ? v : '');

/** 人员交流 and 内部交流 headers for reviewers: direction and mode, and the units on both sides by name. */
export default function ExchangeHeaderView({ filing }: RendererProps) {
  const t = useTranslations('exchange');
  const { label } = useCodeLists(['exchangeMode']);
  const h = filing.header;
  const mode = { label: t('field.exchangeMode'), value: label('exchangeMode', text(h.exchangeMode)) };
  const items = filing.filingType === 'INTERNAL_EXCHANGE'
    ? [{ label: t('field.fromUnitId'), value: text(h.fromUnitName) }, { label: t('field.toUnitId'), value: text(h.toUnitName) }, mode]
    : [
      { label: t('field.direction'), value: t(`direction.${h.direction === 'OUT' ? 'OUT' : 'IN'}`) }, mode,
      { label: t('field.inSystem'), value: t(h.counterpartInSystem ? 'view.yes' : 'view.no') },
      { label: t('field.counterpartUnit'), value: text(h.counterpartUnitName) },
      ...(h.counterpartInSystem ? [] : (['uscc', 'region', 'nature'] as const).map((k) => ({
        label: t(`field.counterpart.${k}`), value: text(h[`counterpart${k[0].toUpperCase()}${k.slice(1)}`]),
      }))),
    ];
  return <KeyValueGrid items={items.map((i) => ({ ...i, key: i.label }))} testId="exchange-header" />;
}
