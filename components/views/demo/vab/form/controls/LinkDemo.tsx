import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { Link as RouterLink } from 'react-router';
import RemixIcon from '@/components/shell/RemixIcon';
import DemoCard from '../../../shared/DemoCard';
import Section from './Section';

const COLORS = ['primary', 'secondary', 'success.main', 'warning.main', 'error.main', 'text.primary'] as const;

export default function LinkDemo() {
  const t = useTranslations('demo.controls.link');
  return (
    <DemoCard title={t('title')}>
      <Section title={t('colors')}>
        {COLORS.map((c) => <Link key={c} component={RouterLink} to="/vab/form/button" color={c}>{t(`color.${c.split('.')[0]}`)}</Link>)}
      </Section>
      <Section title={t('underline')}>
        {(['always', 'hover', 'none'] as const).map((u) => <Link key={u} href="#/vab/form/link" underline={u}>{t(`underlines.${u}`)}</Link>)}
      </Section>
      <Section title={t('disabled')}>
        <Typography color="text.disabled" aria-disabled="true">{t('disabledLink')}</Typography>
      </Section>
      <Section title={t('icons')}>
        <Link component={RouterLink} to="/vab/icon/remixIcon" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <RemixIcon name="remixicon-line" size={16} />{t('toIcons')}
        </Link>
        <Link href="https://github.com/zxwk1998/vue-admin-better" target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          {t('external')}<RemixIcon name="external-link-line" size={16} />
        </Link>
      </Section>
    </DemoCard>
  );
}
