import { useTranslations } from 'next-intl';
import ErrorPage from './ErrorPage';

export default function Page404() {
  const t = useTranslations('error');
  return <ErrorPage code={t('notFoundTitle')} icon="compass-3-line" message={t('notFound')} hint={t('notFoundHint')} />;
}
