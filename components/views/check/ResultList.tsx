import { useTranslations } from 'next-intl';
import FilingList from './FilingList';

const PRESET = { box: 'all', statuses: ['APPROVED', 'RETURNED_ZG', 'RETURNED_RSJ'] } as const;

/** 历史数据查看: the filings that were approved or returned. */
export default function ResultList() {
  const t = useTranslations('filing');
  return <FilingList preset={PRESET} hint={t('hint.history')} showUnit />;
}
