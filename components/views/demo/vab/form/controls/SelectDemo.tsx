import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import DemoCard from '../../../shared/DemoCard';
import Section from './Section';

const CITIES = ['hangzhou', 'huzhou', 'jiaxing', 'shaoxing'] as const;
const GROUPS: [group: string, items: string[]][] = [['north', ['beijing', 'tianjin']], ['south', ['guangzhou', 'shenzhen']]];

export default function SelectDemo() {
  const t = useTranslations('demo.controls.select');
  const tCity = useTranslations('demo.controls.radio.cities');
  const [city, setCity] = useState('');
  const [many, setMany] = useState<string[]>(['huzhou']);
  const [grouped, setGrouped] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  return (
    <DemoCard title={t('title')}>
      <Section title={t('basic')} value={t('value', { value: city ? tCity(city) : '—' })}>
        <TextField select label={t('city')} value={city} onChange={(e) => setCity(e.target.value)} sx={{ width: 220 }} slotProps={{ htmlInput: { 'data-testid': 'select-city' } }}>
          <MenuItem value=""><em>{t('none')}</em></MenuItem>
          {CITIES.map((c) => <MenuItem key={c} value={c} disabled={c === 'shaoxing'}>{tCity(c)}</MenuItem>)}
        </TextField>
        <TextField select label={t('disabled')} value="" disabled sx={{ width: 200 }}><MenuItem value="">—</MenuItem></TextField>
      </Section>
      <Section title={t('multiple')}>
        <TextField
          select label={t('cities')} value={many} sx={{ width: { xs: '100%', sm: 360 } }}
          onChange={(e) => setMany(typeof e.target.value === 'string' ? e.target.value.split(',') : (e.target.value as string[]))}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (v) => (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>{(v as string[]).map((c) => <Chip key={c} size="small" label={tCity(c)} />)}</Box>
              ),
            },
          }}
        >
          {CITIES.map((c) => <MenuItem key={c} value={c}>{tCity(c)}</MenuItem>)}
        </TextField>
      </Section>
      <Section title={t('grouped')}>
        <TextField select label={t('city')} value={grouped} onChange={(e) => setGrouped(e.target.value)} sx={{ width: 220 }}>
          {GROUPS.flatMap(([group, items]) => [
            <ListSubheader key={group}>{t(`groups.${group}`)}</ListSubheader>,
            ...items.map((c) => <MenuItem key={c} value={c}>{t(`groupCities.${c}`)}</MenuItem>),
          ])}
        </TextField>
      </Section>
      <Section title={t('searchable')} value={t('value', { value: searched ? tCity(searched) : '—' })}>
        <Autocomplete
          options={[...CITIES]} getOptionLabel={(c) => tCity(c)} value={searched} onChange={(_, v) => setSearched(v)}
          noOptionsText={t('noMatch')} sx={{ width: 260 }} renderInput={(params) => <TextField {...params} label={t('typeToSearch')} />}
        />
      </Section>
    </DemoCard>
  );
}
