import { startEnvironment, openPage, waitForElementsRendered } from './support/browser.mjs';
const env = await startEnvironment();
for (const [w, scheme] of [[320, 'light'], [320, 'dark']]) {
  const { page } = await openPage(env.browser, env.url('/demo/build/scratch-w.html'), { width: w, height: 900, colorScheme: scheme });
  await waitForElementsRendered(page, { timeout: 120000 });
  await page.evaluate(() => window.scrollTo(0, 780)); await new Promise(r => setTimeout(r, 800));
  await page.screenshot({ path: `/tmp/shots/w2-${w}-${scheme}.png` });
  await page.close();
}
await env.close();
