// What a plain TypeScript page writes: the types come with the package, nothing hand-declared.
import 'codespecweave-widgets/define.js';
import type { CswLoadDetail, LeaderboardData, SortKey, LeaderboardInput, ResultsInput, RequirementWebInput, BibtexInput } from 'codespecweave-widgets';
import { LeaderboardTable } from 'codespecweave-widgets';

// createElement knows each tag's class (HTMLElementTagNameMap).
const board = document.createElement('leaderboard-table');
const check: LeaderboardTable = board;
// The documented minimum is enough: every field with a default is optional.
board.data = { entries: [{ model: 'GPT-6 Astra', score: 74 }] };
const full: LeaderboardInput = { title: 'Frontier', entries: [{ model: 'A', framework: 'Codex', score: null, low: null }], colors: { Codex: '#3366cc' } };
board.data = full;
board.sort = 'gap:asc';
board.addEventListener('sort-change', (event) => {
  // A built-in column or a `fields` key (`sort="date:desc"`, contract of 2026-12-02).
  const key: SortKey | (string & {}) = event.detail.key;
  const builtIn: SortKey = 'framework';
  console.log(key === builtIn, event.detail.direction);
});
board.addEventListener('csw-load', (event) => console.log(event.detail.error));
void board.ready.then((detail: CswLoadDetail) => detail.error?.toUpperCase());

const results = document.createElement('results-toggle');
const resultsData: ResultsInput = { benchmarks: ['B'], backbones: [{ name: 'A', rows: [{ label: 'Base', role: 'baseline', scores: { B: 1 } }] }] };
results.data = resultsData;
results.addEventListener('selection-change', (event) => console.log(event.detail.backbone, event.detail.benchmark));

const web = document.createElement('requirement-web');
const webData: RequirementWebInput = { hub: { id: 'hub' }, requirements: [{ id: 'a' }], links: [] };
web.data = webData;
web.layout = 'flow';
web.addEventListener('requirement-select', (event) => console.log(event.detail.id ?? 'cleared', event.detail.connected.length));

const card = document.createElement('bibtex-card');
const cite: BibtexInput = { bibtex: '@misc{a, title={A}}' };
card.data = cite;
card.format = 'apa';
card.addEventListener('bibtex-copy', (event) => console.log(event.detail.format, event.detail.text));
card.addEventListener('bibtex-download', (event) => console.log(event.detail.filename));

// The validated type is still there for code that reads what an element shows.
export type Shown = LeaderboardData['entries'][number]['framework'];
document.body.append(check, results, web, card);
