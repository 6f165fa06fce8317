import { currentServer, expect, type Browser, type Page } from './test';

/** Every demo account's password. */
export const PASSWORD = 'demo123';

/**
 * A browser of its own for the account, signed in through the login page, in the language and window width given;
 * it answers once the home page greets the account (its routes are loaded).
 */
export async function signIn(browser: Browser, username: string, language: 'zh' | 'en' = 'zh', width = 1440): Promise<Page> {
  const context = await browser.newContext({ baseURL: currentServer(), viewport: { width, height: 900 }, locale: 'zh-CN' });
  if (language === 'en') {
    await context.addInitScript(() => localStorage.setItem('admin-pro-settings', JSON.stringify({ state: { language: 'en' }, version: 0 })));
  }
  const page = await context.newPage();
  await page.goto('/#/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/#\/index$/);
  await expect(page.getByTestId('home-username')).toHaveText(username, { timeout: 30_000 });
  return page;
}
