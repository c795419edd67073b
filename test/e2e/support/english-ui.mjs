// For browser tests of a page in another language (and the story check's locale switch): which
// English UI strings of the elements still show. The rule is the element tests' own,
// test/support/english-ui.ts (each English wording between placeholders with a word of four letters
// or more, for every key the language translates), loaded from source like the tables in
// src/locales/: esbuild bundles a module with what it imports and strips the types, so no build is
// needed.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** A TypeScript module of this repository, bundled with its imports. */
async function importSource(url) {
  const result = await build({ entryPoints: [fileURLToPath(url)], bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'silent' });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].contents).toString('base64')}`);
}

/** A shipped string table by its file name (`en`, `de`, `zh-CN`, …). */
export async function localeTable(name) {
  const module = await importSource(new URL(`../../../src/locales/${name}.ts`, import.meta.url));
  return module.default ?? module[name];
}

/**
 * `englishPhrases(table)`: the English phrases of the keys `table` translates; `englishIn(text,
 * table, data)`: those found in `text` as whole words, once the author's `data` strings are taken out.
 */
export const { englishPhrases, englishIn } = await importSource(new URL('../../support/english-ui.ts', import.meta.url));

/** Every string in a data value (titles, labels, names, the BibTeX text): shown as given, never translated. */
export function dataStrings(value, out = []) {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) dataStrings(item, out);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      out.push(key);
      dataStrings(item, out);
    }
  }
  return out;
}

/**
 * In the page: each element's words, visible and not (its shadow root's text without styles, and
 * the accessible names and titles in attributes), by id (or tag and position, for one without).
 */
export function elementWords(page, selector) {
  return page.evaluate((selector) => {
    const words = (root) => {
      let text = '';
      const walk = (node) => {
        if (node.nodeType === Node.TEXT_NODE) text += ` ${node.data}`;
        if (node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) return;
        if (node.localName === 'style' || node.localName === 'script') return;
        if (node.nodeType === Node.ELEMENT_NODE) for (const name of ['aria-label', 'title', 'alt', 'placeholder', 'aria-description', 'aria-roledescription']) if (node.hasAttribute(name)) text += ` ${node.getAttribute(name)}`;
        for (const child of node.childNodes) walk(child);
      };
      walk(root);
      return text;
    };
    return Object.fromEntries([...document.querySelectorAll(selector)].map((el, i) => [el.id || `${el.localName}#${i}`, words(el.shadowRoot)]));
  }, selector);
}
