import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslations } from 'next-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';
import RemixIcon from '@/components/shell/RemixIcon';
import DemoCard from '../../shared/DemoCard';
import { isFrameable } from './iframeUrl';

/** The page named by the url query, framed, under the title and icon of the query. */
export default function IframeView() {
  const t = useTranslations('demo.iframe');
  const [params] = useSearchParams();
  const url = params.get('url') ?? '';
  const title = params.get('title') || url;
  const icon = params.get('icon') || 'window-line';
  const [loaded, setLoaded] = useState('');
  const ok = isFrameable(url);

  return (
    <DemoCard
      title={title}
      action={(
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <RemixIcon name={icon} size={20} />
          {ok && <Button size="small" href={url} target="_blank" rel="noopener noreferrer" endIcon={<RemixIcon name="external-link-line" />}>{t('newWindow')}</Button>}
        </Box>
      )}
      testId="iframe-view"
    >
      {ok ? (
        <Box sx={{ position: 'relative' }}>
          {loaded !== url && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} aria-label={t('loading')} />}
          <Box
            component="iframe" key={url} src={url} title={title} onLoad={() => setLoaded(url)} data-testid="iframe-frame"
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
            sx={{ display: 'block', width: '100%', height: 'calc(100vh - 280px)', minHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
          <Alert severity="info" sx={{ mt: 1 }}>{t('refusedHint')}</Alert>
        </Box>
      ) : (
        <Alert severity="error" action={<Button component={RouterLink} to="/other/iframe/search" color="inherit" size="small">{t('back')}</Button>} data-testid="iframe-invalid">
          {url ? t('invalid', { url }) : t('missing')}
        </Alert>
      )}
    </DemoCard>
  );
}
