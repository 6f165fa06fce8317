import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { MenuEntry } from '@/lib/contracts/menu';
import { saveMenu } from '@/lib/client/api/menu';
import { message } from '@/lib/client/stores/messages';
import RepeatClickButton from '@/components/ui/RepeatClickButton';
import IconField from './IconField';
import { FLAGS, formErrors, formOfEntry, toFields, type MenuForm } from './menuForm';
import MenuProblems, { type Problem } from './MenuProblems';

interface Props {
  /** The entry to edit; absent: a new entry under parentId. */
  entry?: MenuEntry;
  parentId: number | null;
  components: string[];
  onClose(): void;
  onSaved(): void;
  onConflict(): void;
}

const ROLE_SUGGESTIONS = ['admin', 'rsj', 'zg', 'jc', 'Admin', 'Editor'];

/** 新增/修改菜单: path, view, redirect and every meta field of spec §2.1, with the access rule. */
export default function MenuEntryDialog({ entry, parentId, components, onClose, onSaved, onConflict }: Props) {
  const t = useTranslations('menuAdmin');
  const tUi = useTranslations('ui');
  const locale = useLocale();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [form, setForm] = useState<MenuForm>(() => formOfEntry(entry));
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; problems: Problem[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = touched ? formErrors(form) : {};
  const set = (patch: Partial<MenuForm>) => {
    setForm({ ...form, ...patch });
    setRefusal(null);
  };
  const errorText = (k: string) => errors[k] && (locale === 'en' ? t('invalid', { field: t(`fields.${k}`) }) : errors[k]);

  const submit = async () => {
    setTouched(true);
    if (Object.keys(formErrors(form)).length) return;
    setBusy(true);
    const body = entry ? { ...toFields(form), id: entry.id, version: entry.version } : { ...toFields(form), parentId };
    const answer = await saveMenu(body as Parameters<typeof saveMenu>[0]).finally(() => setBusy(false));
    if (answer.kind === 'done') {
      message.success(t('saved'));
      onSaved();
    } else if (answer.kind === 'conflict') {
      message.warning(t('conflict'));
      onConflict();
    } else setRefusal({ message: answer.message, problems: (answer.data.problems as Problem[] | undefined) ?? [] });
  };

  const text = (k: 'path' | 'name' | 'redirect' | 'title' | 'badge' | 'activeMenu', required = false) => (
      <TextField
        size="small" fullWidth required={required} label={t(`fields.${k}`)} value={form[k]} error={Boolean(errors[k])}
        helperText={errorText(k) || (k === 'path' ? t('helper.path') : undefined)} slotProps={{ htmlInput: { 'data-testid': `menu-${k}` } }}
        onChange={(e) => set({ [k]: e.target.value })}
      />
  );
  const multi = (k: 'roles' | 'abilities', suggestions: string[]) => (
    <Autocomplete
      multiple freeSolo size="small" options={suggestions} value={form[k]} onChange={(_, v) => set({ [k]: v })}
      renderInput={(params) => <TextField {...params} label={t(`fields.${k}`)} helperText={k === 'roles' ? t('helper.roles') : undefined} />}
    />
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth fullScreen={fullScreen} aria-labelledby="menu-entry-title">
      <DialogTitle id="menu-entry-title">{entry ? t('editTitle', { title: entry.meta.title ?? entry.path }) : t('addTitle')}</DialogTitle>
      <DialogContent dividers>
        {refusal && <MenuProblems message={refusal.message} problems={refusal.problems} />}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {text('title', true)}
          {text('path', true)}
          {text('name')}
          <Autocomplete
            freeSolo size="small" options={components} value={form.component} onInputChange={(_, v) => set({ component: v })}
            renderInput={(params) => (
              <TextField {...params} label={t('fields.component')} helperText={t('helper.component')} />
            )}
          />
          {text('redirect')}
          <IconField label={t('fields.icon')} value={form.icon} onChange={(icon) => set({ icon })} />
          {text('badge')}
          {text('activeMenu')}
          <TextField select size="small" fullWidth label={t('fields.target')} value={form.target} onChange={(e) => set({ target: e.target.value as MenuForm['target'] })}>
            {(['', '_self', '_blank'] as const).map((v) => <MenuItem key={v || 'none'} value={v}>{t(`target.${v || 'none'}`)}</MenuItem>)}
          </TextField>
          {multi('roles', ROLE_SUGGESTIONS)}
          {multi('abilities', [])}
          <TextField select size="small" fullWidth label={t('fields.mode')} value={form.mode} onChange={(e) => set({ mode: e.target.value as MenuForm['mode'] })}>
            {(['oneOf', 'allOf', 'except'] as const).map((v) => <MenuItem key={v} value={v}>{t(`mode.${v}`)}</MenuItem>)}
          </TextField>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, mt: 2 }}>
          {FLAGS.map((f) => (
            <FormControlLabel
              key={f} label={t(`flags.${f}`)}
              control={<Checkbox size="small" checked={form.flags[f]} onChange={(e) => set({ flags: { ...form.flags, [f]: e.target.checked } })} />}
            />
          ))}
        </Box>
        {refusal && refusal.problems.length === 0 && <Alert severity="error" sx={{ mt: 2 }}>{refusal.message}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{tUi('cancel')}</Button>
        <RepeatClickButton variant="contained" onClick={submit} disabled={busy} data-testid="menu-save">{tUi('save')}</RepeatClickButton>
      </DialogActions>
    </Dialog>
  );
}
