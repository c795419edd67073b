// The pure parts of the prerender step, case by case: JSON errors by position only, the
// stylesheet's scoping of selectors, the escaping of warnings.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jsonSyntaxError } from '../../dist/ssr/read-source.js';
import { scopeRules } from '../../dist/ssr/stylesheet.js';
import { escapeControls } from '../../dist/ssr/warnings.js';

test('jsonSyntaxError: null for JSON, else a line and column and none of the text', () => {
  assert.equal(jsonSyntaxError('{"a": [1, 2, {"b": "c\\u00e9"}], "d": -1.5e3, "e": null}'), null);
  const cases = [
    ['root:*:0:0:root:/root', 1, 1],
    ['{"title": "Oops",', 1, 18],
    ['{\n  "entries": [\n    {"model": "A", "score": GITHUB_TOKEN}\n  ]\n}', 3, 29],
    ['[1, 2]]', 1, 7],
    ['{"a": "line\nbreak"}', 1, 12],
    ['{"a" 1}', 1, 6],
    ['[1,]', 1, 4],
    ['{"a": "\\x"}', 1, 9],
    ['', 1, 1],
  ];
  for (const [text, line, column] of cases) {
    assert.equal(jsonSyntaxError(text), `invalid JSON (at line ${line}, column ${column})`, JSON.stringify(text));
  }
  // Deep nesting is scanned without recursion.
  const deep = `${'['.repeat(100_000)}x${']'.repeat(100_000)}`;
  assert.equal(jsonSyntaxError(deep), 'invalid JSON (at line 1, column 100001)');
});

test('scopeRules: every selector of every rule, inside at-rules, commas inside :is() and strings kept', () => {
  const css = ':host{display:block}:host([theme=dark]) .a,p:is(.b, .c){color:red}@media print{td:before{content:"{,}"}}@keyframes spin{from{opacity:0}to{opacity:1}}::slotted(*){margin:0}';
  assert.equal(
    scopeRules(css, ':host(x-y)'),
    ':host(x-y):host{display:block}:host(x-y):host([theme=dark]) .a,:host(x-y) p:is(.b, .c){color:red}@media print{:host(x-y) td:before{content:"{,}"}}@keyframes spin{from{opacity:0}to{opacity:1}}:host(x-y) ::slotted(*){margin:0}',
  );
});

test('escapeControls: C0, DEL, C1 and bidi controls as escapes; other text as it is', () => {
  assert.equal(escapeControls('a\u001b[31mb\u0007\n\t\u007f\u009b\u202e\u2066 Ünïcödé 結果 ✓'), 'a\\x1b[31mb\\x07\\n\\t\\x7f\\x9b\\u202e\\u2066 Ünïcödé 結果 ✓');
});
