// Issue 27, "no jump and no blank while loading": a blog post written only from the docs' embed
// examples (test/e2e/fixtures/docs-blog.html: the snippet's loader script, each element's data behind a `src`,
// the author's fallback inside it, no page CSS for the elements), with every data file held back
// until the test has looked at the loading view. While the data is on its way, each element shows the author's fallback and reserves about
// its final height by itself (from its kind and width, or the author's --csw-reserve-height), so
// Cumulative Layout Shift stays at or under 0.05 at a phone's and a laptop's width, also for a reader
// who opens the page at a later section; the reserve goes once the data (or an error) shows.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ELEMENT_SELECTOR, nextFrames, recordLayoutShifts, REPO_ROOT, startEnvironment } from './support/browser.mjs';

const PAGE = '/test/e2e/fixtures/docs-blog.html';
/** How long the data is held before the test looks at the loading view (then the test releases it). */
const HELD_MS = 750;
const MAX_CLS = 0.05;
const VIEWPORTS = [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
];

/**
 * Opens the page with every data file held back until `release()` (a slow network, with no clock in
 * it: at load 15–30 a 1.5 s server delay had run out before the test looked "half-way" through it);
 * layout shifts are recorded from before the first paint.
 */
async function openDelayed(env, { width, height }, hash = '') {
  const page = await env.browser.newPage();
  const problems = [];
  page.on('console', (message) => message.type() === 'error' && !/Failed to load resource/.test(message.text()) && problems.push(`console error: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.setViewport({ width, height });
  await page.setRequestInterception(true);
  const held = [];
  let released = false;
  const release = () => {
    released = true;
    for (const request of held.splice(0)) request.continue();
  };
  page.on('request', (request) => {
    if (!/\/demo\/data\/[\w-]+\.json$/.test(request.url())) return request.continue();
    if (released) request.continue();
    else held.push(request);
  });
  await recordLayoutShifts(page);
  await page.goto(env.url(`${PAGE}${hash}`), { waitUntil: 'domcontentloaded' });
  return { page, problems, release };
}

/** The page's data files, by the tag that shows each, for the case that sets them itself (read once). */
const PAGE_DATA = Object.fromEntries(
  Object.entries({ 'requirement-web': 'hero-web', 'results-toggle': 'training-results', 'bibtex-card': 'bibtex', 'leaderboard-table': 'frontier-leaderboard' }).map(([tag, file]) => [
    tag,
    JSON.parse(readFileSync(path.join(REPO_ROOT, `demo/data/${file}.json`), 'utf8')),
  ]),
);

const scrollTo = (hash) => (hash.startsWith('scroll:') ? hash.slice(7) : '');

const settle = (page) =>
  page.evaluate((selector) => Promise.all([...document.querySelectorAll(selector)].map((el) => customElements.whenDefined(el.localName).then(() => el.ready))), ELEMENT_SELECTOR);

/** Each element's height, what it reserves and whether it shows its fallback, now. */
const measure = (page) =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].map((el) => {
        const root = el.shadowRoot;
        const slot = root?.querySelector('slot:not([name])');
        const fallback = el.querySelector(':scope > p, :scope > pre');
        return {
          tag: el.localName,
          height: Math.round(el.getBoundingClientRect().height),
          busy: el.getAttribute('aria-busy') === 'true',
          reserve: root?.querySelector('.reserve') ? Math.round(root.querySelector('.reserve').getBoundingClientRect().height) : 0,
          fallbackShown: Boolean(slot && fallback && fallback.getBoundingClientRect().height > 0 && fallback.checkVisibility()),
          fallbackText: fallback?.textContent.trim().slice(0, 40) ?? '',
        };
      }),
    ELEMENT_SELECTOR,
  );

/**
 * One case: the page opened at `hash` (or scrolled there, 'scroll:…'), its data held, looked at, then
 * released. Throws what it finds wrong.
 */
async function checkCase(t, env, viewport, hash) {
  const section = scrollTo(hash);
  const { page, problems, release } = await openDelayed(env, viewport, section ? '' : hash);
  try {
    if (section) await page.evaluate((id) => document.getElementById(id).scrollIntoView(), section);
    // While the data is held (for as long as a reader on a slow network waits): every element is
    // loading, shows the author's text, and holds its room.
    await page.waitForFunction((selector) => [...document.querySelectorAll(selector)].every((el) => el.getAttribute('aria-busy') === 'true'), {}, ELEMENT_SELECTOR);
    await new Promise((resolve) => setTimeout(resolve, HELD_MS));
    const loading = await measure(page);
    const scrolledBefore = await page.evaluate(() => window.scrollY);
    release();
    await settle(page);
    await nextFrames(page);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const done = await measure(page);
    const { shifts, sectionTop, atBottom } = await page.evaluate((id) => ({
      shifts: window.__layoutShifts,
      sectionTop: id ? document.getElementById(id).getBoundingClientRect().top : 0,
      atBottom: window.scrollY + window.innerHeight >= document.scrollingElement.scrollHeight - 2,
    }), section || hash.slice(1));
    for (const [i, el] of done.entries()) t.diagnostic(`${el.tag}: ${loading[i].height} px while loading (reserve ${loading[i].reserve}), ${el.height} px with data`);
    for (const el of loading) {
      assert.ok(el.busy, `${el.tag} is loading at the half-way point`);
      if (!hash) assert.ok(el.fallbackShown, `${el.tag}: the author's fallback ("${el.fallbackText}") is visible while loading`);
    }
    for (const el of done) assert.equal(el.reserve, 0, `${el.tag}: the reserve is gone once the data shows`);
    if (hash) {
      assert.ok(scrolledBefore > 0, `the page opened scrolled to ${hash}`);
      // Where the link points: the section at the top of the screen, or as near as the page scrolls
      // (the last section of a wide page ends above the bottom of the screen).
      assert.ok(Math.abs(sectionTop) <= 2 || (atBottom && sectionTop > 0 && sectionTop < viewport.height), `${hash} is still at the top of the screen once the data shows (top ${Math.round(sectionTop)})`);
    }
    const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
    t.diagnostic(`CLS ${cls.toFixed(4)}`);
    assert.ok(cls <= MAX_CLS, `CLS ${cls.toFixed(3)}:\n${shifts.map((s) => `  ${s.value.toFixed(3)} at ${s.at} ms: ${s.sources.join('; ')}`).join('\n')}`);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
}

describe('a blog post from the docs, its data held back as a slow network would: no layout shift, the fallback visible', () => {
  let env;
  before(async () => {
    env = await startEnvironment();
  });
  after(async () => {
    await env?.close();
  });

  for (const viewport of VIEWPORTS) {
    // '' the top; '#…' a link to a later section; 'scroll:…' a reader who scrolls there while the page loads.
    for (const hash of ['', '#results', '#benchmark', '#cite', 'scroll:benchmark']) {
      test(`${viewport.width} px, ${scrollTo(hash) ? `scrolled to #${scrollTo(hash)} while loading` : `opened ${hash ? `at ${hash}` : 'at the top'}`}: CLS ≤ ${MAX_CLS}${hash ? '' : ', the fallback shows while loading'}`, (t) =>
        checkCase(t, env, viewport, hash),
      );
    }

    // A reader opened at a later section is kept there by the browser's scroll anchoring, not by the
    // elements: results-toggle's first view, above #benchmark, is 4-11 px off its reserve. Chromium
    // 150 dropped that adjustment when bibtex-card's first view came in the same frame, which the
    // cases above met in 3 of 7 full runs at load 25-47 (it depends on when each data file arrives):
    // the card's closed <details> was styled during that layout (inside a size container), Chromium
    // locked its content (content-visibility: hidden), and locking clears the scroll anchor of every
    // scroller above it, so the adjustment queued for that layout found no anchor (docs/layout.md,
    // "Scroll anchoring"). Here that frame is made to happen: the two views in one frame, the others'
    // before and after. Before the card hid its closed content without the lock: −11 px (1280) and
    // −5 px (375), every time.
    test(`${viewport.width} px, opened at #benchmark: results-toggle and bibtex-card drawn in one frame keep #benchmark at the top`, async () => {
      const { page, problems } = await openDelayed(env, viewport, '#benchmark');
      try {
        await page.waitForFunction((selector) => [...document.querySelectorAll(selector)].every((el) => el.getAttribute('aria-busy') === 'true'), {}, ELEMENT_SELECTOR);
        // Each group's data set in one task (the `data` property wins over the held `src`), then drawn.
        const top = await page.evaluate(async (groups, data) => {
          for (const group of groups) {
            for (const tag of group) document.querySelector(tag).data = data[tag];
            await Promise.all(group.map((tag) => document.querySelector(tag)).map((el) => el.ready.then(() => el.updateComplete)));
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          }
          return document.getElementById('benchmark').getBoundingClientRect().top;
        }, [['requirement-web'], ['results-toggle', 'bibtex-card'], ['leaderboard-table']], PAGE_DATA);
        assert.ok(Math.abs(top) <= 2, `#benchmark is still at the top of the screen once the data shows (top ${Math.round(top)})`);
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });
  }
});
