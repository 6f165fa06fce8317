import { useState } from 'react';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import DemoCard from '../../../shared/DemoCard';
import PickersProvider from '../../../shared/PickersProvider';
import Section from './Section';

export default function DateTimePickerDemo() {
  const t = useTranslations('demo.controls.dateTimePicker');
  const [when, setWhen] = useState<Dayjs | null>(dayjs().minute(0).second(0));
  const [meeting, setMeeting] = useState<Dayjs | null>(null);
  const [start, setStart] = useState<Dayjs | null>(dayjs().hour(9).minute(0));
  const [end, setEnd] = useState<Dayjs | null>(dayjs().hour(18).minute(0));
  const backwards = Boolean(start && end && !end.isAfter(start));
  return (
    <PickersProvider>
      <DemoCard title={t('title')}>
        <Section title={t('basic')} value={t('value', { value: when?.isValid() ? when.format('YYYY-MM-DD HH:mm') : '—' })}>
          <DateTimePicker label={t('dateTime')} value={when} onChange={setWhen} ampm={false} />
        </Section>
        <Section title={t('future')}>
          <DateTimePicker label={t('meeting')} value={meeting} onChange={setMeeting} ampm={false} disablePast minutesStep={15} />
        </Section>
        <Section title={t('range')}>
          <DateTimePicker label={t('start')} value={start} onChange={setStart} ampm={false} maxDateTime={end ?? undefined} />
          <DateTimePicker
            label={t('end')} value={end} onChange={setEnd} ampm={false} minDateTime={start ?? undefined}
            slotProps={{ textField: { error: backwards, helperText: backwards ? t('endAfterStart') : undefined } }}
          />
        </Section>
      </DemoCard>
    </PickersProvider>
  );
}
