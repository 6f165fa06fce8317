import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { PersonListItem } from '@/lib/contracts/person';
import { MOVABLE_STATUSES } from '@/lib/domain/exchange';
import { getPersonList, personKeys } from '@/lib/client/api/person';
import { useCodeLists } from '@/components/ui/useCodeLists';

interface Props {
  /** Another unit of the caller's scope (a competent authority's unit); the caller's own unit when absent. */
  unitId?: number;
  /** FILED: persons on the books; DRAFT: persons registered but not yet reported (an arrival from outside the system). */
  recordStatus?: 'FILED' | 'DRAFT';
  taken: number[];
  filingId?: number;
  onPick(person: PersonListItem): void;
}

/** Finds a person of the unit by name; persons already in the filing, held by another filing or not on the books cannot be picked. */
export default function UnitPersonPicker({ unitId, recordStatus = 'FILED', taken, filingId, onPick }: Props) {
  const t = useTranslations('jobManage');
  const { label } = useCodeLists(['estabType', 'postLevel', 'personStatus']);
  const [input, setInput] = useState('');
  const query = { name: input.trim() || undefined, recordStatus, unitId, pageNo: 1, pageSize: 20 };
  const list = useQuery({ queryKey: personKeys.list(query), queryFn: () => getPersonList(query), placeholderData: keepPreviousData });
  const why = (p: PersonListItem) => {
    if (taken.includes(p.id)) return t('picker.inFiling');
    if (p.lockFilingId && p.lockFilingId !== filingId) return t('picker.locked');
    if (recordStatus === 'FILED' && !MOVABLE_STATUSES.includes(p.personStatus)) return label('personStatus', p.personStatus);
    return null;
  };
  return (
    <Autocomplete
      size="small" sx={{ maxWidth: 480 }} options={list.data?.list ?? []} loading={list.isFetching} value={null}
      filterOptions={(o) => o} inputValue={input} onInputChange={(_e, v, reason) => reason !== 'reset' && setInput(v)}
      getOptionLabel={(p) => p.name} getOptionDisabled={(p) => why(p) !== null} isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, p) => {
        if (p) onPick(p);
        setInput('');
      }}
      noOptionsText={recordStatus === 'DRAFT' ? t('picker.noDraft') : t('picker.none')}
      renderOption={({ key, ...props }, p) => (
        <Box component="li" key={key} {...props} data-testid={`pick-${p.id}`}>
          <Box>
            <Typography variant="body2">{p.name} <Typography component="span" variant="caption" color="text.secondary">{p.idNumber}</Typography></Typography>
            <Typography variant="caption" color="text.secondary">
              {[p.estabType && label('estabType', p.estabType), p.postLevel && label('postLevel', p.postLevel), why(p)].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label={t('picker.label')} placeholder={t('picker.placeholder')} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'person-picker' } }} />
      )}
    />
  );
}
