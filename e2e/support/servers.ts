import os from 'node:os';

/**
 * The e2e servers: one per Playwright worker, each on its own port with its own fresh demo database
 * (scripts/e2e-server.mjs), so flows running side by side never see each other's data.
 * E2E_PORT is the first port (8011 stays free for `npm start`); E2E_WORKERS how many run at once, by default two where
 * there are two cores: the whole suite on a 2-core machine took 9.0 minutes with two against 11.6 with one (each flow
 * is slower, but one's browser works while the other waits for its server).
 */
export const FIRST_PORT = Number(process.env.E2E_PORT || 8031);
export const SERVERS = Math.max(1, Number(process.env.E2E_WORKERS || Math.min(2, os.availableParallelism())));

export const serverURL = (parallelIndex: number) => `http://127.0.0.1:${FIRST_PORT + parallelIndex}`;
