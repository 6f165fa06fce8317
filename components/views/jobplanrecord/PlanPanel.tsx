import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { Link as RouterLink } from 'react-router';
import type { PostPlanDetail } from '@/lib/contracts/postSetting';
import { detailPath } from '@/components/views/check/FilingList';
import PlanCountsTable from './PlanCountsTable';
import PlanSummaryBar from './PlanSummaryBar';

interface Props {
  plan: PostPlanDetail;
  /** Holders per level now: shown for the current plan. */
  holders?: Record<string, number>;
  quotaInst?: number;
}

/** One version of a unit's approved post plan: version, since when, the filing that made it, totals, ratios and levels. */
export default function PlanPanel({ plan, holders, quotaInst }: Props) {
  const t = useTranslations('jobplanrecord');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid={`plan-panel-${plan.planVersion}`}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: 16, fontWeight: 600 }}>
            {t('plan.title', { unit: plan.unitName, version: plan.planVersion })}
          </Typography>
          {plan.isCurrent && <Chip size="small" color="success" label={t('plan.current')} data-testid="plan-current" />}
          <Typography variant="body2" color="text.secondary">{t('plan.effectiveFrom', { date: plan.effectiveFrom })}</Typography>
          {plan.sourceFilingId && plan.sourceFilingNo && (
            <Link component={RouterLink} to={detailPath(plan.sourceFilingId)} variant="body2">{t('plan.source', { no: plan.sourceFilingNo })}</Link>
          )}
        </Stack>
        <PlanSummaryBar lines={plan.lines} quotaInst={quotaInst} dualPostCount={plan.dualPostCount} />
        <PlanCountsTable lines={plan.lines} holders={holders} />
      </Stack>
    </Paper>
  );
}
