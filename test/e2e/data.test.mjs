// The demo data (demo/data/*.json): the research page's numbers are the only
// results we know, so any other number must be declared illustrative.
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { REPO_ROOT } from './support/browser.mjs';

const DATA = path.join(REPO_ROOT, 'demo/data');
/** Every number the research page gives (and the shared 0–100 % domain). */
const PAPER_NUMBERS = new Set([4670, 2865, 100, 1044, 54.42, 62.98, 8.56, 12.39, 25.3, 2.96, 4.9, 74, 44, 30, 10, 0]);

function numbersIn(value, at = 'data') {
  if (typeof value === 'number') return [{ at, value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => numbersIn(item, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => (key === 'domain' || key === 'decimals' ? [] : numbersIn(item, `${at}.${key}`)));
  }
  return [];
}

describe('demo data', async () => {
  const files = (await readdir(DATA)).filter((file) => file.endsWith('.json'));

  test("has the data files the pages embed (six, and the deck's own leaderboard and hero web)", () => {
    assert.deepEqual(files.sort(), ['bibtex.json', 'deck-frontier-leaderboard.json', 'deck-hero-web.json', 'deepswe-results.json', 'frontier-leaderboard.json', 'hero-web.json', 'skycoin-web.json', 'training-results.json']);
  });

  test("the deck's hero web is the findings page's without its summary (the slide's heading and the presenter say it)", async () => {
    const read = async (file) => JSON.parse(await readFile(path.join(DATA, file), 'utf8'));
    const { summary, ...page } = await read('hero-web.json');
    assert.ok(summary);
    assert.deepEqual(await read('deck-hero-web.json'), page);
  });

  test("the deck's leaderboard is the findings page's, with a description short enough for its slide", async () => {
    const read = async (file) => JSON.parse(await readFile(path.join(DATA, file), 'utf8'));
    const { description: pageDescription, ...page } = await read('frontier-leaderboard.json');
    const { description, ...deck } = await read('deck-frontier-leaderboard.json');
    assert.deepEqual(deck, page);
    assert.match(pageDescription, /illustrative/);
    assert.match(description, /illustrative/);
    assert.ok(description.length < pageDescription.length, 'shorter');
  });

  for (const file of files) {
    test(`${file}: every number is the paper's, or the file says it is illustrative`, async () => {
      const data = JSON.parse(await readFile(path.join(DATA, file), 'utf8'));
      const invented = numbersIn(data).filter(({ value }) => !PAPER_NUMBERS.has(value));
      if (invented.length > 0) {
        const declared = `${data.note ?? ''} ${data.description ?? ''}`;
        assert.match(declared, /illustrative/i, `${file} has numbers not on the research page (${invented.map((n) => `${n.at}=${n.value}`).join(', ')}) but its note/description does not say they are illustrative`);
      }
    });
  }

  test("the paper's figures are where the pages say they are", async () => {
    const read = async (file) => JSON.parse(await readFile(path.join(DATA, file), 'utf8'));
    const training = await read('training-results.json');
    const [first, mimo] = training.backbones;
    assert.equal(mimo.name, 'MiMo-V2.5');
    assert.doesNotMatch(first.name, /V2\.5|V2|Flash/i, 'the first backbone is not given a guessed name');
    assert.deepEqual(first.rows.map((r) => r.scores['DeepSWE-v1.1']), [54.42, 62.98]);
    assert.deepEqual(mimo.rows.map((r) => r.scores['DeepSWE-v1.1']), [12.39, 25.3]);
    const leaderboard = await read('frontier-leaderboard.json');
    const scores = leaderboard.entries.map((e) => e.score);
    assert.equal(leaderboard.entries.length, 10);
    assert.deepEqual(leaderboard.entries[0], { model: 'GPT-6 Astra', framework: 'Codex', score: 74 });
    assert.equal(Math.max(...scores), 74);
    assert.equal(Math.min(...scores), 44);
  });

  test('the BibTeX entry is the one printed as the findings page fallback, byte for byte', async () => {
    const { bibtex } = JSON.parse(await readFile(path.join(DATA, 'bibtex.json'), 'utf8'));
    const index = await readFile(path.join(REPO_ROOT, 'demo/index.html'), 'utf8');
    const pre = /<bibtex-card id="citation"[^>]*>\s*<pre>([\s\S]*?)<\/pre>/.exec(index)[1];
    assert.equal(pre, bibtex);
    assert.match(bibtex, /^@misc\{cai2026requirementsinteractscalinglonghorizon,/);
    assert.match(bibtex, /url=\{https:\/\/arxiv\.org\/abs\/2610\.40256\},\n\}$/);
  });
});
