// Finding a Chromium for Playwright and the bench: an explicit CHROMIUM_PATH, Playwright's own browser
// when installed, else the system's (Debian's `chromium` package).
import fs from 'node:fs';

export const INSTALL_COMMAND = 'sudo apt-get install -y chromium';

/** The flags Chromium runs with here (playwright.config.ts has the same list). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const isFile = (p) => {
  try {
    return !!p && fs.statSync(p).isFile();
  } catch {
    return false;
  }
};

async function playwrightsOwn() {
  try {
    const { chromium } = await import('playwright-core');
    const p = chromium.executablePath();
    return isFile(p) ? p : undefined;
  } catch {
    return undefined;
  }
}

/** The path of a usable Chromium, or undefined. */
export async function findChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (isFile(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    console.warn(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist; looking elsewhere.`);
  }
  return (await playwrightsOwn()) ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(isFile);
}
