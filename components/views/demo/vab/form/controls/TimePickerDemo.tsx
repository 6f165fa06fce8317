import { useState } from 'react';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import DemoCard from '../../../shared/DemoCard';
import PickersProvider from '../../../shared/PickersProvider';
import Section from './Section';

const at = (h: number, m = 0) => dayjs().hour(h).minute(m).second(0);

export default function TimePickerDemo() {
  const t = useTranslations('demo.controls.timePicker');
  const [time, setTime] = useState<Dayjs | null>(at(9));
  const [start, setStart] = useState<Dayjs | null>(at(9));
  const [end, setEnd] = useState<Dayjs | null>(at(17, 30));
  const [precise, setPrecise] = useState<Dayjs | null>(null);
  const backwards = Boolean(start && end && !end.isAfter(start));
  return (
    <PickersProvider>
      <DemoCard title={t('title')}>
        <Section title={t('basic')} value={t('value', { value: time?.isValid() ? time.format('HH:mm') : '—' })}>
          <TimePicker label={t('time')} value={time} onChange={setTime} ampm={false} />
        </Section>
        <Section title={t('range')}>
          <TimePicker label={t('start')} value={start} onChange={setStart} ampm={false} maxTime={end ?? undefined} />
          <TimePicker
            label={t('end')} value={end} onChange={setEnd} ampm={false} minTime={start ?? undefined}
            slotProps={{ textField: { error: backwards, helperText: backwards ? t('endAfterStart') : undefined } }}
          />
        </Section>
        <Section title={t('seconds')}>
          <TimePicker label={t('withSeconds')} value={precise} onChange={setPrecise} ampm={false} views={['hours', 'minutes', 'seconds']} />
          <TimePicker label={t('disabled')} value={at(12)} disabled />
        </Section>
      </DemoCard>
    </PickersProvider>
  );
}
