import { useEffect, useMemo, useState, type CSSProperties, type FormEvent } from 'react';
import { dayPart } from '@/lib/domain/welcome';
import { settings } from '@/lib/config/settings';
import type { Envelope } from '@/lib/contracts/endpoint';
import { defaultCodeText, useTranslate } from '@/lib/client/i18n';
import { isSuccessCode } from '@/lib/client/request';
import { message } from '@/lib/client/stores/messages';
import { useSettingsStore } from '@/lib/client/stores/settings';
import { useUserStore } from '@/lib/client/stores/user';
import { preloadSignedIn } from '@/components/routing/preload';
import SignInIcon from '@/components/shell/SignInIcon';
import { useStyleNonce } from '@/components/ui/useStyleNonce';
import DemoHint from './DemoHint';
import LoginField from './LoginField';
import { loginErrors } from './loginForm';
import SignInLanguageSwitch from './SignInLanguageSwitch';
import { signInLook } from './signInLook';
import { SIGN_IN_STYLE } from './signInStyle';

/** Seconds before an expired account is sent to the renewal URL (spec §8, code 408). */
const EXPIRED_REDIRECT_MS = 5000;

type Errors = ReturnType<typeof loginErrors>;

/** Tickets already sent: each works once, so a second mount of the page must not spend it again. */
const sentTickets = new Set<string>();

/** The sign-in calls with their contracts (and zod): loaded when the person starts to sign in, not to show the form. */
const authApi = () => import('@/lib/client/api/auth');

interface Props {
  /** The login page's query: `redirect` (where to go after signing in), `qr` (a sign-in ticket). */
  search: string;
  /**
   * Called once a sign-in has stored its token: the sign-in page shown alone then shows the app. Inside the app the
   * navigation guard moves on by itself, to the redirect or home (components/routing/AppRoutes.tsx).
   */
  onSignedIn?(): void;
}

/**
 * 登录 (spec §8), drawn without MUI, Emotion, next-intl or the router so that a signed-out visit loads little more than
 * React before the form shows (app/[[...slug]]/ClientApp.tsx); the app shows the same page at `/login`.
 */
export default function LoginPage({ search, onSignedIn }: Props) {
  const t = useTranslate();
  const nonce = useStyleNonce();
  const look = signInLook(useSettingsStore((s) => s.theme.themeName));
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setToken = useUserStore((s) => s.setToken);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(() => Boolean(params.get('qr')));

  const welcome = () =>
    t('login.welcome', { greeting: t(`login.greeting.${dayPart(new Date().getHours())}`), title: t('app.title') });

  /** Sends a sign-in call and acts on its answer (spec §8); the form stays busy while the app moves on. */
  async function signIn(send: () => Promise<Envelope<unknown>>) {
    setPending(true);
    let keepPending = false;
    try {
      const res = await send();
      if (isSuccessCode(res.code) || res.code === 402) {
        const token = (res.data as Record<string, unknown> | null)?.[settings.tokenName];
        if (typeof token !== 'string' || !token) {
          message.error(t('login.noToken', { tokenName: settings.tokenName }));
          return;
        }
        // The profile and the route tree are asked for now, while the app moves on (the guard's load joins this one).
        void import('@/lib/client/routeLoader').then(({ loadRoutes }) => loadRoutes(), () => undefined);
        message.success(welcome());
        setToken(token);
        onSignedIn?.();
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
        message.error(t('login.abnormal', { msg: res.msg || defaultCodeText(res.code) }));
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

  const colours = { '--primary': look.primary, '--primary-dark': look.primaryDark, '--on-primary': look.onPrimary } as CSSProperties;
  return (
    <div className={look.dark ? 'signin signin--dark' : 'signin'} style={colours}>
      <style nonce={nonce}>{SIGN_IN_STYLE}</style>
      <div className="signin__bar">
        <SignInLanguageSwitch />
      </div>
      <div className="signin__main">
        <div className="signin__card">
          <form
            className="signin__form"
            noValidate
            onSubmit={submit}
            onKeyDown={preloadSignedIn}
            onInput={preloadSignedIn}
            onPointerDown={preloadSignedIn}
            aria-labelledby="login-heading"
          >
            <div className="signin__head">
              {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG in the client-only app */}
              <img className="signin__logo" src={settings.logo} alt="" width={48} height={48} />
              <h1 id="login-heading" className="signin__title">{t('app.title')}</h1>
              <p className="signin__subtitle">{t('login.subtitle')}</p>
            </div>
            <LoginField
              id="login-username"
              label={t('login.username')}
              value={username}
              autoComplete="username"
              autoFocus
              maxLength={50}
              testId="login-username"
              error={errors.username && t(`login.${errors.username}`)}
              onChange={setUsername}
              icon="user-line"
            />
            <LoginField
              id="login-password"
              label={t('login.password')}
              type={showPassword ? 'text' : 'password'}
              value={password}
              autoComplete="current-password"
              maxLength={128}
              testId="login-password"
              error={errors.password && t(`login.${errors.password}`)}
              onChange={setPassword}
              icon="lock-line"
              end={
                <button
                  type="button"
                  className="signin__icon-button"
                  aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                  onClick={() => setShowPassword((v) => !v)}
                >
                  <SignInIcon name={showPassword ? 'eye-off-line' : 'eye-line'} />
                </button>
              }
            />
            <button type="submit" className="signin__button" disabled={pending} data-testid="login-submit">
              {pending ? t('login.submitting') : t('login.submit')}
            </button>
            <DemoHint />
            <a className="signin__link" href="#/register" data-testid="login-register-link">{t('registration.link')}</a>
          </form>
        </div>
      </div>
      <footer className="signin__footer">
        <p>
          {t('app.copyright', { year: new Date().getFullYear(), title: t('app.title') })}
          {' · '}
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">{settings.filingNumber}</a>
        </p>
      </footer>
    </div>
  );
}
