import { useState } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslations } from 'next-intl';
import { message, type MessageKind } from '@/lib/client/stores/messages';
import DemoCard from '../shared/DemoCard';
import MockNoticeList from '../shared/MockNoticeList';

const KINDS: MessageKind[] = ['success', 'info', 'warning', 'error'];

/** The mock notices (notice and e-mail tabs, as in the header popover) and the four kinds of toast. */
export default function Notice() {
  const t = useTranslations('demo.notice');
  const [tab, setTab] = useState<'notice' | 'email'>('notice');
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <DemoCard title={t('listTitle')}>
          <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ mb: 1 }}>
            <Tab value="notice" label={t('notices')} />
            <Tab value="email" label={t('emails')} />
          </Tabs>
          <MockNoticeList show={tab} />
        </DemoCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <DemoCard title={t('toastTitle')} subtitle={t('toastHint')}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {KINDS.map((kind) => (
              <Button key={kind} variant="outlined" color={kind} onClick={() => message[kind](t(`toasts.${kind}`))} data-testid={`toast-${kind}`}>
                {t(`kinds.${kind}`)}
              </Button>
            ))}
          </Stack>
        </DemoCard>
      </Grid>
    </Grid>
  );
}
