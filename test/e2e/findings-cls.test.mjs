// demo/index.html opened at a section (its "Explore the idea" link, #core-idea, and each link of
// its section nav): nothing moves when the elements' data arrives. Cumulative Layout Shift, from a
// `layout-shift` PerformanceObserver installed before the page loads, stays at or under 0.05 at a
// phone's and a laptop's width (issue 15). The page reserves each element's height in demo.css.
// The same for the German findings page, demo/de/index.html, whose elements also wait for their
// German strings (a lazy chunk); its reserves are demo/de/de.css (`node scripts/measure-reserves.mjs /demo/de/`).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { nextFrames, openPage, recordLayoutShifts, startEnvironment } from './support/browser.mjs';

const PAGES = [
  { PAGE: '/demo/', name: 'findings page' },
  { PAGE: '/demo/de/', name: 'German findings page' },
];
const MAX_CLS = 0.05;
const VIEWPORTS = [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
];

for (const { PAGE, name } of PAGES) describe(`${name}: no layout shift on its deep links`, () => {
  let env;
  let links;
  before(async () => {
    env = await startEnvironment();
    const { page } = await openPage(env.browser, env.url(PAGE), { javaScript: false });
    links = await page.$$eval('a[href^="#"]', (anchors) => [...new Set(anchors.map((a) => a.getAttribute('href')))]);
    await page.close();
  });
  after(async () => {
    await env?.close();
  });

  test('the page links to its idea and to each of its sections', () => {
    assert.deepEqual(links, ['#core-idea', '#results', '#benchmark', '#cite']);
  });

  for (const { width, height } of VIEWPORTS) {
    for (const hash of ['#core-idea', '#results', '#benchmark', '#cite']) {
      test(`opened at ${hash} at ${width} px: CLS ≤ ${MAX_CLS}`, async (t) => {
        const page = await env.browser.newPage();
        try {
          await page.setViewport({ width, height });
          await recordLayoutShifts(page);
          await page.goto(env.url(`${PAGE}${hash}`), { waitUntil: 'load' });
          // Every element shows its data (or its error), then give late layout two frames and a moment.
          await page.evaluate(() =>
            Promise.all([...document.querySelectorAll('requirement-web, results-toggle, leaderboard-table, bibtex-card')].map((el) => customElements.whenDefined(el.localName).then(() => el.ready))),
          );
          await nextFrames(page);
          await new Promise((resolve) => setTimeout(resolve, 500));
          const { shifts, sectionTop, atBottom, errors } = await page.evaluate((id) => ({
            shifts: window.__layoutShifts,
            sectionTop: document.getElementById(id).getBoundingClientRect().top,
            atBottom: window.scrollY + window.innerHeight >= document.scrollingElement.scrollHeight - 2,
            errors: [...document.querySelectorAll('requirement-web, results-toggle, leaderboard-table, bibtex-card')].filter((el) => el.shadowRoot?.querySelector('[part~="error"]')).map((el) => el.id),
          }), hash.slice(1));
          assert.deepEqual(errors, [], 'every element shows its data');
          // For re-tuning demo.css after an element's layout changes: what each host reserves and what it draws.
          if (hash === '#core-idea') {
            const sizes = await page.evaluate(() =>
              [...document.querySelectorAll('requirement-web, results-toggle, leaderboard-table, bibtex-card')].map((el) => {
                const base = el.shadowRoot.querySelector('[part~="base"]');
                return `${el.id}: reserved ${getComputedStyle(el).minHeight}, draws ${Math.round(base.getBoundingClientRect().height)}px`;
              }),
            );
            for (const line of sizes) t.diagnostic(`${width} px: ${line}`);
          }
          // The precondition: the page is where the link points (the section at the top of the screen,
          // or as near as the page scrolls: the last section of a wide page ends above the bottom).
          assert.ok(Math.abs(sectionTop) <= 2 || (atBottom && sectionTop > 0 && sectionTop < height), `${hash} is at the top of the screen (top ${sectionTop})`);
          const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
          assert.ok(cls <= MAX_CLS, `CLS ${cls.toFixed(3)}:\n${shifts.map((s) => `  ${s.value.toFixed(3)} at ${s.at} ms: ${s.sources.join('; ')}`).join('\n')}`);
        } finally {
          await page.close();
        }
      });
    }
  }
});
