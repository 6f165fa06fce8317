import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { echarts, type EChartsCoreOption } from './echarts';

interface Props {
  option: EChartsCoreOption;
  /** What the chart shows, for screen readers. */
  label: string;
  height?: number;
  testId?: string;
}

/** An ECharts chart: created on mount, resized with the window, disposed on unmount (or when its tab is hidden). */
export default function EChart({ option, label, height = 300, testId }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);

  useEffect(() => {
    const instance = echarts.init(box.current!);
    chart.current = instance;
    const resize = () => instance.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <Box ref={box} role="img" aria-label={label} data-testid={testId} sx={{ width: '100%', height }} />;
}
