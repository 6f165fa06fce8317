import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';
import { Link as RouterLink } from 'react-router';
import FilingList from '@/components/views/check/FilingList';

const PRESET = { box: 'mine', types: ['ASSESSMENT_REPORT'] } as const;

/** 考核上报 (/yearcheckManage/yearcheckreport): the unit's annual assessment reports; a report is made on the workbench. */
export default function YearCheckReportPage() {
  const t = useTranslations('yearcheck');
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" component={RouterLink} to="/yearcheckManage/yearcheck" data-testid="open-workbench">{t('reports.workbench')}</Button>
      </Stack>
      <FilingList preset={PRESET} hint={t('reports.hint')} showUnit={false} />
    </Stack>
  );
}
