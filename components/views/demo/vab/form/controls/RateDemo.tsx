import { useState } from 'react';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import RemixIcon from '@/components/shell/RemixIcon';
import DemoCard from '../../../shared/DemoCard';
import Section from './Section';

export default function RateDemo() {
  const t = useTranslations('demo.controls.rate');
  const [score, setScore] = useState<number | null>(3);
  const [hover, setHover] = useState(-1);
  const [half, setHalf] = useState<number | null>(3.5);
  const [hearts, setHearts] = useState<number | null>(2);
  const shown = hover > 0 ? hover : score;
  return (
    <DemoCard title={t('title')}>
      <Section title={t('withText')}>
        <Rating value={score} onChange={(_, v) => setScore(v)} onChangeActive={(_, v) => setHover(v)} data-testid="rate-score" />
        <Typography variant="body2">{shown ? t(`texts.${shown}`) : t('none')}</Typography>
      </Section>
      <Section title={t('half')} value={t('value', { value: half ?? 0 })}>
        <Rating value={half} precision={0.5} onChange={(_, v) => setHalf(v)} />
      </Section>
      <Section title={t('custom')} value={t('value', { value: hearts ?? 0 })}>
        <Rating
          value={hearts} max={10} onChange={(_, v) => setHearts(v)} sx={{ color: 'error.main' }}
          icon={<RemixIcon name="heart-fill" size={22} />} emptyIcon={<RemixIcon name="heart-line" size={22} />}
        />
      </Section>
      <Section title={t('readOnly')}>
        <Rating value={4} readOnly />
        <Rating value={2} disabled />
      </Section>
    </DemoCard>
  );
}
