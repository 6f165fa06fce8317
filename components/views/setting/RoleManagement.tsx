import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ABILITY_PATTERN, type MenuNode, type RoleItem } from '@/lib/contracts/role';
import { getRoles, roleKeys, saveRole } from '@/lib/client/api/user';
import { message } from '@/lib/client/stores/messages';
import { useRepeatClickGuard } from '@/components/ui/useRepeatClickGuard';
import RoleMenuTree from './RoleMenuTree';
import { badAbility, ROLE_NAME_MAX, roleErrors } from './roleForm';

/** One role's names, abilities and menu entries. */
function RoleEditor({ role, menus, knownAbilities, onSaved }: { role: RoleItem; menus: MenuNode[]; knownAbilities: string[]; onSaved(): void }) {
  const t = useTranslations('setting.roleManagement');
  const tUi = useTranslations('ui');
  const [nameZh, setNameZh] = useState(role.nameZh);
  const [nameEn, setNameEn] = useState(role.nameEn);
  const [abilities, setAbilities] = useState(role.abilities);
  const [checked, setChecked] = useState<Set<number>>(() => new Set(role.menuIds));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [touched, setTouched] = useState(false);
  const errors = touched ? roleErrors({ nameZh, nameEn, abilities }) : {};
  const help = (f: 'nameZh' | 'nameEn' | 'abilities') => errors[f] && t(errors[f], { ability: badAbility(abilities) ?? '' });
  const isAdmin = role.code === 'admin';

  const saving = useRepeatClickGuard(save);
  async function save() {
    setTouched(true);
    if (Object.keys(roleErrors({ nameZh, nameEn, abilities })).length) return;
    setBusy(true);
    setError('');
    try {
      const answer = await saveRole({ id: role.id, nameZh: nameZh.trim(), nameEn: nameEn.trim(), abilities, menuIds: [...checked] });
      if (answer.kind === 'done') {
        message.success(t('saved'));
        onSaved();
      } else setError(answer.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(e) => { e.preventDefault(); saving.run(); }} data-testid="role-editor">
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label={t('nameZh')} required fullWidth value={nameZh} onChange={(e) => setNameZh(e.target.value)} error={Boolean(help('nameZh'))}
          helperText={help('nameZh')} slotProps={{ htmlInput: { maxLength: ROLE_NAME_MAX, 'data-testid': 'role-nameZh' } }} />
        <TextField label={t('nameEn')} required fullWidth value={nameEn} onChange={(e) => setNameEn(e.target.value)} error={Boolean(help('nameEn'))}
          helperText={help('nameEn')} slotProps={{ htmlInput: { maxLength: ROLE_NAME_MAX, 'data-testid': 'role-nameEn' } }} />
      </Stack>
      <Autocomplete multiple freeSolo options={knownAbilities} value={abilities} onChange={(_, v) => setAbilities([...new Set(v.map((a) => a.trim()).filter(Boolean))])}
        renderValue={(value, getItemProps) => value.map((a, i) => {
          const { key, ...rest } = getItemProps({ index: i });
          return <Chip key={key} {...rest} size="small" color={ABILITY_PATTERN.test(a) ? 'default' : 'error'} label={a} />;
        })}
        renderInput={(params) => (
          <TextField {...params} label={t('abilities')} error={Boolean(help('abilities'))} helperText={help('abilities') ?? t('abilitiesHint')}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'role-abilities' } }} />
        )}
      />
      <Box>
        <Typography variant="subtitle2">{t('menus')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{isAdmin ? t('adminMenus') : t('menusHint')}</Typography>
        <Paper variant="outlined" sx={{ p: 1 }}>
          <RoleMenuTree nodes={menus} checked={checked} onChange={setChecked} disabled={isAdmin} />
        </Paper>
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={busy || saving.guarded} data-testid="role-save">{tUi('save')}</Button>
      </Stack>
    </Stack>
  );
}

/** 角色管理: the roles, their abilities and the menu entries each opens (admin only; the server refuses others). */
export default function RoleManagement() {
  const t = useTranslations('setting.roleManagement');
  const tUi = useTranslations('ui');
  const locale = useLocale();
  const client = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery({ queryKey: roleKeys.all, queryFn: getRoles });
  const [selected, setSelected] = useState<number | null>(null);

  if (isPending) return <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}><CircularProgress /></Box>;
  if (isError) return <Alert severity="error" action={<Button onClick={() => refetch()}>{tUi('retry')}</Button>}>{tUi('loadFailed')}</Alert>;
  const role = data.list.find((r) => r.id === selected) ?? data.list[0];
  const knownAbilities = [...new Set(data.list.flatMap((r) => r.abilities))].sort();

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '260px 1fr' }, alignItems: 'start' }}>
      <Paper>
        <List aria-label={t('roles')} data-testid="role-list">
          {data.list.map((r) => (
            <ListItemButton key={r.id} selected={r.id === role?.id} onClick={() => setSelected(r.id)}>
              <ListItemText primary={locale === 'en' ? r.nameEn : r.nameZh} secondary={t('summary', { code: r.code, users: r.userCount })} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <Paper sx={{ p: 2 }}>
        {role ? (
          <RoleEditor key={`${role.id}:${role.menuIds.join(',')}:${role.abilities.join(',')}:${role.nameZh}:${role.nameEn}`} role={role} menus={data.menus}
            knownAbilities={knownAbilities} onSaved={() => void client.invalidateQueries({ queryKey: roleKeys.all })} />
        ) : <Typography color="text.secondary">{t('empty')}</Typography>}
      </Paper>
    </Box>
  );
}
