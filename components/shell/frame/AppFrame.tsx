import { enMessages, zhMessages } from '@/data/i18n';
import { settings } from '@/lib/config/settings';
import { configuredSiteTitle } from '@/lib/config/siteTitle';
import type { FrameState } from './frameState';
import { FRAME_STYLE } from './frameStyle';

interface Props extends FrameState {
  /** The page's Content-Security-Policy nonce (proxy.ts): without it the browser refuses the inline style. */
  nonce: string | undefined;
  year?: number;
}

/**
 * What the served HTML paints before any script runs: the logo, the title and a loading state on the background of the
 * page the app is about to show, in the language the browser last used. Rendered on the server only; ClientApp removes
 * it once the app shows a page.
 */
export default function AppFrame({ language, look, nonce, year = new Date().getFullYear() }: Props) {
  const messages = language === 'en' ? enMessages : zhMessages;
  const title = configuredSiteTitle[language];
  return (
    <div className={`app-frame app-frame--${look}`} lang={language === 'en' ? 'en' : 'zh-CN'} data-testid="app-frame">
      <style nonce={nonce}>{FRAME_STYLE}</style>
      <div className="app-frame__bar" />
      <div className="app-frame__main">
        <div className="app-frame__card">
          <div className="app-frame__head">
            {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG, painted before any script */}
            <img className="app-frame__logo" src={settings.logo} alt="" width={48} height={48} />
            <p className="app-frame__title">{title}</p>
            {look === 'login' && <p className="app-frame__subtitle">{messages.login.subtitle}</p>}
          </div>
          <div className="app-frame__loading" role="status">
            <span className="app-frame__spinner" />
            <span className="app-frame__hidden">{messages.app.loading}</span>
          </div>
        </div>
      </div>
      <p className="app-frame__footer">
        {messages.app.copyright.replace('{year}', String(year)).replace('{title}', title)} · {settings.filingNumber}
      </p>
    </div>
  );
}
