import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';

/** What a view shows while its data is loading or failed to load: a spinner, or the server's message with a retry. */
export default function QueryStatus({ query }: { query: Pick<UseQueryResult, 'isError' | 'isPending' | 'error' | 'refetch'> }) {
  const tUi = useTranslations('ui');
  return (
    <>
      {query.isError && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => query.refetch()}>{tUi('retry')}</Button>}>
          {(query.error as Error).message}
        </Alert>
      )}
      {query.isPending && <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}><CircularProgress aria-label={tUi('loading')} /></Box>}
    </>
  );
}
