import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { getWorkbench, workbenchKeys } from '@/lib/client/api/workbench';
import RemixIcon from '@/components/shell/RemixIcon';
import AdminWorkPanel from './AdminWorkPanel';
import ReviewWorkPanel from './ReviewWorkPanel';
import UnitWorkPanel from './UnitWorkPanel';

function Loading() {
  return (
    <Box aria-busy="true" data-testid="workbench-loading">
      <Grid container spacing={1.5}>
        {[0, 1, 2, 3].map((i) => <Grid key={i} size={{ xs: 6, sm: 3 }}><Skeleton variant="rounded" height={84} /></Grid>)}
      </Grid>
      <Skeleton height={44} sx={{ mt: 2 }} />
      <Skeleton height={44} />
    </Box>
  );
}

/** The home's 工作台: what the signed-in person has to do, each count opening the list of what it counts. */
export default function Workbench() {
  const t = useTranslations('home.workbench');
  const { data, isPending, isError, refetch } = useQuery({ queryKey: workbenchKeys.summary(), queryFn: getWorkbench });

  return (
    <Card data-testid="workbench">
      <CardHeader
        avatar={<RemixIcon name="todo-line" size={22} />}
        title={<Typography variant="h6" component="h2" sx={{ fontSize: 17 }}>{t('title')}</Typography>}
      />
      <Divider />
      <CardContent>
        {isPending && <Loading />}
        {isError && (
          <Box sx={{ p: 2, textAlign: 'center' }}>
            <Typography color="text.secondary" gutterBottom>{t('failed')}</Typography>
            <Button size="small" onClick={() => refetch()}>{t('retry')}</Button>
          </Box>
        )}
        {data?.unit && <UnitWorkPanel work={data.unit} />}
        {data?.review && <ReviewWorkPanel work={data.review} />}
        {data?.admin && <AdminWorkPanel work={data.admin} />}
      </CardContent>
    </Card>
  );
}
