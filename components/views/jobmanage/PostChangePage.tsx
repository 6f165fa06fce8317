import { useTranslations } from 'next-intl';
import FilingTypePage from './FilingTypePage';
import PostChangeEditor from './PostChangeEditor';

/** 岗位变动上报 (/jobmanage/reportpersonjob): the unit's post changes, and a new one. */
export default function PostChangePage() {
  const t = useTranslations('jobManage');
  return <FilingTypePage filingType="POST_CHANGE" hint={t('change.hint')} newLabel={t('change.new')} Editor={PostChangeEditor} testId="new-post-change" />;
}
