// Finding a Chromium for Playwright and the bench: an explicit CHROMIUM_PATH, Playwright's own browser
// when installed, else the system's (Debian's `chromium` package).
import fs from 'node:fs';

export const INSTALL_COMMAND = 'sudo apt-get install -y chromium';

/**
 * The features Playwright 1.65 turns off (its chromiumSwitches): Chromium keeps only the last --disable-features it is
 * given, so the list below starts with them.
 */
const PLAYWRIGHTS_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
  'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's popups, which Chromium's headless mode builds as web pages for every new window — a renderer of
 * their own that costs about 0.7 s of CPU, and the browser process as much again, for each browser context a flow or
 * the bench opens; no page here ever shows the address bar.
 */
const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The flags Chromium runs with here: the Playwright flows (playwright.config.ts) and the bench. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHTS_DISABLED_FEATURES, ...OMNIBOX_POPUPS].join(',')}`,
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
