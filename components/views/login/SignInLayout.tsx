import type { CSSProperties, ReactNode } from 'react';
import { settings } from '@/lib/config/settings';
import type { SignInLook } from './signInLook';
import { SIGN_IN_STYLE } from './signInStyle';

interface Props {
  look: SignInLook;
  /** The page's Content-Security-Policy nonce, for the inline stylesheet. */
  nonce: string | undefined;
  /** The bar above the card: the language switch. */
  bar: ReactNode;
  /** The footer's copyright line (app.copyright). */
  copyright: string;
  children: ReactNode;
}

/**
 * The sign-in page's layout without MUI: the bar, the card in the middle of the login page's background and the footer,
 * with its stylesheet. The login page draws it, and so does the served frame before any script runs (FrameLogin.tsx).
 */
export default function SignInLayout({ look, nonce, bar, copyright, children }: Props) {
  const colours = { '--primary': look.primary, '--primary-dark': look.primaryDark, '--on-primary': look.onPrimary } as CSSProperties;
  return (
    <div className={look.dark ? 'signin signin--dark' : 'signin'} style={colours}>
      <style nonce={nonce}>{SIGN_IN_STYLE}</style>
      <div className="signin__bar">{bar}</div>
      <div className="signin__main">
        <div className="signin__card">{children}</div>
      </div>
      <footer className="signin__footer">
        <p>
          {copyright}
          {' · '}
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">{settings.filingNumber}</a>
        </p>
      </footer>
    </div>
  );
}
