import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { STRUCTURE_DIMENSIONS } from '@/lib/contracts/report';
import { exportStructure, getStructure, reportKeys } from '@/lib/client/api/report';
import { useCodeLists } from '@/components/ui/useCodeLists';
import { today as todayInChina } from '@/lib/domain/datetime';
import ReportExportButton from './ReportExportButton';
import StatDateField from './StatDateField';
import ReportBasis from './ReportBasis';

type Dimension = (typeof STRUCTURE_DIMENSIONS)[number];
const CODE_LIST: Partial<Record<Dimension, string>> = { gender: 'gender', titleLevel: 'titleLevel', postCategory: 'postCategory', postLevel: 'postLevel', estabType: 'estabType' };

/** 人员结构分析: persons in establishment counted and shared by one dimension. */
export default function StructureReport() {
  const t = useTranslations('report');
  const tUi = useTranslations('ui');
  const { label } = useCodeLists(Object.values(CODE_LIST));
  const [dimension, setDimension] = useState<Dimension>('ageBand');
  const [today] = useState(todayInChina);
  const [statDate, setStatDate] = useState(today);
  // Today is asked without a date (the live state); a past date rebuilds the state then.
  const asked = statDate === today ? undefined : statDate;
  const data = useQuery({ queryKey: reportKeys.structure(dimension, asked), queryFn: () => getStructure({ dimension, statDate: asked }) });
  const groupName = (key: string) => {
    if (key === 'NONE') return t('structure.groups.NONE');
    const list = CODE_LIST[dimension];
    if (list) return label(list, key);
    return t.has(`structure.groups.${key}`) ? t(`structure.groups.${key}`) : key;
  };
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField select size="small" label={t('structure.dimension')} value={dimension} onChange={(e) => setDimension(e.target.value as Dimension)} sx={{ minWidth: 220 }}
          slotProps={{ htmlInput: { 'data-testid': 'structure-dimension' } }}>
          {STRUCTURE_DIMENSIONS.map((d) => <MenuItem key={d} value={d}>{t(`structure.dimensions.${d}`)}</MenuItem>)}
        </TextField>
        <StatDateField value={statDate} today={today} onChange={setStatDate} testId="structure-stat-date" />
        {data.data && <Typography variant="body2" color="text.secondary">{t('structure.total', { total: data.data.total, date: data.data.statDate })}</Typography>}
        <Box sx={{ ml: 'auto' }}><ReportExportButton run={() => exportStructure({ statDate: asked })} disabled={!data.data?.total} testId="structure-export" /></Box>
      </Paper>
      <ReportBasis text={t('structure.basis')} />
      {asked && <Alert severity="info" data-testid="structure-past-hint">{t('structure.pastHint')}</Alert>}
      {data.isError && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => data.refetch()}>{tUi('retry')}</Button>}>
          {(data.error as Error).message || t('loadFailed')}
        </Alert>
      )}
      {data.isPending && <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}><CircularProgress /></Box>}
      {data.data && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="structure-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('structure.group')}</TableCell>
                <TableCell align="right">{t('structure.count')}</TableCell>
                <TableCell sx={{ minWidth: 160 }}>{t('structure.share')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.items.length === 0 && <TableRow><TableCell colSpan={3} align="center">{t('empty')}</TableCell></TableRow>}
              {data.data.items.map((i) => (
                <TableRow key={i.key} hover>
                  <TableCell>{groupName(i.key)}</TableCell>
                  <TableCell align="right">{i.count}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <LinearProgress variant="determinate" value={i.share} sx={{ flex: 1, height: 8, borderRadius: 4 }} />
                      <Typography variant="body2" sx={{ width: 52, textAlign: 'right' }}>{i.share}%</Typography>
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
