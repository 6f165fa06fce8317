import { useTranslations } from 'next-intl';
import FilingTypePage from './FilingTypePage';
import StaffReduceEditor from './StaffReduceEditor';

/** 减员 (/jobmanage/decrease): the unit's staff reductions, and a new one. */
export default function DecreasePage() {
  const t = useTranslations('jobManage');
  return <FilingTypePage filingType="STAFF_REDUCE" hint={t('reduce.hint')} newLabel={t('reduce.new')} Editor={StaffReduceEditor} testId="new-reduce" />;
}
