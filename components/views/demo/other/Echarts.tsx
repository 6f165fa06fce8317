import { useMemo } from 'react';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import { useTranslations } from 'next-intl';
import DemoCard from '../shared/DemoCard';
import EChart from '../shared/EChart';

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const FILED = [32, 41, 38, 55, 62, 48, 51, 70, 66, 58, 49, 80];
const REVIEWED = [28, 39, 35, 50, 60, 47, 49, 64, 65, 55, 47, 72];
const UNITS = ['education', 'health', 'culture', 'agriculture'] as const;
const POSTS = { managerial: [120, 98, 45, 60], professional: [420, 380, 90, 110], skilled: [80, 150, 30, 70] };
const SKILLS = ['policy', 'writing', 'data', 'service', 'law'] as const;

/** A few ECharts charts: line, stacked bar, rose, radar and gauge. */
export default function Echarts() {
  const t = useTranslations('demo.echarts');
  const theme = useTheme();
  const text = theme.palette.text.secondary;
  const axis = useMemo(() => ({ axisLabel: { color: text }, axisLine: { lineStyle: { color: theme.palette.divider } } }), [text, theme]);
  const legend = useMemo(() => ({ top: 0, textStyle: { color: text } }), [text]);

  const line = useMemo(() => ({
    tooltip: { trigger: 'axis' }, legend, grid: { left: 40, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: MONTHS.map((m) => t('month', { m })), ...axis },
    yAxis: { type: 'value', ...axis, splitLine: { lineStyle: { color: theme.palette.divider } } },
    series: [
      { name: t('filed'), type: 'line', smooth: true, data: FILED, areaStyle: { opacity: 0.12 } },
      { name: t('reviewed'), type: 'line', smooth: true, data: REVIEWED },
    ],
  }), [t, axis, legend, theme]);

  const bar = useMemo(() => ({
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } }, legend, grid: { left: 44, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: UNITS.map((u) => t(`units.${u}`)), ...axis },
    yAxis: { type: 'value', ...axis, splitLine: { lineStyle: { color: theme.palette.divider } } },
    series: (Object.keys(POSTS) as (keyof typeof POSTS)[]).map((k) => ({ name: t(`posts.${k}`), type: 'bar', stack: 'posts', data: POSTS[k] })),
  }), [t, axis, legend, theme]);

  const rose = useMemo(() => ({
    tooltip: { trigger: 'item' }, legend: { ...legend, top: 'auto', bottom: 0 },
    series: [{ type: 'pie', roseType: 'radius', radius: ['20%', '65%'], center: ['50%', '45%'], data: UNITS.map((u, i) => ({ name: t(`units.${u}`), value: [640, 628, 165, 240][i] })) }],
  }), [t, legend]);

  const radar = useMemo(() => ({
    tooltip: {}, legend,
    radar: { indicator: SKILLS.map((s) => ({ name: t(`skills.${s}`), max: 100 })), radius: '60%', center: ['50%', '58%'], axisName: { color: text } },
    series: [{ type: 'radar', data: [{ name: t('unitA'), value: [90, 70, 60, 85, 75] }, { name: t('unitB'), value: [65, 85, 90, 60, 70] }] }],
  }), [t, legend, text]);

  const gauge = useMemo(() => ({
    series: [{ type: 'gauge', progress: { show: true }, detail: { formatter: '{value}%', color: theme.palette.text.primary }, data: [{ value: 86, name: t('completion') }], title: { color: text } }],
  }), [t, text, theme]);

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 8 }}><DemoCard title={t('lineTitle')}><EChart option={line} label={t('lineTitle')} testId="chart-line" /></DemoCard></Grid>
      <Grid size={{ xs: 12, lg: 4 }}><DemoCard title={t('gaugeTitle')}><EChart option={gauge} label={t('gaugeTitle')} /></DemoCard></Grid>
      <Grid size={{ xs: 12, lg: 6 }}><DemoCard title={t('barTitle')}><EChart option={bar} label={t('barTitle')} /></DemoCard></Grid>
      <Grid size={{ xs: 12, md: 6, lg: 3 }}><DemoCard title={t('roseTitle')}><EChart option={rose} label={t('roseTitle')} /></DemoCard></Grid>
      <Grid size={{ xs: 12, md: 6, lg: 3 }}><DemoCard title={t('radarTitle')}><EChart option={radar} label={t('radarTitle')} /></DemoCard></Grid>
    </Grid>
  );
}
