import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { Link as RouterLink } from 'react-router';
import type { ReviewWork, UnitWork } from '@/lib/contracts/workbench';
import { filingTypeName } from '../check/filingTypes';

type Round = { year: number; filingType: string; deadline: string; note: string | null; daysLeft: number };

function useRoundText() {
  const t = useTranslations('home.workbench');
  const locale = useLocale();
  return {
    title: (c: Round) => t('campaignTitle', { year: c.year, type: filingTypeName(c.filingType, locale) }),
    due: (c: Round) => [t('deadline', { deadline: c.deadline }), c.note].filter(Boolean).join(' · '),
    left: (c: Round) => (c.daysLeft < 0 ? t('overdueBy', { days: -c.daysLeft }) : c.daysLeft === 0 ? t('dueToday') : t('daysLeft', { days: c.daysLeft })),
  };
}

const wrap = { primary: { sx: { wordBreak: 'break-word' } }, secondary: { sx: { wordBreak: 'break-word' } } } as const;

/** The rounds a unit must file, the nearest deadline first: filed, days left, or overdue; each opens its filing or the page that starts it. */
export function UnitCampaigns({ campaigns }: { campaigns: UnitWork['campaigns'] }) {
  const t = useTranslations('home.workbench');
  const text = useRoundText();
  if (!campaigns.length) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2.5, mb: 0.5 }}>{t('campaigns')}</Typography>
      <List dense disablePadding data-testid="workbench-campaigns">
        {campaigns.map((c) => (
          <ListItem key={c.id} disablePadding divider>
            <ListItemButton component={RouterLink} to={c.to} alignItems="flex-start" data-testid={`workbench-campaign-${c.id}`}>
              <ListItemText primary={text.title(c)} secondary={text.due(c)} slotProps={wrap} />
              <Box sx={{ flexShrink: 0, ml: 1, pt: 0.5 }}>
                <Chip
                  size="small" data-overdue={c.overdue}
                  color={c.filed ? 'success' : c.overdue ? 'error' : 'default'}
                  variant={c.filed || c.overdue ? 'filled' : 'outlined'}
                  label={c.filed ? t('filed') : text.left(c)}
                />
              </Box>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** A reviewer's rounds: its units filed of those in scope, those overdue; each opens the progress view on its type and year. */
export function ReviewCampaigns({ campaigns }: { campaigns: ReviewWork['campaigns'] }) {
  const t = useTranslations('home.workbench');
  const text = useRoundText();
  if (!campaigns.length) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>{t('campaignProgress')}</Typography>
      <List dense disablePadding data-testid="workbench-campaigns">
        {campaigns.map((c) => (
          <ListItem key={c.id} disablePadding divider>
            <ListItemButton component={RouterLink} to={c.to} alignItems="flex-start" data-testid={`workbench-campaign-${c.id}`}>
              <ListItemText primary={text.title(c)} secondary={`${text.due(c)} · ${text.left(c)}`} slotProps={wrap} />
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5, flexShrink: 0, ml: 1, pt: 0.5 }}>
                <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }} data-testid={`workbench-campaign-${c.id}-filed`}>
                  {t('filedOf', { filed: c.filed, expected: c.expected })}
                </Typography>
                {c.overdue > 0 && <Chip size="small" color="error" label={t('overdueUnits', { count: c.overdue })} />}
              </Box>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
}
