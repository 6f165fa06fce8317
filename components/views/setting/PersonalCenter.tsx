import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useNavigate } from 'react-router';
import { getOwnEditableProfile, getOwnProfile, profileKeys } from '@/lib/client/api/user';
import { useUserStore } from '@/lib/client/stores/user';
import PasswordForm from './PasswordForm';
import ProfileCard from './ProfileCard';
import ProfileForm from './ProfileForm';

/** 个人中心: the user's profile, avatar, password, the unit's payment and expiry, and the app's version. */
export default function PersonalCenter() {
  const tUi = useTranslations('ui');
  const t = useTranslations('setting.personalCenter');
  const navigate = useNavigate();
  const client = useQueryClient();
  const setUserInfo = useUserStore((s) => s.setUserInfo);
  const info = useQuery({ queryKey: profileKeys.all, queryFn: getOwnProfile });
  // While an administrator's password must be changed, the server answers only userInfo and the password change.
  const forced = info.data?.mustChangePassword === true;
  const editable = useQuery({ queryKey: profileKeys.editable, queryFn: getOwnEditableProfile, enabled: info.isSuccess && !forced });

  const refresh = async () => {
    void client.invalidateQueries({ queryKey: profileKeys.editable });
    const fresh = await client.fetchQuery({ queryKey: profileKeys.all, queryFn: getOwnProfile, staleTime: 0 });
    setUserInfo(fresh);
  };

  const data = info.data;
  if (info.isError || editable.isError) {
    return <Alert severity="error" action={<Button onClick={() => { void info.refetch(); void editable.refetch(); }}>{tUi('retry')}</Button>}>{tUi('loadFailed')}</Alert>;
  }
  const loading = <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}><CircularProgress /></Box>;
  if (!data) return loading;
  if (forced) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Alert severity="warning" data-testid="must-change-password">{t('mustChangePassword')}</Alert>
        <PasswordForm onSaved={() => void refresh().then(() => navigate('/'))} />
      </Stack>
    );
  }
  if (!editable.data) return loading;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 360px) 1fr' }, alignItems: 'start' }}>
      <ProfileCard info={data} onAvatar={() => void refresh()} />
      <Stack spacing={2}>
        {(data.roles.includes('admin') || (data.roles.includes('jc') && data.User.IsSubNumber === '0')) && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => navigate('/setting/userManagement')} data-testid="go-user-management">
              {data.roles.includes('admin') ? t('manageAccounts') : t('manageSubAccounts')}
            </Button>
            {data.roles.includes('admin') && <Button variant="outlined" onClick={() => navigate('/setting/roleManagement')}>{t('manageRoles')}</Button>}
          </Stack>
        )}
        <ProfileForm {...editable.data} onSaved={() => void refresh()} />
        <PasswordForm />
      </Stack>
    </Box>
  );
}
