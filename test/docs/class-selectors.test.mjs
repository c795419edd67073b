// Component tests find what they check by `part`, role and text, as a reader and an author do, not
// by the elements' internal class names (issue 40): a class is the element's private business and
// may be renamed by any refactor, so a test that looks one up tests the markup, not the behaviour.
// This check counts the lookups by class left in test/components, test/internal and the helpers in
// test/support (where a lookup could otherwise hide) and fails when there are more than LIMIT, so
// they cannot creep back; lower LIMIT when you move one to a part or a role.
// `node test/docs/class-selectors.test.mjs --list` prints each one.
//
// A lookup is a selector string (quoted or a template) given to querySelector, querySelectorAll,
// closest or matches, or to a file's own helper that passes its argument to one of them (`$`, `$$`,
// `all`…); it is "by class" when the selector has a class (`.name`) outside its attribute
// brackets. Attribute selectors (`[part~="node"]`, `[role="status"]`, `[aria-hidden]`, `[data-key]`),
// tags and ids are not counted: parts and roles are the public contract, tags are native semantics
// (a `<table>`'s cells, a `<ul>` of buttons), and the ids the tests use are those the element's ARIA
// names (`aria-labelledby="title"`, `aria-describedby="hint"`, `aria-controls="list"`).
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FOLDERS = ['test/components', 'test/internal', 'test/support'];
/** At most this many (issue 40 began at 328): lower it as lookups move to parts and roles, never raise it. */
export const LIMIT = 58;

const LOOKUPS = ['querySelector', 'querySelectorAll', 'closest', 'matches'];
/** A string literal: '…', "…" or `…` (a template's ${…} kept as written). */
const LITERAL = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;

/** The names of a file's helpers that hand a selector to querySelector(All): `const $ = (el, selector) => …querySelector(selector)`. */
function helpers(source) {
  const names = new Set();
  for (const [, name] of source.matchAll(/(?:const|function)\s+([$\w]+)(?![$\w])[^\n]*?\bquerySelector(?:All)?(?:<[^>\n]*>)?\(\s*(?:selector|sel|css|query)\s*\)/g)) names.add(name);
  return names;
}

/** The string literals among a call's arguments: from `(` to its matching `)`, strings skipped over. */
function callLiterals(source, open) {
  const literals = [];
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const char = source[i];
    if (char === '(') depth++;
    else if (char === ')') {
      depth--;
      if (depth === 0) break;
    } else if (char === "'" || char === '"' || char === '`') {
      LITERAL.lastIndex = i;
      const match = LITERAL.exec(source);
      if (!match || match.index !== i) break;
      // Only the call's own arguments (depth 1), not a nested call's (`$(el, x.replace('.', ''))`).
      if (depth === 1) literals.push(match[0]);
      i += match[0].length - 1;
    }
  }
  return literals;
}

/** True when a selector names a class outside its attribute brackets (`.bar`, `td.gap`, `:not(.x)`, `.${cls}`). */
export function hasClass(selector) {
  const bare = selector
    .slice(1, -1)
    .replace(/\$\{[^}]*\}/g, 'x')
    .replace(/\[[^\]]*\]/g, '');
  return /(?:^|[^\\])\.[a-zA-Z_-]/.test(bare);
}

/** Every selector lookup in the component tests (`file:line: selector`), and those by class. */
export function lookups() {
  const all = [];
  for (const folder of FOLDERS) {
    for (const name of readdirSync(path.join(ROOT, folder)).filter((file) => file.endsWith('.ts')).sort()) {
      const file = `${folder}/${name}`;
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      const callees = new Set([...LOOKUPS, ...helpers(source)]);
      const calls = new RegExp(`(?<![\\w$])(${[...callees].map((callee) => callee.replace(/\$/g, '\\$')).join('|')})(?:<[^>()\\n]*>)?\\(`, 'g');
      for (const call of source.matchAll(calls)) {
        const open = call.index + call[0].length - 1;
        for (const literal of callLiterals(source, open)) {
          all.push({ where: `${file}:${source.slice(0, open).split('\n').length}`, selector: literal });
        }
      }
    }
  }
  return { all, byClass: all.filter(({ selector }) => hasClass(selector)).map(({ where, selector }) => `${where}: ${selector}`) };
}

test(`component tests look up at most ${LIMIT} internal class names (issue 40: by part, role and text instead)`, () => {
  const { all, byClass } = lookups();
  // The check has not gone blind (a moved folder, a broken pattern): the tests look up hundreds of things.
  assert.ok(all.length > 500, `only ${all.length} selector lookups found in ${FOLDERS.join(', ')}`);
  assert.ok(byClass.length <= LIMIT, `${byClass.length} class-selector lookups, more than ${LIMIT}: find these by part, role or text instead\n${byClass.join('\n')}`);
});

test('a class in a selector is told from parts, roles, tags and ids', () => {
  for (const selector of ["'.bar'", "'td.gap'", "':scope > span:not(.nums)'", '`.${name}`', "'[part=\"node\"] .label'"]) assert.ok(hasClass(selector), selector);
  for (const selector of ["'[part~=\"node\"]'", "'[role=\"status\"]'", "'tbody th'", "'#list li'", "'[data-id=\"a.b\"]'", "'a[href^=\"https://x.org/a.b\"]'"]) assert.ok(!hasClass(selector), selector);
});

if (process.argv.includes('--list')) {
  const { all, byClass } = lookups();
  console.log(byClass.join('\n'));
  console.log(`${byClass.length} class-selector lookups of ${all.length} (limit ${LIMIT})`);
}
