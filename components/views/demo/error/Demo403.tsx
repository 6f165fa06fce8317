import { useTranslations } from 'next-intl';
import ErrorPage from '@/components/views/error/ErrorPage';

/** The 403 page inside the shell, as the demo menu opens it. */
export default function Demo403() {
  const t = useTranslations('error');
  return <ErrorPage code={t('forbiddenTitle')} icon="lock-2-line" message={t('forbidden')} hint={t('forbiddenHint')} fullScreen={false} />;
}
