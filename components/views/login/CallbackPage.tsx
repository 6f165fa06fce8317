import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { settings } from '@/lib/config/settings';
import { socialLogin } from '@/lib/client/api/register';
import { defaultCodeText } from '@/lib/client/i18n';
import { isSuccessCode } from '@/lib/client/request';
import { message } from '@/lib/client/stores/messages';
import { useUserStore } from '@/lib/client/stores/user';
import { dayPart } from '@/lib/domain/welcome';
import AuthFrame from './AuthFrame';

/** Seconds before an expired account is sent to the renewal URL (spec §8, code 408). */
const EXPIRED_REDIRECT_MS = 5000;

/** The provider's code: in the hash route's query (/#/callback?code=…) or the page's own (/?code=…#/callback). */
function callbackCode(params: URLSearchParams): string {
  return params.get('code') || new URLSearchParams(window.location.search).get('code') || '';
}

/** 第三方登录 callback: exchanges the provider's code for a session of the linked account. */
export default function CallbackPage() {
  const t = useTranslations('registration.callback');
  const tLogin = useTranslations('login');
  const tApp = useTranslations('app');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const setToken = useUserStore((s) => s.setToken);
  const code = callbackCode(params);
  const [refusal, setRefusal] = useState<string | null>(null);
  const failure = code ? refusal : t('noCode');
  const started = useRef(false);

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    socialLogin(code).then((res) => {
      const token = (res.data as Record<string, unknown> | null)?.[settings.tokenName];
      if ((isSuccessCode(res.code) || res.code === 402) && typeof token === 'string' && token) {
        setToken(token);
        message.success(tLogin('welcome', { greeting: tLogin(`greeting.${dayPart(new Date().getHours())}`), title: tApp('title') }));
        navigate('/', { replace: true });
        return;
      }
      const text = res.msg || defaultCodeText(res.code);
      setRefusal(text);
      if (res.code === 408) setTimeout(() => { window.location.href = String(res.data); }, EXPIRED_REDIRECT_MS);
    }, (e: unknown) => setRefusal(e instanceof Error ? e.message : String(e)));
  }, [code, navigate, setToken, tLogin, tApp]);

  return (
    <AuthFrame title={t('title')}>
      {failure ? (
        <Stack spacing={2.5}>
          <Alert severity="warning" data-testid="callback-failure"><strong>{t('failed')}</strong>: {failure}</Alert>
          <Link component={RouterLink} to="/login" underline="hover" sx={{ alignSelf: 'center' }}>{t('backToLogin')}</Link>
        </Stack>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }} role="status">
          <CircularProgress />
          <Typography color="text.secondary">{t('working')}</Typography>
        </Stack>
      )}
    </AuthFrame>
  );
}
