import { DEFAULT_FRAME, FRAME_COOKIE, frameCookie, frameOf, parseFrame } from './frameState';

describe('parseFrame', () => {
  it('reads the language and the look the browser kept', () => {
    expect(parseFrame('en.shell')).toEqual({ language: 'en', look: 'shell' });
    expect(parseFrame('zh.dark')).toEqual({ language: 'zh', look: 'dark' });
  });

  it('falls back to Chinese on the login page for a first visit or a value it does not know', () => {
    expect(DEFAULT_FRAME).toEqual({ language: 'zh', look: 'login' });
    const read: [string | undefined, string][] = [
      [undefined, 'zh.login'], ['', 'zh.login'], ['<script>', 'zh.login'], ['fr.shell', 'zh.shell'], ['en.blue', 'en.login'], ['en', 'en.login'],
    ];
    for (const [value, expected] of read) {
      const { language, look } = parseFrame(value);
      expect(`${language}.${look}`).toBe(expected);
    }
  });
});

describe('frameOf', () => {
  it('puts the sign-in pages on the login look, with or without a query', () => {
    for (const hash of ['#/login', '#/login?redirect=%2Fperson', '#/register', '#/callback?code=1', '#/renewal']) {
      expect(frameOf({ lang: 'zh-CN', hash, dark: true }).look).toBe('login');
    }
  });

  it('puts every other address inside the shell, dark under the dark theme', () => {
    expect(frameOf({ lang: 'zh-CN', hash: '#/index', dark: false })).toEqual({ language: 'zh', look: 'shell' });
    expect(frameOf({ lang: 'en', hash: '#/loginHistory', dark: true })).toEqual({ language: 'en', look: 'dark' });
    expect(frameOf({ lang: '', hash: '', dark: false })).toEqual({ language: 'zh', look: 'shell' });
  });
});

describe('frameCookie', () => {
  it('keeps the state for a year on the whole site, and reads back as it was written', () => {
    const cookie = frameCookie({ language: 'en', look: 'dark' });
    expect(cookie).toBe(`${FRAME_COOKIE}=en.dark; path=/; max-age=31536000; SameSite=Lax`);
    expect(parseFrame(cookie.split(';')[0].split('=')[1])).toEqual({ language: 'en', look: 'dark' });
  });
});
