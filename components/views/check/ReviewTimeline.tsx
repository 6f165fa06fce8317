import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { FilingDetail } from '@/lib/contracts/filing';
import DetailSection from './DetailSection';
import { statusKey } from './filingTypes';

type ReviewRecord = FilingDetail['reviews'][number];

function dotColor(action: string): string {
  if (action.endsWith('APPROVE') || action === 'APPLY_EFFECT') return 'success.main';
  if (action.endsWith('RETURN')) return 'warning.main';
  if (action === 'SUBMIT') return 'primary.main';
  if (action === 'WITHDRAW' || action.endsWith('RECALL')) return 'info.main';
  return 'grey.400';
}

/** The append-only review history (domain.md §2.6), oldest first: who did what, from which status to which, and why. */
export default function ReviewTimeline({ filing }: { filing: FilingDetail }) {
  const t = useTranslations('filing');
  const status = (s: string | null) => (s ? t(`status.${statusKey(s, filing.filingType)}`) : '');
  const label = (group: string, key: string) => (t.has(`${group}.${key}`) ? t(`${group}.${key}`) : key);

  const item = (r: ReviewRecord, last: boolean) => (
    <Box component="li" key={r.seq} data-testid="timeline-item" data-action={r.action} sx={{ display: 'flex', gap: 1.5, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.75 }}>
        <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: dotColor(r.action), flexShrink: 0 }} />
        {!last && <Box sx={{ width: 2, flex: 1, bgcolor: 'divider', mt: 0.5 }} />}
      </Box>
      <Box sx={{ pb: last ? 0 : 2, minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{label('record', r.action)}</Typography>
          <Chip size="small" variant="outlined" label={label('node', r.node)} />
          <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>{r.actedAt}</Typography>
        </Box>
        {r.fromStatus && r.toStatus && r.fromStatus !== r.toStatus && (
          <Typography variant="body2" color="text.secondary">{status(r.fromStatus)} → {status(r.toStatus)}</Typography>
        )}
        <Typography variant="body2">
          {r.actorUnitName ? t('timeline.by', { name: r.actorName, unit: r.actorUnitName }) : r.actorName}
        </Typography>
        {r.opinion && (
          <Box sx={{ mt: 0.75, px: 1.5, py: 1, bgcolor: 'action.hover', borderRadius: 1 }} data-testid="timeline-opinion">
            <Typography variant="body2"><strong>{t('timeline.opinion')}{t('value.sep')}</strong>{r.opinion}</Typography>
          </Box>
        )}
        {r.ackWarnings.length > 0 && (
          <Box sx={{ mt: 0.75, display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">{t('timeline.acknowledged')}{t('value.sep')}</Typography>
            {r.ackWarnings.map((c) => <Chip key={c} size="small" color="warning" variant="outlined" label={c} />)}
          </Box>
        )}
        {r.lineIssues.length > 0 && (
          <Box sx={{ mt: 0.75 }}>
            <Typography variant="body2" color="text.secondary">{t('timeline.lineIssues')}{t('value.sep')}</Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {r.lineIssues.map((i) => (
                <Typography component="li" variant="body2" key={`${i.lineNo}-${i.issue}`}>
                  {t('timeline.line', { n: i.lineNo })}{t('value.sep')}{i.issue}
                </Typography>
              ))}
            </Box>
          </Box>
        )}
      </Box>
    </Box>
  );

  return (
    <DetailSection title={t('detail.timeline')} testId="filing-timeline">
      {filing.reviews.length === 0 ? (
        <Typography color="text.secondary">{t('detail.noReviews')}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0 }}>
          {filing.reviews.map((r, i) => item(r, i === filing.reviews.length - 1))}
        </Box>
      )}
    </DetailSection>
  );
}
