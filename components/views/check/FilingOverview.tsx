import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useNavigate } from 'react-router';
import type { FilingDetail } from '@/lib/contracts/filing';
import { detailPath } from './FilingList';
import FilingStatusChip from './FilingStatusChip';
import { filingTypeName, statusKey } from './filingTypes';
import KeyValueGrid from './renderers/KeyValueGrid';
import WaitingMarker from './WaitingMarker';

const PENDING = ['PENDING_ZG', 'PENDING_RSJ'];

/** The filing's common header (domain.md §2.4): number, type, unit, status, route, submissions, contact. */
export default function FilingOverview({ filing }: { filing: FilingDetail }) {
  const t = useTranslations('filing');
  const locale = useLocale();
  const navigate = useNavigate();
  const empty = t('value.empty');
  const linkTo = (f: { id: number; filingNo: string }) => (
    <Link component="button" type="button" onClick={() => navigate(detailPath(f.id))} data-testid={`filing-link-${f.id}`}>{f.filingNo}</Link>
  );
  const replacedBy = filing.correctedBy.find((c) => c.id === filing.correctedById);
  const items = [
    { key: 'filingNo', label: t('detail.filingNo'), value: <span data-testid="filing-no">{filing.filingNo}</span> },
    { key: 'type', label: t('detail.type'), value: filingTypeName(filing.filingType, locale) },
    { key: 'unit', label: t('detail.unit'), value: filing.unitName },
    { key: 'currentNode', label: t('detail.currentNode'), value: t.has(`node.${filing.currentNode}`) ? t(`node.${filing.currentNode}`) : filing.currentNode },
    { key: 'route', label: t('detail.route'), value: t(`route.${filing.route}`) },
    { key: 'submitCount', label: t('detail.submitCount'), value: filing.submitCount },
    { key: 'lastSubmittedAt', label: t('detail.lastSubmittedAt'), value: filing.lastSubmittedAt || empty },
    { key: 'contact', label: t('detail.contact'), value: `${filing.contactName} ${filing.contactPhone}` },
    ...(filing.year ? [{ key: 'year', label: t('detail.year'), value: filing.year }] : []),
    ...(filing.approvalDocNo ? [{ key: 'approvalDocNo', label: t('detail.approvalDocNo'), value: filing.approvalDocNo }] : []),
    ...(filing.corrects ? [{ key: 'corrects', label: t('detail.corrects'), value: linkTo(filing.corrects) }] : []),
    ...(filing.correctedBy.length ? [{
      key: 'correctedBy', label: t('detail.correctedBy'),
      value: <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>{filing.correctedBy.map((c) => <span key={c.id}>{linkTo(c)}（{t(`status.${statusKey(c.status, filing.filingType)}`)}）</span>)}</Stack>,
    }] : []),
    ...(filing.remark ? [{ key: 'remark', label: t('detail.remark'), value: filing.remark }] : []),
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack spacing={1.5}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600, fontSize: { xs: 19, sm: 22 }, mr: 1 }} data-testid="filing-title">
            {filing.title}
          </Typography>
          <FilingStatusChip status={filing.status} filingType={filing.filingType} testId="filing-detail-status" />
          {filing.effectiveOn && (
            <Chip size="small" color="warning" variant="outlined" label={t('detail.effectivePending', { date: filing.effectiveOn })} data-testid="filing-effective-on" />
          )}
          {PENDING.includes(filing.status) && <WaitingMarker days={filing.waitingDays} />}
          {filing.corrects && (
            <Chip
              size="small" color="info" variant="outlined" clickable onClick={() => navigate(detailPath(filing.corrects!.id))}
              label={t('detail.correctsTag', { no: filing.corrects.filingNo })} data-testid="filing-corrects-tag"
            />
          )}
          {replacedBy && (
            <Chip
              size="small" color="warning" clickable onClick={() => navigate(detailPath(replacedBy.id))}
              label={t('detail.correctedTag', { no: replacedBy.filingNo })} data-testid="filing-corrected-tag"
            />
          )}
        </Box>
        <KeyValueGrid items={items} testId="filing-overview" />
      </Stack>
    </Paper>
  );
}
