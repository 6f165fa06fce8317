import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { filingTypesForPath } from '@/lib/domain/filing/groups';
import FilingList from './FilingList';

/** 审核列表 of a section (/recruit/checklist, /jobmanage/checklist …): every filing in scope of the section's types. */
export default function Checklist() {
  const t = useTranslations('filing');
  const { pathname } = useLocation();
  const preset = useMemo(() => ({ box: 'all' as const, types: filingTypesForPath(pathname) }), [pathname]);
  return <FilingList preset={preset} hint={t('hint.section')} showUnit />;
}
