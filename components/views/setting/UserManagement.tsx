import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAddressFilters } from '@/components/routing/useAddressFilters';
import { ROLES } from '@/lib/contracts/endpoint';
import { ACCOUNT_STATUSES, type AccountItem } from '@/lib/contracts/userAdmin';
import { accountKeys, deleteAccount, getAccountList, saveAccount, unlockAccount, type AccountQuery } from '@/lib/client/api/user';
import type { BulkAction } from '@/lib/client/api/unitAccounts';
import { message } from '@/lib/client/stores/messages';
import { useUserStore } from '@/lib/client/stores/user';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import DataTable from '@/components/ui/DataTable';
import { useRepeatClickGuard } from '@/components/ui/useRepeatClickGuard';
import AccountActions, { type AccountAction } from './AccountActions';
import AccountBulkBar from './AccountBulkBar';
import AccountBulkDialog from './AccountBulkDialog';
import AccountDialog from './AccountDialog';
import AccountRoleDialog from './AccountRoleDialog';
import ResetPasswordDialog from './ResetPasswordDialog';
import SignInQrDialog from './SignInQrDialog';
import UnitAccountsDialog from './UnitAccountsDialog';
import UnitPicker, { type UnitChoice } from './UnitPicker';

/** The unit is kept by id and name, so that the picker shows it when the list opens from a link. */
type Filters = { username: string; unitId: string; unitName: string; role: string; status: string };
const EMPTY: Filters = { username: '', unitId: '', unitName: '', role: '', status: '' };
const unitOf = (f: Filters): UnitChoice | null => (/^\d+$/.test(f.unitId) ? { id: Number(f.unitId), unitName: f.unitName } : null);
type Open = { kind: 'create' | 'unitAccounts' } | { kind: 'bulk'; action: BulkAction } | { kind: Exclude<AccountAction, 'unlock'>; account: AccountItem } | null;

/** 用户管理: admin manages every account; a unit's main account its unit's sub-accounts (the server enforces both). The filters are in the address. */
export default function UserManagement() {
  const t = useTranslations('setting.userManagement');
  const tUi = useTranslations('ui');
  const client = useQueryClient();
  const profile = useUserStore((s) => s.profile);
  const isAdmin = profile?.UserType === 'admin';
  const ownUnit = profile?.CompanyId ? { id: profile.CompanyId, unitName: profile.CompanyName } : null;
  const { applied: filters, draft, setDraft, page, setPage, apply: applyFilters } = useAddressFilters<Filters>(EMPTY, { role: ROLES, status: ACCOUNT_STATUSES });
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  /** Admin's selection for the bulk actions, kept across pages until an action ran or it is cleared. */
  const [selected, setSelected] = useState<ReadonlyMap<number, AccountItem>>(new Map());

  const query: AccountQuery = {
    ...page, username: filters.username.trim() || undefined, unitId: unitOf(filters)?.id,
    role: (filters.role || undefined) as AccountQuery['role'], status: (filters.status || undefined) as AccountQuery['status'],
  };
  const { data, isFetching, isError, refetch } = useQuery({ queryKey: accountKeys.list(query), queryFn: () => getAccountList(query), placeholderData: keepPreviousData });
  const refresh = () => client.invalidateQueries({ queryKey: accountKeys.lists() });
  const close = () => setOpen(null);

  async function run(task: () => Promise<{ kind: string; message?: string }>, done: string) {
    setBusy(true);
    try {
      const answer = await task();
      if (answer.kind === 'done') message.success(done);
      else message.error(answer.message ?? '');
      await refresh();
    } finally {
      setBusy(false);
      close();
    }
  }

  const unlocking = useRepeatClickGuard((account: AccountItem) => run(() => unlockAccount(account.id), t('unlocked', { username: account.username })));
  const onAction = (action: AccountAction, account: AccountItem) => {
    if (action === 'unlock') unlocking.run(account);
    else setOpen({ kind: action, account });
  };
  const toggle = (a: AccountItem) => run(() => saveAccount({
    id: a.id, version: a.version, username: a.username, realName: a.realName, mobile: a.mobile, role: a.role, unitId: a.unitId,
    enabled: !a.enabled, isSubAccount: a.isSubAccount,
  }), a.enabled ? t('disabledDone', { username: a.username }) : t('enabledDone', { username: a.username }));

  const pageRows = data?.list ?? [];
  const allOnPage = pageRows.length > 0 && pageRows.every((a) => selected.has(a.id));
  const choose = (rows: AccountItem[], on: boolean) => setSelected((was) => {
    const next = new Map(was);
    for (const a of rows) {
      if (on) next.set(a.id, a);
      else next.delete(a.id);
    }
    return next;
  });
  const selection: GridColDef<AccountItem> = {
    field: 'select', width: 56, sortable: false,
    renderHeader: () => (
      <Checkbox size="small" checked={allOnPage} indeterminate={!allOnPage && pageRows.some((a) => selected.has(a.id))}
        onChange={(e) => choose(pageRows, e.target.checked)} slotProps={{ input: { 'aria-label': t('bulk.selectPage') } }} data-testid="account-select-page" />
    ),
    renderCell: ({ row }) => (
      <Checkbox size="small" checked={selected.has(row.id)} onChange={(e) => choose([row], e.target.checked)}
        slotProps={{ input: { 'aria-label': t('bulk.select', { username: row.username }) } }} data-testid={`account-select-${row.username}`} />
    ),
  };

  const columns: GridColDef<AccountItem>[] = [
    ...(isAdmin ? [selection] : []),
    { field: 'username', headerName: t('username'), width: 130, sortable: false },
    { field: 'realName', headerName: t('realName'), width: 100, sortable: false },
    { field: 'role', headerName: t('role'), width: 150, sortable: false, valueFormatter: (v: string) => t(`roles.${v}`) },
    { field: 'unitName', headerName: t('unit'), flex: 1, minWidth: 180, sortable: false, valueFormatter: (v: string | null) => v ?? '—' },
    {
      field: 'enabled', headerName: t('status'), width: 150, sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          <Chip size="small" color={row.enabled ? 'success' : 'default'} label={row.enabled ? t('enabled') : t('disabled')} />
          {row.locked && <Chip size="small" color="warning" label={t('locked')} />}
          {row.isSubAccount && <Chip size="small" variant="outlined" label={t('sub')} />}
        </Stack>
      ),
    },
    { field: 'lastLoginAt', headerName: t('lastLogin'), width: 160, sortable: false, valueFormatter: (v: string) => v || t('never') },
    {
      field: 'actions', headerName: tUi('actions'), width: 260, sortable: false,
      renderCell: ({ row }) => <AccountActions account={row} isAdmin={isAdmin} isSelf={row.id === profile?.LoginId} onAction={onAction} />,
    },
  ];

  const apply = () => applyFilters(draft);
  const select = (k: 'role' | 'status', values: readonly string[], label: (v: string) => string) => (
    <TextField select size="small" label={t(k)} value={draft[k]} sx={{ minWidth: 130 }} onChange={(e) => setDraft({ ...draft, [k]: e.target.value })}>
      <MenuItem value="">{t('all')}</MenuItem>
      {values.map((v) => <MenuItem key={v} value={v}>{label(v)}</MenuItem>)}
    </TextField>
  );

  return (
    <Stack spacing={2}>
      {!isAdmin && <Alert severity="info">{t('unitScope', { unit: ownUnit?.unitName ?? '' })}</Alert>}
      <Paper sx={{ p: 2 }} component="form" onSubmit={(e) => { e.preventDefault(); apply(); }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap', alignItems: { md: 'center' }, rowGap: { md: 2 } }}>
          <TextField size="small" label={t('usernameOrName')} value={draft.username} onChange={(e) => setDraft({ ...draft, username: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 50, 'data-testid': 'account-filter-username' } }} />
          {isAdmin && <UnitPicker size="small" label={t('unit')} value={unitOf(draft)}
            onChange={(unit) => setDraft({ ...draft, unitId: unit ? String(unit.id) : '', unitName: unit?.unitName ?? '' })} />}
          {isAdmin && select('role', ROLES, (r) => t(`roles.${r}`))}
          {select('status', ACCOUNT_STATUSES, (s) => t(s))}
          <Button type="submit" variant="contained">{tUi('search')}</Button>
          <Button onClick={() => applyFilters(EMPTY)}>{tUi('reset')}</Button>
          {isAdmin && (
            <Button variant="outlined" sx={{ ml: { md: 'auto' } }} onClick={() => setOpen({ kind: 'unitAccounts' })} data-testid="unit-accounts-open">
              {t('createUnitAccounts')}
            </Button>
          )}
          <Button variant="outlined" sx={{ ml: isAdmin ? undefined : { md: 'auto' } }} onClick={() => setOpen({ kind: 'create' })} data-testid="account-create">
            {isAdmin ? t('create') : t('createSub')}
          </Button>
        </Stack>
      </Paper>
      {isAdmin && selected.size > 0 && (
        <AccountBulkBar count={selected.size} onAction={(action) => setOpen({ kind: 'bulk', action })} onClear={() => setSelected(new Map())} />
      )}
      {isError && <Alert severity="error" action={<Button onClick={() => refetch()}>{tUi('retry')}</Button>}>{tUi('loadFailed')}</Alert>}
      <Paper sx={{ overflowX: 'auto' }}>
        <DataTable testId="account-table" columns={columns} rows={data?.list} total={data?.total} loading={isFetching} page={page} onPageChange={setPage}
          emptyText={t('empty')} />
      </Paper>
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <AccountDialog account={open.kind === 'edit' ? open.account : null} isAdmin={isAdmin} ownUnit={ownUnit} onClose={close}
          onSaved={() => { close(); void refresh(); }} />
      )}
      {open?.kind === 'unitAccounts' && <UnitAccountsDialog onClose={(created) => { close(); if (created) void refresh(); }} />}
      {open?.kind === 'bulk' && (
        <AccountBulkDialog action={open.action} accounts={[...selected.values()]} onClose={close}
          onDone={() => { setSelected(new Map()); void refresh(); }} />
      )}
      {open?.kind === 'reset' && <ResetPasswordDialog account={open.account} onClose={close} />}
      {open?.kind === 'qr' && <SignInQrDialog account={open.account} onClose={close} />}
      {open?.kind === 'role' && <AccountRoleDialog account={open.account} onClose={close} onSaved={() => { close(); void refresh(); }} />}
      {open?.kind === 'toggle' && (
        <ConfirmDialog open danger={open.account.enabled} busy={busy} onClose={close} onConfirm={() => toggle(open.account)}
          title={open.account.enabled ? t('disableTitle', { username: open.account.username }) : t('enableTitle', { username: open.account.username })}>
          {open.account.enabled ? t('disableBody') : t('enableBody')}
        </ConfirmDialog>
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog open danger busy={busy} onClose={close} confirmText={t('delete')}
          onConfirm={() => run(() => deleteAccount(open.account.id), t('deleted', { username: open.account.username }))}
          title={t('deleteTitle', { username: open.account.username })}>
          {t('deleteBody')}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
