import { useEffect, useMemo, useState, type SyntheticEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { settings } from '@/lib/config/settings';
import type { SearchSuggestion } from '@/lib/contracts/search';
import { getSearchList, searchKeys } from '@/lib/client/api/search';
import { filterSuggestions, searchDestination } from '@/lib/client/search';
import { usePanelsStore } from '@/lib/client/stores/panels';
import { useSettingsStore } from '@/lib/client/stores/settings';
import { useRouteTitle } from '@/components/routing/useRouteTitle';
import RemixIcon from '../RemixIcon';

/**
 * The search dialog (spec §2.4): one autocomplete over the preloaded suggestions, filtered 500 ms after typing; an
 * entry opens its url in a new window, a word that names no entry is searched on the web. Opening clears the word.
 */
export default function SearchDialog() {
  const t = useTranslations('shell.search');
  const open = usePanelsStore((s) => s.search);
  const setOpen = usePanelsStore((s) => s.setSearch);
  const enabled = useSettingsStore((s) => s.theme.showSearch);
  const suggestions = useQuery({ queryKey: searchKeys.list(), queryFn: getSearchList, enabled, staleTime: Infinity });
  const routeTitle = useRouteTitle();
  // The page titles come in Chinese; they are searched in the interface language.
  const entries = useMemo(() => (suggestions.data?.list ?? []).map((s) => ({ ...s, value: routeTitle(s.value) })), [suggestions.data, routeTitle]);
  const [word, setWord] = useState('');
  const [filter, setFilter] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setWord('');
      setFilter('');
    }
  }
  useEffect(() => {
    const timer = setTimeout(() => setFilter(word), settings.searchDelay);
    return () => clearTimeout(timer);
  }, [word]);

  const go = (event: SyntheticEvent, chosen: SearchSuggestion | string | null) => {
    const destination = searchDestination(chosen);
    if (!destination) return;
    // Closing hands the focus back to the search button while Enter is still down: without this its keypress would
    // press that button and open the dialog again, empty.
    event.preventDefault();
    window.open(destination, '_blank', 'noopener,noreferrer');
    setOpen(false);
  };
  const options = filterSuggestions(entries, filter);

  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      slotProps={{ paper: { sx: { width: { xs: 'calc(100% - 32px)', md: '40%' }, maxWidth: 'none', m: 2 }, 'data-testid': 'search-dialog' } as object }}
    >
      <DialogTitle sx={{ pr: 6 }}>
        {t('title')}
        <IconButton aria-label={t('close')} onClick={() => setOpen(false)} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <RemixIcon name="close-line" />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Autocomplete<SearchSuggestion, false, false, true>
          freeSolo
          openOnFocus
          options={options}
          filterOptions={(o) => o}
          getOptionLabel={(o) => (typeof o === 'string' ? o : o.value)}
          isOptionEqualToValue={(a, b) => a.value === (typeof b === 'string' ? b : b.value)}
          inputValue={word}
          onInputChange={(_, value, reason) => reason !== 'reset' && setWord(value)}
          onChange={go}
          loading={suggestions.isPending && enabled}
          loadingText={t('loading')}
          noOptionsText={suggestions.isError ? t('failed') : t('noOptions')}
          renderInput={(params) => (
            <TextField
              {...params}
              autoFocus
              placeholder={t('placeholder')}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'search-input', 'aria-label': t('title') },
                input: {
                  ...params.slotProps.input,
                  startAdornment: <InputAdornment position="start"><RemixIcon name="search-line" /></InputAdornment>,
                },
              }}
              sx={{ mt: 1 }}
            />
          )}
        />
      </DialogContent>
    </Dialog>
  );
}
