import Box from '@mui/material/Box';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

interface Series { name: string; values: number[]; color: string }
interface Props { labels: string[]; series: Series[] }

/** Side-by-side bars per unit (the increases and decreases of 人员增减表). */
export default function FlowChart({ labels, series }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return undefined;
    const chart = echarts.init(ref.current);
    chart.setOption({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: labels, axisLabel: { interval: 0, rotate: labels.length > 4 ? 30 : 0, width: 100, overflow: 'truncate' } },
      yAxis: { type: 'value', minInterval: 1 },
      series: series.map((s) => ({ name: s.name, type: 'bar', barMaxWidth: 28, data: s.values, itemStyle: { color: s.color } })),
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => { window.removeEventListener('resize', resize); chart.dispose(); };
  }, [labels, series]);
  return <Box ref={ref} sx={{ width: '100%', height: 260 }} data-testid="flow-chart" />;
}
