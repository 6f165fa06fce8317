import { useState } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslations } from 'next-intl';
import { message } from '@/lib/client/stores/messages';
import DemoCard from '../../../shared/DemoCard';
import Section from './Section';

const COLORS = ['primary', 'secondary', 'success', 'warning', 'error'] as const;

export default function SwitchDemo() {
  const t = useTranslations('demo.controls.switch');
  const [on, setOn] = useState(true);
  const [notify, setNotify] = useState(false);
  const [saving, setSaving] = useState(false);

  const toggleNotify = () => {
    setSaving(true);
    setTimeout(() => {
      setNotify((v) => {
        message.success(t(v ? 'notifyOff' : 'notifyOn'));
        return !v;
      });
      setSaving(false);
    }, 800);
  };

  return (
    <DemoCard title={t('title')}>
      <Section title={t('basic')} value={t(on ? 'on' : 'off')}>
        <Switch checked={on} onChange={(e) => setOn(e.target.checked)} slotProps={{ input: { 'aria-label': t('basic') } }} />
        <FormControlLabel control={<Switch checked={on} onChange={(e) => setOn(e.target.checked)} />} label={t('withLabel')} />
      </Section>
      <Section title={t('states')}>
        <FormControlLabel control={<Switch disabled />} label={t('disabled')} />
        <FormControlLabel control={<Switch disabled checked />} label={t('disabledOn')} />
        <FormControlLabel control={<Switch size="small" defaultChecked />} label={t('small')} />
      </Section>
      <Section title={t('colors')}>
        {COLORS.map((c) => <Switch key={c} color={c} defaultChecked slotProps={{ input: { 'aria-label': c } }} />)}
      </Section>
      <Section title={t('async')}>
        <FormControlLabel control={<Switch checked={notify} disabled={saving} onChange={toggleNotify} />} label={t('notify')} />
        {saving && <CircularProgress size={18} aria-label={t('saving')} />}
      </Section>
    </DemoCard>
  );
}
