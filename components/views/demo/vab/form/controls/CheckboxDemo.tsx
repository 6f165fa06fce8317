import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useTranslations } from 'next-intl';
import { message } from '@/lib/client/stores/messages';
import DemoCard from '../../../shared/DemoCard';
import Section from './Section';

const CITIES = ['hangzhou', 'huzhou', 'jiaxing', 'shaoxing'] as const;
const MAX = 2;

export default function CheckboxDemo() {
  const t = useTranslations('demo.controls.checkbox');
  const tCity = useTranslations('demo.controls.radio.cities');
  const [agree, setAgree] = useState(true);
  const [cities, setCities] = useState<string[]>(['huzhou']);
  const [limited, setLimited] = useState<string[]>([]);
  const all = cities.length === CITIES.length;
  const names = (list: string[]) => list.map((c) => tCity(c)).join('、') || t('none');

  const toggleLimited = (c: string) => {
    if (limited.includes(c)) setLimited(limited.filter((x) => x !== c));
    else if (limited.length >= MAX) message.warning(t('maxReached', { max: MAX }));
    else setLimited([...limited, c]);
  };

  return (
    <DemoCard title={t('title')}>
      <Section title={t('basic')}>
        <FormControlLabel control={<Checkbox checked={agree} onChange={(e) => setAgree(e.target.checked)} />} label={t('remember')} />
        <FormControlLabel control={<Checkbox disabled />} label={t('disabled')} />
        <FormControlLabel control={<Checkbox disabled checked />} label={t('disabledChecked')} />
      </Section>
      <Section title={t('all')} value={t('selected', { value: names(cities) })}>
        <FormControlLabel
          label={t('checkAll')}
          control={<Checkbox checked={all} indeterminate={!all && cities.length > 0} onChange={() => setCities(all ? [] : [...CITIES])} />}
        />
        <FormGroup row>
          {CITIES.map((c) => (
            <FormControlLabel
              key={c} label={tCity(c)}
              control={<Checkbox checked={cities.includes(c)} onChange={(e) => setCities(e.target.checked ? [...cities, c] : cities.filter((x) => x !== c))} />}
            />
          ))}
        </FormGroup>
      </Section>
      <Section title={t('limit', { max: MAX })} value={t('selected', { value: names(limited) })}>
        <FormGroup row>
          {CITIES.map((c) => (
            <FormControlLabel key={c} label={tCity(c)} control={<Checkbox checked={limited.includes(c)} onChange={() => toggleLimited(c)} />} />
          ))}
        </FormGroup>
      </Section>
    </DemoCard>
  );
}
