#!/usr/bin/env node
// Prints the heights demo/demo.css should reserve for the findings page's elements (run after
// `npm run build`): each element's drawn height at the widths that bound each range of demo.css's
// media queries, the largest in each range. Paste the result into demo.css's --reserve-* block when
// test/e2e/findings-cls.test.mjs reports that an element's drawn height drifted from its reserve.
// `node scripts/measure-reserves.mjs /demo/de/` measures the German page (its block is demo/de/de.css).
import { nextFrames, openPage, startEnvironment } from '../test/e2e/support/browser.mjs';

const RANGES = [
  { query: 'default (1100 px and wider)', widths: [1100, 1280, 1600] },
  { query: '(max-width: 1099px)', widths: [768, 900, 1099] },
  { query: '(max-width: 767px)', widths: [480, 600, 767] },
  { query: '(max-width: 479px)', widths: [414, 440, 479] },
  { query: '(max-width: 413px)', widths: [366, 375, 413] },
  { query: '(max-width: 365px)', widths: [360, 365] },
  { query: '(max-width: 359px)', widths: [320, 340, 359] },
];
const PAGE = process.argv[2] ?? '/demo/';
const IDS = ['hero-web', 'task-web', 'training-results', 'frontier-leaderboard', 'citation'];

const env = await startEnvironment();
try {
  for (const { query, widths } of RANGES) {
    const max = Object.fromEntries(IDS.map((id) => [id, 0]));
    for (const width of widths) {
      const { page } = await openPage(env.browser, env.url(PAGE), { width, height: 800 });
      await page.evaluate(() => Promise.all([...document.querySelectorAll('requirement-web, results-toggle, leaderboard-table, bibtex-card')].map((el) => customElements.whenDefined(el.localName).then(() => el.ready))));
      await nextFrames(page);
      await new Promise((resolve) => setTimeout(resolve, 400));
      const heights = await page.evaluate((ids) => {
        // The drawn height, without the reserve: measure with min-height off.
        return ids.map((id) => {
          const el = document.getElementById(id);
          const before = el.style.minHeight;
          el.style.minHeight = '0';
          const height = Math.ceil(el.getBoundingClientRect().height);
          el.style.minHeight = before;
          return height;
        });
      }, IDS);
      IDS.forEach((id, i) => (max[id] = Math.max(max[id], heights[i])));
      await page.close();
    }
    console.log(`${query}: ${IDS.map((id) => `--reserve-${id}: ${max[id]}px;`).join(' ')}`);
  }
} finally {
  await env.close();
}
