import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { CompanyOption } from '@/lib/contracts/userAdmin';
import { accountKeys, getCompanyOptions } from '@/lib/client/api/user';

export type UnitChoice = Pick<CompanyOption, 'id' | 'unitName'>;

interface Props {
  label: string;
  value: UnitChoice | null;
  onChange(unit: UnitChoice | null): void;
  error?: string;
  required?: boolean;
  size?: 'small' | 'medium';
  testId?: string;
}

/** Picks a unit by name or credit code from /userInfo/getCompanyList (the first 20 matches). */
export default function UnitPicker({ label, value, onChange, error, required, size, testId }: Props) {
  const t = useTranslations('setting.userManagement');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isFetching } = useQuery({
    queryKey: accountKeys.companies(keyword), queryFn: () => getCompanyOptions(keyword), placeholderData: keepPreviousData,
  });
  const options: UnitChoice[] = data?.list ?? [];

  return (
    <Autocomplete
      size={size}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      value={value}
      loading={isFetching}
      filterOptions={(o) => o}
      getOptionLabel={(o) => o.unitName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, v) => onChange(v)}
      onInputChange={(_, v, reason) => { if (reason === 'input') setTyped(v); }}
      noOptionsText={t('noUnits')}
      loadingText={t('loadingUnits')}
      sx={{ minWidth: 220 }}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={Boolean(error)} helperText={error}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }} />
      )}
    />
  );
}
