import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import type { CodeOption } from '@/lib/contracts/code';
import { codeKeys, getCodeLists } from '@/lib/client/api/codes';

/** The query of the named code lists, for useCodeLists and for a view that asks for them ahead of its render. */
export const codeListsQuery = (names: readonly string[]) =>
  queryOptions({ queryKey: codeKeys.lists(names), queryFn: () => getCodeLists(names), staleTime: Infinity });

/**
 * The named code lists (domain.md §6) with a label function in the UI language. Code lists change rarely:
 * they are fetched once per session and shared by every screen.
 */
export function useCodeLists(names: readonly string[]) {
  const locale = useLocale();
  const { data, isPending } = useQuery(codeListsQuery(names));
  const options = useCallback((list: string): CodeOption[] => data?.[list] ?? [], [data]);
  const label = useCallback(
    (list: string, code: string | null | undefined): string => {
      if (code === null || code === undefined || code === '') return '';
      const found = data?.[list]?.find((o) => o.code === code);
      return found ? (locale === 'en' ? found.en : found.zh) : code;
    },
    [data, locale],
  );
  return { options, label, loading: isPending };
}
