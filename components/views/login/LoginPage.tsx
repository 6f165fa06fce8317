import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { dayPart } from '@/lib/domain/welcome';
import { settings } from '@/lib/config/settings';
import type { Envelope } from '@/lib/contracts/endpoint';
import { defaultCodeText, useTranslate } from '@/lib/client/i18n';
import { isSuccessCode } from '@/lib/client/request';
import { message } from '@/lib/client/stores/messages';
import { useSettingsStore } from '@/lib/client/stores/settings';
import { useUserStore } from '@/lib/client/stores/user';
import { preloadSignedIn } from '@/components/routing/preload';
import { useStyleNonce } from '@/components/ui/useStyleNonce';
import DemoHint from './DemoHint';
import { takeFrameLogin, type FrameLogin } from './frameLogin';
import LoginForm, { loginFormTexts, type LoginFormActions } from './LoginForm';
import { loginErrors, type LoginValues } from './loginForm';
import SignInLanguageSwitch from './SignInLanguageSwitch';
import { signInLook } from './signInLook';
import SignInLayout from './SignInLayout';

/** Seconds before an expired account is sent to the renewal URL (spec §8, code 408). */
const EXPIRED_REDIRECT_MS = 5000;

type Errors = ReturnType<typeof loginErrors>;

/** Tickets already sent: each works once, so a second mount of the page must not spend it again. */
const sentTickets = new Set<string>();

/** The sends the served frame's form held that this page has sent (takeFrameLogin). */
const heldSendsSent = new WeakSet<FrameLogin>();

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
  const [handover] = useState(takeFrameLogin);
  const [username, setUsername] = useState(handover?.username ?? '');
  const [password, setPassword] = useState(handover?.password ?? '');
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

  function send(values: LoginValues) {
    const found = loginErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    void signIn(async () => {
      const { login, loginPayload } = await authApi();
      return login(await loginPayload({ username: values.username.trim(), password: values.password }, settings.encryptLogin));
    });
  }

  // The served frame's form was in use before this page showed: its values, its focus and a send held carry over.
  useLayoutEffect(() => {
    if (!handover) return;
    if (handover.username || handover.password || handover.submitted) preloadSignedIn();
    const field = handover.focus && document.getElementById(`login-${handover.focus.field}`);
    if (field instanceof HTMLInputElement) {
      field.focus();
      field.setSelectionRange(handover.focus!.start, handover.focus!.end);
    }
    // Once per held send (a second mount, as StrictMode's, does not send it again); a QR ticket signs in by itself.
    if (handover.submitted && !qrTicket && !heldSendsSent.has(handover)) {
      heldSendsSent.add(handover);
      void Promise.resolve().then(() => send(handover));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page takes over
  }, []);

  const actions: LoginFormActions = {
    submit: (e) => {
      e.preventDefault();
      send({ username, password });
    },
    preload: preloadSignedIn,
    change: (field, value) => (field === 'username' ? setUsername : setPassword)(value),
    togglePassword: () => setShowPassword((v) => !v),
  };
  return (
    <SignInLayout
      look={look}
      nonce={nonce}
      bar={<SignInLanguageSwitch />}
      copyright={t('app.copyright', { year: new Date().getFullYear(), title: t('app.title') })}
    >
      <LoginForm
        id="login"
        texts={loginFormTexts(t)}
        values={{ username, password }}
        errors={{ username: errors.username && t(`login.${errors.username}`), password: errors.password && t(`login.${errors.password}`) }}
        pending={pending}
        showPassword={showPassword}
        actions={actions}
        hint={<DemoHint known={handover?.demoHint} />}
      />
    </SignInLayout>
  );
}
