import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useCodeLists } from '@/components/ui/useCodeLists';
import { FIELD_CODE_LIST_NAMES, formatValue } from './fieldFormat';

/** Labels and values of filing fields in the UI language: `label('quotaInst')` → 事业编制, `value('gender', '2')` → 女. */
export function useFieldFormat() {
  const t = useTranslations('filing');
  const { label: codeLabel } = useCodeLists(FIELD_CODE_LIST_NAMES);
  const fieldLabel = useCallback((name: string) => (t.has(`field.${name}`) ? t(`field.${name}`) : undefined), [t]);
  const label = useCallback((name: string) => fieldLabel(name) ?? name, [fieldLabel]);
  const value = useCallback(
    (field: string, v: unknown) => formatValue(field, v, codeLabel, { yes: t('value.yes'), no: t('value.no'), empty: t('value.empty') }),
    [codeLabel, t],
  );
  return { label, fieldLabel, value };
}
