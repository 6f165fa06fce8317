// What the bench scripts share: the machine line of a report, number formatting, one API call.
import { execSync } from 'node:child_process';
import os from 'node:os';

export const num = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** The machine and commit a figure was measured on, for the report's first line. */
export function machine(root) {
  const cpus = os.cpus();
  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD', { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    // not a git checkout
  }
  return `${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, ` +
    `${os.type()} ${os.release()}, Node ${process.version}, commit ${commit}`;
}

/** POSTs `body` as JSON and answers the envelope's data; anything but an HTTP 200 with code 200 throws. */
export async function post(origin, apiPath, body, token) {
  const res = await fetch(origin + apiPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const envelope = res.status === 200 ? JSON.parse(text) : undefined;
  if (envelope?.code !== 200) throw new Error(`${apiPath} answered HTTP ${res.status}: ${text.slice(0, 200)}`);
  return envelope.data;
}
