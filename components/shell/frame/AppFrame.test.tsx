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
  it('paints the logo, the title, the subtitle and a loading status on the login page\'s background, in Chinese', () => {
    const out = html({ language: 'zh', look: 'login', nonce: 'abc', year: 2026 });
    expect(out).toContain('class="app-frame app-frame--login"');
    expect(out).toContain('lang="zh-CN"');
    expect(out).toContain('<img class="app-frame__logo" src="/logo.svg" alt=""');
    expect(out).toContain('>人事管理系统</p>');
    expect(out).toContain('>编制备案与人事管理</p>');
    expect(out).toMatch(/role="status"[^>]*>.*加载中…/);
    expect(out).toContain('© 2026 人事管理系统 · 浙ICP备2025000000号');
  });

  it('carries its stylesheet with the nonce of the page\'s Content-Security-Policy', () => {
    const out = html({ language: 'zh', look: 'login', nonce: 'abc' });
    expect(out).toMatch(/<div class="app-frame [^>]*><style nonce="abc">\.app-frame\{position:fixed/);
    expect(out).toContain('linear-gradient(135deg,#0b3d91 0%,#1677ff 55%,#69b1ff 100%)');
  });

  it('speaks English when the browser last used English, and stands on the shell\'s page without the subtitle', () => {
    const out = html({ language: 'en', look: 'shell', nonce: undefined });
    expect(out).toContain('class="app-frame app-frame--shell" lang="en"');
    expect(out).toContain('>Personnel Management System</p>');
    expect(out).toContain('Loading…');
    expect(out).not.toContain('Establishment filing and personnel management');
    expect(out).toContain('<style>');
  });

  it('is no landmark and no heading, so the app\'s own are the only ones', () => {
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
