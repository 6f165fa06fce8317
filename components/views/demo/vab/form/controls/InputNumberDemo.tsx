import { useState } from 'react';
import { useTranslations } from 'next-intl';
import DemoCard from '../../../shared/DemoCard';
import NumberStepper from './NumberStepper';
import Section from './Section';

export default function InputNumberDemo() {
  const t = useTranslations('demo.controls.inputNumber');
  const [count, setCount] = useState<number | null>(1);
  const [price, setPrice] = useState<number | null>(9.9);
  const [people, setPeople] = useState<number | null>(null);
  return (
    <DemoCard title={t('title')}>
      <Section title={t('basic')} value={t('value', { value: count ?? '—' })}>
        <NumberStepper label={t('count')} value={count} onChange={setCount} min={1} max={10} testId="number-count" />
      </Section>
      <Section title={t('precision')} value={t('value', { value: price ?? '—' })}>
        <NumberStepper label={t('price')} value={price} onChange={setPrice} step={0.1} precision={2} min={0} max={999} />
      </Section>
      <Section title={t('empty')} value={t('value', { value: people ?? '—' })}>
        <NumberStepper label={t('people')} value={people} onChange={setPeople} min={0} step={5} />
        <NumberStepper label={t('disabled')} value={3} onChange={() => undefined} disabled />
      </Section>
    </DemoCard>
  );
}
