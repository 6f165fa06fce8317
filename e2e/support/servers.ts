/**
 * The e2e servers: one per Playwright worker, each on its own port with its own fresh demo database
 * (scripts/e2e-server.mjs), so flows running side by side never see each other's data.
 * E2E_PORT is the first port (8011 stays free for `npm start`); E2E_WORKERS how many run at once. One by default:
 * on a 2-core machine a second worker (its browser and its server) makes every flow more than twice as slow, so
 * the suite takes longer than with one.
 */
export const FIRST_PORT = Number(process.env.E2E_PORT || 8031);
export const SERVERS = Math.max(1, Number(process.env.E2E_WORKERS || 1));

export const serverURL = (parallelIndex: number) => `http://127.0.0.1:${FIRST_PORT + parallelIndex}`;
