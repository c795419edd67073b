import { startEnvironment, ELEMENT_SELECTOR } from './support/browser.mjs';
const env = await startEnvironment();
const page = await env.browser.newPage();
await page.setViewport({ width: 375, height: 667 });
await page.setRequestInterception(true);
page.on('request', (r) => { if (!/\/demo\/data\/[\w-]+\.json$/.test(r.url())) r.continue(); });
await page.goto(env.url('/test/e2e/fixtures/docs-blog.html#results'), { waitUntil: 'domcontentloaded' });
await page.waitForFunction((s) => [...document.querySelectorAll(s)].every((el) => el.getAttribute('aria-busy') === 'true'), {}, ELEMENT_SELECTOR);
await new Promise(r => setTimeout(r, 750));
console.log(await page.evaluate(() => {
  const out = [];
  const walk = (node, depth) => {
    for (const child of [...(node.shadowRoot ? [...node.shadowRoot.children] : []), ...node.children]) {
      const r = child.getBoundingClientRect();
      out.push(`${'  '.repeat(depth)}${child.localName}${child.id ? '#' + child.id : ''}${child.className && typeof child.className === 'string' ? '.' + child.className : ''}${child.getAttribute('part') ? '[part=' + child.getAttribute('part') + ']' : ''} top ${Math.round(r.top)} bottom ${Math.round(r.bottom)} pos ${getComputedStyle(child).position} oa ${getComputedStyle(child).overflowAnchor}`);
      if (depth < 6) walk(child, depth + 1);
    }
  };
  walk(document.querySelector('requirement-web'), 0);
  return out.join('\n');
}));
await env.close();
