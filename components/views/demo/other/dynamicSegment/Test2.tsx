import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';
import DemoCard from '../../shared/DemoCard';

/** test2?id= — the id is a query parameter of one route. */
export default function Test2() {
  const t = useTranslations('demo.segment');
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <DemoCard title={t('queryTitle')} subtitle={t('queryHint')}>
      <Typography variant="h4" component="p" sx={{ mb: 2 }} data-testid="segment-query">{id ? t('query', { id }) : t('noQuery')}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {['1', '2', '3'].map((n) => (
          <Button key={n} component={RouterLink} to={`/other/dynamicSegment/test2?id=${n}`} variant={n === id ? 'contained' : 'outlined'}>
            {t('openQuery', { id: n })}
          </Button>
        ))}
      </Stack>
    </DemoCard>
  );
}
