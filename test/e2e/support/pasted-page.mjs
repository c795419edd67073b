// A browser page for pasting untrusted markup (the hostile corpus's playground forms, `embed`'s
// printed snippets): shared by test/e2e/playground-snippets.test.mjs and
// test/embed/hostile-snippets.test.mjs. `node --test` only runs *.test.mjs files: this is not a test.

/**
 * Opens a page that records and dismisses every dialog (an `alert()` the data smuggled in would
 * otherwise hold the page until the test's time runs out, and the test must see that it opened)
 * and routes every request through `route(request)`: it answers the request (`respond`,
 * `continue`) and returns true, or returns false and the request is aborted, so nothing a pasted
 * page asks for leaves the test unless the test serves it.
 * @param {import('puppeteer-core').Browser} browser
 * @param {(request: import('puppeteer-core').HTTPRequest) => boolean | Promise<boolean>} [route]
 * @returns {Promise<{ page: import('puppeteer-core').Page, dialogs: string[] }>}
 */
export async function pastedPage(browser, route = () => false) {
  const page = await browser.newPage();
  const dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.setRequestInterception(true);
  page.on('request', async (request) => {
    if (!(await route(request))) void request.abort();
  });
  return { page, dialogs };
}

/** A minimal host page around `body` (a language, a charset and a title, as the accessibility checks want). */
export const hostPage = (body, title = 'A host page') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
