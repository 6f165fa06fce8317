import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslations } from 'next-intl';
import DemoCard from '../../../shared/DemoCard';
import Section from './Section';

const CITIES = ['hangzhou', 'huzhou', 'jiaxing', 'shaoxing'] as const;

export default function RadioDemo() {
  const t = useTranslations('demo.controls.radio');
  const [city, setCity] = useState<string>('huzhou');
  const [size, setSize] = useState('medium');
  const [plan, setPlan] = useState('basic');
  const label = (c: string) => t(`cities.${c}`);
  return (
    <DemoCard title={t('title')}>
      <Section title={t('basic')} value={t('selected', { value: label(city) })}>
        <RadioGroup row value={city} onChange={(e) => setCity(e.target.value)} aria-label={t('basic')}>
          {CITIES.map((c) => <FormControlLabel key={c} value={c} control={<Radio />} label={label(c)} disabled={c === 'shaoxing'} />)}
        </RadioGroup>
      </Section>
      <Section title={t('sizes')}>
        <RadioGroup row value={size} onChange={(e) => setSize(e.target.value)} aria-label={t('sizes')}>
          <FormControlLabel value="small" control={<Radio size="small" />} label={t('small')} />
          <FormControlLabel value="medium" control={<Radio />} label={t('medium')} />
          <FormControlLabel value="large" control={<Radio sx={{ '& .MuiSvgIcon-root': { fontSize: 30 } }} />} label={t('large')} />
        </RadioGroup>
      </Section>
      <Section title={t('bordered')} value={t('selected', { value: t(`plans.${plan}`) })}>
        <RadioGroup row value={plan} onChange={(e) => setPlan(e.target.value)} aria-label={t('bordered')} sx={{ gap: 1.5 }}>
          {(['basic', 'pro'] as const).map((p) => (
            <Paper key={p} variant="outlined" sx={{ pr: 2, borderColor: plan === p ? 'primary.main' : 'divider' }}>
              <FormControlLabel value={p} control={<Radio />} label={t(`plans.${p}`)} sx={{ m: 0 }} />
            </Paper>
          ))}
        </RadioGroup>
      </Section>
    </DemoCard>
  );
}
