import { useMemo } from 'react';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslations } from 'next-intl';
import type { TableRow } from '@/lib/contracts/mock/table';

export const STATUS_COLOR = { published: 'success', draft: 'warning', deleted: 'default' } as const;

/** The columns of the mock table rows, labelled in the interface language. */
export function useRowColumns(): GridColDef<TableRow>[] {
  const t = useTranslations('demo.table');
  return useMemo(() => [
    { field: 'id', headerName: t('columns.id'), width: 70, sortable: false },
    { field: 'title', headerName: t('columns.title'), flex: 1, minWidth: 160, sortable: false },
    { field: 'author', headerName: t('columns.author'), width: 110, sortable: false },
    {
      field: 'status', headerName: t('columns.status'), width: 110, sortable: false,
      renderCell: ({ row }) => <Chip size="small" color={STATUS_COLOR[row.status]} label={t(`status.${row.status}`)} />,
    },
    { field: 'pageViews', headerName: t('columns.pageViews'), type: 'number', width: 100, sortable: false },
    {
      field: 'rate', headerName: t('columns.rate'), width: 140, sortable: false,
      renderCell: ({ row }) => <Rating value={row.rate} readOnly size="small" sx={{ verticalAlign: 'middle' }} />,
    },
    { field: 'datetime', headerName: t('columns.datetime'), width: 170, sortable: false },
  ], [t]);
}
