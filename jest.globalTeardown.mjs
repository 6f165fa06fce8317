import fs from 'node:fs';
import path from 'node:path';
import { checkLogFile, describeFinding } from './lib/server/observability/logCheck.mjs';

/** Fails the run when a line of its log holds a secret (the file is kept to be read); else removes the run's directory. */
export default async function globalTeardown() {
  const snapshot = process.env.RENSHI_TEST_SNAPSHOT;
  const log = process.env.RENSHI_TEST_LOG;
  if (log) {
    const { lines, findings } = await checkLogFile(log);
    if (findings.length > 0) {
      const shown = findings.slice(0, 20).map((f) => `  ${describeFinding(f)}`);
      if (findings.length > shown.length) shown.push(`  … and ${findings.length - shown.length} more`);
      throw new Error(`The test run's log holds secrets (${findings.length} in ${lines} lines of ${log}):\n${shown.join('\n')}`);
    }
  }
  if (snapshot) fs.rmSync(path.dirname(snapshot), { recursive: true, force: true });
}
