import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import MuiList from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import DemoCard from '../shared/DemoCard';
import QueryState from '../shared/QueryState';
import TitleSearch from './table/TitleSearch';
import { useMockTable } from './table/useMockTable';
import { STATUS_COLOR } from './table/useRowColumns';

const PAGE_SIZE = 10;

/** The mock table rows as a list: title filter and paging. */
export default function List() {
  const t = useTranslations('demo.table');
  const table = useMockTable(PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(table.total / PAGE_SIZE));

  return (
    <DemoCard title={t('listTitle')}>
      <TitleSearch onSearch={table.search} />
      <QueryState pending={table.isPending} failed={table.isError} empty={!table.rows.length} onRetry={() => table.refetch()}>
        <MuiList disablePadding data-testid="demo-list" sx={{ opacity: table.isFetching ? 0.6 : 1 }}>
          {table.rows.map((row) => (
            <ListItem key={row.id} divider alignItems="flex-start" secondaryAction={<Chip size="small" color={STATUS_COLOR[row.status]} label={t(`status.${row.status}`)} />}>
              <ListItemAvatar><Avatar variant="rounded" src={row.img} alt="" sx={{ width: 56, height: 40, mr: 1.5 }} /></ListItemAvatar>
              <ListItemText
                sx={{ pr: 8 }}
                primary={<Typography sx={{ fontWeight: 500 }}>{row.title}</Typography>}
                secondary={
                  <>
                    <Typography component="span" variant="body2" sx={{ display: 'block' }}>{row.description}</Typography>
                    <Typography component="span" variant="caption" color="text.secondary">
                      {t('byline', { author: row.author, time: row.datetime, views: row.pageViews })}
                    </Typography>
                  </>
                }
              />
            </ListItem>
          ))}
        </MuiList>
      </QueryState>
      <Stack sx={{ alignItems: 'center', mt: 2 }}>
        <Pagination
          count={pages} page={table.paginationModel.page + 1} color="primary"
          onChange={(_, p) => table.onPaginationModelChange({ page: p - 1, pageSize: PAGE_SIZE })}
        />
      </Stack>
    </DemoCard>
  );
}
