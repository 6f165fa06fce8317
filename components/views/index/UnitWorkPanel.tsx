import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { Link as RouterLink } from 'react-router';
import type { UnitWork } from '@/lib/contracts/workbench';
import { filingTypeName } from '../check/filingTypes';
import { useFilingStatusName } from '../check/filingStatus';
import { UnitCampaigns } from './CampaignList';
import CountTile from './CountTile';

/** A base unit's work: drafts to finish, filings returned to it (with the reviewer's opinion), filings in review. */
export default function UnitWorkPanel({ work }: { work: UnitWork }) {
  const t = useTranslations('home.workbench');
  const locale = useLocale();
  const statusName = useFilingStatusName();
  const tiles = [work.drafts, ...work.returned, ...work.inReview];
  const nothing = tiles.every((x) => x.count === 0) && work.campaigns.every((c) => c.filed);

  return (
    <>
      <Grid container spacing={1.5}>
        {tiles.map((x) => (
          <Grid key={x.status} size={{ xs: 6, sm: 4, md: 12 / 5 }}>
            <CountTile
              label={statusName(x.status)} count={x.count} to={x.to} testId={`workbench-status-${x.status}`}
              tone={x.status.startsWith('RETURNED') ? 'error' : undefined}
            />
          </Grid>
        ))}
      </Grid>
      <UnitCampaigns campaigns={work.campaigns} />
      {nothing && <Typography color="text.secondary" sx={{ mt: 2, textAlign: 'center' }} data-testid="workbench-empty">{t('empty')}</Typography>}
      {work.latestReturned.length > 0 && (
        <>
          <Typography variant="subtitle2" sx={{ mt: 2.5, mb: 0.5 }}>{t('latestReturned')}</Typography>
          <List dense disablePadding data-testid="workbench-returned">
            {work.latestReturned.map((f) => (
              <ListItem key={f.id} disablePadding divider>
                <ListItemButton component={RouterLink} to={f.to} alignItems="flex-start">
                  <ListItemText
                    primary={`${f.filingNo} · ${filingTypeName(f.filingType, locale)} · ${f.title}`}
                    secondary={`${statusName(f.status)} ${f.returnedAt} — ${t('opinion', { opinion: f.opinion || t('noOpinion') })}`}
                    slotProps={{ primary: { sx: { wordBreak: 'break-word' } }, secondary: { sx: { wordBreak: 'break-word' } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </>
      )}
    </>
  );
}
