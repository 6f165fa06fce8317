import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Names this run's seeded-database snapshot (lib/server/testing/database.ts; the first test file writes it) and its
 * log file (lib/server/observability/runLog.ts; jest.globalTeardown.mjs searches it for secrets).
 */
export default async function globalSetup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renshi-jest-'));
  process.env.RENSHI_TEST_SNAPSHOT = path.join(dir, 'seeded.tar');
  process.env.RENSHI_TEST_LOG = path.join(dir, 'run.log');
}
