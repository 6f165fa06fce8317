import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { COMMON_FILE_CATEGORIES, type CommonFileItem } from '@/lib/contracts/commonFile';
import { commonFileKeys, deleteCommonFile, downloadCommonFile, getCommonFiles, type CommonFileQuery } from '@/lib/client/api/commonFile';
import { useAclStore } from '@/lib/client/stores/acl';
import { message } from '@/lib/client/stores/messages';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import DataTable, { type Page } from '@/components/ui/DataTable';
import RemixIcon from '@/components/shell/RemixIcon';
import CommonFileDialog from './CommonFileDialog';

const sizeText = (n: number) => (n >= 1048576 ? `${(n / 1048576).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);

/** 公共资源管理: policies and templates the personnel bureau publishes; every unit lists and downloads them. */
export default function CommonFiles() {
  const t = useTranslations('help.commonFiles');
  const tUi = useTranslations('ui');
  const client = useQueryClient();
  const canPublish = useAclStore((s) => s.role.includes('admin') || s.role.includes('rsj'));
  const [draft, setDraft] = useState({ keyword: '', category: '' });
  const [filters, setFilters] = useState(draft);
  const [page, setPage] = useState<Page>({ pageNo: 1, pageSize: 20 });
  const [editing, setEditing] = useState<CommonFileItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CommonFileItem | null>(null);
  const [busy, setBusy] = useState(false);

  const query = useMemo<CommonFileQuery>(() => ({
    ...page, keyword: filters.keyword || undefined, category: (filters.category || undefined) as CommonFileQuery['category'],
  }), [filters, page]);
  const { data, isFetching, isError, refetch } = useQuery({
    queryKey: commonFileKeys.list(query), queryFn: () => getCommonFiles(query), placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: commonFileKeys.all });

  const download = (f: CommonFileItem) => downloadCommonFile(f).catch((e: Error) => message.error(e.message));
  const columns: GridColDef<CommonFileItem>[] = [
    {
      field: 'title', headerName: t('title'), flex: 1, minWidth: 200, sortable: false,
      renderCell: ({ row }) => <Link component="button" type="button" onClick={() => download(row)} sx={{ textAlign: 'left' }}>{row.title}</Link>,
    },
    {
      field: 'category', headerName: t('category'), width: 110, sortable: false,
      renderCell: ({ row }) => <Chip size="small" variant="outlined" label={t(`categories.${row.category}`)} />,
    },
    { field: 'fileName', headerName: t('file'), flex: 1, minWidth: 160, sortable: false, valueGetter: (_v, row) => `${row.fileName}（${sizeText(row.size)}）` },
    { field: 'publisher', headerName: t('publisher'), width: 180, sortable: false },
    { field: 'publishedAt', headerName: t('publishedAt'), width: 170, sortable: false },
    {
      field: 'actions', headerName: tUi('actions'), width: canPublish ? 130 : 80, sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
          <IconButton size="small" color="primary" aria-label={t('download')} data-hint={t('download')} data-testid={`common-file-download-${row.id}`} onClick={() => download(row)}>
            <RemixIcon name="download-2-line" />
          </IconButton>
          {row.editable && (
            <>
              <IconButton size="small" aria-label={t('edit')} data-hint={t('edit')} onClick={() => setEditing(row)}><RemixIcon name="edit-line" /></IconButton>
              <IconButton size="small" color="error" aria-label={t('delete')} data-hint={t('delete')} onClick={() => setDeleting(row)}><RemixIcon name="delete-bin-line" /></IconButton>
            </>
          )}
        </Stack>
      ),
    },
  ];

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      const answer = await deleteCommonFile(deleting.id);
      if (answer.kind === 'done') message.success(t('deleted'));
      else message.error(answer.message);
      setDeleting(null);
      void refresh();
    } catch {
      message.error(tUi('loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Paper sx={{ p: 2 }} component="form" onSubmit={(e) => { e.preventDefault(); setFilters(draft); setPage({ ...page, pageNo: 1 }); }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <TextField size="small" label={t('keyword')} value={draft.keyword} onChange={(e) => setDraft({ ...draft, keyword: e.target.value })} slotProps={{ htmlInput: { maxLength: 50 } }} />
          <TextField select size="small" label={t('category')} value={draft.category} sx={{ minWidth: 140 }} onChange={(e) => setDraft({ ...draft, category: e.target.value })}>
            <MenuItem value="">{t('allCategories')}</MenuItem>
            {COMMON_FILE_CATEGORIES.map((c) => <MenuItem key={c} value={c}>{t(`categories.${c}`)}</MenuItem>)}
          </TextField>
          <Button type="submit" variant="contained">{tUi('search')}</Button>
          <Button onClick={() => { setDraft({ keyword: '', category: '' }); setFilters({ keyword: '', category: '' }); }}>{tUi('reset')}</Button>
          <Stack sx={{ flex: 1 }} />
          {canPublish && (
            <Button variant="contained" color="success" startIcon={<RemixIcon name="upload-cloud-2-line" />} onClick={() => setEditing('new')} data-testid="common-file-new">
              {t('publish')}
            </Button>
          )}
        </Stack>
      </Paper>
      {isError && <Alert severity="error" action={<Button onClick={() => refetch()}>{tUi('retry')}</Button>}>{tUi('loadFailed')}</Alert>}
      <Paper>
        <DataTable testId="common-files" columns={columns} rows={data?.list} total={data?.total} loading={isFetching} page={page} onPageChange={setPage} emptyText={t('empty')} />
      </Paper>
      {editing && (
        <CommonFileDialog
          file={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            message.success(editing === 'new' ? t('published') : t('saved'));
            setEditing(null);
            void refresh();
          }}
        />
      )}
      <ConfirmDialog open={Boolean(deleting)} title={t('deleteTitle')} danger busy={busy} confirmText={t('delete')} onConfirm={confirmDelete} onClose={() => setDeleting(null)}>
        {t('deleteText', { title: deleting?.title ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
