import { defineConfig, devices } from '@playwright/test';

/** Port of the e2e server; 8011 stays free for `npm start`. */
const port = Number(process.env.E2E_PORT || 8031);
const baseURL = `http://127.0.0.1:${port}`;

/** The flags Chromium runs with here (scripts/bench/browser.mjs uses the same). */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      // scripts/test.mjs finds a Chromium (Playwright's own or the system's) and exports its path.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    // The built app (`next build` first) with a fresh data directory of its own: see scripts/e2e-server.mjs.
    command: 'node scripts/e2e-server.mjs',
    env: { E2E_PORT: String(port) },
    // Answers once the database is migrated and seeded.
    url: `${baseURL}/api/publicKey`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
