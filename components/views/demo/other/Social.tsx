import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { socialLogin } from '@/lib/client/api/mock';
import RemixIcon from '@/components/shell/RemixIcon';
import DemoCard from '../shared/DemoCard';

const PROVIDERS: [key: string, icon: string, color: string][] = [
  ['github', 'github-fill', '#24292f'], ['wechat', 'wechat-fill', '#07c160'], ['qq', 'qq-fill', '#12b7f5'],
  ['weibo', 'weibo-fill', '#e6162d'], ['dingtalk', 'dingding-fill', '#3296fa'], ['alipay', 'alipay-fill', '#1677ff'],
];

/** What the provider sends back to the callback: a one-time authorisation code. */
const authorisationCode = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Third-party sign-in as the template simulated it: the provider's callback brings a code, which
 * /api/mock/socialLogin exchanges for a token; without a code it refuses.
 */
export default function Social() {
  const t = useTranslations('demo.social');
  const [provider, setProvider] = useState('');
  const exchange = useMutation({ mutationFn: (code: string | undefined) => socialLogin(code) });
  const start = (key: string, withCode = true) => {
    setProvider(key);
    exchange.mutate(withCode ? authorisationCode() : undefined);
  };

  return (
    <DemoCard title={t('title')} subtitle={t('hint')}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        {PROVIDERS.map(([key, icon, color]) => (
          <Button
            key={key} variant="outlined" disabled={exchange.isPending} onClick={() => start(key)} data-testid={`social-${key}`}
            startIcon={<Box component="span" sx={{ color }}><RemixIcon name={icon} size={20} /></Box>}
          >
            {t(`providers.${key}`)}
          </Button>
        ))}
        <Button color="warning" disabled={exchange.isPending} onClick={() => start('github', false)} data-testid="social-no-code">{t('noCode')}</Button>
      </Stack>
      {exchange.isSuccess && (
        <Alert severity="success" data-testid="social-result">
          <Typography variant="body2">{t('success', { provider: t(`providers.${provider}`) })}</Typography>
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}><code>{exchange.variables}</code> → <code>{exchange.data.token}</code></Typography>
        </Alert>
      )}
      {exchange.isError && <Alert severity="error" data-testid="social-error">{t('failed', { message: exchange.error.message })}</Alert>}
    </DemoCard>
  );
}
