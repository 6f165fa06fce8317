import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { companyKeys, getCompanyInfo } from '@/lib/client/api/company';
import { useCodeLists } from '@/components/ui/useCodeLists';
import AddressUnitPicker, { useAddressUnit } from './AddressUnitPicker';
import FieldGrid from './FieldGrid';
import QuotaTable from './QuotaTable';
import UnitInfoDialog from './UnitInfoDialog';

const CODE_LISTS = ['unitCategory', 'instClass', 'unitTier', 'unitRank', 'affiliation', 'fundingForm', 'mainPostType', 'unitStatus', 'recordStatus', 'estabType'];
const ESTAB_FIELDS = [
  'approvedTotal', 'quotaAdmin', 'quotaInst', 'quotaRefCivil', 'quotaOrganWorker', 'instQuotaManage', 'instQuotaTech', 'instQuotaWorker',
  'leaderFull', 'leaderDeputy', 'internalOrgCount', 'docNo', 'docDate', 'effectiveFrom',
] as const;

/**
 * 单位信息 (/company/companyview): the unit, its approved establishment and how much of it is used. A base unit sees its
 * own and may file a change; the admin picks a unit (kept in the address) and only reads it.
 */
export default function CompanyView() {
  const t = useTranslations('unit');
  const tUi = useTranslations('ui');
  const { label } = useCodeLists(CODE_LISTS);
  const [editing, setEditing] = useState(false);
  const { picks, unitId, ready, choose } = useAddressUnit();
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: companyKeys.info(unitId), queryFn: () => getCompanyInfo(unitId), enabled: ready,
  });
  const picker = picks && <AddressUnitPicker unitId={unitId} unitName={data?.unit.unitName} onChange={choose} />;

  if (!ready) return <Stack spacing={2}>{picker}</Stack>;
  if (isPending) return <Stack spacing={2} aria-busy="true">{picker}{[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={160} />)}</Stack>;
  if (isError) return <Stack spacing={2}>{picker}<Alert severity="error" action={<Button onClick={() => refetch()}>{tUi('retry')}</Button>}>{t('loadFailed')}</Alert></Stack>;

  const u = data.unit;
  const coded = (list: string, v: string | null) => label(list, v);
  const info = [
    { key: 'unitName', value: u.unitName }, { key: 'shortName', value: u.shortName }, { key: 'uscc', value: u.uscc },
    { key: 'unitCategory', value: coded('unitCategory', u.unitCategory) }, { key: 'instClass', value: coded('instClass', u.instClass) },
    { key: 'unitRank', value: coded('unitRank', u.unitRank) }, { key: 'affiliation', value: coded('affiliation', u.affiliation) },
    { key: 'regionName', value: u.regionName }, { key: 'competentDeptName', value: u.competentDeptName },
    { key: 'fundingForm', value: coded('fundingForm', u.fundingForm) }, { key: 'mainPostType', value: coded('mainPostType', u.mainPostType) },
    { key: 'estabDocNo', value: u.estabDocNo }, { key: 'estabDocDate', value: u.estabDocDate }, { key: 'legalRep', value: u.legalRep },
    { key: 'contactName', value: u.contactName }, { key: 'contactPhone', value: u.contactPhone }, { key: 'address', value: u.address },
    { key: 'postcode', value: u.postcode }, { key: 'unitStatus', value: coded('unitStatus', u.unitStatus) },
  ].map((f) => ({ ...f, label: t(`fields.${f.key}`) }));
  const e = data.establishment;

  return (
    <Stack spacing={2} data-testid="company-view">
      {picker}
      {picks && <Alert severity="info" data-testid="unit-read-only">{t('picker.readOnly')}</Alert>}
      {data.pendingFilingId && (
        <Alert severity="info" action={<Button component={RouterLink} to={`/view/checkDetail?id=${data.pendingFilingId}`}>{t('viewPending')}</Button>}>
          {t('pending')}
        </Alert>
      )}
      <Card>
        <CardHeader
          title={t('info')}
          slotProps={{ title: { variant: 'h6' } }}
          action={!picks && !data.pendingFilingId && (
            <Button variant="contained" onClick={() => setEditing(true)} data-testid="change-unit-info">{t('change')}</Button>
          )}
        />
        <CardContent><FieldGrid fields={info} testId="unit-fields" /></CardContent>
      </Card>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 3fr' } }}>
        <Card>
          <CardHeader title={t('establishment')} slotProps={{ title: { variant: 'h6' } }} />
          <CardContent>
            {e ? (
              <FieldGrid
                testId="estab-fields"
                fields={[...ESTAB_FIELDS.map((k) => ({ key: k, label: t(`fields.${k}`), value: e[k] })),
                  { key: 'source', label: t('fields.source'), value: t(`source.${e.source}`) }]}
              />
            ) : <Alert severity="warning">{t('noEstablishment')}</Alert>}
          </CardContent>
        </Card>
        <Card>
          <CardHeader title={t('quota')} slotProps={{ title: { variant: 'h6' } }} />
          <CardContent><QuotaTable quota={data.quota} /></CardContent>
        </Card>
      </Box>
      {editing && <UnitInfoDialog company={data} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
