import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import AppFrame from './AppFrame';
import { FRAME_COOKIE } from './frameState';

let request = { cookie: '', nonce: 'n0nce' };
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-nonce': request.nonce }),
  cookies: async () => {
    const [name, value] = request.cookie.split('=');
    return { get: (key: string) => (key === name ? { name, value } : undefined) };
  },
}));

const html = (props: Parameters<typeof AppFrame>[0]) => renderToStaticMarkup(<AppFrame {...props} />);

describe('AppFrame', () => {
  it('is the login page itself on the sign-in pages: its form, its fields under a loading status, in Chinese', () => {
    const out = html({ language: 'zh', look: 'login', nonce: 'abc', year: 2026 });
    expect(out).toContain('class="app-frame app-frame--login"');
    expect(out).toContain('lang="zh-CN"');
    // HTML's attribute names know no case: React writes noValidate, autoComplete as they are spelt in JSX.
    expect(out).toMatch(/<form id="frame-login" class="signin__form" novalidate=""/i);
    expect(out).toContain('<img class="signin__logo" src="/logo.svg" alt=""');
    expect(out).toContain('>人事管理系统</h1>');
    expect(out).toContain('>编制备案与人事管理</p>');
    expect(out).toMatch(/<label class="signin__label" for="frame-login-username">用户名/);
    expect(out).toMatch(/<input autocomplete="username" [^>]*id="frame-login-username"[^>]*name="username"\/>/i);
    expect(out).toMatch(/<input type="password" autocomplete="current-password" [^>]*name="password"\/>/i);
    expect(out).toContain('>登录</button>');
    expect(out).toMatch(/role="status"[^>]*>.*加载中…/);
    expect(out).toContain('简体中文</button>');
    expect(out).toContain('© 2026 人事管理系统 · <a href="https://beian.miit.gov.cn/"');
  });

  it('carries its stylesheets and its script with the nonce of the page\'s Content-Security-Policy', () => {
    const out = html({ language: 'zh', look: 'login', nonce: 'abc' });
    expect(out).toMatch(/<div class="app-frame [^>]*><style nonce="abc">\.app-frame\{position:fixed/);
    expect(out).toContain('<style nonce="abc">body{margin:0}.signin{');
    expect(out).toMatch(/<script nonce="abc">\(function\(\)\{var f=document.getElementById\("frame-login"\)/);
    expect(out).toContain('linear-gradient(135deg,#0b3d91 0%,#1677ff 55%,#69b1ff 100%)');
  });

  it('says what the demo accounts\' password is on the embedded demo database, and only there', () => {
    expect(html({ language: 'zh', look: 'login', nonce: 'abc', demoDatabase: true })).toMatch(/<p class="signin__hint" data-demo-hint="">演示数据库：[^<]*demo123/);
    expect(html({ language: 'zh', look: 'login', nonce: 'abc', demoDatabase: false })).not.toContain('demo123');
  });

  it('writes the login page in English when the browser last used English', () => {
    const out = html({ language: 'en', look: 'login', nonce: undefined, year: 2026 });
    expect(out).toContain('lang="en"');
    expect(out).toContain('>Personnel Management System</h1>');
    expect(out).toMatch(/for="frame-login-username">Username/);
    expect(out).toContain('>Sign in</button>');
  });

  it('speaks English when the browser last used English, and stands on the shell\'s page without the subtitle', () => {
    const out = html({ language: 'en', look: 'shell', nonce: undefined });
    expect(out).toContain('class="app-frame app-frame--shell" lang="en"');
    expect(out).toContain('>Personnel Management System</p>');
    expect(out).toContain('Loading…');
    expect(out).not.toContain('Establishment filing and personnel management');
    expect(out).toContain('<style>');
  });

  it('inside the shell is no landmark and no heading, so the app\'s own are the only ones', () => {
    const out = html({ language: 'zh', look: 'dark', nonce: 'abc' });
    expect(out).not.toMatch(/<(main|header|footer|nav|h[1-6])\b|role="(main|banner|contentinfo|navigation)"/);
  });
});

describe('the app page', () => {
  // The page renders the client app, whose admin app loads only in the browser (next/dynamic without SSR).
  const served = async () => {
    const { default: Page } = await import('@/app/[[...slug]]/page');
    return renderToString(await Page());
  };

  it('serves the frame in the HTML, before the app\'s root, with the request\'s nonce, in the default language', async () => {
    request = { cookie: '', nonce: 'r4nd0m' };
    const out = await served();
    expect(out).toContain('<style nonce="r4nd0m">');
    expect(out).toContain('class="app-frame app-frame--login" lang="zh-CN"');
    // The app's root follows, empty until the browser renders the app into it.
    expect(out).toMatch(/<div><div class="app-frame [\s\S]*<\/div><\/div><div><\/div>$/);
  });

  it('follows the language and look the browser kept in its cookie', async () => {
    request = { cookie: `${FRAME_COOKIE}=en.dark`, nonce: 'x' };
    const out = await served();
    expect(out).toContain('class="app-frame app-frame--dark" lang="en"');
    expect(out).toContain('>Personnel Management System</p>');
  });
});
