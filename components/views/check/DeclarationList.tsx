import { useTranslations } from 'next-intl';
import FilingList from './FilingList';

const PRESET = { box: 'mine' } as const;

/** 申报列表 (/checkjc/listPage): every filing of the base unit, drafts included. */
export default function DeclarationList() {
  const t = useTranslations('filing');
  return <FilingList preset={PRESET} hint={t('hint.mine')} showUnit={false} />;
}
