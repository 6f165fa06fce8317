import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { CodeOption } from '@/lib/contracts/code';
import type { PersonFilters } from '@/lib/contracts/person';
import { filingKeys, getFilingUnits } from '@/lib/client/api/filing';
import { idFilterError } from './filterForm';

interface Props {
  filters: PersonFilters;
  /** Reviewers pick a unit of their scope. */
  showUnit: boolean;
  options(list: string): CodeOption[];
  onChange(next: PersonFilters): void;
}

const FIELD = { minWidth: { xs: '100%', sm: 160 }, flex: { xs: '1 1 100%', sm: '0 1 190px' } };
const ALL_SHOWN = { inputLabel: { shrink: true }, select: { displayEmpty: true } };
const SELECTS = [
  ['personStatus', 'personStatus'], ['recordStatus', 'recordStatus'], ['estabStatus', 'estabStatus'], ['estabType', 'estabType'], ['postCategory', 'postCategory'],
] as const;

/** The person list's filters: name, ID number (whole or its last digits), status, record status, establishment, category, unit. */
export default function PersonFilterBar({ filters, showUnit, options, onChange }: Props) {
  const t = useTranslations('person');
  const locale = useLocale();
  const [name, setName] = useState(filters.name ?? '');
  const [idNumber, setIdNumber] = useState(filters.idNumber ?? '');
  const units = useQuery({ queryKey: filingKeys.units(), queryFn: getFilingUnits, enabled: showUnit, staleTime: 60_000 });
  const [searched, setSearched] = useState(false);
  const idError = searched ? idFilterError(idNumber) : null;

  const search = (e: FormEvent) => {
    e.preventDefault();
    setSearched(true);
    if (idFilterError(idNumber)) return;
    onChange({ ...filters, name: name.trim() || undefined, idNumber: idNumber.trim().toUpperCase() || undefined });
  };
  const reset = () => {
    setName('');
    setIdNumber('');
    setSearched(false);
    onChange({});
  };

  return (
    <Box component="form" onSubmit={search} role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      <TextField size="small" label={t('filter.name')} value={name} onChange={(e) => setName(e.target.value)} sx={FIELD}
        slotProps={{ htmlInput: { maxLength: 30, 'data-testid': 'filter-name' } }} />
      <TextField size="small" label={t('filter.idNumber')} value={idNumber} onChange={(e) => setIdNumber(e.target.value)} sx={{ ...FIELD, flex: { xs: '1 1 100%', sm: '0 1 240px' } }}
        error={Boolean(idError)} helperText={idError ? t(idError) : undefined} placeholder={t('filter.idHint')} slotProps={{ htmlInput: { maxLength: 18, 'data-testid': 'filter-idNumber' } }} />
      {SELECTS.map(([key, list]) => (
        <TextField
          key={key} select size="small" label={t(`field.${key}`)} value={filters[key] ?? ''} sx={FIELD} slotProps={{ ...ALL_SHOWN, htmlInput: { 'data-testid': `filter-${key}` } }}
          onChange={(e) => onChange({ ...filters, [key]: e.target.value || undefined })}
        >
          <MenuItem value="">{t('filter.all')}</MenuItem>
          {options(list).filter((o) => o.selectable || key === 'personStatus').map((o) => (
            <MenuItem key={o.code} value={o.code}>{locale === 'en' ? o.en : o.zh}</MenuItem>
          ))}
        </TextField>
      ))}
      {showUnit && (
        <Autocomplete
          size="small" sx={{ ...FIELD, flex: { xs: '1 1 100%', sm: '0 1 260px' } }} options={units.data ?? []} loading={units.isPending}
          value={units.data?.find((u) => u.id === filters.unitId) ?? null} getOptionLabel={(u) => u.unitName}
          onChange={(_e, u) => onChange({ ...filters, unitId: u?.id })}
          renderInput={(params) => <TextField {...params} label={t('filter.unit')} />}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" data-testid="filter-search">{t('filter.search')}</Button>
        <Button onClick={reset}>{t('filter.reset')}</Button>
      </Box>
    </Box>
  );
}
