import Alert from '@mui/material/Alert';
import { useTranslations } from 'next-intl';
import { useLocation, useParams } from 'react-router';
import JobChangeSheetList from './JobChangeSheetList';
import JobChangeSheetView from './JobChangeSheetView';

/** The menu's list of the sheet (mode jobsetemploycheckreport1). */
const LIST_MODE = 'jobsetemploycheckreport1';

/**
 * 岗位聘用变动审核表 (report/reportMainTongji/:mode/:navTabId): the menu's mode lists the filings that have a sheet;
 * a filing id as the mode shows that filing's sheet in a tab of its own.
 */
export default function JobChangeSheetPage() {
  const t = useTranslations('report.jobChangeSheet');
  // The menu's route is static: its segments are read from the path.
  const params = useParams();
  const { pathname } = useLocation();
  const mode = params.mode ?? /\/reportMainTongji\/([^/]+)/.exec(pathname)?.[1];
  if (mode === LIST_MODE) return <JobChangeSheetList />;
  if (mode && /^\d+$/.test(mode)) return <JobChangeSheetView key={mode} filingId={Number(mode)} />;
  return <Alert severity="warning">{t('badId')}</Alert>;
}
