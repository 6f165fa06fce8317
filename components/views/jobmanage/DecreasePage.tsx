import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import FilingTypePage from './FilingTypePage';
import PersonStatusEditor from './PersonStatusEditor';
import StaffReduceEditor from './StaffReduceEditor';

/** 减员 (/jobmanage/decrease): the unit's staff reductions and the status changes of its staff (状态出入), and a new one of each. */
export default function DecreasePage() {
  const t = useTranslations('jobManage');
  return (
    <Stack spacing={3}>
      <FilingTypePage filingType="STAFF_REDUCE" hint={t('reduce.hint')} newLabel={t('reduce.new')} Editor={StaffReduceEditor} testId="new-reduce" />
      <Divider />
      <Typography variant="h6" component="h2">{t('status.editorTitle')}</Typography>
      <FilingTypePage filingType="PERSON_STATUS" hint={t('status.hint')} newLabel={t('status.new')} Editor={PersonStatusEditor} testId="new-person-status" />
    </Stack>
  );
}
