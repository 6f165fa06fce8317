import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { AdminWork } from '@/lib/contracts/workbench';
import CountTile from './CountTile';

/** The admin's: registrations to review, accounts locked by wrong passwords, and the failures of the last days. */
export default function AdminWorkPanel({ work }: { work: AdminWork }) {
  const t = useTranslations('home.workbench');
  const tiles = [
    { key: 'registrations', label: t('pendingRegistrations'), tally: work.pendingRegistrations, tone: 'warning' as const },
    { key: 'locked', label: t('lockedAccounts'), tally: work.lockedAccounts, tone: 'warning' as const },
    { key: 'errors', label: t('recentErrors', { days: work.recentErrorDays }), tally: work.recentErrors, tone: 'error' as const },
  ];

  return (
    <>
      <Grid container spacing={1.5}>
        {tiles.map((x) => (
          <Grid key={x.key} size={{ xs: 6, sm: 4 }}>
            <CountTile label={x.label} count={x.tally.count} to={x.tally.to} testId={`workbench-${x.key}`} tone={x.tone} />
          </Grid>
        ))}
      </Grid>
      <Typography variant="subtitle2" sx={{ mt: 2.5, mb: 0.5 }}>{t('latestErrors')}</Typography>
      {work.latestErrors.length === 0 && <Typography color="text.secondary" data-testid="workbench-empty">{t('noErrors')}</Typography>}
      {work.latestErrors.length > 0 && (
        <List dense disablePadding data-testid="workbench-errors">
          {work.latestErrors.map((e) => (
            <ListItem key={e.id} divider alignItems="flex-start" secondaryAction={<Chip size="small" color="error" variant="outlined" label={e.code} />}>
              <ListItemText
                primary={`${e.at} · ${e.account} · ${e.action}`} secondary={e.detail || e.unitName || e.ip}
                slotProps={{ primary: { sx: { wordBreak: 'break-word' } }, secondary: { sx: { wordBreak: 'break-word' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
