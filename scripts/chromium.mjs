// The one place that says how this project starts Chromium: Debian's
// /usr/bin/chromium (CHROME_PATH overrides; no tool may download a browser),
// with the flags a root, GPU-less, network-closed machine needs.
import puppeteer from 'puppeteer-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox', // Chromium refuses to run as root otherwise
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // Without these it floods the closed network with requests at every start.
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches headless Chromium through puppeteer-core; `extraArgs` are added to the common flags. */
export function launchChromium(extraArgs = []) {
  return puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // A benchmark page may run for minutes; puppeteer's default (180 s) would cut it off.
    protocolTimeout: 15 * 60_000,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}
