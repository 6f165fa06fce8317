import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { maskIdCard } from '@/lib/domain/idCard';
import { useCodeLists } from '@/components/ui/useCodeLists';
import { RECRUIT_CODE_LISTS, type FieldSpec } from './fields';

/** A recruitment field's label and value as the reader reads them: codes and choices by name, ID numbers masked. */
export function useRecruitFormat() {
  const t = useTranslations('recruit');
  const codes = useCodeLists(RECRUIT_CODE_LISTS);
  const label = useCallback((name: string) => (t.has(`field.${name}`) ? t(`field.${name}`) : name), [t]);
  const value = useCallback((spec: FieldSpec | undefined, name: string, v: unknown): string => {
    if (v === undefined || v === null || v === '') return t('empty');
    const text = String(v);
    if (name === 'idNumber') return maskIdCard(text);
    if (spec?.kind === 'code') return codes.label(spec.list!, text);
    if (t.has(`option.${name}.${text}`)) return t(`option.${name}.${text}`);
    return text;
  }, [codes, t]);
  return { label, value };
}
