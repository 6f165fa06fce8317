import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { companyKeys, getCompanyInfo } from '@/lib/client/api/company';
import FilingList from '@/components/views/check/FilingList';
import AddressUnitPicker, { useAddressUnit } from '@/components/views/unit/AddressUnitPicker';
import QuotaPanel from './QuotaPanel';
import RecruitFilingPage from './RecruitFilingPage';

const PLANS = { box: 'all', types: ['RECRUIT_PLAN'] } as const;

/**
 * 公开招聘计划 (/recruit/openRecruitmentPlan): the unit's plans and a new one. The admin picks a unit (kept in the address
 * as ?unitId=, which the list also filters by) and reads its room for recruitment and its plans; filing is the unit's own.
 */
export default function OpenRecruitmentPlan() {
  const t = useTranslations('recruit.page.plan');
  const { picks, unitId, choose } = useAddressUnit();
  const company = useQuery({ queryKey: companyKeys.info(unitId), queryFn: () => getCompanyInfo(unitId), enabled: picks && unitId !== undefined });
  if (!picks) return <RecruitFilingPage filingType="RECRUIT_PLAN" page="plan" />;
  return (
    <Stack spacing={2}>
      <AddressUnitPicker unitId={unitId} unitName={company.data?.unit.unitName} onChange={choose} />
      {unitId !== undefined && (
        <>
          <Alert severity="info" data-testid="recruit-plan-read-only">{t('readOnly')}</Alert>
          <QuotaPanel unitId={unitId} />
          <FilingList preset={PLANS} hint={t('hintOther')} showUnit={false} />
        </>
      )}
    </Stack>
  );
}
