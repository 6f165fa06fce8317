import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/fixtures';
import { usccCheckChar } from '../lib/domain/uscc';

/** 织里实验小学 (jc2's unit, region 330502 under the demo rsj): the flow only adds an account to it. */
const UNIT_CODE = `12330502MB0F35819${usccCheckChar('12330502MB0F35819')}`;
const stamp = Date.now() % 100_000_000;
const MOBILE = `139${String(stamp).padStart(8, '0')}`;
const USERNAME = `reg${stamp}`;
const PASSWORD = 'First-Login-6x';

/**
 * The code the development SMS sender wrote to the outbox of the e2e server's data directory
 * (scripts/e2e-server.mjs: `.data-e2e-*` beside the app).
 */
function sentCode(mobile: string): string | null {
  const root = process.cwd();
  for (const dir of fs.readdirSync(root).filter((d) => d.startsWith('.data-e2e-'))) {
    const file = path.join(root, dir, 'sms-outbox.log');
    if (!fs.existsSync(file)) continue;
    const line = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.includes(` ${mobile} `)).at(-1);
    const code = line && /验证码为 (\d{6})/.exec(line)?.[1];
    if (code) return code;
  }
  return null;
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/#/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

test('a unit registers, waits for the personnel bureau, and signs in once approved', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByTestId('login-register-link').click();
  await expect(page).toHaveURL(/#\/register$/);
  await expect(page).toHaveTitle(/注册/);

  await page.getByTestId('register-submit').click();
  for (const text of ['请输入正确的统一社会信用代码', '请输入正确的手机号', '请输入手机验证码', '用户名不能为空', '请输入密码']) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }

  await page.getByTestId('register-unitCode').fill(UNIT_CODE);
  await page.getByTestId('register-contactName').fill('陈晓华');
  await page.getByTestId('register-mobile').fill(MOBILE);
  await page.getByTestId('register-send-code').click();
  await expect(page.getByTestId('register-send-code')).toHaveText(/重新获取（\d+s）/);
  await expect.poll(() => sentCode(MOBILE)).toMatch(/^\d{6}$/);
  await page.getByTestId('register-code').fill(sentCode(MOBILE)!);
  await page.getByTestId('register-username').fill(USERNAME);
  await page.getByTestId('register-password').fill(PASSWORD);
  await page.getByTestId('register-confirmPassword').fill(PASSWORD);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-done')).toContainText(USERNAME);

  await signIn(page, USERNAME, PASSWORD);
  await expect(page.getByText('账号正在审核中，审核通过后方可登录')).toBeVisible();
  await expect(page).toHaveURL(/#\/login/);

  await signIn(page, 'rsj', 'demo123');
  await expect(page).toHaveURL(/#\/index$/);
  await expect(page.getByTestId('home-username')).toBeVisible();
  await page.goto('/#/check/list/registrationReview');
  const table = page.getByTestId('registration-review');
  await expect(table).toContainText(USERNAME);
  await page.getByTestId(`approve-${USERNAME}`).click();
  await expect(page.getByRole('dialog')).toContainText('湖州市吴兴区织里实验小学');
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText(`已通过 ${USERNAME} 的注册申请`)).toBeVisible();

  // A fresh start at the login page: reloading the review page would carry it as the redirect after login.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/#/login');
  await page.reload();
  await signIn(page, USERNAME, PASSWORD);
  await expect(page).toHaveURL(/#\/index$/);
  await expect(page.getByTestId('home-username')).toHaveText(USERNAME);
  await expect(page.getByTestId('home-unit')).toContainText('织里实验小学');
});

test('the third-party callback explains a missing code, and signs no one in without a configured provider', async ({ page }) => {
  await page.goto('/#/callback');
  await expect(page.getByTestId('callback-failure')).toContainText('未成功获取Token');
  await page.goto('/#/callback?code=e2e-code');
  await expect(page.getByTestId('callback-failure')).toContainText('未配置第三方登录');
  await expect(page).toHaveURL(/#\/callback\?code=e2e-code$/);
});
