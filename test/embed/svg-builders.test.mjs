// The pure SVG builders behind `embed`'s `<id>.svg` (src/lib/leaderboard-svg.ts,
// requirement-web-svg.ts, bibtex-svg.ts, static-svg.ts), on the edges of their data: no entries,
// no scores, no requirements, an entry that cannot be formatted, long text, sorting, dark colours,
// and a cap on rows. Run on the built modules (dist/lib), as the command runs them.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildBibtexSvg } from '../../dist/lib/bibtex-svg.js';
import { buildLeaderboardSvg as buildWith } from '../../dist/lib/leaderboard-svg.js';
import { LEADERBOARD_SVG_TOOLS } from '../../dist/lib/leaderboard-svg-tools.js';

/** The image as the `embed` command and the element draw it: with the first view's tools. */
const buildLeaderboardSvg = (input) => buildWith(input, LEADERBOARD_SVG_TOOLS);
import { buildRequirementWebSvg } from '../../dist/lib/requirement-web-svg.js';
import { DARK_PALETTE, wrapToWidth } from '../../dist/lib/static-svg.js';
import { estimateTextWidth } from '../../dist/lib/text-fit.js';

/** Each `<text>`'s content, its tspans joined and its character references read (the builders write `&#38;` for "&"). */
const texts = (svg) =>
  [...svg.matchAll(/<text[^>]*>([\s\S]*?)<\/text>/g)].map(([, inner]) => inner.replace(/<[^>]+>/g, '').replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))));
const board = (entries, extra = {}) => ({ title: 'Board', description: '', metric: 'Pass rate', unit: '%', domain: [0, 100], decimals: 1, entries, colors: {}, ...extra });

describe('static SVG builders', () => {
  test('wrapToWidth: no line wider than asked, long words cut, every word kept', () => {
    const text = 'Supercalifragilisticexpialidocious_and_more words after it, then a few more words to wrap';
    const lines = wrapToWidth(text, 120, 14);
    for (const line of lines) assert.ok(estimateTextWidth(line, 14) <= 120, line);
    assert.equal(lines.join('').replace(/\s/g, ''), text.replace(/\s/g, ''));
    assert.deepEqual(wrapToWidth('', 100, 14), []);
    const capped = wrapToWidth('word '.repeat(500), 100, 14, { maxLines: 3 });
    assert.equal(capped.length, 3);
    assert.match(capped[2], /…$/);
  });

  test('leaderboard: sorted as the element sorts, ranks and gaps, a missing score as "—", whiskers for intervals', () => {
    const data = board([
      { model: 'Low', framework: 'B', score: 40 },
      { model: 'High', framework: 'A', score: 80, low: 75, high: 85 },
      { model: 'None', framework: 'A', score: null },
    ]);
    const { text, width, height } = buildLeaderboardSvg({ data });
    const shown = texts(text);
    assert.ok(shown.indexOf('High') < shown.indexOf('Low') && shown.indexOf('Low') < shown.indexOf('None'), 'score, highest first; missing last');
    assert.ok(shown.includes('Highest Pass rate: 80.0% High · A'));
    assert.ok(shown.includes('−40.0pp'));
    assert.ok(shown.includes('—'));
    assert.match(text, /<path d="M[\d.]+ [\d.]+H[\d.]+/);
    assert.equal(width, 720);
    assert.ok(height > 200);
    // What a reader left visible: framework A hidden; ranks stay the whole board's.
    const filtered = texts(buildLeaderboardSvg({ data, filter: { hiddenFrameworks: new Set(['A']) } }).text);
    assert.ok(!filtered.includes('High') && filtered.includes('Low') && filtered.includes('Showing 1 of 3 entries'));
    assert.ok(filtered.includes('2'), 'Low keeps its rank, 2');
    assert.ok(texts(buildLeaderboardSvg({ data, filter: { query: 'zzz' } }).text).includes('No entries match (of 3 entries).'));
    // By model, A→Z: the element's `sort="model:asc"`.
    const byModel = texts(buildLeaderboardSvg({ data, sort: { key: 'model', direction: 'asc' } }).text);
    assert.ok(byModel.indexOf('High') < byModel.indexOf('Low') && byModel.indexOf('Low') < byModel.indexOf('None'));
  });

  test('leaderboard: no entries, no scores, a row cap, a narrow width, dark colours', () => {
    assert.ok(texts(buildLeaderboardSvg({ data: board([]) }).text).includes('No entries to show yet.'));
    assert.ok(texts(buildLeaderboardSvg({ data: board([{ model: 'A', framework: '', score: null }]) }).text).includes('Highest Pass rate: no entry has a score yet.'));
    const many = board(Array.from({ length: 5000 }, (_, i) => ({ model: `M${i}`, framework: `F${i % 9}`, score: (i * 7) % 100 })));
    const capped = buildLeaderboardSvg({ data: many, maxRows: 25 });
    assert.ok(texts(capped.text).includes('Showing the first 25 of 5,000 entries (the page has all).'));
    assert.ok(capped.height < 1500);
    const narrow = buildLeaderboardSvg({ data: board([{ model: 'A very long model name that cannot fit in a narrow image at all', framework: 'X', score: 50 }]), width: 100 });
    assert.equal(narrow.width, 360);
    assert.ok(texts(narrow.text).some((t) => t.endsWith('…')), 'a long name is shortened');
    assert.match(buildLeaderboardSvg({ data: board([]), palette: DARK_PALETTE }).text, /<rect width="100%" height="100%" fill="#161b22"\/>/);
  });

  test('requirement web: the layout drawn with every label, a selection with its panel, no requirements', () => {
    const data = {
      title: 'Web',
      summary: '',
      hub: { id: 'h', label: 'Shared core' },
      requirements: ['Alpha', 'Beta', 'Gamma', 'Delta'].map((label, i) => ({ id: `r${i}`, label, heading: `${label} heading`, detail: `${label} detail.` })),
      links: [{ source: 'r0', target: 'r1', label: 'shares state' }],
    };
    const plain = buildRequirementWebSvg({ data });
    const shown = texts(plain.text).join(' ');
    for (const label of ['Shared core', 'Alpha', 'Beta', 'Gamma', 'Delta']) assert.ok(shown.includes(label), label);
    assert.equal((plain.text.match(/<circle /g) ?? []).length, 4);
    assert.ok(shown.includes('4 requirements, all tied to Shared core.'));
    const selected = texts(buildRequirementWebSvg({ data, selected: 'r0', kind: 'flow' }).text).join(' ');
    assert.ok(selected.includes('Alpha heading') && selected.includes('1 connected requirement: Beta.'));
    const lonely = texts(buildRequirementWebSvg({ data, selected: 'r2' }).text).join(' ');
    assert.ok(lonely.includes('Shares Shared core with 3 other requirements.'));
    assert.ok(texts(buildRequirementWebSvg({ data: { ...data, requirements: [], links: [] } }).text).includes('No requirements to show.'));
  });

  test('bibtex: APA by default, MLA when asked, an entry that cannot be formatted, a long entry cut', () => {
    const entry = '@article{key, title={A study of things}, author={Doe, Jane and Roe, Rick}, journal={Journal of Tests}, year={2024}, volume={3}, pages={1--9}}';
    const apa = texts(buildBibtexSvg({ bibtex: entry }).text).join(' ');
    assert.match(apa, /Doe, J\., & Roe, R\. \(2024\)\. A study of things\. Journal of Tests, 3, 1–9\./);
    assert.match(buildBibtexSvg({ bibtex: entry }).text, /<tspan font-style="italic"> Journal of Tests<\/tspan><tspan>,<\/tspan><tspan font-style="italic"> 3<\/tspan>/);
    const mla = texts(buildBibtexSvg({ bibtex: entry, style: 'mla' }).text).join(' ');
    assert.match(mla, /^Cite this work MLA 9 Doe, Jane, and Rick Roe\./);
    const broken = texts(buildBibtexSvg({ bibtex: '@article{key, title={Unclosed' }).text).join(' ');
    assert.match(broken, /APA and MLA formatting is unavailable: .+\. The entry is shown as given\./);
    const long = buildBibtexSvg({ bibtex: `@misc{k,\n${'  note={x},\n'.repeat(200)}}`, maxCodeLines: 20 });
    assert.ok(texts(long.text).includes('… 183 more lines'));
  });
});
