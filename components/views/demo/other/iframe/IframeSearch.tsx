import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useNavigate } from 'react-router';
import RemixIcon from '@/components/shell/RemixIcon';
import DemoCard from '../../shared/DemoCard';
import { searchTarget, viewPath } from './iframeUrl';
import { searchError } from './searchForm';

const SITES: [key: string, url: string, icon: string][] = [
  ['apiDocs', '/api-docs', 'book-open-line'],
  ['echarts', 'https://echarts.apache.org/zh/index.html', 'bar-chart-2-line'],
  ['mui', 'https://mui.com/material-ui/', 'layout-2-line'],
  ['remixicon', 'https://remixicon.com/', 'remixicon-line'],
];

/** Opens a page inside the app: an address, a web search, or one of the listed sites. */
export default function IframeSearch() {
  const t = useTranslations('demo.iframe');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const key = searchError(text);
    setErrorKey(key);
    if (key) return;
    const { url, title } = searchTarget(text);
    navigate(viewPath(url, title, 'search-line'));
  };
  return (
    <DemoCard title={t('searchTitle')} subtitle={t('searchHint')}>
      <Stack component="form" role="search" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={submit} noValidate sx={{ mb: 3 }}>
        <TextField
          fullWidth label={t('searchLabel')} value={text} onChange={(e) => { setText(e.target.value); setErrorKey(null); }}
          error={Boolean(errorKey)} helperText={errorKey ? t(errorKey) : undefined} slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'iframe-search' } }}
        />
        <Button type="submit" variant="contained" startIcon={<RemixIcon name="search-line" />} sx={{ flexShrink: 0, alignSelf: { sm: 'flex-start' }, height: 56 }}>
          {t('open')}
        </Button>
      </Stack>
      <Grid container spacing={1.5}>
        {SITES.map(([key, url, icon]) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
            <Button
              fullWidth variant="outlined" onClick={() => navigate(viewPath(url, t(`sites.${key}`), icon))} data-testid={`iframe-site-${key}`}
              startIcon={<RemixIcon name={icon} />} sx={{ justifyContent: 'flex-start', py: 1.5 }}
            >
              {t(`sites.${key}`)}
            </Button>
          </Grid>
        ))}
      </Grid>
    </DemoCard>
  );
}
