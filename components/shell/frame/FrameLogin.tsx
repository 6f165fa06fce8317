import { enMessages, zhMessages } from '@/data/i18n';
import type { Language } from '@/lib/config/settings';
import { configuredSiteTitle } from '@/lib/config/siteTitle';
import { withSiteTitle } from '@/lib/client/title';
import { fillMessage, type MessageValues } from '@/lib/i18n/fillMessage';
import { FRAME_LOGIN_ID } from '@/components/views/login/frameLogin';
import FrameLoading from './FrameLoading';
import { frameLoginScript } from './frameLoginScript';
import DemoHintText from '@/components/views/login/DemoHintText';
import LoginForm, { loginFormTexts } from '@/components/views/login/LoginForm';
import SignInLanguageButton from '@/components/views/login/SignInLanguageButton';
import SignInLayout from '@/components/views/login/SignInLayout';
import { SIGN_IN_LOOKS } from '@/components/views/login/signInLook';

interface Props {
  language: Language;
  nonce: string | undefined;
  demoDatabase: boolean;
  year: number;
}

/**
 * The served frame on the sign-in pages: the login page itself, in the default theme's colours, before any script runs.
 * Its inline script (frameLoginScript) lets the form be used at once on a visit the login page serves; on any other, a
 * loading status covers its fields. Its language button (marked unavailable) and its password's eye do nothing until
 * the page takes over.
 */
export default function FrameLogin({ language, nonce, demoDatabase, year }: Props) {
  const messages = withSiteTitle(language === 'en' ? enMessages : zhMessages, configuredSiteTitle[language]);
  const t = (key: string, values?: MessageValues) => fillMessage(messages, key, values);
  const languageName = t(`shell.languages.${language}`);
  const bar = (
    <div className="signin__language">
      <SignInLanguageButton name={languageName} aria-label={t('shell.languageOf', { language: languageName })} aria-disabled="true" />
    </div>
  );
  return (
    <>
      <SignInLayout look={SIGN_IN_LOOKS.default} nonce={nonce} bar={bar} copyright={t('app.copyright', { year, title: t('app.title') })}>
        <LoginForm id={FRAME_LOGIN_ID} texts={loginFormTexts(t)} hint={demoDatabase && <DemoHintText text={t('login.demoHint')} />} cover={<FrameLoading text={t('app.loading')} />} />
      </SignInLayout>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: frameLoginScript() }} />
    </>
  );
}
