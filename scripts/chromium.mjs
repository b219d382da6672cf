// Where Chromium is, for Vitest browser mode, Playwright and Lighthouse. Browser downloads fail on
// our machines, so Debian's /usr/bin/chromium is preferred; CHROMIUM_PATH overrides it, and on a
// laptop without either, Playwright's own browser (if installed) is used.
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The Chromium executable to use, or undefined to let Playwright use its own download. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((p) => existsSync(p));
}

export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  return executablePath ? { executablePath, args: CHROMIUM_ARGS } : { args: CHROMIUM_ARGS };
}

export const HOW_TO_GET_CHROMIUM = `No Chromium found. Install one of:
  - Debian/Ubuntu:  sudo apt-get install -y chromium chromium-driver
  - any machine with internet:  npx playwright install chromium
or point CHROMIUM_PATH at a Chromium/Chrome executable.`;
