import { useTranslations } from 'next-intl';
import FilingList from './FilingList';

const PRESET = { box: 'mine', statuses: ['PENDING_ZG', 'PENDING_RSJ', 'RETURNED_ZG', 'RETURNED_RSJ'] } as const;

/** 单位审核列表 (/checklist/index): the base unit's filings under review or returned to it. */
export default function UnitChecklist() {
  const t = useTranslations('filing');
  return (
    <FilingList preset={PRESET} hint={t('hint.unit')} showUnit={false} links={[{ to: '/checkjc/listPage', label: t('link.allDeclarations') }]} />
  );
}
