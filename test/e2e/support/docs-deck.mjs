// The decks of docs/decks.md, taken from the page itself and served from this repository: what
// test/e2e/decks.test.mjs checks and scripts/screenshots.mjs --decks photographs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The ```html block after `<!-- deck: name -->` in the docs page's text. */
export function docsDeck(docs, name) {
  const match = new RegExp(`<!-- deck: ${name} -->\\s*\`\`\`html\\n([\\s\\S]*?)\`\`\``).exec(docs);
  if (!match) throw new Error(`docs/decks.md has no "${name}" deck`);
  return match[1];
}

/** The docs' paths as served here: the package's dist/ is the repository's, the data the demo's. */
export function served(html) {
  return html
    .replaceAll('./node_modules/codespecweave-widgets/dist/', '/dist/')
    .replaceAll('node_modules/codespecweave-widgets/dist/', '/dist/')
    .replaceAll('./node_modules/reveal.js/', '/node_modules/reveal.js/')
    .replaceAll('"node_modules/reveal.js/', '"/node_modules/reveal.js/')
    .replaceAll('"data/web.json"', '"/demo/data/skycoin-web.json"')
    .replaceAll('"data/results.json"', '"/demo/data/training-results.json"')
    .replaceAll('"data/leaderboard.json"', '"/demo/data/frontier-leaderboard.json"')
    .replaceAll('"data/bibtex.json"', '"/demo/data/bibtex.json"');
}

/** The docs' module deck, plus the two slides the docs describe in prose: two elements side by side, Full results open. */
export function moduleDeck(docs, theme) {
  const extra = `
        <section id="shared">
          <h2>Two side by side</h2>
          <div style="display: grid; grid-template-columns: 1fr 1fr; gap: 1rem">
            <bibtex-card src="data/bibtex.json"></bibtex-card>
            <leaderboard-table src="data/leaderboard.json"></leaderboard-table>
          </div>
        </section>
        <section id="full">
          <h2>Every benchmark</h2>
          <results-toggle open src="data/results.json"></results-toggle>
        </section>
      </div>`;
  const html = docsDeck(docs, 'module').replace('theme/white.css', `theme/${theme}.css`).replace(/\n {6}<\/div>\n {4}<\/div>/, `${extra}\n    </div>`);
  return served(html);
}

/** The folder (relative to the served root) the decks are written to. */
export const DOCS_DECKS = 'demo/build/decks';

/** Writes module-white.html, module-black.html and classic.html under `serveRoot`/DOCS_DECKS from `repoRoot`/docs/decks.md. */
export function writeDocsDecks(repoRoot, serveRoot) {
  const docs = readFileSync(path.join(repoRoot, 'docs/decks.md'), 'utf8');
  mkdirSync(path.join(serveRoot, DOCS_DECKS), { recursive: true });
  for (const theme of ['white', 'black']) writeFileSync(path.join(serveRoot, DOCS_DECKS, `module-${theme}.html`), moduleDeck(docs, theme));
  writeFileSync(path.join(serveRoot, DOCS_DECKS, 'classic.html'), served(docsDeck(docs, 'classic')));
}
