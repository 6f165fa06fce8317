import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { dayPart } from '@/lib/domain/welcome';
import { afterLoginTarget } from '@/lib/domain/routes';
import { settings } from '@/lib/config/settings';
import type { Envelope } from '@/lib/contracts/endpoint';
import { defaultCodeText } from '@/lib/client/i18n';
import { isSuccessCode } from '@/lib/client/request';
import { message } from '@/lib/client/stores/messages';
import { useUserStore } from '@/lib/client/stores/user';
import { AFTER_SIGN_IN } from '@/components/routing/routeHandle';
import { preloadSignedIn } from '@/components/routing/preload';
import Footer from '@/components/shell/Footer';
import LanguageSwitch from '@/components/shell/LanguageSwitch';
import SignInIcon from '@/components/shell/SignInIcon';
import DemoHint from './DemoHint';
import LoginField from './LoginField';
import { loginErrors } from './loginForm';

/** Seconds before an expired account is sent to the renewal URL (spec §8, code 408). */
const EXPIRED_REDIRECT_MS = 5000;

type Errors = ReturnType<typeof loginErrors>;

/** Tickets already sent: each works once, so a second mount of the page must not spend it again. */
const sentTickets = new Set<string>();

/** The sign-in calls with their contracts (and zod): loaded when the person starts to sign in, not to show the form. */
const authApi = () => import('@/lib/client/api/auth');

export default function LoginPage() {
  const t = useTranslations('login');
  const tApp = useTranslations('app');
  const tRegistration = useTranslations('registration');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const setToken = useUserStore((s) => s.setToken);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(() => Boolean(params.get('qr')));

  const welcome = () =>
    t('welcome', { greeting: t(`greeting.${dayPart(new Date().getHours())}`), title: tApp('title') });

  /** Sends a sign-in call and acts on its answer (spec §8); the form stays busy while the app moves on. */
  async function signIn(send: () => Promise<Envelope<unknown>>) {
    setPending(true);
    let keepPending = false;
    try {
      const res = await send();
      if (isSuccessCode(res.code) || res.code === 402) {
        const token = (res.data as Record<string, unknown> | null)?.[settings.tokenName];
        if (typeof token !== 'string' || !token) {
          message.error(t('noToken', { tokenName: settings.tokenName }));
          return;
        }
        setToken(token);
        // The profile and the route tree are asked for now, while the app moves on (the guard's load joins this one).
        void import('@/lib/client/routeLoader').then(({ loadRoutes }) => loadRoutes(), () => undefined);
        message.success(welcome());
        navigate(afterLoginTarget(params.get('redirect')), { replace: true, state: AFTER_SIGN_IN });
        keepPending = true;
      } else if (res.code === 401) {
        message.warning(res.msg || defaultCodeText(401));
      } else if (res.code === 408) {
        message.warning(res.msg);
        keepPending = true;
        setTimeout(() => {
          window.location.href = String(res.data);
        }, EXPIRED_REDIRECT_MS);
      } else {
        message.error(t('abnormal', { msg: res.msg || defaultCodeText(res.code) }));
      }
    } catch (err) {
      message.error(err instanceof Error ? err.message : String(err));
    } finally {
      if (!keepPending) setPending(false);
    }
  }

  // A sign-in QR code (the personal center's or an account manager's) opens this page with its one-time ticket.
  const qrTicket = params.get('qr');
  useEffect(() => {
    if (!qrTicket || sentTickets.has(qrTicket)) return;
    sentTickets.add(qrTicket);
    preloadSignedIn();
    void Promise.resolve().then(() => signIn(async () => (await authApi()).qrLogin(qrTicket)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per ticket
  }, [qrTicket]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = loginErrors({ username, password });
    setErrors(found);
    if (Object.keys(found).length) return;
    void signIn(async () => {
      const { login, loginPayload } = await authApi();
      return login(await loginPayload({ username: username.trim(), password }, settings.encryptLogin));
    });
  }

  return (
    <Box
      sx={{
        minHeight: '100vh', display: 'flex', flexDirection: 'column',
        background: 'linear-gradient(135deg, #0b3d91 0%, #1677ff 55%, #69b1ff 100%)',
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 2, color: '#fff' }}>
        <LanguageSwitch />
      </Box>
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2 }}>
        <Paper elevation={8} sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
          <Stack
            component="form"
            noValidate
            spacing={2.5}
            onSubmit={submit}
            onKeyDown={preloadSignedIn}
            onInput={preloadSignedIn}
            onPointerDown={preloadSignedIn}
            aria-labelledby="login-heading"
          >
            <Stack spacing={0.75} sx={{ mb: 1, alignItems: 'center' }}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG in the client-only app */}
              <img src={settings.logo} alt="" width={48} height={48} />
              <Typography id="login-heading" variant="h5" component="h1" sx={{ fontWeight: 700, textAlign: 'center' }}>
                {tApp('title')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>{t('subtitle')}</Typography>
            </Stack>
            <LoginField
              id="login-username"
              label={t('username')}
              value={username}
              autoComplete="username"
              autoFocus
              maxLength={50}
              testId="login-username"
              error={errors.username && t(errors.username)}
              onChange={setUsername}
              startAdornment={<InputAdornment position="start"><SignInIcon name="user-line" /></InputAdornment>}
            />
            <LoginField
              id="login-password"
              label={t('password')}
              type={showPassword ? 'text' : 'password'}
              value={password}
              autoComplete="current-password"
              maxLength={128}
              testId="login-password"
              error={errors.password && t(errors.password)}
              onChange={setPassword}
              startAdornment={<InputAdornment position="start"><SignInIcon name="lock-line" /></InputAdornment>}
              endAdornment={
                <InputAdornment position="end">
                  <IconButton
                    edge="end"
                    aria-label={showPassword ? t('hidePassword') : t('showPassword')}
                    onClick={() => setShowPassword((v) => !v)}
                  >
                    <SignInIcon name={showPassword ? 'eye-off-line' : 'eye-line'} />
                  </IconButton>
                </InputAdornment>
              }
            />
            <Button type="submit" variant="contained" size="large" disabled={pending} data-testid="login-submit">
              {pending ? t('submitting') : t('submit')}
            </Button>
            <DemoHint />
            <Link component={RouterLink} to="/register" underline="hover" sx={{ alignSelf: 'center' }} data-testid="login-register-link">
              {tRegistration('link')}
            </Link>
          </Stack>
        </Paper>
      </Box>
      <Box sx={{ color: 'rgba(255,255,255,0.85)', '& footer': { color: 'inherit' } }}>
        <Footer />
      </Box>
    </Box>
  );
}
