import { useTranslations } from 'next-intl';
import { useAclStore } from '@/lib/client/stores/acl';
import FilingList from '@/components/views/check/FilingList';
import { HISTORY_LINKS } from './links';

const PRESET = { box: 'all', types: ['POST_SETTING'] } as const;

/** 历史查询 (/jobplanrecord/listPage): every post setting filing in the caller's scope over time, in any status. */
export default function PostSettingHistory() {
  const t = useTranslations('jobplanrecord');
  const unitAccount = useAclStore((s) => s.role.includes('jc'));
  return (
    <FilingList preset={PRESET} hint={t('history.filingsHint')} showUnit={!unitAccount} links={[{ to: HISTORY_LINKS.plans, label: t('page.planHistory') }]} />
  );
}
