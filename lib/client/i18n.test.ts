/** @jest-environment jsdom */
import type { MessagePart } from '@/data/i18n/parts';
import type { Language } from '@/lib/config/settings';

type I18n = typeof import('./i18n');
type Settings = typeof import('./stores/settings');

/** Which part of which language was fetched, in order; a part can be made to fail once. */
const fetched: string[] = [];
const failing = new Set<string>();

jest.mock('@/data/i18n/parts', () => {
  const { messageParts } = jest.requireActual('@/data/i18n/parts');
  const counted = Object.fromEntries(
    Object.entries(messageParts as Record<string, Record<string, () => Promise<unknown>>>).map(([part, loaders]) => [
      part,
      Object.fromEntries(
        Object.entries(loaders).map(([language, load]) => [
          language,
          () => {
            const key = `${language}:${part}`;
            fetched.push(key);
            if (failing.delete(key)) return Promise.reject(new Error(`Loading chunk ${key} failed`));
            return load();
          },
        ]),
      ),
    ]),
  );
  return { messageParts: counted };
});

let i18n: I18n;
let settings: Settings;

beforeEach(async () => {
  jest.resetModules();
  fetched.length = 0;
  failing.clear();
  localStorage.clear();
  i18n = await import('./i18n');
  settings = await import('./stores/settings');
});

const catalog = (language: Language) => i18n.useCatalogStore.getState().catalogs[language] as Record<string, unknown> | undefined;
const shown = () => i18n.useCatalogStore.getState().shown;
const parts = (language: Language, ...names: MessagePart[]) => names.map((part) => `${language}:${part}`);

describe('the messages the browser loads', () => {
  it('has none before the first load: translate gives the key back, a code its number', () => {
    expect(shown()).toBeNull();
    expect(i18n.translate('request.unknown')).toBe('request.unknown');
    expect(i18n.defaultCodeText(500)).toBe('500');
  });

  it('loads the chosen language\'s shell messages only, and shows that language', async () => {
    await i18n.loadMessages();
    expect(fetched).toEqual(parts('zh', 'shell'));
    expect(shown()).toBe('zh');
    expect(catalog('zh')).toHaveProperty('login.submit');
    expect(catalog('zh')).not.toHaveProperty('report');
    expect(catalog('en')).toBeUndefined();
    expect(i18n.translate('request.unknown')).toBe('未知错误，无法连接服务器！');
    expect(i18n.defaultCodeText(404)).not.toBe('404');
  });

  it('applies the configured site title to the loaded messages', async () => {
    const { configuredSiteTitle } = await import('@/lib/config/siteTitle');
    await i18n.loadMessages('en');
    expect(catalog('en')).toHaveProperty('app.title', configuredSiteTitle.en);
  });

  it('loads a screen\'s parts with its chunk, before it resolves, and each part once', async () => {
    const view = { default: 'the view' };
    const load = i18n.withMessages(() => Promise.resolve(view), ['registration']);
    await expect(load()).resolves.toBe(view);
    expect(catalog('zh')).toHaveProperty('registration.link');
    expect(catalog('zh')).toHaveProperty('login.submit');
    await load();
    await i18n.loadMessages(undefined, ['modules']);
    expect(catalog('zh')).toHaveProperty('report');
    expect(catalog('zh')).toHaveProperty('registration.link');
    expect(fetched).toEqual(parts('zh', 'shell', 'registration', 'modules'));
  });

  it('on a switch keeps showing the previous language until the new one has every part shown so far', async () => {
    await i18n.loadMessages(undefined, ['modules']);
    settings.useSettingsStore.getState().setLanguage('en');
    const switching = i18n.loadMessages('en');
    expect(shown()).toBe('zh');
    // Meanwhile, outside React, the previous language still speaks.
    expect(i18n.translate('request.unknown')).toBe('未知错误，无法连接服务器！');
    await switching;
    expect(shown()).toBe('en');
    expect(catalog('en')).toHaveProperty('report');
    expect(fetched).toEqual([...parts('zh', 'shell', 'modules'), ...parts('en', 'shell', 'modules')]);
    expect(i18n.translate('request.unknown')).not.toBe('未知错误，无法连接服务器！');
  });

  it('shows only the language chosen last when switches overlap', async () => {
    await i18n.loadMessages();
    settings.useSettingsStore.getState().setLanguage('en');
    const toEnglish = i18n.loadMessages('en');
    settings.useSettingsStore.getState().setLanguage('zh');
    await Promise.all([toEnglish, i18n.loadMessages('zh')]);
    expect(shown()).toBe('zh');
  });

  it('asks again for a part whose chunk failed', async () => {
    failing.add('zh:shell');
    await expect(i18n.loadMessages()).rejects.toThrow('Loading chunk zh:shell failed');
    expect(shown()).toBeNull();
    await i18n.loadMessages();
    expect(shown()).toBe('zh');
    expect(fetched).toEqual(parts('zh', 'shell', 'shell'));
  });

  it('loads a part ahead without showing it, and the later load uses that fetch', async () => {
    await i18n.loadMessages();
    await i18n.preloadMessages('modules');
    expect(catalog('zh')).not.toHaveProperty('report');
    await i18n.loadMessages(undefined, ['modules']);
    expect(catalog('zh')).toHaveProperty('report');
    expect(fetched).toEqual(parts('zh', 'shell', 'modules'));
  });
});

describe('the parts the page linked in its head', () => {
  const fetchMock = jest.fn();
  const link = (href: string) => {
    const el = document.createElement('link');
    for (const [name, value] of Object.entries({ rel: 'preload', as: 'fetch', href })) el.setAttribute(name, value);
    document.head.append(el);
  };
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    document.head.replaceChildren();
  });

  it('reads the linked parts from the one answer their preload started, not from their chunks; an unlinked one from its chunk', async () => {
    link('/i18n/zh?parts=shell,registration&v=abc');
    link('/i18n/en?parts=modules&v=def');
    fetchMock.mockResolvedValueOnce({
      ok: true,
      json: async () => ({ shell: { app: { title: '人事管理系统' }, login: { submit: '从预加载来的登录' } }, registration: { register: { title: '注册' } } }),
    });
    await i18n.loadMessages(undefined, ['registration', 'modules']);
    expect(fetchMock.mock.calls.map(([url]) => new URL(url).pathname + new URL(url).search)).toEqual(['/i18n/zh?parts=shell,registration&v=abc']);
    expect(fetched).toEqual(parts('zh', 'modules'));
    expect(i18n.translate('login.submit')).toBe('从预加载来的登录');
    expect(i18n.translate('register.title')).toBe('注册');
  });

  it('falls back to the chunks when the linked answer fails', async () => {
    link('/i18n/zh?parts=shell&v=abc');
    fetchMock.mockResolvedValueOnce({ ok: false, status: 503, json: async () => ({}) });
    await i18n.loadMessages();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetched).toEqual(parts('zh', 'shell'));
    expect(catalog('zh')).toHaveProperty('login.submit');
  });
});

describe('the message parts', () => {
  const { messageParts } = jest.requireActual<typeof import('@/data/i18n/parts')>('@/data/i18n/parts');

  it.each(['zh', 'en'] as const)('hold together every %s message the server and tests read at once', async (language) => {
    const { enMessages, zhMessages } = await import('@/data/i18n');
    const [shell, modules] = await Promise.all([messageParts.shell[language](), messageParts.modules[language]()]);
    expect({ ...shell, ...modules }).toEqual(language === 'zh' ? zhMessages : enMessages);
  });

  it('hold every module file of data/i18n/modules', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const dir = path.join(process.cwd(), 'data/i18n/modules');
    for (const language of ['zh', 'en'] as const) {
      const modules = await messageParts.modules[language]();
      const files = fs.readdirSync(dir).filter((f) => f.endsWith(`.${language}.json`));
      for (const file of files) {
        const own = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
        for (const namespace of Object.keys(own)) expect([file, modules[namespace]]).toEqual([file, own[namespace]]);
      }
    }
  });
});
