import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { BulkAction } from '@/lib/client/api/unitAccounts';

interface Props {
  count: number;
  onAction(action: BulkAction): void;
  onClear(): void;
}

/** The bulk actions on the selected accounts; each asks for confirmation in AccountBulkDialog first. */
export default function AccountBulkBar({ count, onAction, onClear }: Props) {
  const t = useTranslations('setting.userManagement.bulk');
  const button = (action: BulkAction, color?: 'error' | 'warning') => (
    <Button size="small" variant="outlined" color={color} onClick={() => onAction(action)} data-testid={`account-bulk-${action}`}>{t(action)}</Button>
  );
  return (
    <Paper sx={{ px: 2, py: 1 }} data-testid="account-bulk-bar">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2" sx={{ mr: 1 }}>{t('selected', { count })}</Typography>
        {button('expiry')}
        {button('disable', 'error')}
        {button('enable')}
        {button('unlock', 'warning')}
        <Button size="small" onClick={onClear}>{t('clear')}</Button>
      </Stack>
    </Paper>
  );
}
