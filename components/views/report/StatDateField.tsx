import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ComponentProps } from 'react';
import { EARLIEST_STAT_DATE } from '@/lib/domain/statDate';

interface Props { value: string; today: string; onChange(date: string): void; testId: string }

/** 统计日期 / As of: a day from 2000 up to today; only a complete valid day reaches the report, clearing it goes back to today. */
export default function StatDateField({ value, today, onChange, testId }: Props) {
  const t = useTranslations('report');
  const locale = useLocale();
  const min = dayjs(EARLIEST_STAT_DATE);
  const max = dayjs(today);
  // What is being typed stays in the field; the report follows only a complete day in range.
  const [draft, setDraft] = useState<Dayjs | null>(() => dayjs(value));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale === 'en' ? 'en' : 'zh-cn'}>
      <DatePicker
        label={t('asOf')}
        value={draft}
        format="YYYY-MM-DD"
        minDate={min}
        maxDate={max}
        onChange={(d) => {
          setDraft(d ?? max);
          if (!d) onChange(today);
          else if (d.isValid() && !d.isBefore(min, 'day') && !d.isAfter(max, 'day')) onChange(d.format('YYYY-MM-DD'));
        }}
        slotProps={{
          textField: { size: 'small', sx: { width: 170 }, slotProps: { htmlInput: { 'data-testid': testId } as ComponentProps<'input'> } },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}
