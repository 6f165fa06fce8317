import { useEffect, useState } from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import DemoCard from '../shared/DemoCard';

const FULL_MS = 1500;

/** Ways to show that something is loading: the whole page, one area, a button, skeletons and a progress bar. */
export default function Loading() {
  const t = useTranslations('demo.loading');
  const [full, setFull] = useState(false);
  const [area, setArea] = useState(true);
  const [button, setButton] = useState(false);
  const [skeleton, setSkeleton] = useState(true);
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (!full) return;
    const timer = setTimeout(() => setFull(false), FULL_MS);
    return () => clearTimeout(timer);
  }, [full]);
  useEffect(() => {
    if (!button) return;
    const timer = setTimeout(() => setButton(false), FULL_MS);
    return () => clearTimeout(timer);
  }, [button]);
  useEffect(() => {
    const timer = setInterval(() => setProgress((p) => (p >= 100 ? 0 : p + 10)), 500);
    return () => clearInterval(timer);
  }, []);

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <DemoCard title={t('pageTitle')} subtitle={t('pageHint')}>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => setFull(true)} data-testid="loading-full">{t('showPage')}</Button>
            <Button variant="outlined" loading={button} onClick={() => setButton(true)}>{t('buttonLoading')}</Button>
          </Stack>
          <Backdrop open={full} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff', flexDirection: 'column', gap: 2 }}>
            <CircularProgress color="inherit" />
            <Typography>{t('wait')}</Typography>
          </Backdrop>
        </DemoCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DemoCard title={t('areaTitle')} action={<Button size="small" onClick={() => setArea((a) => !a)}>{t(area ? 'stop' : 'start')}</Button>}>
          <Box sx={{ position: 'relative', minHeight: 120 }} aria-busy={area}>
            <Typography color="text.secondary">{t('areaText')}</Typography>
            {area && (
              <Box role="status" aria-label={t('wait')} sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', bgcolor: 'action.disabledBackground', borderRadius: 1 }}>
                <CircularProgress size={28} />
              </Box>
            )}
          </Box>
        </DemoCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DemoCard title={t('skeletonTitle')} action={<Button size="small" onClick={() => setSkeleton((s) => !s)}>{t(skeleton ? 'stop' : 'start')}</Button>}>
          {skeleton ? (
            <Stack direction="row" spacing={2}>
              <Skeleton variant="circular" width={48} height={48} />
              <Box sx={{ flex: 1 }}><Skeleton width="60%" /><Skeleton /><Skeleton width="80%" /></Box>
            </Stack>
          ) : (
            <Typography>{t('loaded')}</Typography>
          )}
        </DemoCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DemoCard title={t('progressTitle')}>
          <Stack spacing={2}>
            <LinearProgress aria-label={t('progressTitle')} />
            <LinearProgress variant="determinate" value={progress} aria-label={t('percent', { value: progress })} />
            <Typography variant="body2" color="text.secondary">{t('percent', { value: progress })}</Typography>
          </Stack>
        </DemoCard>
      </Grid>
    </Grid>
  );
}
