import { currentServer, expect, test, type APIRequestContext, type Page } from './support/fixtures';

const UNIT = '湖州市吴兴区织里实验小学';

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/#/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/#\/index$/);
  await expect(page.getByTestId('home-username')).toBeVisible();
}

async function post<T>(request: APIRequestContext, path: string, data: unknown, token?: string): Promise<T> {
  const res = await request.post(`/api${path}`, { data, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const body = await res.json();
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data as T;
}

/** A name no earlier run (a retry on the same server) has taken. */
const fresh = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

test('admin creates a jc account for a unit; the new user signs in and sees the unit', async ({ page }) => {
  const username = fresh('e2e-jc-');
  await signIn(page, 'admin', 'demo123');
  await page.goto('/#/setting/userManagement');
  await page.getByTestId('account-create').click();
  await page.getByTestId('account-save').click();
  await expect(page.getByText('用户名不能为空')).toBeVisible();

  await page.getByTestId('account-username').fill(username);
  await page.getByTestId('account-realName').fill('赵新');
  await page.getByTestId('account-unit').fill('织里');
  await page.getByRole('option', { name: UNIT }).click();
  await page.getByTestId('account-password').fill('Start#2024x');
  await page.getByTestId('account-confirm').fill('Start#2024y');
  await page.getByTestId('account-save').click();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  await page.getByTestId('account-confirm').fill('Start#2024x');
  await page.getByTestId('account-save').click();
  await expect(page.getByText('账号已创建')).toBeVisible();

  await page.getByTestId('account-filter-username').fill(username);
  await page.getByRole('button', { name: '查询' }).click();
  const table = page.getByTestId('account-table');
  await expect(table.getByRole('row').filter({ hasText: username })).toContainText(UNIT);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  // Logout lands on the login page with the page left as the redirect; signing in afresh from /login goes home.
  await expect(page).toHaveURL(/#\/login/);
  // A password an administrator set must be changed by its owner before anything else.
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill('Start#2024x');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('must-change-password')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/#\/userCenter\/index/);
  await page.getByTestId('password-oldPassword').fill('Start#2024x');
  await page.getByTestId('password-newPassword').fill('123456');
  await page.getByTestId('password-confirm').fill('123456');
  await page.getByTestId('password-save').click();
  await expect(page.getByTestId('password-form')).toContainText('密码至少 8 位');
  await page.getByTestId('password-newPassword').fill('Own#Choice2024');
  await page.getByTestId('password-confirm').fill('Own#Choice2024');
  await page.getByTestId('password-save').click();
  await expect(page.getByTestId('home-unit')).toHaveText(UNIT, { timeout: 30_000 });
});

test('a password change in the personal center signs the other session out', async ({ browser, request }) => {
  const username = fresh('e2e-pw-');
  const { token } = await post<{ token: string }>(request, '/login/login', { username: 'admin', password: 'demo123' });
  const [unit] = (await post<{ list: { id: number }[] }>(request, '/userInfo/getCompanyList', { keyword: UNIT }, token)).list;
  await post(request, '/userInfo/updateAccount', { username, realName: '钱多', role: 'jc', unitId: unit.id, password: 'Start#2024w' }, token);
  // The owner replaces the password the administrator set (required before anything else) with one of their own.
  const own = await post<{ token: string }>(request, '/login/login', { username, password: 'Start#2024w' });
  await post(request, '/userInfo/changePassword', { oldPassword: 'Start#2024w', newPassword: 'Start#2024x' }, own.token);
  await post(request, '/login/logout', {}, own.token);

  const desk = await (await browser.newContext()).newPage();
  const phone = await (await browser.newContext()).newPage();
  await signIn(desk, username, 'Start#2024x');
  await signIn(phone, username, 'Start#2024x');

  await desk.getByTestId('user-menu').click();
  await desk.getByTestId('personal-center').click();
  await expect(desk.getByTestId('unit-status')).toContainText('2027-12-31');
  await expect(desk.getByTestId('app-version')).toContainText('2.7.0');
  await desk.getByTestId('password-oldPassword').fill('wrong-old');
  await desk.getByTestId('password-newPassword').fill('Changed#456x');
  await desk.getByTestId('password-confirm').fill('Changed#456x');
  await desk.getByTestId('password-save').click();
  await expect(desk.getByText('原密码不正确').first()).toBeVisible();
  await desk.getByTestId('password-oldPassword').fill('Start#2024x');
  await desk.getByTestId('password-save').click();
  await expect(desk.getByText(/密码已修改，已退出其他 \d+ 个登录/)).toBeVisible();

  await phone.reload();
  await expect(phone).toHaveURL(/#\/login/);
  await desk.reload();
  await expect(desk.getByTestId('password-form')).toBeVisible();
  await expect(desk).not.toHaveURL(/#\/login/);
});

test('a sign-in QR code from the personal center signs the account in on a phone, once', async ({ page, browser, request }) => {
  await signIn(page, 'jc2', 'demo123');
  await page.goto('/#/userCenter/index');
  await page.getByTestId('own-qr-code').click();
  await expect(page.getByTestId('qr-code').getByRole('img', { name: '登录二维码' })).toBeVisible();
  await expect(page.getByTestId('qr-expires')).toContainText('有效期至');

  // What a phone's camera reads from such a code: the app's login page with the one-time ticket.
  const { token } = await post<{ token: string }>(request, '/login/login', { username: 'jc2', password: 'demo123' });
  const { url } = await post<{ url: string }>(request, '/userInfo/getQRCode', {}, token);
  const phone = async () => (await browser.newContext({ baseURL: currentServer(), viewport: { width: 390, height: 844 }, locale: 'zh-CN' })).newPage();
  const first = await phone();
  await first.goto(url);
  await expect(first).toHaveURL(/#\/index$/);
  await expect(first.getByTestId('home-username')).toHaveText('jc2');

  const second = await phone();
  await second.goto(url);
  await expect(second.getByText('二维码已使用，请重新获取')).toBeVisible();
  await expect(second).toHaveURL(/#\/login/);
});
