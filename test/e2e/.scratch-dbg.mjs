import { startEnvironment, openPage } from './support/browser.mjs';
const env = await startEnvironment();
const { page, problems } = await openPage(env.browser, env.url('/demo/build/.scratch-w.html'), { width: 320, height: 900 });
await new Promise(r => setTimeout(r, 8000));
console.log(problems);
console.log(await page.evaluate(() => { const b = document.getElementById('b'); return { defined: !!customElements.get('leaderboard-table'), busy: b.getAttribute('aria-busy'), html: b.shadowRoot?.innerHTML.slice(0, 600), rows: b.shadowRoot?.querySelectorAll('tr').length }; }));
await page.screenshot({ path: '/tmp/shots/dbg.png' });
await env.close();
