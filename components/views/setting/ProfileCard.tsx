import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useRef, useState, type ChangeEvent } from 'react';
import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES } from '@/lib/contracts/profile';
import type { UserInfo } from '@/lib/contracts/userInfo';
import { uploadAvatar } from '@/lib/client/api/user';
import { message } from '@/lib/client/stores/messages';
import { APP_VERSION, BUILD_DATE } from '@/lib/config/version';
import RemixIcon from '@/components/shell/RemixIcon';
import SignInQrDialog from './SignInQrDialog';
import { unitStatus } from './unitStatus';

interface Props {
  info: UserInfo;
  onAvatar(url: string): void;
}

const Row = ({ label, value }: { label: string; value: string }) => (
  <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
    <Typography variant="body2" color="text.secondary">{label}</Typography>
    <Typography variant="body2" sx={{ textAlign: 'right', wordBreak: 'break-all' }}>{value || '—'}</Typography>
  </Stack>
);

const toBase64 = (file: File) => file.arrayBuffer().then((b) => {
  let s = '';
  new Uint8Array(b).forEach((x) => { s += String.fromCharCode(x); });
  return btoa(s);
});

/** Who the user is, the avatar, the unit's payment and expiry, and the app's version. */
export default function ProfileCard({ info, onAvatar }: Props) {
  const t = useTranslations('setting.personalCenter');
  const input = useRef<HTMLInputElement>(null);
  const tQr = useTranslations('setting.qrCode');
  const [busy, setBusy] = useState(false);
  const [qrOpen, setQrOpen] = useState(false);
  const u = info.User;
  const status = unitStatus(u.ExpireTime);

  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const ext = file.name.toLowerCase().split('.').pop() ?? '';
    if (!(AVATAR_EXTENSIONS as readonly string[]).includes(ext)) return message.error(t('avatarType'));
    if (file.size > AVATAR_MAX_BYTES) return message.error(t('avatarSize'));
    setBusy(true);
    try {
      const answer = await uploadAvatar({ fileName: file.name, content: await toBase64(file) });
      if (answer.kind === 'done') {
        onAvatar(answer.data.avatar);
        message.success(t('avatarSaved'));
      } else if (answer.kind === 'refused') message.error(answer.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper sx={{ p: 3 }} data-testid="profile-card">
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={info.avatar} alt={u.Personname || info.username} sx={{ width: 96, height: 96 }} />
        <input ref={input} type="file" hidden accept=".png,.jpg,.jpeg,.webp" data-testid="avatar-input" onChange={pick} />
        <Button size="small" variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
          {busy ? t('avatarUploading') : t('changeAvatar')}
        </Button>
        <Typography variant="caption" color="text.secondary">{t('avatarHint')}</Typography>
        <Typography variant="h6">{u.Personname || info.username}</Typography>
        <Stack direction="row" spacing={1}>
          <Chip size="small" label={info.username} />
          {info.roles.map((r) => <Chip key={r} size="small" color="primary" label={t(`roles.${r}`)} />)}
          {u.IsSubNumber === '1' && <Chip size="small" label={t('subAccount')} />}
        </Stack>
        <Button size="small" startIcon={<RemixIcon name="qr-code-line" />} onClick={() => setQrOpen(true)} data-testid="own-qr-code">
          {tQr('title')}
        </Button>
      </Stack>
      {qrOpen && <SignInQrDialog onClose={() => setQrOpen(false)} />}
      <Divider sx={{ my: 2 }} />
      <Stack spacing={1}>
        <Row label={t('unit')} value={u.CompanyName} />
        <Row label={t('upper')} value={u.CompanyUpperName} />
        <Row label={t('area')} value={u.Area} />
        <Row label={t('created')} value={u.UserCreatetime} />
        <Row label={t('lastLogin')} value={u.UserLasttime} />
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2" gutterBottom>{t('payment')}</Typography>
      {u.CompanyId ? (
        <Stack spacing={1} data-testid="unit-status">
          <Row label={t('isPay')} value={u.IsPay === '1' ? t('paid') : t('unpaid')} />
          <Row label={t('payTime')} value={u.PayTime} />
          <Row label={t('expireTime')} value={u.ExpireTime || t('noLimit')} />
          {status.kind === 'expired' && <Alert severity="error">{t('expired')}</Alert>}
          {status.kind === 'expiring' && <Alert severity="warning">{t('expiring', { days: status.days })}</Alert>}
          {u.IsPay !== '1' && <Alert severity="warning">{t('unpaidHint')}</Alert>}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">{t('noUnit')}</Typography>
      )}
      <Divider sx={{ my: 2 }} />
      <Stack spacing={1} data-testid="app-version">
        <Row label={t('version')} value={APP_VERSION} />
        <Row label={t('buildDate')} value={BUILD_DATE} />
      </Stack>
    </Paper>
  );
}
