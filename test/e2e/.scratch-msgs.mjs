import { startEnvironment, openPage } from './support/browser.mjs';
const env = await startEnvironment();
const { page } = await openPage(env.browser, env.url('/test/e2e/fixtures/scratch-msgs.html'), { width: 800 });
await page.waitForFunction(() => customElements.get('bibtex-card'));
const cases = {
  'leaderboard-table': [
    [{ model: 'A', score: 70 }, { model: 'B', score: 60 }],
    { rows: [{ model: 'A', score: 70 }] },
    { entries: [{ name: 'A', score: 70 }] },
    { entries: [{ model: 'A', score: '74.0%' }] },
    { entries: [{ model: 'A', framework: 'X', score: 70, pass_rate: 3 }] },
    { entries: [{ model: 'A', score: 170 }] },
  ],
  'results-toggle': [
    { benchmarks: ['a', 'b'], backbones: [{ name: 'M', rows: [{ label: 'base', scores: [1, 2] }] }] },
    { benchmarks: ['a', 'b'], rows: [{ label: 'base', scores: { a: 1 } }] },
    { benchmarks: ['a', 'b'], backbones: [{ name: 'M', rows: [{ label: 'base', scores: { A: 1 } }] }] },
  ],
  'requirement-web': [
    { nodes: [{ id: 'a' }], edges: [] },
    { hub: { label: 'H' }, requirements: [{ id: 'a', label: 'A' }], links: [{ source: 'a', target: 'zz' }] },
    { hub: { label: 'H' }, requirements: [{ id: 'a', name: 'A' }] },
  ],
  'bibtex-card': ['@misc{x, title={T}}', { entry: '@misc{x}' }],
};
for (const [tag, list] of Object.entries(cases)) for (const data of list) {
  const msg = await page.evaluate(async (tag, data) => { const el = document.createElement(tag); document.body.append(el); el.data = data; const d = await Promise.race([el.ready, new Promise(r => setTimeout(() => r({ error: 'NOT READY' }), 4000))]); el.remove(); return d.error; }, tag, data);
  console.log(tag, JSON.stringify(data).slice(0, 70), '\n   →', msg);
}
await env.close();
