import { useState } from 'react';
import Button from '@mui/material/Button';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import DemoCard from '../../../shared/DemoCard';
import PickersProvider from '../../../shared/PickersProvider';
import Section from './Section';

const isWeekend = (d: Dayjs) => d.day() === 0 || d.day() === 6;
const show = (d: Dayjs | null, format: string) => (d?.isValid() ? d.format(format) : '—');

export default function DatePickerDemo() {
  const t = useTranslations('demo.controls.datePicker');
  const [date, setDate] = useState<Dayjs | null>(dayjs());
  const [month, setMonth] = useState<Dayjs | null>(null);
  const [workday, setWorkday] = useState<Dayjs | null>(null);
  const [from, setFrom] = useState<Dayjs | null>(dayjs().subtract(7, 'day'));
  const [to, setTo] = useState<Dayjs | null>(dayjs());
  const backwards = Boolean(from && to && to.isBefore(from, 'day'));
  return (
    <PickersProvider>
      <DemoCard title={t('title')}>
        <Section title={t('basic')} value={t('value', { value: show(date, 'YYYY-MM-DD') })}>
          <DatePicker label={t('date')} value={date} onChange={setDate} />
          <Button onClick={() => setDate(dayjs())}>{t('today')}</Button>
          <Button onClick={() => setDate(dayjs().subtract(1, 'day'))}>{t('yesterday')}</Button>
          <Button onClick={() => setDate(dayjs().subtract(1, 'week'))}>{t('weekAgo')}</Button>
        </Section>
        <Section title={t('views')} value={t('value', { value: show(month, 'YYYY-MM') })}>
          <DatePicker label={t('month')} value={month} onChange={setMonth} views={['year', 'month']} openTo="month" />
        </Section>
        <Section title={t('range')}>
          <DatePicker label={t('from')} value={from} onChange={setFrom} maxDate={to ?? undefined} />
          <DatePicker
            label={t('to')} value={to} onChange={setTo} minDate={from ?? undefined}
            slotProps={{ textField: { error: backwards, helperText: backwards ? t('toAfterFrom') : undefined } }}
          />
        </Section>
        <Section title={t('workdays')}>
          <DatePicker label={t('workday')} value={workday} onChange={setWorkday} shouldDisableDate={isWeekend} disablePast />
          <DatePicker label={t('disabled')} value={dayjs()} disabled />
        </Section>
      </DemoCard>
    </PickersProvider>
  );
}
