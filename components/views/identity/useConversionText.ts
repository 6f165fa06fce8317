import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { EstabConversionLine } from '@/lib/contracts/estabConversion';
import { useCodeLists } from '@/components/ui/useCodeLists';

/** A conversion line's establishment and post before and after, in the UI language (编外 · 合同制聘用 → 在编 · 事业编制 · 十二级). */
export function useConversionText() {
  const t = useTranslations('identity');
  const { label } = useCodeLists(['estabStatus', 'estabType', 'outEmployForm', 'postCategory', 'postLevel']);
  const join = (parts: (string | null | false | undefined)[]) => parts.filter(Boolean).join(' · ');
  const before = useCallback((c: EstabConversionLine) => join([
    label('estabStatus', c.fromEstabStatus), c.fromEstabType && label('estabType', c.fromEstabType),
    c.fromLevel ? label('postLevel', c.fromLevel) : c.fromCategory && label('postCategory', c.fromCategory),
  ]), [label]);
  const after = useCallback((c: EstabConversionLine) => join([
    label('estabStatus', c.toEstabStatus),
    c.toEstabStatus === 'IN' ? c.toEstabType && label('estabType', c.toEstabType) : c.toOutEmployForm && label('outEmployForm', c.toOutEmployForm),
    c.toLevel ? label('postLevel', c.toLevel) : t('field.postUnchanged'),
  ]), [label, t]);
  return { before, after };
}
