import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ICON_PAGE_SIZE } from '@/lib/contracts/mock/icon';
import { getIconList, mockKeys } from '@/lib/client/api/mock';
import RemixIcon from '@/components/shell/RemixIcon';
import QueryState from '../../shared/QueryState';

interface Props {
  onPick(icon: string): void;
  selected?: string;
  /** Smaller cells, for the selector's popover. */
  compact?: boolean;
}

/** Searches the Remix Icon names of /api/mock/remixIcon/getList by title, 72 a page. */
export default function IconBrowser({ onPick, selected, compact }: Props) {
  const t = useTranslations('demo.icon');
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState({ title: '', pageNo: 1 });
  const params = { title: query.title || undefined, pageNo: query.pageNo, pageSize: ICON_PAGE_SIZE };
  const { data, isPending, isError, isFetching, refetch } = useQuery({
    queryKey: mockKeys.icons(params), queryFn: () => getIconList(params), placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / ICON_PAGE_SIZE));

  const search = (e: FormEvent) => {
    e.preventDefault();
    setQuery({ title: draft.trim(), pageNo: 1 });
  };

  return (
    <Stack spacing={2}>
      <Stack component="form" direction="row" spacing={1} onSubmit={search} role="search">
        <TextField
          size="small" label={t('search')} value={draft} onChange={(e) => setDraft(e.target.value)} sx={{ flex: 1, maxWidth: 360 }}
          slotProps={{ htmlInput: { 'data-testid': 'icon-search', maxLength: 50 } }}
        />
        <Button type="submit" variant="contained" data-testid="icon-search-submit">{t('searchButton')}</Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" data-testid="icon-total">{t('total', { total: data?.total ?? 0 })}</Typography>
      <QueryState pending={isPending} failed={isError} empty={data?.list.length === 0} onRetry={() => refetch()}>
        <Box
          data-testid="icon-grid" aria-busy={isFetching}
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: `repeat(auto-fill, minmax(${compact ? 56 : 104}px, 1fr))`, opacity: isFetching ? 0.6 : 1 }}
        >
          {data?.list.map((name) => (
            <ButtonBase
              key={name} onClick={() => onPick(name)} title={name} aria-label={name} aria-pressed={selected === name}
              sx={{
                flexDirection: 'column', gap: 0.75, p: compact ? 1 : 1.5, borderRadius: 1, border: 1,
                borderColor: selected === name ? 'primary.main' : 'divider', color: selected === name ? 'primary.main' : 'text.primary',
                '&:hover': { borderColor: 'primary.main', color: 'primary.main' },
              }}
            >
              <RemixIcon name={name} size={compact ? 22 : 26} />
              {!compact && (
                <Typography variant="caption" sx={{ width: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</Typography>
              )}
            </ButtonBase>
          ))}
        </Box>
      </QueryState>
      <Pagination
        count={pages} page={query.pageNo} onChange={(_, pageNo) => setQuery((q) => ({ ...q, pageNo }))}
        color="primary" siblingCount={compact ? 0 : 1} sx={{ alignSelf: 'center' }} data-testid="icon-pages"
      />
    </Stack>
  );
}
