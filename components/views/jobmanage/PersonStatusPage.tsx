import { useTranslations } from 'next-intl';
import FilingTypePage from './FilingTypePage';
import PersonStatusEditor from './PersonStatusEditor';

/** 人员状态变动 (/jobmanage/personStatus): the status changes of the unit's staff (状态出入), and a new one. */
export default function PersonStatusPage() {
  const t = useTranslations('jobManage');
  return <FilingTypePage filingType="PERSON_STATUS" hint={t('status.hint')} newLabel={t('status.new')} Editor={PersonStatusEditor} testId="new-person-status" />;
}
