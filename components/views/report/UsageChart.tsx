import Box from '@mui/material/Box';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

interface Props { labels: string[]; rates: (number | null)[]; name: string }

/** Usage rate per group as bars; above 100 % in red. */
export default function UsageChart({ labels, rates, name }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return undefined;
    const chart = echarts.init(ref.current);
    chart.setOption({
      tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => (v == null ? '—' : `${v}%`) },
      grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: labels, axisLabel: { interval: 0, rotate: labels.length > 4 ? 30 : 0, width: 100, overflow: 'truncate' } },
      yAxis: { type: 'value', axisLabel: { formatter: '{value}%' } },
      series: [{
        name, type: 'bar', barMaxWidth: 36,
        data: rates.map((r) => ({ value: r, itemStyle: { color: r != null && r > 100 ? '#d32f2f' : '#1976d2' } })),
      }],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => { window.removeEventListener('resize', resize); chart.dispose(); };
  }, [labels, rates, name]);
  return <Box ref={ref} sx={{ width: '100%', height: 260 }} data-testid="report-usage-chart" />;
}
