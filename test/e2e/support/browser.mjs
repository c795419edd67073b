// Shared set-up for the end-to-end tests: headless Chromium through
// puppeteer-core (never a downloaded browser), the repository's own static
// server in-process, and the checks every demo page must pass.
// `node --test test/e2e/` only runs *.test.mjs files, so this module is not a test.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startServer } from '../../../scripts/serve.mjs';
import { launchChromium } from '../../../scripts/chromium.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** What the browser is served: the repository, or (E2E_ROOT) another tree laid out like it, e.g. a build elsewhere. */
export const SERVE_ROOT = process.env.E2E_ROOT ? path.resolve(process.env.E2E_ROOT) : REPO_ROOT;
export const ELEMENT_TAGS = ['requirement-web', 'results-toggle', 'leaderboard-table', 'bibtex-card'];
export const ELEMENT_SELECTOR = ELEMENT_TAGS.join(',');
export const AXE_PATH = path.join(REPO_ROOT, 'node_modules/axe-core/axe.min.js');

/** Fails fast, with the fix, when the build has not run. */
export function assertBuilt() {
  for (const file of ['dist/codespecweave-widgets.js', 'dist/codespecweave-widgets.iife.js', 'demo/blog-post.html', 'demo/vendor/reveal/reveal.mjs']) {
    if (!existsSync(path.join(SERVE_ROOT, file))) {
      throw new Error(`${file} is missing: run \`npm run build\` before \`npm run test:e2e\`.`);
    }
  }
}

export function fileUrl(relativePath) {
  return pathToFileURL(path.join(SERVE_ROOT, relativePath)).href;
}

export async function launchBrowser() {
  return launchChromium();
}

/** Starts the browser and the static server; `close()` stops both. */
export async function startEnvironment() {
  assertBuilt();
  const [server, browser] = await Promise.all([startServer({ port: 0, root: SERVE_ROOT }), launchBrowser()]);
  return {
    server,
    browser,
    url: (pagePath) => `${server.origin}${pagePath}`,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * Opens a page and records every console error, uncaught exception, failed
 * request, HTTP error and CSP violation in `problems`. `browser` may be a browser
 * context; `prepare(page)` runs just before the page is loaded (listeners, scripts
 * for every new document).
 */
export async function openPage(browser, url, { width = 1280, height = 900, colorScheme = 'light', javaScript = true, bypassCSP = false, hasTouch = false, waitUntil = 'load', prepare } = {}) {
  const page = await browser.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText;
    // A fetch the page cancelled itself (an element re-resolving its src after reveal.js moved it) is not a failure.
    if (reason === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  await page.setViewport({ width, height, hasTouch });
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: colorScheme }]);
  if (!javaScript) await page.setJavaScriptEnabled(false);
  if (bypassCSP) await page.setBypassCSP(true);
  if (javaScript) {
    await page.evaluateOnNewDocument(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations.push(`${event.violatedDirective}: ${event.blockedURI || 'inline'}`);
      });
    });
  }
  await prepare?.(page);
  await page.goto(url, { waitUntil });
  return { page, problems };
}

/**
 * Waits until every element on the page is defined, has finished loading and
 * shows its data (a rendered view, not only the light-DOM fallback slot).
 */
export async function waitForElementsRendered(page, { timeout = 20000 } = {}) {
  await page.waitForFunction(
    (selector) => {
      const elements = [...document.querySelectorAll(selector)];
      return (
        elements.length > 0 &&
        elements.every((element) => {
          if (!customElements.get(element.localName) || !element.shadowRoot) return false;
          if (element.hasAttribute('aria-busy')) return false;
          const base = element.shadowRoot.querySelector('[part~="base"]');
          if (!base) return false;
          // Only the fallback <slot> (or nothing) means no data has been rendered yet.
          const shown = [...base.children].filter((child) => child.localName !== 'slot' && !child.matches('[part~="error"]'));
          return shown.length > 0 || Boolean(base.querySelector('[part~="error"]'));
        })
      );
    },
    { timeout, polling: 100 },
    ELEMENT_SELECTOR,
  );
  // …and each element's `ready` (the contract's: it shows its data or its error). The check above
  // also passes on an element keeping its room while a chunk its first view needs is on its way
  // (its loading reserve is a child of its base, and only a `src` download sets aria-busy): at load
  // 45 the findings page's first web was read in that moment.
  await page.evaluate((selector) => Promise.all([...document.querySelectorAll(selector)].map((element) => element.ready.then(() => element.updateComplete))), ELEMENT_SELECTOR);
  // Let ResizeObserver-driven layout settle (two frames).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** A summary of each element on the page: what a reader would see of it. */
export async function describeElements(page) {
  return page.evaluate((selector) => {
    return [...document.querySelectorAll(selector)].map((element) => {
      const root = element.shadowRoot;
      const base = root?.querySelector('[part~="base"]');
      const error = root?.querySelector('[part~="error"]');
      const rect = element.getBoundingClientRect();
      const text = base ? base.innerText ?? base.textContent : '';
      return {
        tag: element.localName,
        id: element.id,
        defined: Boolean(customElements.get(element.localName)),
        theme: element.getAttribute('theme'),
        text: (base?.textContent ?? '').replace(/\s+/g, ' ').trim(),
        visibleText: String(text).replace(/\s+/g, ' ').trim(),
        error: error ? error.textContent.replace(/\s+/g, ' ').trim() : null,
        width: rect.width,
        height: rect.height,
        shadowChildren: root ? root.querySelectorAll('*').length : 0,
      };
    });
  }, ELEMENT_SELECTOR);
}

/**
 * Records the page's layout shifts from its start, in `window.__layoutShifts` (call before `goto`):
 * each `{ value, at, sources }`, its sources as "node: top a→b, height c→d" for a failure's message.
 * Shifts right after a reader's input do not count, as in the CLS metric.
 */
export function recordLayoutShifts(page) {
  return page.evaluateOnNewDocument(() => {
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        window.__layoutShifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: entry.sources.map((s) => `${s.node?.id || s.node?.localName || s.node?.nodeName || '?'}: top ${Math.round(s.previousRect.top)}→${Math.round(s.currentRect.top)}, height ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** How far the page scrolls sideways (0 when nothing overflows). */
export async function horizontalOverflow(page) {
  return page.evaluate(() => document.scrollingElement.scrollWidth - window.innerWidth);
}

/**
 * A findings page at `width` px, in light and then dark (its theme switch): the page never scrolls
 * sideways and no element reaches past the viewport.
 */
export async function assertNoSidewaysOverflow(page, width) {
  assert.ok((await horizontalOverflow(page)) <= 0, `page scrolls sideways by ${await horizontalOverflow(page)} px`);
  await page.click('#theme-switch input[value="dark"]');
  assert.ok((await horizontalOverflow(page)) <= 0);
  const wide = await page.evaluate(
    (selector, limit) => [...document.querySelectorAll(selector)].filter((el) => el.getBoundingClientRect().right > limit + 0.5).map((el) => el.id),
    ELEMENT_SELECTOR,
    width,
  );
  assert.deepEqual(wide, [], 'no element reaches past the viewport');
}

/** Runs axe-core on the whole document (shadow roots included) and returns its violations. */
export async function runAxe(page, options = {}) {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async (runOptions) => {
    const result = await window.axe.run(document, { resultTypes: ['violations'], ...runOptions });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${JSON.stringify(node.target)}: ${node.failureSummary?.split('\n').slice(0, 3).join(' ')}`),
    }));
  }, options);
}

export function formatViolations(violations) {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.join('\n    ')}`).join('\n');
}

export async function cspViolations(page) {
  return page.evaluate(() => window.__cspViolations ?? []);
}

/** A resolved handle for the first element matching `innerSelector` inside `host`'s shadow root. */
export async function shadowHandle(page, hostSelector, innerSelector) {
  const handle = await page.evaluateHandle(
    (host, inner) => document.querySelector(host)?.shadowRoot?.querySelector(inner) ?? null,
    hostSelector,
    innerSelector,
  );
  const element = handle.asElement();
  if (!element) {
    await handle.dispose();
    throw new Error(`nothing matches ${innerSelector} inside ${hostSelector}`);
  }
  return element;
}

export const nextFrames = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
