import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import DomainAddIcon from '@mui/icons-material/DomainAdd';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import UnitImportDialog from './department/UnitImportDialog';
import HistoryImportDialog from './dataImport/HistoryImportDialog';

function ImportCard({ title, hint, icon, action }: { title: string; hint: string; icon: ReactNode; action: ReactNode }) {
  return (
    <Paper component="section" sx={{ p: 2.5, flex: 1 }}>
      <Stack spacing={1.5} sx={{ height: '100%' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {icon}
          <Typography variant="h6" component="h2">{title}</Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>{hint}</Typography>
        <div>{action}</div>
      </Stack>
    </Paper>
  );
}

/** 数据导入: the imports of a deployment's first day, the unit registry and then the persons with their history (admin; rsj for its region). */
export default function DataImport() {
  const t = useTranslations('setting.dataImport');
  const client = useQueryClient();
  const [open, setOpen] = useState<'units' | 'history' | null>(null);
  // What an import writes shows wherever units and persons are listed.
  const closed = (imported: boolean) => {
    setOpen(null);
    if (imported) void client.invalidateQueries();
  };
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('intro')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <ImportCard
          title={t('units')} hint={t('unitsHint')} icon={<DomainAddIcon color="primary" />}
          action={<Button variant="contained" onClick={() => setOpen('units')} data-testid="unit-import">{t('importUnits')}</Button>}
        />
        <ImportCard
          title={t('history')} hint={t('historyHint')} icon={<HistoryEduIcon color="primary" />}
          action={<Button variant="contained" onClick={() => setOpen('history')} data-testid="history-import">{t('importHistory')}</Button>}
        />
      </Stack>
      {open === 'units' && <UnitImportDialog onClose={closed} />}
      {open === 'history' && <HistoryImportDialog onClose={closed} />}
    </Stack>
  );
}
