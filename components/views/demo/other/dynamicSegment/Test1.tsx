import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { Link as RouterLink, useParams } from 'react-router';
import DemoCard from '../../shared/DemoCard';

/** test1/:id — the id is a path parameter; each id opens in its own tab. */
export default function Test1() {
  const t = useTranslations('demo.segment');
  const { id = '1' } = useParams();
  return (
    <DemoCard title={t('paramsTitle')} subtitle={t('paramsHint')}>
      <Typography variant="h4" component="p" sx={{ mb: 2 }} data-testid="segment-param">{t('param', { id })}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {['1', '2', '3'].map((n) => (
          <Button key={n} component={RouterLink} to={`/other/dynamicSegment/test1/${n}`} variant={n === id ? 'contained' : 'outlined'}>
            {t('openParam', { id: n })}
          </Button>
        ))}
      </Stack>
    </DemoCard>
  );
}
