import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { filingStatusWord } from '@/lib/domain/filing/statusWord';

/**
 * A filing status in the UI language, the same word on every screen for the same filing: `(status, filingType)` →
 * 已核准 for an approved approval type, 已备案 for the others; without a type, the word that covers both. The words are
 * lib/domain/filing/statusWord's, which the server's exports and printed sheets use too.
 */
export function useFilingStatusName(): (status: string, filingType?: string | null) => string {
  const locale = useLocale();
  return useCallback((status, filingType) => filingStatusWord(status, filingType, locale === 'en' ? 'en' : 'zh'), [locale]);
}
