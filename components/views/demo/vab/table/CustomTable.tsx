import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColumnVisibilityModel, type GridDensity } from '@mui/x-data-grid';
import { useTranslations } from 'next-intl';
import { PAGE_SIZES } from '@/components/ui/DataTable';
import DemoCard from '../../shared/DemoCard';
import QueryState from '../../shared/QueryState';
import ColumnChooser from './ColumnChooser';
import { useMockTable } from './useMockTable';
import { useRowColumns } from './useRowColumns';

const DENSITIES: GridDensity[] = ['compact', 'standard', 'comfortable'];

/** The mock table as the user arranges it: which columns, how dense, striped, bordered. */
export default function CustomTable() {
  const t = useTranslations('demo.table');
  const table = useMockTable();
  const columns = useRowColumns();
  const [visible, setVisible] = useState<GridColumnVisibilityModel>({ datetime: false });
  const [density, setDensity] = useState<GridDensity>('standard');
  const [striped, setStriped] = useState(true);
  const [bordered, setBordered] = useState(false);

  return (
    <DemoCard title={t('customTitle')} subtitle={t('customHint')}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <ColumnChooser columns={columns} visible={visible} onChange={setVisible} />
        <ToggleButtonGroup exclusive size="small" value={density} onChange={(_, d: GridDensity | null) => d && setDensity(d)} aria-label={t('density')}>
          {DENSITIES.map((d) => <ToggleButton key={d} value={d}>{t(`densities.${d}`)}</ToggleButton>)}
        </ToggleButtonGroup>
        <FormControlLabel control={<Switch checked={striped} onChange={(e) => setStriped(e.target.checked)} />} label={t('striped')} />
        <FormControlLabel control={<Switch checked={bordered} onChange={(e) => setBordered(e.target.checked)} />} label={t('bordered')} />
      </Stack>
      <QueryState pending={false} failed={table.isError} onRetry={() => table.refetch()}>
        <Box sx={{ width: '100%' }} data-testid="custom-table">
          <DataGrid
            autoHeight rows={table.rows} columns={columns} rowCount={table.total} loading={table.isFetching}
            paginationMode="server" paginationModel={table.paginationModel} onPaginationModelChange={table.onPaginationModelChange}
            pageSizeOptions={PAGE_SIZES} columnVisibilityModel={visible} onColumnVisibilityModelChange={setVisible}
            density={density} showCellVerticalBorder={bordered} showColumnVerticalBorder={bordered}
            getRowClassName={({ indexRelativeToCurrentPage }) => (striped && indexRelativeToCurrentPage % 2 ? 'striped' : '')}
            disableColumnMenu disableRowSelectionOnClick
            sx={{ border: bordered ? 1 : 0, borderColor: 'divider', '& .striped': { bgcolor: 'action.hover' } }}
          />
        </Box>
      </QueryState>
    </DemoCard>
  );
}
