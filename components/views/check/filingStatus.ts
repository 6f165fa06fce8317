import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { statusKey } from './filingTypes';

/**
 * A filing status in the UI language, the same word on every screen for the same filing: `(status, filingType)` →
 * 已核准 for an approved approval type, 已备案 for the others; without a type, the word that covers both.
 */
export function useFilingStatusName(): (status: string, filingType?: string | null) => string {
  const t = useTranslations('filing.status');
  return useCallback((status, filingType) => {
    const key = statusKey(status, filingType);
    return t.has(key) ? t(key) : status;
  }, [t]);
}
