import AddIcon from '@mui/icons-material/Add';
import SendIcon from '@mui/icons-material/Send';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import 'dayjs/locale/zh-cn';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { PersonFilters, PersonListItem } from '@/lib/contracts/person';
import { filingKeys } from '@/lib/client/api/filing';
import { personKeys } from '@/lib/client/api/person';
import { useAclStore } from '@/lib/client/stores/acl';
import { useRouteMatches } from '@/components/routing/routeHandle';
import { useRouteTitle } from '@/components/routing/useRouteTitle';
import DataTable, { type Page } from '@/components/ui/DataTable';
import { useCodeLists } from '@/components/ui/useCodeLists';
import { PERSON_CODE_LISTS } from './codeLists';
import ExportButton from './ExportButton';
import { FIRST_PAGE, isUnitAccount, ownUnitQuery, personListQuery } from './listQueries';
import PersonDialogs, { type DialogState } from './PersonDialogs';
import PersonFilterBar from './PersonFilterBar';
import PersonTotal from './PersonTotal';
import { usePersonColumns } from './usePersonColumns';

/** 人员信息 (/company/person): the unit's persons, or for reviewers the reported persons of their scope. */
export default function PersonList() {
  const t = useTranslations('person');
  const tUi = useTranslations('ui');
  const locale = useLocale();
  const client = useQueryClient();
  const routeTitle = useRouteTitle();
  const title = routeTitle(useRouteMatches().at(-1)?.handle.meta.title) || t('title');
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const isUnit = useAclStore((s) => isUnitAccount(s.role));
  const { label, options } = useCodeLists(PERSON_CODE_LISTS);
  const [filters, setFilters] = useState<PersonFilters>({});
  const [page, setPage] = useState<Page>(FIRST_PAGE);
  const [selected, setSelected] = useState<Map<number, PersonListItem>>(new Map());
  const [dialog, setDialog] = useState<DialogState>(null);

  // Above PERSON_COUNT_CAP matches the total is counted only when asked.
  const [exactTotal, setExactTotal] = useState(false);
  const query = { ...filters, ...page, ...(exactTotal ? { exactTotal } : {}) };
  const list = useQuery({ ...personListQuery(query), placeholderData: keepPreviousData });
  const unit = useQuery({ ...ownUnitQuery, enabled: isUnit });

  const refresh = () => {
    void client.invalidateQueries({ queryKey: personKeys.all });
    void client.invalidateQueries({ queryKey: filingKeys.lists() });
  };
  const toggle = (row: PersonListItem) => setSelected((s) => {
    const next = new Map(s);
    if (next.has(row.id)) next.delete(row.id);
    else next.set(row.id, row);
    return next;
  });
  const togglePage = (rows: PersonListItem[]) => setSelected((s) => {
    const next = new Map(s);
    const all = rows.every((r) => next.has(r.id));
    for (const r of rows) if (all) next.delete(r.id); else next.set(r.id, r);
    return next;
  });

  const columns = usePersonColumns({
    label, narrow, showUnit: !isUnit,
    selection: isUnit ? { selected: new Set(selected.keys()), toggle, togglePage, rows: list.data?.list ?? [] } : undefined,
    onView: (row) => setDialog({ kind: 'card', personId: row.id }),
    onEdit: (row) => setDialog({ kind: 'editById', personId: row.id }),
    onDelete: (row) => setDialog({ kind: 'delete', person: row }),
  });

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale === 'en' ? 'en' : 'zh-cn'}>
      <Stack spacing={2}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>{title}</Typography>
          <Typography variant="body2" color="text.secondary">{isUnit ? t('list.hint') : t('list.hintReviewer')}</Typography>
        </Box>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <PersonFilterBar
            filters={filters} showUnit={!isUnit} options={options}
            onChange={(next) => { setFilters(next); setPage((p) => ({ ...p, pageNo: 1 })); }}
          />
        </Paper>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {isUnit && (
            <>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'form', person: null })} disabled={!unit.data} data-testid="person-create">
                {t('action.create')}
              </Button>
              <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setDialog({ kind: 'import' })} data-testid="person-import">{t('action.import')}</Button>
              <Button variant="outlined" color="success" startIcon={<SendIcon />} disabled={!selected.size || !unit.data}
                onClick={() => setDialog({ kind: 'file', persons: [...selected.values()] })} data-testid="person-file">
                {t('action.file')}{selected.size ? `（${selected.size}）` : ''}
              </Button>
            </>
          )}
          <ExportButton filters={filters} />
          <PersonTotal
            total={list.data?.total} capped={Boolean(list.data?.totalCapped)} counting={exactTotal && list.isFetching}
            onCount={() => setExactTotal(true)}
          />
        </Box>
        {list.isError && (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => list.refetch()}>{tUi('retry')}</Button>}>
            {t('list.loadFailed')}
          </Alert>
        )}
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <DataTable
            testId="person-list" columns={columns} rows={list.data?.list} total={list.data?.total} loading={list.isFetching}
            page={page} onPageChange={setPage} emptyText={t('list.empty')}
          />
        </Paper>
      </Stack>
      <PersonDialogs
        state={dialog} unit={unit.data ?? null} onChange={setDialog} onChanged={refresh}
        onDeleted={(id) => setSelected((s) => new Map([...s].filter(([key]) => key !== id)))}
        onFiled={() => { setSelected(new Map()); refresh(); }}
      />
    </LocalizationProvider>
  );
}
