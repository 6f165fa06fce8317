import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { Link as RouterLink } from 'react-router';
import { dayPart } from '@/lib/domain/welcome';
import { useUserStore } from '@/lib/client/stores/user';
import RemixIcon from '@/components/shell/RemixIcon';
import DemoCard from '../shared/DemoCard';
import MockNoticeList from '../shared/MockNoticeList';

const SHORTCUTS: [key: string, icon: string, path: string][] = [
  ['table', 'table-line', '/vab/table/comprehensiveTable'], ['form', 'file-list-3-line', '/vab/form/comprehensiveForm'],
  ['icon', 'remixicon-line', '/vab/icon/remixIcon'], ['workflow', 'flow-chart', '/other/workflow'],
  ['echarts', 'bar-chart-2-line', '/other/echarts'], ['excel', 'file-excel-2-line', '/other/excel/exportExcel'],
  ['upload', 'upload-2-line', '/other/upload'], ['goods', 'shopping-bag-3-line', '/mall/goods'],
];

/** The workbench: a greeting, shortcuts to the demo screens and the latest mock activity. */
export default function Workbench() {
  const t = useTranslations('demo.workbench');
  const tLogin = useTranslations('login');
  const username = useUserStore((s) => s.username);
  const avatar = useUserStore((s) => s.avatar);
  const greeting = tLogin(`greeting.${dayPart(new Date().getHours())}`);

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <DemoCard title={t('title')}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Avatar src={avatar} alt="" sx={{ width: 56, height: 56 }} />
            <div>
              <Typography variant="h6" component="p">{t('greeting', { greeting, name: username })}</Typography>
              <Typography color="text.secondary">{t('hint')}</Typography>
            </div>
          </Stack>
        </DemoCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 7 }}>
        <DemoCard title={t('shortcuts')}>
          <Grid container spacing={1.5}>
            {SHORTCUTS.map(([key, icon, path]) => (
              <Grid key={key} size={{ xs: 6, sm: 3 }}>
                <Button
                  component={RouterLink} to={path} variant="outlined" fullWidth
                  sx={{ flexDirection: 'column', gap: 1, py: 2 }} data-testid={`shortcut-${key}`}
                >
                  <RemixIcon name={icon} size={26} />
                  {t(`links.${key}`)}
                </Button>
              </Grid>
            ))}
          </Grid>
        </DemoCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <DemoCard title={t('activity')}><MockNoticeList /></DemoCard>
      </Grid>
    </Grid>
  );
}
