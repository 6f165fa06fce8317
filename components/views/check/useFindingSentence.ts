import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { FilingDetail, Violation } from '@/lib/contracts/filing';
import { findingSentence } from './findingText';
import { useFieldFormat } from './useFieldFormat';

/** `findingSentence` in the UI language: 沈佳怡 › 学历：学历须与学位相符. */
export function useFindingSentence(filing?: Pick<FilingDetail, 'lines' | 'linePersons'>): (v: Violation) => string {
  const t = useTranslations('filing');
  const f = useFieldFormat();
  return useCallback(
    (v: Violation) => findingSentence(v, filing, {
      field: f.fieldLabel,
      postLevel: (code) => f.value('postLevel', code),
      numbered: (n) => t('timeline.line', { n }),
      sep: t('value.sep'),
    }),
    [filing, f, t],
  );
}
