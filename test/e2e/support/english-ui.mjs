// For browser tests of a page in another language (and the story check's locale switch): which
// English UI strings of the elements still show. The same rule as test/support/english-ui.ts (the
// element tests'): each English wording between placeholders with a word of four letters or more,
// for every key the language translates. The tables are read from src/locales/ (esbuild bundles a
// table with the parts it imports and strips the types), so no build is needed.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const LOCALES = new URL('../../../src/locales/', import.meta.url);

/** A shipped string table by its file name (`en`, `de`, `zh-CN`, …). */
export async function localeTable(name) {
  const result = await build({ entryPoints: [fileURLToPath(new URL(`${name}.ts`, LOCALES))], bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'silent' });
  const module = await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].contents).toString('base64')}`);
  return module.default ?? module[name];
}

const en = await localeTable('en');

/** The English phrases of the keys `table` translates differently. */
export function englishPhrases(table) {
  const phrases = new Set();
  for (const [key, english] of Object.entries(en)) {
    const base = key.split('#')[0];
    const own = table[key] ?? table[`${base}#other`] ?? table[base];
    if (own === english) continue;
    for (const piece of english.split(/\{\w+\}/)) {
      const phrase = piece.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
      if (/\p{L}{4}/u.test(phrase)) phrases.add(phrase);
    }
  }
  return [...phrases];
}

/** The English phrases in `text` as whole words, once the author's `data` strings are taken out. */
export function englishIn(text, table, data = []) {
  let rest = text.replace(/\s+/g, ' ');
  for (const item of [...data].sort((a, b) => b.length - a.length)) if (item) rest = rest.split(item.replace(/\s+/g, ' ')).join(' ');
  const escape = (phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return englishPhrases(table).filter((phrase) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase)}(?![\\p{L}\\p{N}])`, 'u').test(rest));
}

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
