import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Violation } from '@/lib/contracts/filing';
import { filingKeys, getFilingDetail } from '@/lib/client/api/filing';
import { RequestError } from '@/lib/client/request';
import { useRetitlePage } from '@/components/routing/pageTitles';
import AttachmentPanel from './AttachmentPanel';
import BeforeAfterPanel from './BeforeAfterPanel';
import ChangesPanel from './ChangesPanel';
import DetailSection from './DetailSection';
import FilingActionBar from './FilingActionBar';
import FilingOverview from './FilingOverview';
import FilingPrintPdfButton from './FilingPrintPdfButton';
import { useFilingStatusName } from './filingStatus';
import { filingTypeName } from './filingTypes';
import FindingsPanel from './FindingsPanel';
import { rendererFor } from './renderers';
import ReviewTimeline from './ReviewTimeline';

type Translate = ReturnType<typeof useTranslations<'filing'>>;

/** 岗位设置审批备案（已核准）: the tab and breadcrumb of a filing's page follow its state; undefined while it loads. */
export function filingPageTitle(
  t: Translate, filing: { filingType: string; status: string } | undefined, locale: string,
  statusName: (status: string, filingType?: string | null) => string,
): string | undefined {
  if (!filing) return undefined;
  return t('detail.pageTitle', { type: filingTypeName(filing.filingType, locale), status: statusName(filing.status, filing.filingType) });
}

interface Props {
  id: number;
  /** Admin's view: no actions. */
  readOnly?: boolean;
  /** The filing is the page (not a dialog over another): its tab and breadcrumb name its type and status. */
  titlesPage?: boolean;
  onDeleted?(): void;
}

/** One filing: its header, its type's contents, what changed since the last submission, the findings, the timeline, the actions. */
export default function FilingDetailView({ id, readOnly, titlesPage, onDeleted }: Props) {
  const t = useTranslations('filing');
  const tUi = useTranslations('ui');
  const locale = useLocale();
  const statusName = useFilingStatusName();
  // The findings of the last refused action; null shows the filing's own.
  const [findings, setFindings] = useState<Violation[] | null>(null);
  const detail = useQuery({ queryKey: filingKeys.detail(id), queryFn: () => getFilingDetail(id), staleTime: 0 });
  useRetitlePage(filingPageTitle(t, detail.data, locale, statusName), Boolean(titlesPage));

  if (detail.isPending) {
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  }
  if (detail.isError) {
    const missing = detail.error instanceof RequestError && detail.error.code === 404;
    return (
      <Alert
        severity={missing ? 'warning' : 'error'}
        data-testid="filing-unavailable"
        action={missing ? undefined : <Button color="inherit" size="small" onClick={() => detail.refetch()}>{tUi('retry')}</Button>}
      >
        {missing ? t('detail.notFound') : `${t('detail.loadFailed')}${t('value.sep')}${detail.error.message}`}
      </Alert>
    );
  }

  const filing = detail.data;
  const { Header, Lines } = rendererFor(filing.filingType);
  // A resubmission is read for its fixes: what changed comes first.
  const changedFirst = filing.changesSincePreviousSubmission.length > 0;
  return (
    <Stack spacing={2} data-testid="filing-detail" data-version={filing.version}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <FilingPrintPdfButton filing={filing} />
      </Stack>
      <FilingOverview filing={filing} />
      {filing.reviewLock && (
        <Alert severity="info" data-testid="filing-review-lock">{t('detail.heldBy', filing.reviewLock)}</Alert>
      )}
      <FindingsPanel violations={findings ?? filing.violations} filing={filing} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Stack spacing={2}>
            {changedFirst && <ChangesPanel filing={filing} />}
            <BeforeAfterPanel filing={filing} />
            <DetailSection title={t('detail.content')} testId="filing-content">
              <Header filing={filing} />
              {Lines && <Lines filing={filing} />}
            </DetailSection>
            {!changedFirst && <ChangesPanel filing={filing} />}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={2}>
            <AttachmentPanel filing={filing} />
            <ReviewTimeline filing={filing} />
          </Stack>
        </Grid>
      </Grid>
      {!readOnly && <FilingActionBar filing={filing} onFindings={setFindings} onDeleted={() => onDeleted?.()} />}
    </Stack>
  );
}
