import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import FilingTypePage from '@/components/views/jobmanage/FilingTypePage';
import ExchangeEditor from './ExchangeEditor';
import OutgoingList from './OutgoingList';

/** 人员交流备案 (/personnelExchangeRecord1/personnelExchangeRecord): the unit's own exchanges, and those taking its persons. */
export default function ExchangePage() {
  const t = useTranslations('exchange');
  const [tab, setTab] = useState<'own' | 'outgoing'>('own');
  return (
    <Stack spacing={2}>
      <Tabs value={tab} onChange={(_e, v) => setTab(v)} variant="scrollable" allowScrollButtonsMobile>
        <Tab value="own" label={t('page.own')} data-testid="tab-own" />
        <Tab value="outgoing" label={t('page.outgoing')} data-testid="tab-outgoing" />
      </Tabs>
      {tab === 'own'
        ? <FilingTypePage filingType="EXCHANGE" hint={t('page.hint')} newLabel={t('page.new')} Editor={ExchangeEditor} testId="new-exchange" />
        : <OutgoingList />}
    </Stack>
  );
}
