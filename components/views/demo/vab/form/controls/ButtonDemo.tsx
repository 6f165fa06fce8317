import { useState } from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import IconButton from '@mui/material/IconButton';
import { useTranslations } from 'next-intl';
import { message } from '@/lib/client/stores/messages';
import RemixIcon from '@/components/shell/RemixIcon';
import DemoCard from '../../../shared/DemoCard';
import Section from './Section';

const COLORS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;

export default function ButtonDemo() {
  const t = useTranslations('demo.controls.button');
  const [loading, setLoading] = useState(false);
  const clicked = (what: string) => message.info(t('clicked', { what }));
  const load = () => {
    setLoading(true);
    setTimeout(() => setLoading(false), 1500);
  };
  return (
    <DemoCard title={t('title')}>
      <Section title={t('variants')}>
        {(['contained', 'outlined', 'text'] as const).map((v) => <Button key={v} variant={v} onClick={() => clicked(t(v))}>{t(v)}</Button>)}
      </Section>
      <Section title={t('colors')}>
        {COLORS.map((c) => <Button key={c} variant="contained" color={c} onClick={() => clicked(t(`color.${c}`))}>{t(`color.${c}`)}</Button>)}
      </Section>
      <Section title={t('sizes')}>
        {(['small', 'medium', 'large'] as const).map((s) => <Button key={s} variant="outlined" size={s}>{t(`size.${s}`)}</Button>)}
      </Section>
      <Section title={t('icons')}>
        <Button variant="contained" startIcon={<RemixIcon name="search-line" />}>{t('search')}</Button>
        <Button variant="outlined" endIcon={<RemixIcon name="upload-2-line" />}>{t('upload')}</Button>
        <IconButton color="primary" aria-label={t('edit')}><RemixIcon name="edit-line" /></IconButton>
        <IconButton color="error" aria-label={t('delete')}><RemixIcon name="delete-bin-line" /></IconButton>
      </Section>
      <Section title={t('states')}>
        <Button variant="contained" loading={loading} onClick={load} data-testid="button-loading">{t('load')}</Button>
        <Button variant="contained" disabled>{t('disabled')}</Button>
      </Section>
      <Section title={t('group')}>
        <ButtonGroup variant="outlined" aria-label={t('group')}>
          <Button startIcon={<RemixIcon name="arrow-left-s-line" />}>{t('previous')}</Button>
          <Button endIcon={<RemixIcon name="arrow-right-s-line" />}>{t('next')}</Button>
        </ButtonGroup>
      </Section>
    </DemoCard>
  );
}
