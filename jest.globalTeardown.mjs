import fs from 'node:fs';
import path from 'node:path';

export default async function globalTeardown() {
  const snapshot = process.env.RENSHI_TEST_SNAPSHOT;
  if (snapshot) fs.rmSync(path.dirname(snapshot), { recursive: true, force: true });
}
