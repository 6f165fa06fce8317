import { currentServer, expect, lookAt, test, type Browser, type BrowserContext, type Page } from './support/fixtures';
import { answerFramedPage, inMenu, openScreen, screensOf, type Screen } from './support/screens';
import { PASSWORD } from './support/signIn';
import type { RouteRecord } from '@/lib/contracts/router';

/**
 * The security headers of pages, API answers and files (issue 12 item 6), and the app working under its
 * Content-Security-Policy: every screen of the admin's and of a base unit's menu opens without the browser reporting a
 * single violation (the demo screens in mock mode are walked, with the same watch, by e2e/demoScreens.spec.ts).
 */

/**
 * A browser context whose every frame reports what its Content-Security-Policy refused: the browser's own console
 * message, and the `securitypolicyviolation` event (which also names the directive and the blocked source).
 */
async function watchedContext(browser: Browser, violations: string[], where: { current: string }): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: currentServer(), viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation (event): ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} «${e.sample}»`);
    });
  });
  context.on('console', (m) => {
    if (m.text().includes('Content Security Policy') || m.text().includes('Permissions-Policy')) violations.push(`${where.current}: ${m.text()}`);
  });
  context.on('weberror', (e) => {
    if (/Content Security Policy|unsafe-eval/.test(e.error().message)) violations.push(`${where.current}: ${e.error().message}`);
  });
  await answerFramedPage(context);
  return context;
}

/** Signs in through the login page and answers the route tree the server gave the account. */
async function signInForRoutes(page: Page, username: string, password = PASSWORD): Promise<RouteRecord[]> {
  await page.goto('/#/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await lookAt(page, `csp-login-${username}`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  // The real API's route tree, or the mock API's (spec §7.2).
  const routes = page.waitForResponse((r) => /\/api\/(router\/getRouterList|mock\/router\/getList)(\?|$)/.test(r.url()));
  await page.getByTestId('login-submit').click();
  const answer = (await (await routes).json()) as { data: { list: RouteRecord[] } };
  await expect(page).toHaveURL(/#\/index$/);
  await expect(page.getByTestId('home-username')).toBeVisible({ timeout: 30_000 });
  return answer.data.list;
}

/** Opens each screen in turn, noting which one is open for the violations it may cause. */
async function visit(page: Page, screens: Screen[], where: { current: string }) {
  for (const screen of screens) {
    where.current = screen.address;
    await openScreen(page, screen, { orForbidden: true });
  }
}

test.describe('the app under its Content-Security-Policy', () => {
  for (const username of ['admin', 'jc']) {
    test(`every screen of ${username}'s menu opens without a violation`, async ({ browser }) => {
      test.setTimeout(300_000);
      const violations: string[] = [];
      const where = { current: '/login' };
      const page = await (await watchedContext(browser, violations, where)).newPage();
      const routes = await signInForRoutes(page, username);
      await lookAt(page, `csp-home-${username}`);
      const screens = screensOf(routes, inMenu(routes));
      expect(screens.length).toBeGreaterThan(username === 'admin' ? 50 : 15);
      await visit(page, screens, where);
      expect(violations).toEqual([]);
    });
  }

  test('the API documentation page renders without a violation', async ({ browser }) => {
    const violations: string[] = [];
    const page = await (await watchedContext(browser, violations, { current: '/api-docs' })).newPage();
    // Not only the policy: the page logs no error of any kind while it loads, searches and links.
    const consoleErrors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
    page.on('pageerror', (e) => consoleErrors.push(e.message));
    const res = await page.goto('/api-docs');
    expect(res?.headers()['content-security-policy']).toContain("'nonce-");
    await expect(page.getByRole('heading', { level: 1, name: /API 文档/ })).toBeVisible();
    // The viewer, loaded from /api/openapi.json: the table of contents by module (Chinese names), each module's
    // operations by path.
    const toc = page.getByRole('complementary', { name: /侧边栏/ });
    await expect(toc.getByText('人员信息管理', { exact: true })).toBeVisible({ timeout: 30_000 });
    await toc.getByRole('button', { name: /打开分组 - 人员信息管理/ }).click();
    await expect(toc.getByText('/api/Person/getList', { exact: true })).toBeVisible();
    // The version line once: the page's header has it, the document's own copy is left out.
    await expect(page.getByText('2.7.0, built 2025-5-28')).toHaveCount(1);
    await lookAt(page, 'api-docs');

    // Search narrows the operations to those that match.
    await toc.getByRole('button', { name: /打开搜索/ }).click();
    const query = page.getByRole('combobox', { name: '输入搜索查询' });
    const results = page.getByRole('listbox').getByRole('option');
    await query.fill('/api/Person/');
    await expect(results.filter({ hasText: '/api/Person/getList' })).not.toHaveCount(0);
    await query.fill('revealId');
    await expect(results.first()).toContainText('/api/Person/revealId');
    await expect(results.filter({ hasText: '/api/Person/getList' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The integrator's guide the page links to.
    const guide = await page.request.get('/api-docs/integrators.md');
    expect(guide.status()).toBe(200);
    expect(await guide.text()).toContain('## The 402 refresh');
    // The integrators' TypeScript types the page links to, generated from the same document.
    const link = page.getByRole('link', { name: /renshi-api\.d\.ts/ });
    await expect(link).toHaveAttribute('href', '/api/openapi.d.ts');
    const types = await page.request.get('/api/openapi.d.ts');
    expect(types.status()).toBe(200);
    expect(await types.text()).toContain('"/api/Person/getList"');
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the API documentation page sends a request with the Bearer token given under authentication', async ({ browser, request }) => {
    const login = await request.post('/api/login/login', { data: { username: 'admin', password: PASSWORD } });
    const { data } = (await login.json()) as { data: { token: string } };
    const violations: string[] = [];
    const page = await (await watchedContext(browser, violations, { current: '/api-docs' })).newPage();
    await page.goto('/api-docs');
    await page.getByLabel('Bearer 令牌').fill(data.token);
    // The operation, found through the search, then its try-it client.
    await page.getByRole('button', { name: /打开搜索/ }).first().click();
    await page.getByRole('combobox', { name: '输入搜索查询' }).fill('/api/userInfo/userInfo');
    await page.getByRole('listbox').getByRole('option').filter({ hasText: '/api/userInfo/userInfo' }).first().click();
    const operation = page.locator('[id$="/POST/api/userInfo/userInfo"]').first();
    await operation.getByRole('button', { name: '测试请求' }).click();
    const client = page.getByRole('dialog');
    const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/userInfo/userInfo' && r.request().method() === 'POST');
    await client.getByRole('button', { name: /发送/ }).first().click();
    const answer = await sent;
    expect(answer.request().headers().authorization).toBe(`Bearer ${data.token}`);
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { data: { username: string } }).data.username).toBe('admin');
    expect(violations).toEqual([]);
  });

  test('a script injected into the page is refused', async ({ browser }) => {
    const violations: string[] = [];
    const page = await (await watchedContext(browser, violations, { current: '/' })).newPage();
    await page.goto('/#/login');
    await expect(page.getByTestId('login-username')).toBeVisible();
    // What stored HTML (a notice) could carry: an event handler, and a frame of its own with an inline script.
    const ran = await page.evaluate(async () => {
      const holder = document.createElement('div');
      holder.innerHTML = '<img src="/no-such-image.png" onerror="window.__injected = true">'
        + '<iframe srcdoc="<script>parent.__injected = true</script>"></iframe>';
      document.body.append(holder);
      await new Promise((r) => setTimeout(r, 500));
      return Boolean((window as unknown as { __injected?: boolean }).__injected);
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.filter((v) => v.includes('script-src')).length).toBeGreaterThan(0);
  });
});

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

function expectSecurityHeaders(headers: Record<string, string>) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], name).toBe(value);
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('microphone=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  // Served over plain http here: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
}

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

test.describe('security headers', () => {
  test('a page: a fresh nonce each time, no inline script or eval, never framed', async ({ request }) => {
    const first = await request.get('/');
    expect(first.status()).toBe(200);
    const headers = first.headers();
    expectSecurityHeaders(headers);
    const policy = headers['content-security-policy'];
    const scripts = directive(policy, 'script-src');
    expect(scripts).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'$/);
    expect(directive(policy, 'style-src')).toMatch(/'nonce-/);
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    const nonce = /'nonce-([^']+)'/.exec(scripts)![1];
    const html = await first.text();
    expect(html).toContain(`nonce="${nonce}"`);
    // Every script of the page carries the nonce.
    const tags = html.match(/<script\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);

    const second = await request.get('/company/person');
    expect(second.headers()['content-security-policy']).not.toContain(nonce);
    expect(second.headers()['content-security-policy']).toMatch(/'nonce-/);
  });

  test('HSTS and upgraded requests when the page was served over HTTPS', async ({ request }) => {
    const res = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers()['content-security-policy']).toContain('upgrade-insecure-requests');
    const api = await request.get('/api/publicKey', { headers: { 'x-forwarded-proto': 'https' } });
    expect(api.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  test('an API answer, an unknown API path and a wrong method', async ({ request }) => {
    const ok = await request.get('/api/publicKey');
    expect(ok.status()).toBe(200);
    expectSecurityHeaders(ok.headers());
    expect(ok.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");

    const unknown = await request.post('/api/no/such/endpoint', { data: {} });
    expect(unknown.status()).toBe(404);
    expectSecurityHeaders(unknown.headers());
    expect(await unknown.json()).toMatchObject({ code: 404, data: null });

    const wrong = await request.post('/api/publicKey', { data: {} });
    expect(wrong.status()).toBe(405);
    expectSecurityHeaders(wrong.headers());
    expect(wrong.headers().allow).toBe('GET, HEAD, OPTIONS');
    expect(await wrong.json()).toEqual({ code: 405, msg: '不支持 POST 请求方法，该接口只接受 GET', data: null });

    const wrongGet = await request.get('/api/login/login', { headers: { 'accept-language': 'en' } });
    expect(wrongGet.status()).toBe(405);
    expect(wrongGet.headers().allow).toBe('OPTIONS, POST');
    expect(await wrongGet.json()).toEqual({ code: 405, msg: 'Method GET is not allowed here; this endpoint accepts POST', data: null });
  });

  test('static files: Next\'s scripts and the public folder', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /<script\b[^>]*\ssrc="(\/_next\/static\/[^"]+\.js)"/.exec(html)![1];
    const chunk = await request.get(script);
    expect(chunk.status()).toBe(200);
    expectSecurityHeaders(chunk.headers());

    const logo = await request.get('/logo.svg');
    expect(logo.status()).toBe(200);
    expectSecurityHeaders(logo.headers());
    // A file opened on its own runs nothing (an SVG could hold a script).
    expect(directive(logo.headers()['content-security-policy'], 'default-src')).toBe("default-src 'none'");

    const manual = await request.get('/manuals/manual-general.pdf');
    expect(manual.status()).toBe(200);
    expectSecurityHeaders(manual.headers());
  });
});
