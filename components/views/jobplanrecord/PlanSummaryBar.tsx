import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { planSummary, type PlanLine } from '@/lib/domain/postSetting';

interface Props {
  lines: PlanLine[];
  /** 核定事业编制数, shown beside the total it bounds. */
  quotaInst?: number;
  dualPostCount?: number;
}

/** The plan's totals and structure ratios (computed, never typed): total, the three categories with their share, 专技 高:中:初. */
export default function PlanSummaryBar({ lines, quotaInst, dualPostCount }: Props) {
  const t = useTranslations('jobplanrecord');
  const s = planSummary(lines);
  const count = (n: number, v: number | null) => (v === null ? String(n) : t('share', { n, pct: v }));
  const items: { key: string; label: string; value: string }[] = [
    { key: 'postTotal', label: t('field.postTotal'), value: quotaInst === undefined ? String(s.total) : `${s.total} / ${quotaInst}` },
    { key: 'managePosts', label: t('field.managePosts'), value: count(s.byCategory.MANAGE, s.shares.MANAGE) },
    { key: 'techPosts', label: t('field.techPosts'), value: count(s.byCategory.TECH, s.shares.TECH) },
    { key: 'workerPosts', label: t('field.workerPosts'), value: count(s.byCategory.WORKER, s.shares.WORKER) },
    { key: 'techBands', label: t('field.techBands'), value: `${s.techBands.high}:${s.techBands.middle}:${s.techBands.junior}` },
    ...(dualPostCount === undefined ? [] : [{ key: 'dualPostCount', label: t('field.dualPostCount'), value: String(dualPostCount) }]),
  ];
  return (
    <Box
      data-testid="plan-summary"
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: `repeat(${items.length}, minmax(0, 1fr))` } }}
    >
      {items.map((i) => (
        <Box key={i.key} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}>
          <Typography variant="caption" color="text.secondary" component="div">{i.label}</Typography>
          <Typography variant="subtitle1" component="div" sx={{ fontWeight: 600 }} data-field={i.key}>{i.value}</Typography>
        </Box>
      ))}
    </Box>
  );
}
