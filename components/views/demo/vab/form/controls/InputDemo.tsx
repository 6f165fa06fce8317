import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import RemixIcon from '@/components/shell/RemixIcon';
import DemoCard from '../../../shared/DemoCard';
import Section from './Section';

const NOTE_MAX = 100;

export default function InputDemo() {
  const t = useTranslations('demo.controls.input');
  const [text, setText] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [note, setNote] = useState('');
  return (
    <DemoCard title={t('title')}>
      <Section title={t('basic')} value={t('value', { value: text || '—' })}>
        <TextField
          label={t('basicLabel')} value={text} onChange={(e) => setText(e.target.value)} sx={{ width: 260 }}
          slotProps={{
            input: {
              endAdornment: text ? (
                <InputAdornment position="end">
                  <IconButton size="small" aria-label={t('clear')} onClick={() => setText('')}><RemixIcon name="close-circle-line" /></IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
        <TextField label={t('disabled')} disabled defaultValue={t('disabledValue')} sx={{ width: 200 }} />
        <TextField label={t('small')} size="small" sx={{ width: 200 }} />
      </Section>
      <Section title={t('password')}>
        <TextField
          label={t('passwordLabel')} type={visible ? 'text' : 'password'} value={password} onChange={(e) => setPassword(e.target.value)}
          sx={{ width: 260 }} autoComplete="new-password"
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label={visible ? t('hide') : t('show')} onClick={() => setVisible((v) => !v)}>
                    <RemixIcon name={visible ? 'eye-off-line' : 'eye-line'} />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </Section>
      <Section title={t('adornments')}>
        <TextField label={t('search')} sx={{ width: 240 }} slotProps={{ input: { startAdornment: <InputAdornment position="start"><RemixIcon name="search-line" /></InputAdornment> } }} />
        <TextField label={t('site')} sx={{ width: 240 }} slotProps={{ input: { startAdornment: <InputAdornment position="start">https://</InputAdornment>, endAdornment: <InputAdornment position="end">.cn</InputAdornment> } }} />
      </Section>
      <Section title={t('textarea')}>
        <TextField
          label={t('note')} multiline minRows={3} value={note} onChange={(e) => setNote(e.target.value)} sx={{ width: { xs: '100%', sm: 420 } }}
          helperText={`${note.length}/${NOTE_MAX}`} slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
        />
      </Section>
    </DemoCard>
  );
}
