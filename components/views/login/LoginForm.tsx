import type { FormEvent, ReactNode } from 'react';
import SignInIcon from '@/components/shell/SignInIcon';
import { settings } from '@/lib/config/settings';
import LoginField from './LoginField';
import type { LoginValues } from './loginForm';

/** The form's texts in the page's language (messages `app` and `login`, `registration.link`). */
export interface LoginFormTexts {
  title: string;
  subtitle: string;
  username: string;
  password: string;
  showPassword: string;
  hidePassword: string;
  submit: string;
  submitting: string;
  register: string;
}

/** The form's texts by the sign-in page's message keys, through the page's translate or the served frame's. */
export const loginFormTexts = (t: (key: string) => string): LoginFormTexts => ({
  title: t('app.title'), subtitle: t('login.subtitle'), username: t('login.username'), password: t('login.password'),
  showPassword: t('login.showPassword'), hidePassword: t('login.hidePassword'), submit: t('login.submit'),
  submitting: t('login.submitting'), register: t('registration.link'),
});

/** What the page's live form does; the served frame's copy has none of it (its inline script sends nothing). */
export interface LoginFormActions {
  submit(e: FormEvent): void;
  /** The first key, input or pointer on the form: the app starts loading. */
  preload(): void;
  change(field: keyof LoginValues, value: string): void;
  togglePassword(): void;
}

interface Props {
  /** The form's id, the prefix of its fields' ids and test ids: `login` on the page, `frame-login` in the served frame. */
  id: string;
  texts: LoginFormTexts;
  values?: LoginValues;
  /** The refusals shown under the fields. */
  errors?: Partial<Record<keyof LoginValues, string>>;
  pending?: boolean;
  showPassword?: boolean;
  actions?: LoginFormActions;
  /** Under the button: the demo database's hint. */
  hint?: ReactNode;
  /** Over the fields: the served frame's loading status, while its fields wait (FrameLogin.tsx). */
  cover?: ReactNode;
}

/**
 * 登录's form (spec §8): the head, the user name and the password, the button and the register link. The page
 * (LoginPage.tsx) draws it live; the served frame draws the same form before any script runs, so it shows in place.
 */
export default function LoginForm({ id, texts, values, errors = {}, pending = false, showPassword = false, actions, hint, cover }: Props) {
  return (
    <form
      id={id}
      className="signin__form"
      noValidate
      onSubmit={actions?.submit}
      onKeyDown={actions?.preload}
      onInput={actions?.preload}
      onPointerDown={actions?.preload}
      aria-labelledby={`${id}-heading`}
      // The served frame's form is hydrated after its inline script marked it (data-ready, data-submitted).
      suppressHydrationWarning
    >
      <div className="signin__head">
        {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG */}
        <img className="signin__logo" src={settings.logo} alt="" width={48} height={48} />
        <h1 id={`${id}-heading`} className="signin__title">{texts.title}</h1>
        <p className="signin__subtitle">{texts.subtitle}</p>
      </div>
      <div className="signin__body">
        <LoginField
          id={`${id}-username`}
          name="username"
          label={texts.username}
          value={values?.username}
          autoComplete="username"
          autoFocus={Boolean(actions)}
          maxLength={50}
          testId={`${id}-username`}
          error={errors.username}
          onChange={actions && ((v) => actions.change('username', v))}
          icon="user-line"
        />
        <LoginField
          id={`${id}-password`}
          name="password"
          label={texts.password}
          type={showPassword ? 'text' : 'password'}
          value={values?.password}
          autoComplete="current-password"
          maxLength={128}
          testId={`${id}-password`}
          error={errors.password}
          onChange={actions && ((v) => actions.change('password', v))}
          icon="lock-line"
          end={
            <button
              type="button"
              className="signin__icon-button"
              aria-label={showPassword ? texts.hidePassword : texts.showPassword}
              onClick={actions?.togglePassword}
            >
              <SignInIcon name={showPassword ? 'eye-off-line' : 'eye-line'} />
            </button>
          }
        />
        {/* The served frame's script disables its button when it holds a send, before hydration. */}
        <button type="submit" className="signin__button" disabled={pending} data-testid={`${id}-submit`} suppressHydrationWarning>
          {pending ? texts.submitting : texts.submit}
        </button>
        {hint}
        <a className="signin__link" href="#/register" data-testid={`${id}-register-link`}>{texts.register}</a>
        {cover}
      </div>
    </form>
  );
}
