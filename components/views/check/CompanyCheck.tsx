import { useTranslations } from 'next-intl';
import FilingList from './FilingList';

const PRESET = { box: 'review' } as const;

/** 数据审核: what awaits the signed-in reviewer (zg: at its node; rsj: at the bureau). */
export default function CompanyCheck() {
  const t = useTranslations('filing');
  return <FilingList preset={PRESET} hint={t('hint.review')} showUnit links={[{ to: '/check/list/resultList', label: t('link.history') }]} />;
}
