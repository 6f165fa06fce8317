import { useTranslations } from 'next-intl';
import ErrorPage from '@/components/views/error/ErrorPage';

/** The 404 page inside the shell, as the demo menu opens it. */
export default function Demo404() {
  const t = useTranslations('error');
  return <ErrorPage code={t('notFoundTitle')} icon="compass-3-line" message={t('notFound')} hint={t('notFoundHint')} fullScreen={false} />;
}
