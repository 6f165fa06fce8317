import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { getPostPlanContext, postPlanKeys } from '@/lib/client/api/postPlan';
import FilingList, { detailPath } from '@/components/views/check/FilingList';
import AddressUnitPicker, { useAddressUnit } from '@/components/views/unit/AddressUnitPicker';
import PlanPanel from './PlanPanel';
import PostSettingEditor from './PostSettingEditor';
import { HISTORY_LINKS } from './links';

const PRESET = { box: 'mine', types: ['POST_SETTING'] } as const;

/**
 * 岗位设置审批备案表 (/jobplanrecord/jobplanrecord1): the unit's post setting filings, a new one, and the plan in force.
 * The admin picks a unit (kept in the address) and reads its plan in force; filing is the unit's own.
 */
export default function PostSettingPage() {
  const t = useTranslations('jobplanrecord');
  const tUi = useTranslations('ui');
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const { picks, unitId, ready, choose } = useAddressUnit();
  const context = useQuery({ queryKey: postPlanKeys.current(unitId), queryFn: () => getPostPlanContext(unitId), enabled: ready });
  const pending = context.data?.pendingFilingId;
  const links = [{ to: HISTORY_LINKS.filings, label: t('page.filingHistory') }, { to: HISTORY_LINKS.plans, label: t('page.planHistory') }];
  return (
    <Stack spacing={2}>
      {picks && <AddressUnitPicker unitId={unitId} unitName={context.data?.unit.unitName} onChange={choose} />}
      {picks ? (
        <Alert severity="info" data-testid="post-setting-read-only"
          action={<Stack direction={{ xs: 'column', sm: 'row' }}>{links.map((l) => <Button key={l.to} component={RouterLink} to={l.to} size="small">{l.label}</Button>)}</Stack>}>
          {t('page.readOnly')}
        </Alert>
      ) : (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button variant="contained" disabled={!context.data || Boolean(pending)} onClick={() => setCreating(true)} data-testid="new-post-setting">
            {t('page.new')}
          </Button>
        </Stack>
      )}
      {pending && (
        <Alert severity="info" data-testid="post-setting-pending">
          {t('page.pending')} <Link component={RouterLink} to={detailPath(pending)}>{t('page.openPending')}</Link>
        </Alert>
      )}
      {!picks && <FilingList preset={PRESET} hint={t('page.hint')} showUnit={false} links={links} />}
      {ready && context.isPending && <Skeleton variant="rounded" height={220} />}
      {context.isError && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => context.refetch()}>{tUi('retry')}</Button>}>
          {t('page.planFailed')}
        </Alert>
      )}
      {context.data && !context.data.plan && <Alert severity="warning" data-testid="no-plan">{t(picks ? 'page.noPlanOther' : 'page.noPlan')}</Alert>}
      {context.data?.plan && <PlanPanel plan={context.data.plan} holders={context.data.holders} quotaInst={context.data.quotaInst} />}
      {creating && !picks && (
        <PostSettingEditor onClose={() => {
          setCreating(false);
          void client.invalidateQueries({ queryKey: postPlanKeys.all });
        }} />
      )}
    </Stack>
  );
}
