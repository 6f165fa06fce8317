import { enMessages, zhMessages } from '@/data/i18n';
import { settings } from '@/lib/config/settings';
import { configuredSiteTitle } from '@/lib/config/siteTitle';
import FrameLoading from './FrameLoading';
import FrameLogin from './FrameLogin';
import type { FrameState } from './frameState';
import { FRAME_STYLE } from './frameStyle';

interface Props extends FrameState {
  /** The page's Content-Security-Policy nonce (proxy.ts): without it the browser refuses the inline style and script. */
  nonce: string | undefined;
  /** Whether the server runs on the embedded demo database: the login page says what its demo accounts' password is. */
  demoDatabase?: boolean;
  year?: number;
}

/**
 * What the served HTML paints before any script runs, in the language the browser last used: on the sign-in pages the
 * login page itself (FrameLogin.tsx), inside the shell the logo, the title and a loading state on the shell's light or
 * dark page. Rendered on the server only; ClientApp removes it once the app shows a page.
 */
export default function AppFrame({ language, look, nonce, demoDatabase = false, year = new Date().getFullYear() }: Props) {
  return (
    <div className={`app-frame app-frame--${look}`} lang={language === 'en' ? 'en' : 'zh-CN'} data-testid="app-frame">
      <style nonce={nonce}>{FRAME_STYLE}</style>
      {look === 'login' ? <FrameLogin language={language} nonce={nonce} demoDatabase={demoDatabase} year={year} /> : (
        <div className="app-frame__main">
          <div className="app-frame__card">
            <div className="app-frame__head">
              {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG, painted before any script */}
              <img className="app-frame__logo" src={settings.logo} alt="" width={48} height={48} />
              <p className="app-frame__title">{configuredSiteTitle[language]}</p>
            </div>
            <FrameLoading text={(language === 'en' ? enMessages : zhMessages).app.loading} />
          </div>
        </div>
      )}
    </div>
  );
}
