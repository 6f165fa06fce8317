import { useTranslations } from 'next-intl';
import ErrorPage from './ErrorPage';

export default function Page403() {
  const t = useTranslations('error');
  return <ErrorPage code={t('forbiddenTitle')} icon="lock-2-line" message={t('forbidden')} hint={t('forbiddenHint')} />;
}
