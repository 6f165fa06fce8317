import { useState } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import { useTranslations } from 'next-intl';
import DemoCard from '../../../shared/DemoCard';
import NumberStepper from './NumberStepper';
import Section from './Section';

const MARKS = [0, 25, 50, 75, 100].map((value) => ({ value, label: `${value}%` }));

export default function SliderDemo() {
  const t = useTranslations('demo.controls.slider');
  const [volume, setVolume] = useState(30);
  const [range, setRange] = useState<number[]>([20, 60]);
  const [level, setLevel] = useState(50);
  const [height, setHeight] = useState(40);
  return (
    <DemoCard title={t('title')}>
      <Section title={t('basic')} value={t('value', { value: volume })}>
        <Box sx={{ width: { xs: '100%', sm: 320 } }}><Slider value={volume} onChange={(_, v) => setVolume(v as number)} valueLabelDisplay="auto" aria-label={t('basic')} /></Box>
      </Section>
      <Section title={t('marks')} value={t('value', { value: `${level}%` })}>
        <Box sx={{ width: { xs: '100%', sm: 320 }, px: 1 }}>
          <Slider value={level} onChange={(_, v) => setLevel(v as number)} step={25} marks={MARKS} aria-label={t('marks')} />
        </Box>
      </Section>
      <Section title={t('range')} value={t('rangeValue', { from: range[0], to: range[1] })}>
        <Box sx={{ width: { xs: '100%', sm: 320 } }}>
          <Slider value={range} onChange={(_, v) => setRange(v as number[])} valueLabelDisplay="auto" disableSwap getAriaLabel={(i) => t(i ? 'to' : 'from')} />
        </Box>
      </Section>
      <Section title={t('withInput')}>
        <Box sx={{ width: { xs: '100%', sm: 240 } }}><Slider value={height} onChange={(_, v) => setHeight(v as number)} aria-label={t('withInput')} /></Box>
        <NumberStepper label={t('height')} value={height} onChange={(v) => setHeight(v ?? 0)} min={0} max={100} />
      </Section>
      <Section title={t('vertical')}>
        <Box sx={{ height: 140 }}><Slider orientation="vertical" defaultValue={60} aria-label={t('vertical')} valueLabelDisplay="auto" /></Box>
        <Box sx={{ height: 140 }}><Slider orientation="vertical" defaultValue={30} disabled aria-label={t('disabled')} /></Box>
      </Section>
    </DemoCard>
  );
}
