// `npm run test:manifest` (after `npm run analyze`): what the manifest and the editor data say
// about each element, against the sources and each other. The browser half, the parts, attributes
// and custom properties an element really renders, is test/surface/manifest-surface.test.ts.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');
const manifest = JSON.parse(read('custom-elements.json'));
const webTypes = JSON.parse(read('web-types.json'));
const vscode = JSON.parse(read('vscode.html-custom-data.json'));
const elements = manifest.modules.flatMap((module) => module.declarations ?? []).filter((d) => d.tagName);
const TAGS = readdirSync(path.join(ROOT, 'src/components'));
const names = (list) => (list ?? []).map((item) => item.name).sort();

/** The events a folder's sources dispatch through emit(): `emit<Detail>(this, 'name', …)`. */
function emitted(dir) {
  return readdirSync(path.join(ROOT, dir))
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [...read(`${dir}/${file}`).matchAll(/\bemit(?:<[^>]*>)?\(\s*[\w.#]+,\s*'([a-z-]+)'/g)].map((m) => m[1]));
}

test('the manifest declares every element in src/components, once', () => {
  assert.deepEqual(elements.map((e) => e.tagName).sort(), [...TAGS].sort());
});

for (const tag of TAGS) {
  describe(`<${tag}>`, () => {
    const element = elements.find((e) => e.tagName === tag);

    test('its events are the ones its sources and the base dispatch', () => {
      const dispatched = new Set([...emitted(`src/components/${tag}`), ...emitted('src/internal')]);
      assert.deepEqual(names(element.events), [...dispatched].sort());
    });

    test('no attribute or property type is a bare alias name (an editor could offer no value)', () => {
      const typed = [...(element.attributes ?? []), ...(element.members ?? []).filter((m) => m.kind === 'field' && m.attribute)];
      const bare = typed.filter((item) => /^[A-Z]\w*(\s*\|\s*null)?$/.test(item.type?.text ?? '')).map((item) => `${item.name}: ${item.type.text}`);
      assert.deepEqual(bare, []);
    });

    test('an attribute and its property have the same type', () => {
      const fields = new Map((element.members ?? []).filter((m) => m.kind === 'field' && m.attribute).map((m) => [m.attribute, m.type?.text]));
      const differ = (element.attributes ?? [])
        .filter((a) => fields.has(a.name) && a.name !== 'heading-level' && fields.get(a.name) !== a.type?.text)
        .map((a) => `${a.name}: attribute ${a.type?.text}, property ${fields.get(a.name)}`);
      assert.deepEqual(differ, []);
    });

    test('inherited parts are documented once, on the base', () => {
      const base = elements.length && manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.name === 'CswElement');
      for (const part of base.cssParts ?? []) {
        const own = (element.cssParts ?? []).find((p) => p.name === part.name);
        assert.ok(own, `${part.name} is missing`);
        assert.equal(own.inheritedFrom?.name, 'CswElement', `${tag} documents ${part.name} again`);
      }
    });

    test('web-types has its parts, custom properties, events and attribute values', () => {
      const entry = webTypes.contributions.html.elements.find((e) => e.name === tag);
      assert.deepEqual(names(entry.css.parts), names(element.cssParts));
      assert.deepEqual(names(entry.css.properties), names(element.cssProperties));
      assert.deepEqual(names(entry.events), names(element.events));
      assert.deepEqual(names(entry.attributes), names(element.attributes));
      const sort = entry.attributes.find((a) => a.name === 'sort');
      if (tag === 'leaderboard-table') assert.equal(sort.value.type.length, 10, 'sort offers its ten values');
    });

    test('VS Code data has its attributes, with the closed lists as values', () => {
      const entry = vscode.tags.find((t) => t.name === tag);
      assert.deepEqual(names(entry.attributes), names(element.attributes));
      for (const attribute of element.attributes ?? []) {
        const literals = (attribute.type?.text ?? '').split('|').map((s) => s.trim()).filter((s) => /^'.*'$|^\d+$/.test(s));
        const offered = entry.attributes.find((a) => a.name === attribute.name).values ?? [];
        assert.equal(offered.length, literals.length, `${attribute.name}: ${attribute.type?.text}`);
      }
    });
  });
}

test('leaderboard-table `sort` lists exactly what the parser accepts (SORT_KEYS × asc/desc)', () => {
  const keys = [...read('src/lib/leaderboard-data.ts').match(/export const SORT_KEYS = \[([^\]]*)\]/)[1].matchAll(/'([^']*)'/g)].map((m) => m[1]);
  const sort = elements.find((e) => e.tagName === 'leaderboard-table').attributes.find((a) => a.name === 'sort');
  const listed = sort.type.text.split('|').map((s) => s.trim().replace(/'/g, '')).filter((s) => s !== 'null');
  assert.deepEqual(listed.sort(), keys.flatMap((key) => [`${key}:asc`, `${key}:desc`]).sort());
});
