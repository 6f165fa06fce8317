import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import RemixIcon from '@/components/shell/RemixIcon';
import DemoCard from '../shared/DemoCard';

/** The product's release history (version, date, colour, icon); the texts are in the messages. */
const EVENTS: [key: string, date: string, color: string, icon: string][] = [
  ['v270', '2025-05-28', 'primary.main', 'rocket-line'],
  ['v260', '2025-01-15', 'success.main', 'shield-check-line'],
  ['v250', '2024-09-02', 'warning.main', 'file-list-3-line'],
  ['v200', '2024-03-20', 'info.main', 'team-line'],
  ['v100', '2023-06-01', 'text.secondary', 'flag-line'],
];

/** A vertical timeline, newest first or oldest first. */
export default function Timeline() {
  const t = useTranslations('demo.timeline');
  const [oldestFirst, setOldestFirst] = useState(false);
  const events = oldestFirst ? [...EVENTS].reverse() : EVENTS;
  return (
    <DemoCard title={t('title')} action={<FormControlLabel control={<Switch checked={oldestFirst} onChange={(e) => setOldestFirst(e.target.checked)} />} label={t('oldestFirst')} />}>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="timeline">
        {events.map(([key, date, color, icon], i) => (
          <Box component="li" key={key} sx={{ display: 'flex', gap: 2 }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
              <Box sx={{ color, display: 'grid', placeItems: 'center', width: 32, height: 32, borderRadius: '50%', border: 2, borderColor: color }}>
                <RemixIcon name={icon} size={16} />
              </Box>
              {i < events.length - 1 && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
            </Box>
            <Box sx={{ pb: 3, minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary">{date}</Typography>
              <Typography sx={{ fontWeight: 600 }}>{t(`events.${key}.title`)}</Typography>
              <Typography variant="body2" color="text.secondary">{t(`events.${key}.text`)}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </DemoCard>
  );
}
