import type { ReactNode } from 'react';
import 'dayjs/locale/zh-cn';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { useLocale } from 'next-intl';

/** Date and time pickers in the interface language (their texts come from the theme's locale). */
export default function PickersProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale === 'en' ? 'en' : 'zh-cn'}>
      {children}
    </LocalizationProvider>
  );
}
