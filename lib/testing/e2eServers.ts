import os from 'node:os';

/** The Playwright flows' servers: how many run, the first one's port, and each one's address. */
export interface E2eServers {
  firstPort: number;
  count: number;
  url(index: number): string;
}

/** The first port by default: 8011 stays free for `npm start`. */
const FIRST_PORT = 8031;

const positiveWhole = (value: string | undefined): number | undefined =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

/**
 * One server per Playwright worker, each on its own port with its own fresh demo database (scripts/e2e-server.mjs), so
 * flows running side by side never see each other's data. E2E_PORT is the first port; E2E_WORKERS how many run at once,
 * by default two where there are two cores: the whole suite on a 2-core machine took 9.0 minutes with two against 11.6
 * with one (each flow is slower, but one's browser works while the other waits for its server). A value that is not a
 * whole number above zero is left for the default.
 */
export function e2eServers(env: Record<string, string | undefined>, cores: number): E2eServers {
  const firstPort = positiveWhole(env.E2E_PORT) ?? FIRST_PORT;
  return {
    firstPort,
    count: positiveWhole(env.E2E_WORKERS) ?? Math.max(1, Math.min(2, cores)),
    url: (index) => `http://127.0.0.1:${firstPort + index}`,
  };
}

/** The servers of this run (playwright.config.ts starts them; e2e/support/fixtures.ts aims each worker at its own). */
export const E2E_SERVERS = e2eServers(process.env, os.availableParallelism());
