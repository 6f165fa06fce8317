import { useTranslations } from 'next-intl';
import { message } from '@/lib/client/stores/messages';
import DemoCard from '../../shared/DemoCard';
import IconBrowser from './IconBrowser';

/** The whole Remix Icon set; a click copies the icon's class name. */
export default function RemixIconList() {
  const t = useTranslations('demo.icon');
  const copy = async (name: string) => {
    try {
      await navigator.clipboard.writeText(`ri-${name}`);
      message.success(t('copied', { name: `ri-${name}` }));
    } catch {
      message.warning(t('copyFailed', { name: `ri-${name}` }));
    }
  };
  return (
    <DemoCard title={t('title')} subtitle={t('subtitle')}>
      <IconBrowser onPick={copy} />
    </DemoCard>
  );
}
