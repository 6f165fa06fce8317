import { useTranslations } from 'next-intl';
import FilingTypePage from '@/components/views/jobmanage/FilingTypePage';
import InternalExchangeEditor from './InternalExchangeEditor';

/** 系统内人员交流 (/personnelExchangeRecord1/internalPersonExchange): the competent authority's moves between its units. */
export default function InternalExchangePage() {
  const t = useTranslations('exchange');
  return (
    <FilingTypePage filingType="INTERNAL_EXCHANGE" hint={t('internal.hint')} newLabel={t('internal.new')} Editor={InternalExchangeEditor} testId="new-internal-exchange" />
  );
}
