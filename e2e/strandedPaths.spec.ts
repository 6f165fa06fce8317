import type { BulkOutcome } from '@/lib/contracts/unitAccounts';
import { addDays } from '@/lib/domain/dates';
import { today } from '@/lib/domain/datetime';
import { api, tokenOf } from './support/api';
import { expect, lookAt, test, type Page } from './support/fixtures';

const SETTINGS_KEY = 'admin-pro-settings';

async function signInWithForm(page: Page, username: string) {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill('demo123');
  await page.getByTestId('login-submit').click();
}

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('login-username')).toBeVisible();
}

test("after a logout, the next user lands on the previous user's page only when it is one of theirs", async ({ page }) => {
  await page.goto('/#/login?redirect=%2Fcompany%2Fcompanyview');
  await signInWithForm(page, 'jc2');
  await expect(page.getByTestId('company-view')).toBeVisible();

  await signOut(page);
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fcompany%2Fcompanyview$/);
  // zg reviews units and has no unit page of its own: home, not a bare 404.
  await signInWithForm(page, 'zg');
  await expect(page).toHaveURL(/#\/index$/);
  await expect(page.getByTestId('home-username')).toHaveText('zg');

  await page.goto('/#/company/companyview');
  await expect(page).toHaveURL(/#\/404$/);
  await page.goto('/#/index');
  await signOut(page);

  // Another base unit may open the recorded page: it goes there.
  await page.goto('/#/login?redirect=%2Fcompany%2Fcompanyview');
  await signInWithForm(page, 'jc');
  await expect(page).toHaveURL(/#\/company\/companyview$/);
  await expect(page.getByTestId('company-view')).toBeVisible();
});

test('Enter on a typed word opens the web search and closes the search dialog for good', async ({ page }) => {
  await page.addInitScript(([key]) => {
    if (!sessionStorage.getItem('theme-seeded')) {
      localStorage.setItem(key, JSON.stringify({ state: { theme: { showSearch: true } }, version: 0 }));
      sessionStorage.setItem('theme-seeded', '1');
    }
  }, [SETTINGS_KEY]);
  await page.context().route('https://www.baidu.com/**', (route) => route.fulfill({ body: 'web search' }));
  await page.goto('/#/login');
  await signInWithForm(page, 'jc');
  await expect(page.getByTestId('home-username')).toBeVisible();

  await page.getByTestId('search-open').click();
  const input = page.getByTestId('search-input');
  await input.fill('编制备案办法');
  const [web] = await Promise.all([page.waitForEvent('popup'), input.press('Enter')]);
  expect(decodeURIComponent(web.url())).toContain('wd=编制备案办法');
  await web.close();
  await page.bringToFront();
  await expect(page.getByTestId('search-dialog')).toHaveCount(0);
  // Still closed a moment later: nothing opens it again behind the user's back.
  await page.waitForTimeout(1000);
  await expect(page.getByTestId('search-dialog')).toHaveCount(0);
});

test("an expired account's login leads to the renewal page with its real ticket, where the unit asks for a renewal", async ({ page, request }) => {
  // jc3's unit, past its ExpireTime since yesterday (China's date, the server's) by the admin's bulk action.
  const jc3 = await api<{ User: { LoginId: number; ExpireTime: string } }>(request, await tokenOf(request, 'jc3'), '/userInfo/userInfo', {});
  const admin = await tokenOf(request, 'admin');
  const setExpiry = async (expireTime: string | null) => {
    const outcome = await api<BulkOutcome>(request, admin, '/userInfo/bulkSetExpiry', { ids: [jc3.User.LoginId], expireTime });
    expect(outcome.succeeded, outcome.results[0]?.message).toBe(1);
  };
  const yesterday = addDays(today(), -1);
  await setExpiry(yesterday);
  try {
    await page.goto('/#/login');
    await signInWithForm(page, 'jc3');
    await expect(page.getByText('单位账号已过期，即将跳转到续费页面')).toBeVisible();
    await expect(page).toHaveURL(/#\/renewal\?ticket=[\w.-]+$/, { timeout: 15_000 });
    // The ticket the server gave shows the account it was given for.
    const account = page.getByTestId('renewal-account');
    await expect(account).toContainText('湖州市中心医院');
    await expect(account).toContainText('jc3');
    await expect(account).toContainText(yesterday);
    await page.getByTestId('renewal-contactName').fill('王芳');
    await page.getByTestId('renewal-contactPhone').fill('13800000000');
    await page.getByTestId('renewal-note').fill('请续期一年');
    await page.getByTestId('renewal-submit').click();
    await expect(page.getByTestId('renewal-sent')).toContainText('续期申请已提交，主管部门处理后即可重新登录');
    await lookAt(page, 'renewal-sent');
    // The ticket is spent: the same page again refuses it.
    await page.reload();
    await expect(page.getByTestId('renewal-refused')).toContainText('续期凭证已使用，请重新登录获取');
  } finally {
    await setExpiry(jc3.User.ExpireTime || null);
  }
  // Renewed, the account signs in again.
  await page.getByTestId('renewal-back').click();
  await expect(page).toHaveURL(/#\/login$/);
  await signInWithForm(page, 'jc3');
  await expect(page.getByTestId('home-username')).toHaveText('jc3');
});

test('the renewal page, reached signed out with a ticket the server never gave, says so and leads back to login', async ({ page }) => {
  await page.goto('/#/renewal?ticket=not-a-ticket');
  await expect(page.getByTestId('renewal-refused')).toContainText('续期凭证无效或已过期，请重新登录获取');
  await lookAt(page, 'renewal-refused');
  await page.getByTestId('renewal-back').click();
  await expect(page).toHaveURL(/#\/login$/);
});

test('a third-party callback on an install without third-party sign-in shows the refusal and signs no one in', async ({ page }) => {
  await page.goto('/#/callback?code=anything');
  await expect(page.getByTestId('callback-failure')).toContainText('未配置第三方登录');
  expect(await page.evaluate(() => localStorage.getItem('admin-pro-token'))).toBeNull();
  await page.goto('/#/index');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Findex$/);
});
