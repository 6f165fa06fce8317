import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslations } from 'next-intl';
import type { PersonListItem } from '@/lib/contracts/person';
import PersonStatusChip from './PersonStatusChip';
import RecordStatusChip from './RecordStatusChip';
import RevealIdButton from './RevealIdButton';

export interface ColumnHandlers {
  label(list: string, code: string | null | undefined): string;
  /** Present for a unit account: rows it may report can be selected. */
  selection?: { selected: Set<number>; toggle(row: PersonListItem): void; togglePage(rows: PersonListItem[]): void; rows: PersonListItem[] };
  showUnit: boolean;
  narrow: boolean;
  onView(row: PersonListItem): void;
  onEdit(row: PersonListItem): void;
  onDelete(row: PersonListItem): void;
}

const selectable = (r: PersonListItem) => r.allowedActions.includes('FILE_NEW');

/** The person list's columns; a narrow window keeps who, the record status and the actions (the card shows the rest). */
export function usePersonColumns(h: ColumnHandlers): GridColDef<PersonListItem>[] {
  const t = useTranslations('person');
  const { label, selection } = h;
  const pageRows = selection?.rows.filter(selectable) ?? [];
  const allOnPage = pageRows.length > 0 && pageRows.every((r) => selection!.selected.has(r.id));
  const select: GridColDef<PersonListItem> = {
    field: '__select', width: 64, sortable: false, disableColumnMenu: true, align: 'center', headerAlign: 'center',
    renderHeader: () => (
      <Checkbox size="small" checked={allOnPage} indeterminate={!allOnPage && pageRows.some((r) => selection!.selected.has(r.id))}
        disabled={!pageRows.length} onChange={() => selection!.togglePage(pageRows)} slotProps={{ input: { 'aria-label': t('list.selectAll') } }} />
    ),
    renderCell: ({ row }) => (
      <Checkbox size="small" checked={selection!.selected.has(row.id)} disabled={!selectable(row)} onClick={(e) => e.stopPropagation()}
        onChange={() => selection!.toggle(row)} slotProps={{ input: { 'aria-label': t('list.select', { name: row.name }), 'data-testid': `select-${row.id}` } as object }} />
    ),
  };
  const name: GridColDef<PersonListItem> = {
    field: 'name', headerName: t('field.name'), minWidth: 100, flex: 0.7,
    renderCell: ({ row }) => (
      <Link component="button" underline="hover" onClick={(e) => { e.stopPropagation(); h.onView(row); }} data-testid={`person-name-${row.id}`}>{row.name}</Link>
    ),
  };
  const id: GridColDef<PersonListItem> = {
    field: 'idNumber', headerName: t('field.idNumber'), minWidth: 210, flex: 1,
    renderCell: ({ row }) => <RevealIdButton personId={row.id} name={row.name} masked={row.idNumber} />,
  };
  const record: GridColDef<PersonListItem> = {
    field: 'recordStatus', headerName: t('field.recordStatus'), width: 124,
    renderCell: ({ row }) => <RecordStatusChip status={row.recordStatus} locked={Boolean(row.lockFilingId)} />,
  };
  const actions: GridColDef<PersonListItem> = {
    field: 'actions', headerName: t('action.actions'), width: 124, sortable: false,
    renderCell: ({ row }) => (
      <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }} onClick={(e) => e.stopPropagation()}>
        <IconButton size="small" aria-label={t('action.view')} data-hint={t('action.view')} onClick={() => h.onView(row)}><ViewIcon fontSize="small" /></IconButton>
        {row.allowedActions.includes('EDIT') && (
          <IconButton size="small" aria-label={t('action.edit')} data-hint={t('action.edit')} onClick={() => h.onEdit(row)} data-testid={`edit-${row.id}`}><EditIcon fontSize="small" /></IconButton>
        )}
        {row.allowedActions.includes('DELETE') && (
          <IconButton size="small" color="error" aria-label={t('action.delete')} data-hint={t('action.delete')} onClick={() => h.onDelete(row)} data-testid={`delete-${row.id}`}><DeleteIcon fontSize="small" /></IconButton>
        )}
      </Box>
    ),
  };
  const wide: GridColDef<PersonListItem>[] = [
    ...(h.showUnit ? [{ field: 'unitName', headerName: t('field.unitName'), minWidth: 160, flex: 1 } satisfies GridColDef<PersonListItem>] : []),
    { field: 'gender', headerName: t('field.gender'), width: 70, valueGetter: (_v, r) => label('gender', r.gender) },
    { field: 'age', headerName: t('field.age'), width: 70, align: 'right', headerAlign: 'right' },
    { field: 'education', headerName: t('field.education'), minWidth: 120, flex: 0.8, valueGetter: (_v, r) => label('education', r.education) },
    { field: 'deptName', headerName: t('field.deptName'), minWidth: 100, flex: 0.6 },
    {
      field: 'estabType', headerName: t('field.estabType'), minWidth: 110, flex: 0.7,
      valueGetter: (_v, r) => (r.estabStatus === 'IN' ? label('estabType', r.estabType) : label('estabStatus', r.estabStatus)),
    },
    { field: 'postLevel', headerName: t('field.postLevel'), minWidth: 120, flex: 0.7, valueGetter: (_v, r) => label('postLevel', r.postLevel) },
    {
      field: 'personStatus', headerName: t('field.personStatus'), width: 120,
      renderCell: ({ row }) => <PersonStatusChip status={row.personStatus} label={label('personStatus', row.personStatus)} />,
    },
  ];
  const all = [...(selection ? [select] : []), name, ...(h.narrow ? [] : [id, ...wide]), record, actions];
  return all.map((c) => ({ ...c, sortable: false }));
}
