import { startEnvironment, openPage, waitForElementsRendered } from './support/browser.mjs';
const env = await startEnvironment();
for (const [w, scheme] of [[375, 'light'], [320, 'dark'], [1280, 'light']]) {
  const { page } = await openPage(env.browser, env.url('/demo/build/scratch-n.html'), { width: w, height: 900, colorScheme: scheme });
  await waitForElementsRendered(page, { timeout: 120000 });
  await page.evaluate(async () => { const el = document.getElementById('b'); const input = el.shadowRoot.querySelector('[part="search"]'); input.value = 'zzz nothing'; input.dispatchEvent(new Event('input', { bubbles: true, composed: true })); await new Promise(r => setTimeout(r, 1500)); await el.updateComplete; });
  const y = await page.evaluate(() => document.getElementById('b').shadowRoot.querySelector('table').getBoundingClientRect().top + scrollY - 200);
  await page.evaluate((y) => scrollTo(0, y), y); await new Promise(r => setTimeout(r, 300));
  await page.screenshot({ path: `/tmp/shots/nomatch-${w}-${scheme}.png` });
  await page.close();
}
await env.close();
