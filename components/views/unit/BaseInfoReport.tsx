import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { companyKeys, getCompanyInfo } from '@/lib/client/api/company';
import FilingList from '@/components/views/check/FilingList';
import UnitInfoDialog from './UnitInfoDialog';

const PRESET = { box: 'mine', types: ['UNIT_INFO', 'PERSON_INFO'] } as const;

/** 基本信息上报 (/company/baseInforeport): the unit's information and person filings, and a new unit information filing. */
export default function BaseInfoReport() {
  const t = useTranslations('unit');
  const [creating, setCreating] = useState(false);
  const { data: company } = useQuery({ queryKey: companyKeys.info(), queryFn: () => getCompanyInfo() });
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          variant="contained" disabled={!company || Boolean(company.pendingFilingId)} onClick={() => setCreating(true)}
          data-testid="new-unit-info"
        >
          {t('report.newUnitInfo')}
        </Button>
      </Stack>
      <FilingList preset={PRESET} hint={t('report.hint')} showUnit={false} />
      {creating && company && <UnitInfoDialog company={company} onClose={() => setCreating(false)} />}
    </Stack>
  );
}
