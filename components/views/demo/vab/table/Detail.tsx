import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ALL_TABLE_ROWS, getTableList, mockKeys } from '@/lib/client/api/mock';
import RemixIcon from '@/components/shell/RemixIcon';
import DemoCard from '../../shared/DemoCard';
import QueryState from '../../shared/QueryState';
import { STATUS_COLOR } from './useRowColumns';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
      <Box sx={{ mt: 0.5, wordBreak: 'break-word' }}>{children}</Box>
    </Grid>
  );
}

/** One row of the mock table, opened from the comprehensive table by its id (?id=). */
export default function Detail() {
  const t = useTranslations('demo.table');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const { data, isPending, isError, refetch } = useQuery({ queryKey: mockKeys.table(ALL_TABLE_ROWS), queryFn: () => getTableList(ALL_TABLE_ROWS) });
  const row = data?.list.find((r) => r.id === id);
  const back = (
    <Button component={RouterLink} to="/vab/table/comprehensiveTable" startIcon={<RemixIcon name="arrow-left-line" />}>{t('backToList')}</Button>
  );

  return (
    <DemoCard title={row ? t('detailTitle', { id: row.id }) : t('detail')} action={back} testId="table-detail">
      <QueryState pending={isPending} failed={isError} onRetry={() => refetch()}>
        {row ? (
          <Grid container spacing={2.5}>
            <Grid size={12}>
              {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG from the mock */}
              <img src={row.img} alt={row.title} width={200} height={120} style={{ borderRadius: 6 }} />
            </Grid>
            <Field label={t('columns.title')}><Typography data-testid="detail-title">{row.title}</Typography></Field>
            <Field label={t('columns.author')}>{row.author}</Field>
            <Field label={t('columns.status')}><Chip size="small" color={STATUS_COLOR[row.status]} label={t(`status.${row.status}`)} /></Field>
            <Field label={t('columns.datetime')}>{row.datetime}</Field>
            <Field label={t('columns.pageViews')}>{row.pageViews.toLocaleString()}</Field>
            <Field label={t('columns.rate')}><Rating value={row.rate} readOnly size="small" /></Field>
            <Field label={t('columns.percentage')}>
              <LinearProgress variant="determinate" value={row.percentage} aria-label={t('columns.percentage')} sx={{ mt: 1 }} />
              <Typography variant="caption">{row.percentage}%</Typography>
            </Field>
            <Field label="UUID"><code>{row.uuid}</code></Field>
            <Grid size={12}>
              <Typography variant="body2" color="text.secondary">{t('columns.description')}</Typography>
              <Typography sx={{ mt: 0.5 }}>{row.description}</Typography>
            </Grid>
          </Grid>
        ) : (
          <Typography color="text.secondary" data-testid="detail-missing">{t('notFound', { id: params.get('id') ?? '' })}</Typography>
        )}
      </QueryState>
    </DemoCard>
  );
}
