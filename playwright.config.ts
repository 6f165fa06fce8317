import { defineConfig, devices } from '@playwright/test';
import { E2E_SERVERS } from './lib/testing/e2eServers';
import { chromiumArgs } from './scripts/chromium.mjs';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // One worker per server (e2e/support/fixtures.ts aims each worker at its own); a file's flows run in order.
  workers: E2E_SERVERS.count,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // Bounds for a slow 2-core machine; a passing flow never waits for them.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  outputDir: 'test-results',
  use: {
    locale: 'zh-CN',
    // The app's reduced-motion mode (components/theme.ts): no transition to wait out, no ripple to paint, a tenth less
    // CPU for the browser; the movement itself is MUI's own.
    reducedMotion: 'reduce',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    // Recording a trace costs every test CPU time: only a retried flow records one.
    trace: 'on-first-retry',
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
  // The built app (`next build` first), each server with a fresh data directory of its own: see scripts/e2e-server.mjs.
  webServer: Array.from({ length: E2E_SERVERS.count }, (_, index) => ({
    command: 'node scripts/e2e-server.mjs',
    env: { E2E_PORT: String(E2E_SERVERS.firstPort + index) },
    // Answers once the database is migrated and seeded.
    url: `${E2E_SERVERS.url(index)}/api/publicKey`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  })),
});
