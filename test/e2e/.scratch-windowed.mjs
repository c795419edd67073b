import { startEnvironment, openPage, waitForElementsRendered } from './support/browser.mjs';
import { writeFileSync } from 'node:fs';
const env = await startEnvironment();
const fw = ['Codex', 'Aider', 'OpenHands', 'SWE-agent with a much longer framework name'];
const entries = Array.from({ length: 3000 }, (_, i) => ({ model: i % 7 === 0 ? `Model ${i} — a long name from a real leaderboard (2026-05 preview)` : `Model ${i}`, framework: fw[i % 4], score: i === 5 ? null : Math.round(((i * 37) % 1000) / 10 * 10) / 10, ...(i % 11 === 0 ? { low: Math.max(0, ((i * 37) % 1000) / 10 - 3), high: Math.min(100, ((i * 37) % 1000) / 10 + 3) } : {}) }));
const data = { title: 'Illustrative 3,000-entry board', metric: 'Pass rate', unit: '%', entries };
const page0 = (extra = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><script type="module" src="/dist/codespecweave-widgets.js"></script><style>body{font-family:system-ui;margin:16px}@media (prefers-color-scheme:dark){body{background:#111;color:#eee}}${extra}</style></head><body><h1>Windowed board</h1><leaderboard-table id="b"></leaderboard-table><script>document.getElementById('b').data=${JSON.stringify(data)};</script></body></html>`;
const slide = `<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" src="/dist/codespecweave-widgets.js"></script><style>html,body{margin:0;width:1280px;height:720px;overflow:hidden}section{box-sizing:border-box;width:1280px;height:720px;padding:40px;display:flex;flex-direction:column}h2{margin:0 0 12px;font:600 40px system-ui}leaderboard-table{flex:1;min-height:0}</style></head><body><section><h2>A 3,000-entry board on a slide</h2><leaderboard-table id="b" fit></leaderboard-table></section><script>document.getElementById('b').data=${JSON.stringify(data)};</script></body></html>`;
import { mkdirSync } from 'node:fs';
mkdirSync('demo/build', { recursive: true });
writeFileSync('demo/build/scratch-w.html', page0());
writeFileSync('demo/build/scratch-slide.html', slide);
for (const [w, scheme] of [[320, 'light'], [320, 'dark'], [1280, 'dark'], [375, 'dark']]) {
  const { page } = await openPage(env.browser, env.url('/demo/build/scratch-w.html'), { width: w, height: 900, colorScheme: scheme });
  await waitForElementsRendered(page, { timeout: 120000 }); await new Promise(r => setTimeout(r, 1500));
  await page.screenshot({ path: `/tmp/shots/w-${w}-${scheme}.png` });
  await page.close();
}
{
  const { page } = await openPage(env.browser, env.url('/demo/build/scratch-slide.html'), { width: 1280, height: 720 });
  await waitForElementsRendered(page, { timeout: 120000 }); await new Promise(r => setTimeout(r, 2000));
  await page.screenshot({ path: `/tmp/shots/w-slide.png` });
  await page.close();
}
{
  const { page } = await openPage(env.browser, env.url('/demo/build/scratch-w.html'), { width: 800, height: 900 });
  await waitForElementsRendered(page, { timeout: 120000 }); await new Promise(r => setTimeout(r, 1500));
  await page.pdf({ path: '/tmp/shots/w.pdf', format: 'A4', printBackground: true });
  await page.close();
}
await env.close();
