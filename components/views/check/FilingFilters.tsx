import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { filingKeys, getFilingUnits } from '@/lib/client/api/filing';
import { FILING_STATUSES } from '@/lib/domain/filing/lifecycle';
import { ALL_FILING_TYPES, filingTypeName, statusKey } from './filingTypes';
import type { ListFilters, ListPreset } from './listQuery';

interface Props {
  preset: ListPreset;
  filters: ListFilters;
  showUnit: boolean;
  onChange(next: Partial<ListFilters>): void;
  onReset(): void;
}

const YEARS = (() => {
  const now = new Date().getFullYear();
  return Array.from({ length: 11 }, (_, i) => now + 1 - i);
})();

/** An empty select reads 全部 rather than looking unfilled. */
const ALL_SHOWN = { inputLabel: { shrink: true }, select: { displayEmpty: true } };

const FIELD = { minWidth: { xs: '100%', sm: 180 }, flex: { xs: '1 1 100%', sm: '0 1 200px' } };

/** The filters of a filing list: type and status within the screen's preset, year, unit (reviewers), keyword. */
export default function FilingFilters({ preset, filters, showUnit, onChange, onReset }: Props) {
  const t = useTranslations('filing');
  const locale = useLocale();
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  const units = useQuery({ queryKey: filingKeys.units(), queryFn: getFilingUnits, enabled: showUnit, staleTime: 60_000 });
  const types = preset.types?.length ? preset.types : ALL_FILING_TYPES;
  const statuses = preset.statuses?.length ? preset.statuses : FILING_STATUSES;
  const unit = units.data?.find((u) => u.id === filters.unitId) ?? null;

  const search = (e: FormEvent) => {
    e.preventDefault();
    onChange({ keyword: keyword.trim() || undefined });
  };
  const reset = () => {
    setKeyword('');
    onReset();
  };

  return (
    <Box component="form" onSubmit={search} role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      {types.length > 1 && (
        <TextField
          select size="small" label={t('filter.type')} value={filters.type ?? ''} sx={FIELD}
          onChange={(e) => onChange({ type: e.target.value || undefined })}
          slotProps={{ ...ALL_SHOWN, htmlInput: { 'data-testid': 'filter-type' } }}
        >
          <MenuItem value="">{t('filter.all')}</MenuItem>
          {types.map((type) => <MenuItem key={type} value={type}>{filingTypeName(type, locale)}</MenuItem>)}
        </TextField>
      )}
      <TextField
        select size="small" label={t('filter.status')} value={filters.status ?? ''} sx={FIELD}
        onChange={(e) => onChange({ status: e.target.value || undefined })}
        slotProps={{ ...ALL_SHOWN, htmlInput: { 'data-testid': 'filter-status' } }}
      >
        <MenuItem value="">{t('filter.all')}</MenuItem>
        {statuses.map((s) => <MenuItem key={s} value={s}>{t(`status.${statusKey(s, filters.type ?? (types.length === 1 ? types[0] : undefined))}`)}</MenuItem>)}
      </TextField>
      <TextField
        select size="small" label={t('filter.year')} value={filters.year ?? ''} sx={{ ...FIELD, flex: { xs: '1 1 100%', sm: '0 1 120px' }, minWidth: { xs: '100%', sm: 110 } }}
        onChange={(e) => onChange({ year: e.target.value ? Number(e.target.value) : undefined })}
        slotProps={ALL_SHOWN}
      >
        <MenuItem value="">{t('filter.all')}</MenuItem>
        {YEARS.map((y) => <MenuItem key={y} value={y}>{y}</MenuItem>)}
      </TextField>
      {showUnit && (
        <Autocomplete
          size="small"
          options={units.data ?? []}
          loading={units.isPending}
          value={unit}
          getOptionLabel={(u) => u.unitName}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_, u) => onChange({ unitId: u?.id })}
          sx={{ ...FIELD, flex: { xs: '1 1 100%', sm: '0 1 260px' }, minWidth: { xs: '100%', sm: 220 } }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('filter.unit')}
              placeholder={t('filter.all')}
              error={units.isError}
              helperText={units.isError ? t('filter.unitsFailed') : undefined}
              slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
            />
          )}
        />
      )}
      <TextField
        size="small" label={t('filter.keyword')} placeholder={t('filter.keywordHint')} value={keyword}
        onChange={(e) => setKeyword(e.target.value)} sx={{ ...FIELD, flex: { xs: '1 1 100%', sm: '1 1 200px' } }}
        slotProps={{ htmlInput: { maxLength: 50, 'data-testid': 'filter-keyword' } }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" data-testid="filter-search">{t('filter.search')}</Button>
        <Button onClick={reset}>{t('filter.reset')}</Button>
      </Box>
    </Box>
  );
}
