// The playground (demo/playground.html) as its end-to-end tests drive it: opened, and what its
// preview shows once settled. `node --test` only runs *.test.mjs files: this is not a test.
import { openPage } from './browser.mjs';

/** Opens the playground at 1280 px (or `options`); with `downloadFolder`, its downloads are saved there (a real download: the file an author gets). */
export async function openPlayground(env, options = {}, downloadFolder) {
  const opened = await openPage(env.browser, env.url('/demo/playground.html'), { width: 1280, height: 900, ...options });
  if (downloadFolder) {
    const session = await opened.page.createCDPSession();
    await session.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloadFolder });
  }
  await opened.page.waitForFunction(() => document.querySelector('csw-playground .pg-preview')?.firstElementChild?.shadowRoot, { timeout: 20000 });
  return opened;
}

/** Waits for the preview's element to settle; returns what it shows. */
export async function previewState(page) {
  await page.waitForFunction(
    () => {
      const element = document.querySelector('csw-playground .pg-preview')?.firstElementChild;
      return element?.shadowRoot?.querySelector('[part~="base"]') && !element.hasAttribute('aria-busy');
    },
    { timeout: 20000 },
  );
  // Its `ready` (it shows its data or its error): the check above also passes while a chunk its
  // first view needs is on its way (at load 45 a board was read empty then).
  await page.evaluate(() => {
    const element = document.querySelector('csw-playground .pg-preview').firstElementChild;
    return element.ready.then(() => element.updateComplete);
  });
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  return page.evaluate(() => {
    const element = document.querySelector('csw-playground .pg-preview').firstElementChild;
    const root = element.shadowRoot;
    return {
      tag: element.localName,
      error: root.querySelector('[part~="error"]')?.textContent.trim() ?? null,
      width: element.getBoundingClientRect().width,
      text: (root.querySelector('[part~="base"]')?.innerText ?? '').replace(/\s+/g, ' ').trim(),
      errors: document.querySelector('csw-playground .pg-errors').textContent.trim(),
    };
  });
}
