import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import type { ChunkLoadError } from '@/lib/client/chunkLoad';

/**
 * What a view that failed to render shows instead. A chunk that did not load (spec §8) says which way it failed: its
 * script, its stylesheet (CSS_CHUNK_LOAD_FAILED) or the chunk timeout; retry loads it again.
 */
export default function ViewError({ message, chunk, onRetry }: { message: string; chunk?: ChunkLoadError | null; onRetry(): void }) {
  const t = useTranslations('shell.viewError');
  return (
    <Alert
      severity="error"
      data-testid="view-error"
      data-error={chunk ? chunk.code ?? chunk.name : undefined}
      data-chunk-failure={chunk?.kind}
      action={<Button color="inherit" size="small" onClick={onRetry} data-testid="view-error-retry">{t('retry')}</Button>}
      sx={{ my: 2 }}
    >
      {chunk ? t(`chunk.${chunk.kind}`) : t('message', { message })}
    </Alert>
  );
}
