import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { Link as RouterLink } from 'react-router';
import type { ReviewWork } from '@/lib/contracts/workbench';
import { filingTypeName } from '../check/filingTypes';
import { ReviewCampaigns } from './CampaignList';
import CountTile from './CountTile';

function Days({ days, overdue }: { days: number; overdue: boolean }) {
  const t = useTranslations('home.workbench');
  return (
    <Chip
      size="small" color={overdue ? 'error' : 'default'} variant={overdue ? 'filled' : 'outlined'} data-overdue={overdue}
      label={overdue ? t('overdueDays', { days }) : t('waitingDays', { days })}
    />
  );
}

/** A reviewer's queue: how many wait, by filing type, and the longest waits first, those past the limit marked overdue. */
export default function ReviewWorkPanel({ work }: { work: ReviewWork }) {
  const t = useTranslations('home.workbench');
  const locale = useLocale();

  return (
    <>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 6, sm: 4 }}>
          <CountTile label={t('waiting')} count={work.waiting.count} to={work.waiting.to} testId="workbench-waiting" />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <CountTile label={t('overdue')} count={work.overdue} to={work.waiting.to} testId="workbench-overdue" tone="error" />
        </Grid>
      </Grid>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>{t('overdueRule', { days: work.overdueAfterDays })}</Typography>
      {work.waiting.count === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2, textAlign: 'center' }} data-testid="workbench-empty">{t('nothingWaiting')}</Typography>
      )}
      {work.byType.length > 0 && (
        <>
          <Typography variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>{t('byType')}</Typography>
          <List dense disablePadding data-testid="workbench-by-type">
            {work.byType.map((x) => (
              <ListItem key={x.filingType} disablePadding divider>
                <ListItemButton component={RouterLink} to={x.to} data-testid={`workbench-type-${x.filingType}`}>
                  <ListItemText primary={filingTypeName(x.filingType, locale)} secondary={t('oldestWait', { days: x.oldestWaitingDays })} />
                  <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center', flexShrink: 0, ml: 1 }}>
                    {x.overdue > 0 && <Chip size="small" color="error" label={t('overdueCount', { count: x.overdue })} />}
                    <Typography variant="h6" component="span" color="primary" data-testid={`workbench-type-${x.filingType}-count`}>{x.count}</Typography>
                  </Box>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Typography variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>{t('oldest')}</Typography>
          <List dense disablePadding data-testid="workbench-oldest">
            {work.oldest.map((f) => (
              <ListItem key={f.id} disablePadding divider>
                <ListItemButton component={RouterLink} to={f.to} alignItems="flex-start">
                  <ListItemText
                    primary={f.title} secondary={`${f.filingNo} · ${filingTypeName(f.filingType, locale)} · ${f.unitName}`}
                    slotProps={{ primary: { sx: { wordBreak: 'break-word' } }, secondary: { sx: { wordBreak: 'break-word' } } }}
                  />
                  <Box sx={{ flexShrink: 0, ml: 1, pt: 0.5 }}><Days days={f.waitingDays} overdue={f.overdue} /></Box>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </>
      )}
      <ReviewCampaigns campaigns={work.campaigns} />
    </>
  );
}
