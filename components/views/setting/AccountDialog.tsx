import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ROLES } from '@/lib/contracts/endpoint';
import type { AccountItem } from '@/lib/contracts/userAdmin';
import { saveAccount } from '@/lib/client/api/user';
import { message } from '@/lib/client/stores/messages';
import { useRepeatClickGuard } from '@/components/ui/useRepeatClickGuard';
import { accountErrors, type AccountFormValues } from './accountForms';
import UnitPicker, { type UnitChoice } from './UnitPicker';

interface Props {
  /** The account to edit; null creates one. */
  account: AccountItem | null;
  /** Admin manages every account; a unit's main account creates sub-accounts of its own unit. */
  isAdmin: boolean;
  ownUnit: UnitChoice | null;
  onClose(): void;
  onSaved(account: AccountItem): void;
}

type Field = keyof AccountFormValues;

/** Creates or edits an account: name, contact, role and unit (admin), status and, for a new account, its first password. */
export default function AccountDialog({ account, isAdmin, ownUnit, onClose, onSaved }: Props) {
  const t = useTranslations('setting.userManagement');
  const tf = useTranslations('setting.forms');
  const tUi = useTranslations('ui');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const creating = !account;
  const [values, setValues] = useState<AccountFormValues>({
    username: account?.username ?? '', realName: account?.realName ?? '', mobile: account?.mobile ?? '', role: account?.role ?? 'jc',
    unitId: account?.unitId ?? (isAdmin ? null : ownUnit?.id ?? null), password: '', confirm: '',
  });
  const [unit, setUnit] = useState<UnitChoice | null>(account?.unitId ? { id: account.unitId, unitName: account.unitName ?? '' } : isAdmin ? null : ownUnit);
  const [enabled, setEnabled] = useState(account?.enabled ?? true);
  const [isSubAccount, setIsSubAccount] = useState(account?.isSubAccount ?? !isAdmin);
  const [touched, setTouched] = useState(false);
  const [server, setServer] = useState<{ field?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = touched ? accountErrors(values, creating) : {};
  const help = (f: Field) => (errors[f] ? tf(errors[f]) : server?.field === f ? server.message : undefined);
  const set = (patch: Partial<AccountFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const saving = useRepeatClickGuard(save);
  async function save() {
    setTouched(true);
    setServer(null);
    if (Object.keys(accountErrors(values, creating)).length) return;
    setBusy(true);
    try {
      const answer = await saveAccount({
        ...(account ? { id: account.id, version: account.version } : { password: values.password }),
        username: values.username.trim(), realName: values.realName.trim(), mobile: values.mobile.trim(), role: values.role as AccountItem['role'],
        unitId: values.role === 'admin' ? null : values.unitId, enabled, isSubAccount: values.role === 'jc' && isSubAccount,
      });
      if (answer.kind === 'done') {
        message.success(creating ? t('created') : t('saved'));
        onSaved(answer.data);
      } else {
        const field = answer.kind === 'refused' ? (answer.data.field as string | undefined) : undefined;
        setServer({ field, message: answer.message });
        if (!field) message.error(answer.message);
      }
    } finally {
      setBusy(false);
    }
  }

  const text = (f: 'username' | 'realName' | 'mobile', extra: object = {}) => (
    <TextField label={t(f)} value={values[f]} error={Boolean(help(f))} helperText={help(f) ?? (f === 'username' ? t('usernameHint') : undefined)}
      onChange={(e) => set({ [f]: e.target.value })} slotProps={{ htmlInput: { 'data-testid': `account-${f}` } }} {...extra} />
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="account-title">
      <DialogTitle id="account-title">{creating ? t('create') : t('edit', { username: account.username })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }} component="form" noValidate id="account-form" onSubmit={(e) => { e.preventDefault(); saving.run(); }}>
          {server && !server.field && <Alert severity="error">{server.message}</Alert>}
          {text('username', { required: true, autoComplete: 'off' })}
          {text('realName', { required: true })}
          {text('mobile')}
          {isAdmin && (
            <TextField select label={t('role')} required value={values.role} disabled={!creating} error={Boolean(help('role'))}
              helperText={help('role') ?? (creating ? undefined : t('roleHint'))} onChange={(e) => set({ role: e.target.value })}
              slotProps={{ htmlInput: { 'data-testid': 'account-role' } }}>
              {ROLES.map((r) => <MenuItem key={r} value={r}>{t(`roles.${r}`)}</MenuItem>)}
            </TextField>
          )}
          {isAdmin && values.role !== 'admin' && (
            <UnitPicker label={t('unit')} required value={unit} error={help('unitId')} testId="account-unit"
              onChange={(u) => { setUnit(u); set({ unitId: u?.id ?? null }); }} />
          )}
          {!isAdmin && <TextField label={t('unit')} value={ownUnit?.unitName ?? ''} disabled helperText={t('ownUnitHint')} />}
          {isAdmin && values.role === 'jc' && (
            <FormControlLabel control={<Checkbox checked={isSubAccount} onChange={(e) => setIsSubAccount(e.target.checked)} />} label={t('isSubAccount')} />
          )}
          <FormControlLabel control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />} label={enabled ? t('enabled') : t('disabled')} />
          {creating && (
            <>
              <TextField type="password" label={t('password')} required value={values.password} error={Boolean(help('password'))} autoComplete="new-password"
                helperText={help('password') ?? t('passwordHint')} onChange={(e) => set({ password: e.target.value })}
                slotProps={{ htmlInput: { 'data-testid': 'account-password' } }} />
              <TextField type="password" label={t('confirmPassword')} required value={values.confirm} error={Boolean(help('confirm'))} autoComplete="new-password"
                helperText={help('confirm')} onChange={(e) => set({ confirm: e.target.value })} slotProps={{ htmlInput: { 'data-testid': 'account-confirm' } }} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{tUi('cancel')}</Button>
        <Button type="submit" form="account-form" variant="contained" disabled={busy || saving.guarded} data-testid="account-save">{tUi('save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
