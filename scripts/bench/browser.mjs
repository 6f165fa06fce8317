// What a person waits for, in Chromium (playwright-core): each sample is a fresh browser context (nothing cached) that
// opens the login page, signs in through the form and opens a page of the menu. Per step, the JavaScript, CSS and fonts
// it downloaded (bytes on the wire, gzip as served) and when the step's content showed, timed inside the page.
import { chromium } from 'playwright-core';
import { summarize } from '../../lib/bench/measures.mjs';
import { chromiumArgs } from '../chromium.mjs';

export const STEPS = ['login', 'home', 'list'];
const KINDS = { document: 'html', script: 'js', stylesheet: 'css', font: 'font' };
/** The messages the page links in its head (app/i18n), JSON fetched by a preload: counted beside the scripts. */
const MESSAGES = /^\/i18n\//;
const kindOf = (request) => (MESSAGES.test(new URL(request.url()).pathname) ? 'messages' : KINDS[request.resourceType()]);
const ALL_KINDS = [...Object.values(KINDS), 'messages'];

/**
 * Runs in the page before its own scripts: notes the first paints, and per animation frame the first time each step's
 * content is visible (its times are the page's performance.now(), milliseconds since the navigation started).
 */
function recorder() {
  const marks = { paint: {}, seen: {} };
  window.__bench = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.paint[entry.name] = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const visible = (el) => Boolean(el && el.checkVisibility({ visibilityProperty: true, opacityProperty: true }));
  const listShown = () => {
    const list = document.querySelector('[data-testid="person-list"]');
    if (!list) return false;
    // Its first row of data (not a skeleton row of the loading state), or the empty state: an overlay that is not the
    // loading one.
    return visible(list.querySelector('.MuiDataGrid-row:not(.MuiDataGrid-rowSkeleton)'))
      || [...list.querySelectorAll('.MuiDataGrid-overlay')].some((o) => !o.querySelector('[role="progressbar"]') && visible(o));
  };
  const steps = {
    // The served frame's copy of the form counts once its script opened it for use: what is typed there carries over.
    login: () => visible(document.querySelector('#frame-login[data-ready] [name="username"]'))
      || visible(document.querySelector('[data-testid="login-username"]')),
    home: () => visible(document.querySelector('[data-testid="home-username"]')),
    list: listShown,
  };
  const frame = () => {
    const now = performance.now();
    for (const [step, shown] of Object.entries(steps)) if (!(step in marks.seen) && shown()) marks.seen[step] = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  document.addEventListener('click', (e) => {
    if (e.target instanceof Element && e.target.closest('[data-testid="login-submit"]')) marks.clicked ??= performance.now();
  }, true);
}

/** The input of a data-testid that sits either on the <input> itself or on a wrapper around it. */
async function field(page, testId) {
  const el = page.getByTestId(testId);
  await el.waitFor({ timeout: 30_000 });
  const tag = await el.evaluate((node) => node.tagName);
  return tag === 'INPUT' ? el : el.locator('input').first();
}

/** One fresh context: the three steps, with the bytes each step downloaded and the page's marks. */
async function sample(browser, { origin, username, password, listPath }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  try {
    await context.addInitScript(recorder);
    const page = await context.newPage();
    let step = 'login';
    const bytes = Object.fromEntries(STEPS.map((s) => [s, Object.fromEntries(ALL_KINDS.map((k) => [k, [0, 0, 0]]))]));
    const stepOf = new WeakMap(); // a request counts for the step it started in
    const pending = [];
    page.on('request', (request) => stepOf.set(request, step));
    page.on('requestfinished', (request) => {
      const kind = kindOf(request);
      if (!kind) return;
      const tally = bytes[stepOf.get(request) ?? step][kind];
      pending.push((async () => {
        const sizes = await request.sizes(); // responseBodySize: the bytes on the wire (encoded)
        const body = await (await request.response())?.body().catch(() => undefined);
        tally[0] += 1;
        tally[1] += sizes.responseBodySize;
        tally[2] += body?.length ?? 0;
      })());
    });
    const settle = async () => {
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
    };

    await page.goto(`${origin}/#/login`);
    await (await field(page, 'login-username')).fill(username);
    await settle();

    step = 'home';
    await (await field(page, 'login-password')).fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-username').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1_000); // the home view's lazy chunks and queries start
    await settle();

    step = 'list';
    await page.evaluate((path) => {
      window.__bench.opened = performance.now();
      window.location.hash = `#${path}`;
    }, listPath);
    await page.waitForFunction(() => 'list' in window.__bench.seen, undefined, { timeout: 30_000 });
    await settle();

    const marks = await page.evaluate(() => window.__bench);
    return {
      bytes,
      times: {
        firstPaint: marks.paint['first-paint'],
        firstContentfulPaint: marks.paint['first-contentful-paint'],
        // Nothing shows before the first contentful paint: the check runs in the frame that paint presents, and the
        // served form is seen in the first frame.
        login: marks.seen.login === undefined ? undefined : Math.max(marks.seen.login, marks.paint['first-contentful-paint'] ?? 0),
        home: marks.clicked === undefined ? undefined : marks.seen.home - marks.clicked,
        list: marks.seen.list - marks.opened,
      },
    };
  } finally {
    await context.close();
  }
}

/**
 * `samples` fresh contexts in one Chromium, after one untimed. Answers, per step, the median bytes of each kind ({count, transferred,
 * decoded}) and, per time, the median and p90 over the samples.
 */
export async function measureBrowser({ origin, executablePath, username, password, listPath, samples, log = () => {} }) {
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  const runs = [];
  try {
    // One untimed pass first: the server's first render of each page and route costs what no later visitor pays.
    await sample(browser, { origin, username, password, listPath });
    for (let i = 0; i < samples; i++) {
      runs.push(await sample(browser, { origin, username, password, listPath }));
      log(`browser sample ${i + 1}/${samples}`);
    }
  } finally {
    await browser.close();
  }
  const middle = (values) => summarize(values).median;
  const bytes = Object.fromEntries(STEPS.map((step) => [step, Object.fromEntries(ALL_KINDS.map((kind) => {
    const of = (i) => middle(runs.map((r) => r.bytes[step][kind][i]));
    return [kind, { count: of(0), transferred: of(1), decoded: of(2) }];
  }))]));
  const times = Object.fromEntries(Object.keys(runs[0]?.times ?? {}).map((name) => [name, summarize(runs.map((r) => r.times[name]))]));
  return { samples: runs.length, bytes, times };
}
