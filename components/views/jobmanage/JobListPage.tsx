import { useTranslations } from 'next-intl';
import FilingTypePage from './FilingTypePage';
import PostAppointEditor from './PostAppointEditor';
import PostTable from './PostTable';

/** 岗位聘用管理 (/jobmanage/joblistmanage): the unit's posts and who holds them, its appointments, and a new one. */
export default function JobListPage() {
  const t = useTranslations('jobManage');
  return (
    <FilingTypePage filingType="POST_APPOINT" hint={t('appoint.hint')} newLabel={t('appoint.new')} Editor={PostAppointEditor} testId="new-appoint">
      <PostTable />
    </FilingTypePage>
  );
}
