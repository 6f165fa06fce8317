import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { settings } from '@/lib/config/settings';

/** The filing number and the current year (spec §1). */
export default function Footer() {
  const t = useTranslations('app');
  return (
    <Box component="footer" sx={{ py: 2, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <Typography variant="body2" component="p">
        {t('copyright', { year: new Date().getFullYear(), title: t('title') })}
        {' · '}
        <Link href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer" color="inherit" underline="hover">
          {settings.filingNumber}
        </Link>
      </Typography>
    </Box>
  );
}
