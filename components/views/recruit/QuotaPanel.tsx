import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { getRecruitQuota, recruitKeys } from '@/lib/client/api/recruit';
import { useCodeLists } from '@/components/ui/useCodeLists';

const ESTAB = ['estabType'] as const;

/** The unit's room for recruitment per establishment type (R-BZ-02), above a plan or an introduction; `unitId`, a unit the admin picked. */
export default function QuotaPanel({ unitId }: { unitId?: number }) {
  const t = useTranslations('recruit.quota');
  const { label } = useCodeLists(ESTAB);
  const quota = useQuery({ queryKey: recruitKeys.quota(unitId), queryFn: () => getRecruitQuota(unitId), staleTime: 0 });
  if (quota.isPending) return <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />;
  if (quota.isError) return <Alert severity="warning" sx={{ mb: 2 }}>{t('failed')}</Alert>;
  const held = quota.data.filter((q) => q.approved > 0);
  return (
    <Alert severity="info" icon={false} sx={{ mb: 2 }} data-testid="recruit-quota">
      {held.length === 0 ? t('none') : held.map((q) => (
        <Box key={q.estabType} data-testid={`recruit-quota-${q.estabType}`}>
          {t('line', {
            type: label('estabType', q.estabType), approved: q.approved, actual: q.actual, notArrived: q.approvedNotArrived, inTransit: q.inTransit,
            reserved: q.reservedByPlans, available: q.available,
          })}
        </Box>
      ))}
    </Alert>
  );
}
