// scratch: time to a German first view over a 150 ms RTT, esbuild consumer build of bibtex-card
import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';
import { startServer } from '../../scripts/serve.mjs';
import { launchChromium } from '../../scripts/chromium.mjs';
const out = '/tmp/s8-out';
await build({ stdin: { contents: `import 'codespecweave-widgets/bibtex-card.js';`, resolveDir: process.cwd(), sourcefile: 'page.js' }, bundle: true, minify: true, splitting: true, format: 'esm', outdir: out, logLevel: 'silent' });
const bib = '@article{k, author = {Ada Lovelace}, title = {Notes}, journal = {J}, year = {1843}}';
for (const lang of ['de', 'en']) writeFileSync(`${out}/${lang}.html`, `<!doctype html><html lang="${lang}"><body><bibtex-card bibtex="${bib}"></bibtex-card><script type="module">performance.mark('s');import('./stdin.js');customElements.whenDefined('bibtex-card').then(()=>document.querySelector('bibtex-card').ready).then(()=>{window.shown=performance.now();window.text=document.querySelector('bibtex-card').shadowRoot.textContent.replace(/\\s+/g,' ').slice(0,80);});</script></body></html>`);
const server = await startServer({ port: 0, root: out });
const browser = await launchChromium();
const port = server.port;
for (const lang of ['de']) {
  const times = [];
  for (let i = 0; i < 1; i++) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
    let requests = 0; page.on('request', () => requests++);
    const t = {}; let t0;
    cdp.on('Network.requestWillBeSent', (e) => { t0 ??= e.timestamp; const f = e.request.url.split('/').pop(); if (/^(locale-intl|de-)/.test(f)) t[f.split('-')[0] + ' sent'] = Math.round((e.timestamp - t0) * 1000); });
    cdp.on('Network.responseReceived', (e) => { const f = e.response.url.split('/').pop(); if (/^(locale-intl|de-)/.test(f)) t[f.split('-')[0] + ' answered'] = Math.round((e.timestamp - t0) * 1000); });
    await page.goto(`http://127.0.0.1:${port}/${lang}.html`);
    await page.waitForFunction(() => window.shown, { timeout: 30000 });
    const { shown, text } = await page.evaluate(() => ({ shown: window.shown, text: window.text }));
    times.push(Math.round(shown));
    if (i === 0) console.log(lang, requests, 'requests', JSON.stringify(t));
    await context.close();
  }
  console.log(lang, 'first view (ms after navigation start, 150 ms RTT, 1.6 Mb/s):', times.sort((a, b) => a - b).join(' '));
}
await browser.close();
await server.close?.();
process.exit(0);
