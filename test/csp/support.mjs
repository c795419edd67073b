// Shared set-up of the CSP and Trusted Types tests: the repository's static server and headless
// Chromium for the whole file, and a way to open one of this folder's pages while recording what
// those tests check: policy violations (`window.__violations`), uncaught errors and console errors.
// Not a test itself (`node --test` runs only *.test.mjs files).
import { after, before } from 'node:test';
import { startServer } from '../../scripts/serve.mjs';
import { launchChromium } from '../../scripts/chromium.mjs';

/** Starts the server and the browser before the file's tests and stops them after; returns `open`. */
export function cspPages() {
  let server;
  let browser;
  before(async () => {
    server = await startServer({ port: 0 });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  /** Opens test/csp/`file`; `errors` collects console errors and uncaught exceptions. */
  return async function open(file) {
    const page = await browser.newPage();
    const errors = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.evaluateOnNewDocument(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective}: ${e.blockedURI} ${e.sample}`));
    });
    await page.goto(`${server.origin}/test/csp/${file}`, { waitUntil: 'networkidle0' });
    return { page, errors };
  };
}
