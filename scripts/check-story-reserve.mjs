// Part of `npm run test:stories` (scripts/check-stories.mjs): the leaderboard's "Loading reserve"
// story in the built Storybook. Its `src` file arrives late on purpose (the story's own fetch
// wrapper, stories/support/late-fetch.ts), so here, as a reader would see it: the element is
// loading (`aria-busy="true"`) in its reserve box with the author's fallback visible, at about its
// finished height (the estimate) or at the author's `--csw-reserve-height`; then the data shows
// and the box goes; "Load again" shows the reserve again; the longer board (40 rows) keeps the
// hint's room; and once the reader leaves the story, the page's `fetch` is the real one again.

const STORY = 'elements-leaderboard-table--loading-reserve';
const OTHER = 'elements-leaderboard-table--paper-example';
/** Late enough that the loading state is seen for sure, short enough to keep the check quick. */
const DELAY = 2500;

/** The board's state as the page shows it. */
const state = (page) =>
  page.evaluate(() => {
    const board = document.querySelector('#storybook-root leaderboard-table');
    if (!board?.shadowRoot?.childElementCount) return null;
    const fallback = board.querySelector('p');
    return {
      busy: board.getAttribute('aria-busy'),
      height: board.getBoundingClientRect().height,
      reserve: board.shadowRoot.querySelector('.reserve') !== null,
      fallbackVisible: Boolean(fallback?.checkVisibility() && fallback.getBoundingClientRect().height > 0),
      rows: board.shadowRoot.querySelectorAll('tbody tr').length,
      src: board.getAttribute('src'),
    };
  });

async function until(page, predicate, what, timeout = 15_000) {
  const start = Date.now();
  for (;;) {
    const now = await state(page);
    if (now && predicate(now)) return now;
    if (Date.now() - start > timeout) throw new Error(`${what}: not within ${timeout / 1000} s (last seen ${JSON.stringify(now)})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Resolves with a list of problems (empty when the story does what it says). */
export async function checkLoadingReserve({ browser, origin, index }) {
  if (!(STORY in index.entries)) return ['loading reserve: the story elements-leaderboard-table--loading-reserve is missing'];
  const problems = [];
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1024, height: 800 });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const open = (args) =>
    page.goto(`${origin}/iframe.html?id=${STORY}&viewMode=story&args=${args}&globals=a11y.manual:!true`, { waitUntil: 'load' });
  try {
    // The element's own estimate: while loading, within 10 % of the finished height (as test/internal/reserve.test.ts).
    await open(`delay:${DELAY}`);
    const loading = await until(page, (s) => s.busy === 'true', 'aria-busy="true" while the data is late');
    const busySince = Date.now();
    if (!loading.reserve) problems.push('estimate: no reserve box while loading');
    if (!loading.fallbackVisible) problems.push("estimate: the author's fallback is not visible while loading");
    if (loading.rows) problems.push(`estimate: ${loading.rows} rows already while loading: the data was not late`);
    const done = await until(page, (s) => s.busy === null && s.rows > 0, 'the data after the delay');
    // Seen busy a little after the request began, so a bit less than the whole delay; a local file
    // that is not held back arrives within milliseconds.
    const busyFor = Date.now() - busySince;
    if (busyFor < DELAY - 1000) problems.push(`estimate: loading for ${busyFor} ms only: the data was not held back ${DELAY} ms`);
    if (done.rows !== 10) problems.push(`estimate: ${done.rows} rows with the data, not the file's 10`);
    if (done.reserve) problems.push('estimate: the reserve box stays once the data shows');
    const off = Math.abs(loading.height - done.height) / done.height;
    if (off >= 0.1) problems.push(`estimate: ${Math.round(loading.height)} px while loading, ${Math.round(done.height)} px with the data (${(off * 100).toFixed(0)} % off)`);
    // The story writes the final height two frames after the element's `ready`: wait for it, not for a poll's moment.
    await page.waitForFunction(() => document.querySelector('#storybook-root [data-measure="final"]')?.textContent !== '…', { timeout: 15_000 });
    const shown = await page.$eval('#storybook-root [data-measure="final"]', (dd) => dd.textContent);
    if (shown !== `${Math.round(done.height)} px`) problems.push(`estimate: the story shows "${shown}" as the final height, not ${Math.round(done.height)} px`);

    // "Load again": a new element, loading again in its reserve, then the data.
    await page.click('#storybook-root .loading-reserve-story button');
    const again = await until(page, (s) => s.busy === 'true' && s.src !== done.src, 'aria-busy="true" after "Load again"');
    if (!again.reserve) problems.push('Load again: no reserve box while loading');
    await until(page, (s) => s.busy === null && s.rows === 10, 'the data after "Load again"');

    // The author's hint: 30em (16 px) is the whole element's height while it loads, and only then.
    await open(`delay:${DELAY};reserveHeight:30em`);
    const hinted = await until(page, (s) => s.busy === 'true', 'aria-busy="true" with --csw-reserve-height');
    if (Math.abs(hinted.height - 480) > 4) problems.push(`--csw-reserve-height: 30em: ${Math.round(hinted.height)} px while loading, not 480`);
    if (!hinted.fallbackVisible) problems.push("--csw-reserve-height: the author's fallback is not visible while loading");
    const hintedDone = await until(page, (s) => s.busy === null && s.rows === 10, 'the data with --csw-reserve-height');
    if (hintedDone.height < 600) problems.push(`--csw-reserve-height: ${Math.round(hintedDone.height)} px with the data: the hint must hold only while loading`);

    // The longer board (a blob: URL the story makes, held back too): 40 rows, taller than the
    // estimate, so the hint is what keeps the room; 175em (16 px) while loading.
    await open(`board:long;delay:${DELAY};reserveHeight:175em`);
    const long = await until(page, (s) => s.busy === 'true', 'aria-busy="true" for the long board');
    const longSince = Date.now();
    if (Math.abs(long.height - 2800) > 4) problems.push(`long board, --csw-reserve-height: 175em: ${Math.round(long.height)} px while loading, not 2800`);
    if (!long.src?.startsWith('blob:')) problems.push(`long board: src is ${long.src}, not the story's blob: URL`);
    await until(page, (s) => s.busy === null && s.rows === 40, 'the 40 rows of the long board');
    if (Date.now() - longSince < DELAY - 1000) problems.push('long board: the blob: URL was not held back');

    // Leaving the story puts the real fetch back.
    const wrapped = await page.evaluate(() => !window.fetch.toString().includes('[native code]'));
    if (!wrapped) problems.push('the story did not install its delayed fetch');
    await page.evaluate(
      (id) =>
        new Promise((resolve) => {
          const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
          const rendered = (storyId) => storyId === id && (channel.off('storyRendered', rendered), resolve());
          channel.on('storyRendered', rendered);
          setTimeout(resolve, 15_000);
          channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        }),
      OTHER,
    );
    if (!(await page.evaluate(() => window.fetch.toString().includes('[native code]')))) problems.push('fetch is still wrapped after leaving the story');
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  } finally {
    await context.close();
  }
  return problems.map((p) => `loading reserve: ${p}`);
}
