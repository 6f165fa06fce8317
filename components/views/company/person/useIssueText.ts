import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { RecordIssue } from '@/lib/domain/personRecord';

/**
 * The text of a finding in the UI language: the rule's own words, in Chinese or English; a field left empty or a date
 * that cannot be read, worded by the form with the field's label.
 */
export function useIssueText(): (issue: RecordIssue) => string {
  const t = useTranslations('person');
  const locale = useLocale();
  return useCallback((issue: RecordIssue) => {
    const field = issue.field.replace(/^.*\./, '');
    const label = t.has(`field.${field}`) ? t(`field.${field}`) : t.has(`history.${field}`) ? t(`history.${field}`) : field;
    if (issue.code === 'REQUIRED') return t('issue.required', { field: label });
    if (issue.code === 'INVALID_DATE') return t('issue.invalidDate');
    if (locale !== 'en') return issue.message;
    return issue.messageEn || t('issue.generic', { field: label, detail: issue.message });
  }, [t, locale]);
}
