import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { today } from '@/lib/domain/datetime';

export interface YearStatsFilterValue { year: number; competentDeptId?: number }

/** The year and competent-authority filter of a yearly table, kept by the table's view. */
export function useYearStatsFilter(): [YearStatsFilterValue, (v: YearStatsFilterValue) => void] {
  const [value, setValue] = useState<YearStatsFilterValue>({ year: Number(today().slice(0, 4)) });
  return [value, setValue];
}

interface Props {
  value: YearStatsFilterValue;
  onChange(v: YearStatsFilterValue): void;
  /** The authorities of the caller's scope; the filter shows only when there is a choice (rsj, admin). */
  authorities: { id: number; name: string }[];
  testIdPrefix: string;
  children?: ReactNode;
}

/** 统计年度 (this year and the seven before) and, where the caller sees several, 主管部门; then the table's actions. */
export default function YearStatsFilter({ value, onChange, authorities, testIdPrefix, children }: Props) {
  const t = useTranslations('report.yearStats');
  const thisYear = Number(today().slice(0, 4));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <TextField select size="small" label={t('year')} value={value.year} onChange={(e) => onChange({ ...value, year: Number(e.target.value) })} sx={{ width: 140 }}
        slotProps={{ htmlInput: { 'data-testid': `${testIdPrefix}-year` } }}>
        {Array.from({ length: 8 }, (_, i) => thisYear - i).map((y) => <MenuItem key={y} value={y}>{y}</MenuItem>)}
      </TextField>
      {authorities.length > 1 && (
        <TextField select size="small" label={t('authority')} value={value.competentDeptId ?? ''} sx={{ minWidth: 220 }}
          onChange={(e) => onChange({ ...value, competentDeptId: e.target.value === '' ? undefined : Number(e.target.value) })}
          slotProps={{ htmlInput: { 'data-testid': `${testIdPrefix}-authority` } }}>
          <MenuItem value="">{t('allAuthorities')}</MenuItem>
          {authorities.map((a) => <MenuItem key={a.id} value={a.id}>{a.name}</MenuItem>)}
        </TextField>
      )}
      {children}
    </Box>
  );
}
