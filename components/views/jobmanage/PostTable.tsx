import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Fragment, useState } from 'react';
import { getPostList, jobManageKeys } from '@/lib/client/api/jobManage';
import type { PostLevelUse } from '@/lib/contracts/jobManage';
import RemixIcon from '@/components/shell/RemixIcon';
import { useCodeLists } from '@/components/ui/useCodeLists';

const COUNTS = ['approved', 'held', 'inTransit', 'vacancy'] as const;
const CATEGORIES = ['MANAGE', 'TECH', 'WORKER'];

/** The unit's posts by level from its current post plan: approved, held (who), in flight, vacant (domain.md §2.2 UnitPostPlan). */
export default function PostTable() {
  const t = useTranslations('jobManage');
  const { label } = useCodeLists(['postCategory', 'postLevel']);
  const { data, isPending, isError } = useQuery({ queryKey: jobManageKeys.posts(), queryFn: getPostList });
  const [open, setOpen] = useState<string | null>(null);

  if (isPending) return <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}><CircularProgress size={28} /></Box>;
  if (isError) return <Alert severity="error">{t('posts.loadFailed')}</Alert>;
  if (!data.plan) return <Alert severity="info" data-testid="no-post-plan">{t('posts.noPlan')}</Alert>;
  const { plan } = data;
  const row = (l: PostLevelUse) => (
    <Fragment key={l.postLevel}>
      <TableRow hover data-testid={`post-${l.postLevel}`}>
        <TableCell>{label('postLevel', l.postLevel)}</TableCell>
        {COUNTS.map((k) => (
          <TableCell key={k} align="right" sx={k === 'vacancy' && l.vacancy < 0 ? { color: 'error.main', fontWeight: 600 } : undefined}>{l[k]}</TableCell>
        ))}
        <TableCell padding="checkbox">
          {l.holders.length > 0 && (
            <IconButton
              size="small" aria-label={t('posts.showHolders')} aria-expanded={open === l.postLevel}
              onClick={() => setOpen(open === l.postLevel ? null : l.postLevel)}
            >
              <RemixIcon name={open === l.postLevel ? 'arrow-up-s-line' : 'arrow-down-s-line'} size={18} />
            </IconButton>
          )}
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={6} sx={{ py: 0, borderBottom: open === l.postLevel ? undefined : 0 }}>
          <Collapse in={open === l.postLevel} unmountOnExit>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, py: 1 }}>
              {l.holders.map((h) => <Chip key={h.id} size="small" label={h.appointDate ? `${h.name}（${h.appointDate}）` : h.name} />)}
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
  return (
    <Paper variant="outlined" data-testid="post-table">
      <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5 }}>
        {t('posts.title', { version: plan.planVersion, from: plan.effectiveFrom })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
        {t('posts.summary', { total: plan.postTotal, manage: plan.managePosts, tech: plan.techPosts, worker: plan.workerPosts })}
      </Typography>
      <TableContainer>
        <Table size="small" sx={{ minWidth: 420 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('posts.level')}</TableCell>
              {COUNTS.map((k) => <TableCell key={k} align="right">{t(`posts.${k}`)}</TableCell>)}
              <TableCell padding="checkbox" />
            </TableRow>
          </TableHead>
          <TableBody>
            {CATEGORIES.filter((c) => data.levels.some((l) => l.postCategory === c)).map((c) => (
              <Fragment key={c}>
                <TableRow>
                  <TableCell colSpan={6} sx={{ bgcolor: 'action.hover', fontWeight: 600 }}>{label('postCategory', c)}</TableCell>
                </TableRow>
                {data.levels.filter((l) => l.postCategory === c).map(row)}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {data.unplanned.length > 0 && (
        <Alert severity="warning" sx={{ m: 1.5 }}>
          {t('posts.unplanned', { names: data.unplanned.map((h) => `${h.name}（${label('postLevel', h.postLevel)}）`).join('、') })}
        </Alert>
      )}
    </Paper>
  );
}
