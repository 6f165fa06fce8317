import { currentServer, expect, type Browser, type Page } from './fixtures';

/** Every demo account's password. */
export const PASSWORD = 'demo123';

/** Where the app keeps its access token (lib/config/settings.ts: localStorage, tokenTableName). */
const TOKEN_KEY = 'admin-pro-token';

/**
 * A browser of its own for the account, in the language and window width given, opened on the home page; it answers
 * once the home page greets the account (its routes are loaded).
 *
 * The token comes from the login API and is placed where the login page would put it: the login form itself is
 * covered by e2e/auth.spec.ts, and loading it for each of the suite's hundred sign-ins would only cost time.
 */
export async function signIn(browser: Browser, username: string, language: 'zh' | 'en' = 'zh', width = 1440): Promise<Page> {
  const origin = currentServer();
  const context = await browser.newContext({ baseURL: origin, viewport: { width, height: 900 }, locale: 'zh-CN', reducedMotion: 'reduce' });
  const answer = await (await context.request.post('/api/login/login', { data: { username, password: PASSWORD } })).json();
  expect(answer.code, `login ${username}: ${answer.msg}`).toBe(200);
  await context.addInitScript(
    ([key, token, language]) => {
      // Once per tab, as the login page would: a sign-out later in the flow stays signed out.
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem(key, token);
      if (language === 'en') localStorage.setItem('admin-pro-settings', JSON.stringify({ state: { language: 'en' }, version: 0 }));
    },
    [TOKEN_KEY, answer.data.token as string, language] as const,
  );
  const page = await context.newPage();
  await page.goto('/#/index');
  await expect(page).toHaveURL(/#\/index$/);
  await expect(page.getByTestId('home-username')).toHaveText(username, { timeout: 30_000 });
  return page;
}
