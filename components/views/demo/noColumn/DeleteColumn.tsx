import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import DemoCard from '../shared/DemoCard';

/** A page marked noColumn: the column layout shows it without its second-level menu column. */
export default function DeleteColumn() {
  const t = useTranslations('demo.noColumn');
  return (
    <DemoCard title={t('title')}>
      <Typography sx={{ mb: 1 }}>{t('text')}</Typography>
      <Typography color="text.secondary">{t('hint')}</Typography>
    </DemoCard>
  );
}
