import { useState, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import RemixIcon from '@/components/shell/RemixIcon';

interface Props {
  onSearch(title: string): void;
  /** Buttons shown beside the search, e.g. batch actions. */
  children?: ReactNode;
}

/** The title filter of the mock table screens: search on submit, reset to all rows. */
export default function TitleSearch({ onSearch, children }: Props) {
  const t = useTranslations('demo.table');
  const tUi = useTranslations('ui');
  const [title, setTitle] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(title);
  };
  const reset = () => {
    setTitle('');
    onSearch('');
  };
  return (
    <Stack component="form" role="search" onSubmit={submit} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      <TextField
        size="small" label={t('columns.title')} value={title} onChange={(e) => setTitle(e.target.value)}
        sx={{ width: { xs: '100%', sm: 260 } }} slotProps={{ htmlInput: { 'data-testid': 'table-search', maxLength: 50 } }}
      />
      <Button type="submit" variant="contained" startIcon={<RemixIcon name="search-line" />} data-testid="table-search-submit">{tUi('search')}</Button>
      <Button onClick={reset} startIcon={<RemixIcon name="refresh-line" />}>{tUi('reset')}</Button>
      {children}
    </Stack>
  );
}
