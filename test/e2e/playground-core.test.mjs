// The playground's pure part, in Node: formats, located errors, embed snippets.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { dataFileText, dataWithOptions, detectFormat, embedCommand, embedElementMarkup, htmlSnippet, iframeSnippetText, jsonDownloadLabel, lineColumn, loaderLine, optionAttributes, pastedLabel, locateCsvCell, locateJsonPath, locateJsonSyntaxError, messagePath, reactSnippet, srcSnippet, vueSnippet } from '../../demo/playground/playground-core.js';

describe('playground: what was pasted', () => {
  test('JSON, CSV and BibTeX are told apart', () => {
    assert.equal(detectFormat('  {"entries": []}', 'leaderboard-table'), 'json');
    assert.equal(detectFormat('[1]', 'leaderboard-table'), 'json');
    assert.equal(detectFormat('model,score\nA,1', 'leaderboard-table'), 'csv');
    assert.equal(detectFormat('@misc{a, title={T}}', 'bibtex-card'), 'bibtex');
    assert.equal(detectFormat('% a comment\n@misc{a}', 'leaderboard-table'), 'bibtex');
    assert.equal(detectFormat('not anything', 'bibtex-card'), 'bibtex');
  });
});

describe('playground: located errors', () => {
  test('line and column of an offset', () => {
    assert.deepEqual(lineColumn('ab\ncd\nef', 0), { line: 1, column: 1 });
    assert.deepEqual(lineColumn('ab\ncd\nef', 4), { line: 2, column: 2 });
    assert.deepEqual(lineColumn('ab\ncd\nef', 99), { line: 3, column: 3 });
  });

  test("V8's JSON syntax errors, with and without a line", () => {
    const text = '{\n  "a": 1\n  "b": 2\n}';
    let message = '';
    try {
      JSON.parse(text);
    } catch (error) {
      message = error.message;
    }
    const place = locateJsonSyntaxError(text, message);
    assert.equal(text.slice(place.start, place.start + 3), '"b"');
    assert.deepEqual([place.line, place.column], [3, 3]);
    assert.equal(locateJsonSyntaxError(text, 'Unexpected token at position 12').start, 12);
    assert.equal(locateJsonSyntaxError(text, 'Unexpected end of JSON input').start, text.length);
  });

  test('the path an element message names', () => {
    assert.deepEqual(messagePath('data.entries[3].score: expected a number from 0 to 100, got "abc"'), ['entries', 3, 'score']);
    assert.deepEqual(messagePath('data.backbones[0].rows[12].scores.DeepSWE: expected'), ['backbones', 0, 'rows', 12, 'scores', 'DeepSWE']);
    assert.deepEqual(messagePath('data: expected an object'), []);
    assert.equal(messagePath('row 3, column "score": expected a number'), null);
  });

  test('a path found in JSON text, strings with escapes and nesting included', () => {
    const text = '{\n  "title": "A \\"quoted\\" {title}",\n  "entries": [\n    { "model": "A", "score": 1 },\n    { "model": "B, [x]", "score": "abc" }\n  ]\n}';
    const score = locateJsonPath(text, ['entries', 1, 'score']);
    assert.equal(text.slice(score.start, score.end), '"abc"');
    assert.equal(score.line, 5);
    const entry = locateJsonPath(text, ['entries', 0]);
    assert.equal(text.slice(entry.start, entry.end), '{ "model": "A", "score": 1 }');
    // A missing key: its object.
    const missing = locateJsonPath(text, ['entries', 0, 'framework']);
    assert.equal(text.slice(missing.start, missing.end), '{ "model": "A", "score": 1 }');
    assert.equal(locateJsonPath(text, []).start, 0);
  });

  test('a CSV row and column, with quoted cells and CRLF', () => {
    const text = 'model,framework,score\r\n"Model, A",Framework A,70\r\nModel B,"Framework ""B""",abc\r\n';
    const place = locateCsvCell(text, 'row 3, column "score": expected a number from 0 to 100, got "abc"');
    assert.equal(text.slice(place.start, place.end), 'abc');
    assert.deepEqual([place.line, place.column], [3, 27]);
    const quoted = locateCsvCell(text, 'row 2, column "model": too long');
    assert.equal(text.slice(quoted.start, quoted.end), '"Model, A"');
    const row = locateCsvCell(text, 'row 3: unterminated quoted field');
    assert.equal(text.slice(row.start, row.end), 'Model B,"Framework ""B""",abc');
    assert.equal(locateCsvCell(text, 'row 9, column "score": x'), null);
    assert.equal(locateCsvCell(text, 'no place'), null);
  });
});

describe('playground: embed snippets', () => {
  const data = '{"entries":[{"model":"It\'s <b> & co","score":70}]}';

  test('short data as an attribute, long data as a child script, both safely escaped', () => {
    const small = htmlSnippet('leaderboard-table', 'json', data);
    assert.equal(small, `<leaderboard-table data='{"entries":[{"model":"It&#39;s <b> &amp; co","score":70}]}'></leaderboard-table>`);
    const long = JSON.stringify({ entries: Array.from({ length: 30 }, (_, i) => ({ model: `M'${i}`, score: i })) });
    const script = htmlSnippet('leaderboard-table', 'json', long, 'theme="dark"');
    assert.ok(script.startsWith('<leaderboard-table theme="dark">\n  <script type="application/json">'), script.slice(0, 80));
    const hostile = `@misc{a, title={${'Long title '.repeat(20)}}, note={</script><script>alert(1)</script><!--}}`;
    const card = htmlSnippet('bibtex-card', 'bibtex', hostile);
    assert.ok(card.includes('<script type="application/json">'));
    assert.ok(!card.includes('</script><script>') && !card.includes('<!--'), card);
    assert.equal(card.match(/<\/script>/g).length, 1);
    // What the element reads back is the entry as given.
    const inner = /<script type="application\/json">\n([\s\S]*)\n {2}<\/script>/.exec(card)[1];
    assert.equal(JSON.parse(inner).bibtex, hostile);
    const csv = htmlSnippet('leaderboard-table', 'csv', 'model,score\nA,1\n');
    assert.equal(csv, '<leaderboard-table>\n  <script type="text/csv">\nmodel,score\nA,1\n  </script>\n</leaderboard-table>');
  });

  test('src, React and Vue forms carry the same data', () => {
    assert.deepEqual(srcSnippet('results-toggle', 'csv'), { html: '<results-toggle src="results-data.csv"></results-toggle>', file: 'results-data.csv' });
    const react = reactSnippet('leaderboard-table', 'json', data);
    assert.match(react, /import \{ LeaderboardTable \} from 'codespecweave-widgets\/react';/);
    assert.deepEqual(JSON.parse(/const data = ([\s\S]*?);\n/.exec(react)[1]), JSON.parse(data));
    const vue = vueSnippet('bibtex-card', 'bibtex', '@misc{a}');
    assert.match(vue, /<bibtex-card :data="data" \/>/);
    assert.match(reactSnippet('results-toggle', 'csv', 'a,b'), /src="results-data.csv"/);
  });
});

describe('playground: the iframe form (the embed command for the data file)', () => {
  test('the command and the id it gives the page', () => {
    assert.deepEqual(embedCommand('leaderboard-table', 'json'), {
      command: 'npx codespecweave-widgets embed --out-dir embeds --element leaderboard-table leaderboard-data.json',
      id: 'leaderboard-data',
      file: 'leaderboard-data.json',
    });
    assert.equal(embedCommand('bibtex-card', 'bibtex').file, 'bibtex-data.json');
  });

  test('the data file: JSON indented with a final newline, BibTeX as { bibtex }, CSV as typed', () => {
    assert.equal(dataFileText('json', '{"a":[1,2]}'), '{\n  "a": [\n    1,\n    2\n  ]\n}\n');
    assert.equal(dataFileText('bibtex', '@misc{k, title={T}}'), '{\n  "bibtex": "@misc{k, title={T}}"\n}\n');
    assert.equal(dataFileText('csv', 'model,score\nA,1\n'), 'model,score\nA,1\n');
  });

  test('the element as the command inlines it: nothing in the data closes its script', () => {
    const data = { title: 'Bench "A" </script><script>alert(1)</script> <!-- 排行榜', entries: [{ model: "O'Neil & co", score: 70 }] };
    const markup = embedElementMarkup('leaderboard-table', 'json', JSON.stringify(data));
    assert.match(markup, /^<leaderboard-table id="leaderboard-data" heading-level="1"><script type="application\/json">/);
    assert.equal(markup.match(/<\/script/gi).length, 1, 'only the closing tag');
    assert.ok(!markup.includes('<!--'));
    const inner = /<script type="application\/json">([\s\S]*)<\/script>/.exec(markup)[1];
    assert.deepEqual(JSON.parse(inner), data);
    const csv = embedElementMarkup('results-toggle', 'csv', 'backbone,label,role,benchmark,value\nB,</x>,baseline,X,1\n');
    assert.match(csv, /^<results-toggle id="results-data" heading-level="1"><script type="text\/csv">backbone/);
    assert.ok(csv.includes('B,<\\/x>,baseline'), 'a CSV "</" is escaped as the command escapes it');
  });

  test("the printed snippet: the command's comment line (the id, no title), and ?theme=dark for a dark preview", () => {
    const snippet = '<iframe src="leaderboard-data.html" title="A -- B" data-codespecweave-embed="leaderboard-data" width="100%" height="900" loading="lazy" frameborder="0"></iframe>';
    assert.equal(iframeSnippetText('leaderboard-data', snippet), `<!-- leaderboard-data -->\n${snippet}`);
    const dark = iframeSnippetText('leaderboard-data', snippet, 'dark');
    assert.match(dark, /<iframe src="leaderboard-data\.html\?theme=dark" title="A -- B"/);
    assert.equal(dark.split('?theme=dark').length, 2);
  });
});

describe('the option attributes and the names of what was pasted', () => {
  test('only the fields filled in, in the element\'s order, escaped; none for elements without options', () => {
    const options = { 'group-label': 'Organisation', heading: 'BFCL "v3" <beta> & co', metric: '', unit: '%', decimals: ' ' };
    assert.equal(optionAttributes('leaderboard-table', options), 'heading="BFCL &#34;v3&#34; &#60;beta&#62; &#38; co" unit="%" group-label="Organisation"');
    assert.equal(optionAttributes('results-toggle', options), 'heading="BFCL &#34;v3&#34; &#60;beta&#62; &#38; co" unit="%"');
    assert.equal(optionAttributes('bibtex-card', options), '');
  });
  test("the iframe form's data file carries the option fields, over the data's own (the command reads only the file)", () => {
    const csvAsJson = JSON.stringify({ entries: [{ model: 'A', score: 84.5 }], title: 'Old' });
    const merged = JSON.parse(dataWithOptions('leaderboard-table', csvAsJson, { heading: 'BFCL v3', metric: 'Overall accuracy', unit: '%', decimals: '2', 'group-label': 'Organisation', description: ' ' }));
    assert.deepEqual(merged, { entries: [{ model: 'A', score: 84.5 }], title: 'BFCL v3', metric: 'Overall accuracy', unit: '%', decimals: 2, groupLabel: 'Organisation' });
    // Nothing filled in, an element without options, or text that is not a JSON object: as it was.
    assert.equal(dataWithOptions('leaderboard-table', csvAsJson, {}), csvAsJson);
    assert.equal(dataWithOptions('bibtex-card', '{"bibtex":"@misc{a}"}', { heading: 'X' }), '{"bibtex":"@misc{a}"}');
    assert.equal(dataWithOptions('results-toggle', '[1]', { heading: 'X' }), '[1]');
    assert.equal(JSON.parse(dataWithOptions('results-toggle', '{}', { decimals: 'auto' })).decimals, undefined);
  });

  test('the loader line, and the words for a paste', () => {
    assert.equal(loaderLine('https://example.org/a"b.js'), '<script type="module" src="https://example.org/a&#34;b.js"></script>');
    assert.deepEqual(['json', 'csv', 'bibtex'].map(pastedLabel), ['Your data (JSON)', 'Your data (CSV)', 'Your data (BibTeX)']);
    assert.deepEqual(['json', 'csv', 'bibtex'].map(jsonDownloadLabel), ['Download JSON', 'Download the CSV as JSON', 'Download the BibTeX as JSON']);
  });
});
