import { startEnvironment, waitForElementsRendered } from './support/browser.mjs';
const env = await startEnvironment();
for (const width of [375, 1280]) for (const scheme of ['light', 'dark']) {
  const page = await env.browser.newPage();
  await page.setViewport({ width, height: 900 });
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
  await page.setRequestInterception(true);
  const held = [];
  page.on('request', (r) => (/\/dist\/browser\/codespecweave-widgets\.js$/.test(r.url()) ? held.push(r) : r.continue()));
  await page.goto(env.url('/test/e2e/fixtures/inline-blog.html'), { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true)))));
  await page.screenshot({ path: `/tmp/shots/inline-${width}-${scheme}-before.png`, fullPage: true });
  const before = await page.evaluate(() => [...document.querySelectorAll('requirement-web,results-toggle,leaderboard-table,bibtex-card')].map((e) => Math.round(e.getBoundingClientRect().height)));
  for (const r of held) r.continue();
  await waitForElementsRendered(page);
  await page.screenshot({ path: `/tmp/shots/inline-${width}-${scheme}-after.png`, fullPage: true });
  const after = await page.evaluate(() => [...document.querySelectorAll('requirement-web,results-toggle,leaderboard-table,bibtex-card')].map((e) => Math.round(e.getBoundingClientRect().height)));
  console.log(width, scheme, 'before', before.join(','), 'after', after.join(','));
  await page.close();
}
await env.close();
