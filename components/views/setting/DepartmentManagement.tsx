import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { UNIT_STATUSES, UNIT_TIERS, type DepartmentItem } from '@/lib/contracts/department';
import { departmentKeys, getDepartmentList, getDepartmentTree, type DepartmentQuery } from '@/lib/client/api/department';
import { useAclStore } from '@/lib/client/stores/acl';
import DataTable, { type Page } from '@/components/ui/DataTable';
import { useCodeLists } from '@/components/ui/useCodeLists';
import UnitActions, { type UnitAction } from './department/UnitActions';
import UnitFormDialog from './department/UnitFormDialog';
import UnitImportDialog from './department/UnitImportDialog';
import UnitMergeDialog from './department/UnitMergeDialog';
import UnitMoveDialog from './department/UnitMoveDialog';
import UnitRevokeDialog from './department/UnitRevokeDialog';
import UnitTreePanel, { type TreeSelection } from './department/UnitTreePanel';

type Filters = { keyword: string; unitStatus: string; unitTier: string };
const EMPTY: Filters = { keyword: '', unitStatus: '', unitTier: '' };
type Dialog = { kind: 'create' } | { kind: 'import' } | { kind: UnitAction; unit: DepartmentItem } | null;
const STATUS_COLOR = { NORMAL: 'success', MERGED: 'default', REVOKED: 'error' } as const;

/** 部门管理: the unit tree by region and competent authority, and the units, which admin creates, moves, merges and revokes. */
export default function DepartmentManagement() {
  const t = useTranslations('department');
  const tUi = useTranslations('ui');
  const client = useQueryClient();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const admin = useAclStore((s) => s.admin);
  const { label } = useCodeLists(['unitCategory']);
  const [selection, setSelection] = useState<TreeSelection>({});
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [page, setPage] = useState<Page>({ pageNo: 1, pageSize: 20 });
  const [dialog, setDialog] = useState<Dialog>(null);

  const query = Object.fromEntries(Object.entries({ ...filters, ...selection, ...page }).filter(([, v]) => v !== '' && v !== undefined)) as DepartmentQuery;
  const tree = useQuery({ queryKey: departmentKeys.tree(), queryFn: getDepartmentTree });
  const list = useQuery({ queryKey: departmentKeys.list(query), queryFn: () => getDepartmentList(query), placeholderData: keepPreviousData });

  const done = () => {
    setDialog(null);
    void client.invalidateQueries({ queryKey: departmentKeys.all });
  };
  const apply = (next: Filters) => {
    setFilters(next);
    setPage({ ...page, pageNo: 1 });
  };

  const columns: GridColDef<DepartmentItem>[] = [
    {
      field: 'unitName', headerName: t('columns.unitName'), flex: 1, minWidth: narrow ? 130 : 180, sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ lineHeight: 1.3, py: 0.5 }}>
          <Typography variant="body2">{row.unitName}</Typography>
          <Typography variant="caption" color="text.secondary">{t(`tier.${row.unitTier}`)}</Typography>
        </Box>
      ),
    },
    ...(narrow ? [] : [
      { field: 'uscc', headerName: t('columns.uscc'), width: 180, sortable: false },
      { field: 'regionName', headerName: t('columns.region'), width: 100, sortable: false },
      { field: 'competentDeptName', headerName: t('columns.competent'), width: 170, sortable: false },
      { field: 'unitCategory', headerName: t('columns.category'), width: 130, sortable: false, valueFormatter: (v: string) => label('unitCategory', v) },
    ] satisfies GridColDef<DepartmentItem>[]),
    { field: 'personCount', headerName: t('columns.persons'), width: narrow ? 64 : 80, sortable: false, type: 'number' },
    {
      field: 'unitStatus', headerName: t('columns.status'), width: 90, sortable: false,
      renderCell: ({ row }) => <Chip size="small" color={STATUS_COLOR[row.unitStatus as keyof typeof STATUS_COLOR] ?? 'default'} label={t(`status.${row.unitStatus}`)} />,
    },
    ...(admin ? [{
      field: 'actions', headerName: tUi('actions'), width: narrow ? 56 : 110, sortable: false,
      renderCell: ({ row }: { row: DepartmentItem }) => <UnitActions unit={row} compact={narrow} onAction={(kind) => setDialog({ kind, unit: row })} />,
    }] : []),
  ];

  const select = (k: 'unitStatus' | 'unitTier', values: readonly string[], ns: 'status' | 'tier') => (
    <TextField select size="small" label={t(`filters.${ns}`)} value={draft[k]} sx={{ minWidth: 130 }} onChange={(e) => setDraft({ ...draft, [k]: e.target.value })}>
      <MenuItem value="">{t('filters.all')}</MenuItem>
      {values.map((v) => <MenuItem key={v} value={v}>{t(`${ns}.${v}`)}</MenuItem>)}
    </TextField>
  );

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
      <Paper sx={{ width: { xs: '100%', md: 280 }, flexShrink: 0, maxHeight: { xs: 260, md: 'none' }, overflow: 'auto' }}>
        <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>{t('tree.title')}</Typography>
        {tree.isError
          ? <Alert severity="error" sx={{ m: 1 }} action={<Button onClick={() => tree.refetch()}>{tUi('retry')}</Button>}>{tUi('loadFailed')}</Alert>
          : <UnitTreePanel data={tree.data} selected={selection} onSelect={(s) => { setSelection(s); setPage({ ...page, pageNo: 1 }); }} />}
      </Paper>
      <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
        <Paper sx={{ p: 2 }} component="form" onSubmit={(e) => { e.preventDefault(); apply(draft); }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
            <TextField size="small" label={t('filters.keyword')} value={draft.keyword} slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'unit-keyword' } }}
              onChange={(e) => setDraft({ ...draft, keyword: e.target.value })} />
            {select('unitStatus', UNIT_STATUSES, 'status')}
            {select('unitTier', UNIT_TIERS, 'tier')}
            <Button type="submit" variant="contained">{tUi('search')}</Button>
            <Button onClick={() => { setDraft(EMPTY); apply(EMPTY); }}>{tUi('reset')}</Button>
            <Box sx={{ flex: 1, display: { xs: 'none', sm: 'block' } }} />
            {admin && (
              <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setDialog({ kind: 'import' })} data-testid="unit-import">
                {t('importUnits.button')}
              </Button>
            )}
            {admin && (
              <Button variant="contained" startIcon={<AddIcon />} disabled={!tree.data} onClick={() => setDialog({ kind: 'create' })} data-testid="unit-create">
                {t('actions.create')}
              </Button>
            )}
          </Stack>
        </Paper>
        {!admin && <Alert severity="info">{t('readOnly')}</Alert>}
        {list.isError && <Alert severity="error" action={<Button onClick={() => list.refetch()}>{tUi('retry')}</Button>}>{tUi('loadFailed')}</Alert>}
        <Paper>
          <DataTable
            testId="unit-list" columns={columns} rows={list.data?.list} total={list.data?.total} loading={list.isFetching} page={page}
            onPageChange={setPage} emptyText={t('empty')}
          />
        </Paper>
      </Stack>
      {dialog?.kind === 'import' && <UnitImportDialog onClose={(imported) => (imported ? done() : setDialog(null))} />}
      {tree.data && dialog?.kind === 'create' && <UnitFormDialog tree={tree.data} onClose={() => setDialog(null)} onSaved={done} />}
      {tree.data && dialog?.kind === 'edit' && <UnitFormDialog unit={dialog.unit} tree={tree.data} onClose={() => setDialog(null)} onSaved={done} />}
      {tree.data && dialog?.kind === 'move' && <UnitMoveDialog unit={dialog.unit} tree={tree.data} onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.kind === 'merge' && <UnitMergeDialog unit={dialog.unit} onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.kind === 'revoke' && <UnitRevokeDialog unit={dialog.unit} onClose={() => setDialog(null)} onDone={done} />}
    </Stack>
  );
}
