// The JavaScript a browser downloads: Chromium (playwright-core) opens the login page, then logs in
// through the form; every script response's transferred size (gzip as served) is summed.
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../chromium.mjs';

/** The input of a data-testid that sits either on the <input> itself or on a wrapper around it. */
async function field(page, testId) {
  const el = page.getByTestId(testId);
  await el.waitFor({ timeout: 30_000 });
  const tag = await el.evaluate((node) => node.tagName);
  return tag === 'INPUT' ? el : el.locator('input').first();
}

export async function measureScripts({ origin, executablePath, username, password }) {
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    const scripts = []; // {url, transferred, decoded, encoding}
    const pending = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const sizes = await request.sizes(); // responseBodySize: bytes on the wire (encoded)
          const response = await request.response();
          const body = await response?.body().catch(() => undefined);
          scripts.push({
            url: request.url(),
            transferred: sizes.responseBodySize,
            decoded: body?.length ?? 0,
            encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
          });
        })(),
      );
    });
    const settle = async () => {
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
    };
    const total = (list) => ({
      count: list.length,
      transferred: list.reduce((t, s) => t + s.transferred, 0),
      decoded: list.reduce((t, s) => t + s.decoded, 0),
      encodings: [...new Set(list.map((s) => s.encoding))].join(', '),
    });

    await page.goto(`${origin}/#/login`);
    const username_ = await field(page, 'login-username');
    await settle();
    const login = total(scripts);
    const seen = scripts.length;

    await username_.fill(username);
    await (await field(page, 'login-password')).fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => !url.hash.startsWith('#/login'), { timeout: 30_000 });
    await page.waitForTimeout(1_000); // let the home view's lazy chunks start
    await settle();
    return { login, home: total(scripts), homeIncrement: total(scripts.slice(seen)), homeUrl: page.url() };
  } finally {
    await browser.close();
  }
}
