import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import FilingList from '@/components/views/check/FilingList';
import RewardPunishEditor from './RewardPunishEditor';

const PRESET = { box: 'mine', types: ['REWARD_PUNISH'] } as const;

/** 奖惩管理 (/yearcheckManage/rewardsPenalties): the unit's reward and punishment filings, and a new one. */
export default function RewardPunishPage() {
  const t = useTranslations('yearcheck.rp');
  const [creating, setCreating] = useState(false);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={() => setCreating(true)} data-testid="new-reward-punish">{t('page.new')}</Button>
      </Stack>
      <FilingList preset={PRESET} hint={t('page.hint')} showUnit={false} />
      {creating && <RewardPunishEditor onClose={() => setCreating(false)} />}
    </Stack>
  );
}
