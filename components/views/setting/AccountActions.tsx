import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';
import type { AccountItem } from '@/lib/contracts/userAdmin';
import RemixIcon from '@/components/shell/RemixIcon';

export type AccountAction = 'edit' | 'role' | 'reset' | 'unlock' | 'qr' | 'toggle' | 'delete';

interface Props {
  account: AccountItem;
  isAdmin: boolean;
  /** The signed-in user's own account: it cannot be disabled, deleted or given another role here. */
  isSelf: boolean;
  onAction(action: AccountAction, account: AccountItem): void;
}

/** The row's actions; those the server would refuse for this row are not offered. */
export default function AccountActions({ account, isAdmin, isSelf, onAction }: Props) {
  const t = useTranslations('setting.userManagement');
  const tQr = useTranslations('setting.qrCode');
  const button = (action: AccountAction, icon: string, label: string, color?: 'error' | 'warning') => (
    <IconButton key={action} size="small" color={color} aria-label={`${label} ${account.username}`} data-hint={label} data-testid={`account-${action}-${account.username}`}
      onClick={(e) => { e.stopPropagation(); onAction(action, account); }}>
      <RemixIcon name={icon} />
    </IconButton>
  );
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      {button('edit', 'edit-line', t('editAction'))}
      {isAdmin && !isSelf && button('role', 'shield-user-line', t('roleAction'))}
      {button('reset', 'key-2-line', t('resetPassword'))}
      {account.locked && button('unlock', 'lock-unlock-line', t('unlock'), 'warning')}
      {account.enabled && button('qr', 'qr-code-line', tQr('action'))}
      {!isSelf && button('toggle', account.enabled ? 'forbid-line' : 'checkbox-circle-line', account.enabled ? t('disable') : t('enable'))}
      {!isSelf && button('delete', 'delete-bin-line', t('delete'), 'error')}
    </Stack>
  );
}
