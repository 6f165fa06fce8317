import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { RendererProps } from '@/components/views/check/renderers/types';
import KeyValueGrid from '@/components/views/check/renderers/KeyValueGrid';
import { useCodeLists } from '@/components/ui/useCodeLists';
import { publicityValues } from '@/components/views/filing/PublicityPeriod';
import { today } from '@/lib/domain/datetime';
import { isPublicityRunning } from '@/lib/domain/publicity';
import { linkedNo, linkedTitle, TYPE_FIELDS } from './fields';
import RecruitPrintDialog from './RecruitPrintDialog';
import { useRecruitFormat } from './useRecruitFormat';

interface QuotaFigure {
  estabType: string;
  approved: number;
  actual: number;
  approvedNotArrived: number;
  inTransit: number;
  reservedByPlans: number;
  available: number;
}

const ESTAB = ['estabType'] as const;

/**
 * A recruitment filing's header: its fields, the quota figures a plan was judged by, the printed form once approved, and a
 * 人才引进's publicity while it still runs (no approval passes before it is over, R-GEN-06).
 */
export default function RecruitHeader({ filing }: RendererProps) {
  const t = useTranslations('recruit');
  const tPublicity = useTranslations('filing.publicity');
  const f = useRecruitFormat();
  const estab = useCodeLists(ESTAB);
  const [printing, setPrinting] = useState(false);
  const specs = TYPE_FIELDS[filing.filingType]?.header ?? [];
  const items = specs.filter((s) => s.name !== 'content').map((s) => {
    const v = filing.header[s.name];
    const linked = s.name.endsWith('FilingId') && typeof v === 'number';
    const name = [linkedNo(filing.header, s.name), linkedTitle(filing.header, s.name)].filter(Boolean).join(' ');
    return {
      key: s.name, label: f.label(s.name),
      value: linked ? <Link component={RouterLink} to={`/view/checkDetail?id=${v}`} data-testid={`linked-${s.name}`}>{name || t('openFiling', { id: v })}</Link> : f.value(s, s.name, v),
    };
  });
  if (filing.year) items.unshift({ key: 'year', label: t('field.year'), value: String(filing.year) });
  if (typeof filing.header.planTotal === 'number') items.push({ key: 'planTotal', label: t('field.planTotal'), value: String(filing.header.planTotal) });
  const quota = (filing.header.quotaSnapshot ?? []) as QuotaFigure[];
  const content = typeof filing.header.content === 'string' ? filing.header.content : null;
  const end = filing.filingType === 'TALENT_INTRO' ? publicityValues(filing.header).publicityEnd : '';
  const running = isPublicityRunning(end, today());

  return (
    <Stack spacing={2} data-testid="filing-header" sx={{ mb: 2 }}>
      {filing.status === 'APPROVED' && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="outlined" size="small" onClick={() => setPrinting(true)} data-testid="recruit-print">{t('print.open')}</Button>
        </Box>
      )}
      <KeyValueGrid items={items} />
      {running && <Alert severity="info" data-testid="publicity-running">{tPublicity('running', { end })}</Alert>}
      {quota.length > 0 && (
        <Box data-testid="quota-snapshot">
          <Typography variant="subtitle2" component="h3" gutterBottom>{t('quota.snapshot')}</Typography>
          {quota.map((q) => (
            <Typography key={q.estabType} variant="body2">
              {t('quota.line', {
                type: estab.label('estabType', q.estabType), approved: q.approved, actual: q.actual, notArrived: q.approvedNotArrived,
                inTransit: q.inTransit, reserved: q.reservedByPlans, available: q.available,
              })}
            </Typography>
          ))}
        </Box>
      )}
      {content !== null && (
        <Box>
          <Typography variant="subtitle2" component="h3" gutterBottom>{t('field.content')}</Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }} data-testid="notice-content">
            {content}
          </Typography>
        </Box>
      )}
      {printing && <RecruitPrintDialog filing={filing} onClose={() => setPrinting(false)} />}
    </Stack>
  );
}
