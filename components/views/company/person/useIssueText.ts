import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { RecordIssue } from '@/lib/domain/personRecord';

/**
 * The text of a finding in the UI language. The rules word their findings in Chinese, which the Chinese UI shows
 * as they are; the English UI words a rule's finding from the field and the rule code, and names the field of any
 * other finding before its text.
 */
export function useIssueText(): (issue: RecordIssue) => string {
  const t = useTranslations('person');
  const locale = useLocale();
  return useCallback((issue: RecordIssue) => {
    const field = issue.field.replace(/^.*\./, '');
    const label = t.has(`field.${field}`) ? t(`field.${field}`) : t.has(`history.${field}`) ? t(`history.${field}`) : field;
    if (issue.code === 'REQUIRED') return t('issue.required', { field: label });
    if (issue.code === 'INVALID_DATE') return t('issue.invalidDate');
    if (locale !== 'en' || !issue.code.startsWith('R-')) return issue.message;
    if (field === 'idNumber' && issue.code === 'R-ID-01') {
      const expected = /应为 (\S)）/.exec(issue.message)?.[1];
      if (expected) return t('issue.idCheckDigit', { expected });
      return t(issue.message.includes('出生日期') ? 'issue.idBirth' : 'issue.idFormat');
    }
    if (issue.code === 'R-ID-03') return t('issue.idTaken', { detail: issue.message });
    const key = `issue.rule.${field}.${issue.code}`;
    if (t.has(key)) return t(key, { date: /\d{4}-\d{2}-\d{2}/.exec(issue.message)?.[0] ?? '' });
    return t('issue.generic', { field: label, detail: issue.message });
  }, [t, locale]);
}
