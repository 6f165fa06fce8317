import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { getGoodsList, mockKeys } from '@/lib/client/api/mock';
import RemixIcon from '@/components/shell/RemixIcon';
import DemoCard from '../shared/DemoCard';
import QueryState from '../shared/QueryState';

const PAGE_SIZE = 12;

/** The goods of /api/mock/goods/getList as a grid of cards, twelve a page. */
export default function Goods() {
  const t = useTranslations('demo.goods');
  const locale = useLocale();
  const [pageNo, setPageNo] = useState(1);
  const query = { pageNo, pageSize: PAGE_SIZE };
  const { data, isPending, isError, isFetching, refetch } = useQuery({ queryKey: mockKeys.goods(query), queryFn: () => getGoodsList(query), placeholderData: keepPreviousData });
  const price = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'zh-CN', { style: 'currency', currency: 'CNY' });

  return (
    <DemoCard title={t('title')} subtitle={t('total', { total: data?.total ?? 0 })}>
      <QueryState pending={isPending} failed={isError} empty={data?.list.length === 0} onRetry={() => refetch()}>
        <Box
          data-testid="goods-grid"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', opacity: isFetching ? 0.6 : 1 }}
        >
          {data?.list.map((g, i) => (
            <Card key={`${pageNo}-${i}`} sx={{ display: 'flex', flexDirection: 'column' }}>
              <CardMedia component="img" image={g.url} alt={g.title} sx={{ height: 160, objectFit: 'cover' }} />
              <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
                <Typography sx={{ fontWeight: 600 }}>{g.title}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>{g.description}</Typography>
                {g.labels.length > 0 && (
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {g.labels.map((l) => <Chip key={l} size="small" label={l} color="warning" variant="outlined" />)}
                  </Stack>
                )}
                <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
                  <Typography color="error.main" sx={{ fontWeight: 700, fontSize: 18 }}>{price.format(g.price)}</Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                    <RemixIcon name="store-2-line" size={14} />{g.company}
                  </Typography>
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Box>
      </QueryState>
      <Stack sx={{ alignItems: 'center', mt: 2 }}>
        <Pagination count={Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE))} page={pageNo} onChange={(_, p) => setPageNo(p)} color="primary" data-testid="goods-pages" />
      </Stack>
    </DemoCard>
  );
}
