/**
 * A small BibTeX reader written for bibtex-card (the published parsers weigh
 * 110–170 KB gzip). One pass does two jobs:
 *
 * - it splits the source into spans by role (entry type, key, field name,
 *   value, macro, punctuation, comment, plain text) that together are the
 *   source, character for character, so the card can colour the entry exactly
 *   as it was given;
 * - it reads the entries: `@type{key, name = value, …}` or with parentheses,
 *   values in braces (nested), in double quotes, bare numbers or macro names,
 *   joined with `#`; `@string` macros and the month macros `jan`…`dec`
 *   (January…December) are expanded; `@comment` and `@preamble` are skipped;
 *   text outside entries is a comment, as BibTeX has it.
 *
 * A malformed entry does not stop the reader: the entry is returned with an
 * `error` ("line 3: expected "=" after the field name "title"") and reading
 * goes on at the next `@`.
 *
 * A chunk of the card: its first view colours a plain text with bibtex-scan.ts and loads this for
 * any other, and for the fields of a formatted view. It imports nothing of the first view but the
 * brace scan it shares with the formatters (issue 40: a consumer's esbuild splits such a module into a
 * file of its own).
 */

import { closingBrace } from './bibtex-braces.js';

export type BibtexRole = 'type' | 'key' | 'field' | 'value' | 'macro' | 'punct' | 'comment' | 'text';

/** A piece of the source and its role; the pieces joined give the source back exactly. */
export type BibtexSpan = readonly [role: BibtexRole, text: string];

export interface BibtexEntry {
  /** Entry type in lower case: `article`, `misc`, … */
  type: string;
  /** The citation key, as written. */
  key: string;
  /**
   * Field names in lower case → values without their delimiters, macros expanded and `#` joined; LaTeX kept.
   * A null-prototype object: a field called `constructor` or `__proto__` is a field like any other.
   */
  fields: Record<string, string>;
  /** Offset of the `@` in the source. */
  start: number;
  /** Offset just after the closing `}` or `)` (for a malformed entry: where reading resumed). */
  end: number;
  /** Why the entry could not be read; absent when it was read whole. */
  error?: string;
}

export interface BibtexDocument {
  /** The entries in source order, malformed ones included (with `error`). `@string`, `@comment`, `@preamble` are not entries. */
  entries: BibtexEntry[];
  spans: BibtexSpan[];
}

/**
 * The longest value `@string` macros may expand to, in characters ("64 KB"): a real value (an
 * abstract, a long author list) is under 10,000. With it every stored macro is at most this long,
 * so nested definitions (`@string{b = a # a}`, `@string{c = b # b}` …) cannot double their way to a
 * gigabyte: 650 characters of them built 1.37 GB before this bound.
 */
export const MAX_MACRO_VALUE_CHARS = 65_536;
/** The most characters macro expansion may produce in one text ("1 MB"), over all values together. */
export const MAX_MACRO_TOTAL_CHARS = 1_000_000;

const MONTHS = 'January February March April May June July August September October November December'.split(' ');

/** Characters BibTeX allows in names (entry types, field names, macros). */
const NAME = /[^\s"#%'(),={}@]+/y;
const SPACE = /\s*/y;
/** A citation key: up to a comma, white space or the entry's closing delimiter. */
const KEY_IN_BRACES = /[^\s,}]+/y;
const KEY_IN_PARENTHESES = /[^\s,)]+/y;
/** A bare value: a number, or else a macro name. */
const BARE_VALUE = /\d+|[^\s"#%'(),={}@]+/y;

/**
 * Reads `source` in time linear in its length (a few hundred KB of hostile text settles in
 * milliseconds): offsets only move forward, line numbers are counted once, and every brace
 * group's end is found once, however many malformed entries resume inside it.
 *
 * With `maxSpans`, spans stop after that many (the entries are still all read): a view that colours
 * only the start of a huge text need not allocate a span for every piece of it.
 */
export function parseBibtex(source: string, maxSpans = Infinity): BibtexDocument {
  const spans: BibtexSpan[] = [];
  const entries: BibtexEntry[] = [];
  // A Map, not an object: `@string{__proto__ = …}` or a bare `constructor` must find nothing inherited.
  const macros = new Map(MONTHS.map((month) => [month.slice(0, 3).toLowerCase(), month]));
  /** Where each "{" seen so far closes (the text's length when never): filled by every scan. */
  const closes = new Map<number, number>();
  let i = 0;
  let line = 1;
  let counted = 0;
  let newline = -1;
  /** Characters macros have expanded to so far, over the whole text. */
  let expanded = 0;

  const push = (role: BibtexRole, end: number): void => {
    if (end > i && spans.length < maxSpans) spans.push([role, source.slice(i, end)]);
    i = end;
  };
  /** Where the sticky `pattern` matching at `i` ends (`i` when it does not). `test`, not `exec`: no array to collect. */
  const matchEnd = (pattern: RegExp): number => {
    pattern.lastIndex = i;
    return pattern.test(source) ? pattern.lastIndex : i;
  };
  const match = (pattern: RegExp): string => source.slice(i, matchEnd(pattern));
  const space = (): void => push('text', matchEnd(SPACE));
  const problem = (message: string): never => {
    // `i` never goes back, so each newline is looked up and counted once, however many entries
    // are malformed (and the next one is remembered: a text with none is not searched again).
    for (;;) {
      if (newline < counted) newline = source.indexOf('\n', counted) >>> 0; // none: 2³² − 1, past any text
      if (newline >= i) break;
      line++;
      counted = newline + 1;
    }
    // A malformed entry is thrown as its message, caught by the reader, which notes it and goes on.
    // A string, not an Error: a stack trace for each of 20,000 malformed entries costs most of a second.
    throw `line ${line}: ${message}`;
  };
  const expect = (char: string, message: string): void => {
    if (source[i] !== char) problem(source[i] === undefined ? `${message}, but the text ends` : message);
    push('punct', i + 1);
  };
  /** A `{` reached here never follows a `\`, so every scan agrees on escapes and `closes` can serve them all. */
  const closeOf = (open: number): number => closingBrace(source, open, closes);
  /** The offset after the `{…}` group at `i`. */
  const group = (): number => {
    const close = closeOf(i);
    return close < source.length ? close + 1 : problem('a "{" is never closed');
  };

  const readValue = (field: string): string => {
    const start = i;
    if (source[i] === '{') {
      push('value', group());
      return source.slice(start + 1, i - 1);
    }
    if (source[i] === '"') {
      // Up to the next `"` outside braces; a `}` closing nothing ends the search.
      for (let j = i + 1; j < source.length && source[j] !== '}'; j++) {
        if (source[j] === '\\') j++;
        else if (source[j] === '{') j = closeOf(j);
        else if (source[j] === '"') {
          push('value', j + 1);
          return source.slice(start + 1, j);
        }
      }
      return problem(`the quoted value of "${field}" is never closed`);
    }
    const bare = match(BARE_VALUE) || problem(`expected a value for "${field}"`);
    const isNumber = /^\d/.test(bare);
    push(isNumber ? 'value' : 'macro', i + bare.length);
    if (isNumber) return bare;
    // BibTeX warns about an undefined macro and uses nothing; its name is more useful to a reader.
    const expansion = macros.get(bare.toLowerCase());
    if (expansion === undefined) return bare;
    expanded += expansion.length;
    if (expanded > MAX_MACRO_TOTAL_CHARS) problem(`@string macros expand to over the 1 MB limit for the whole text (${MAX_MACRO_TOTAL_CHARS.toLocaleString('en-US')} characters)`);
    return expansion;
  };

  /** A value, or several joined with `#`; never longer than {@link MAX_MACRO_VALUE_CHARS}. */
  const readValues = (field: string): string => {
    let value = readValue(field);
    for (space(); source[i] === '#'; space()) {
      push('punct', i + 1);
      space();
      value += readValue(field);
      // Checked at each join: the value never grows past twice the limit before it is refused.
      if (value.length > MAX_MACRO_VALUE_CHARS) {
        problem(`the value of "${field}" expands to over the 64 KB limit for one value (${MAX_MACRO_VALUE_CHARS.toLocaleString('en-US')} characters)`);
      }
    }
    return value;
  };

  const readEntry = (entry: BibtexEntry): void => {
    const type = entry.type;
    push('type', i + 1 + type.length);
    if (type === 'comment') {
      // "@comment{…}" hides a braced block; a bare "@comment" only itself (the rest of the text is outside any entry).
      if (source[i] !== '{') return;
      const end = group() - 1;
      push('punct', i + 1);
      push('comment', end);
      push('punct', end + 1);
      return;
    }
    space();
    const open = source[i];
    if (open !== '{' && open !== '(') problem(`expected "{" after "@${type}"`);
    const close = open === '{' ? '}' : ')';
    push('punct', i + 1);
    space();
    if (type === 'preamble') {
      readValues('@preamble');
    } else if (type === 'string') {
      const name = match(NAME) || problem('expected a macro name after "@string{"');
      push('macro', i + name.length);
      space();
      expect('=', `expected "=" after the macro name "${name}"`);
      space();
      macros.set(name.toLowerCase(), readValues(name));
    } else {
      const key = match(open === '{' ? KEY_IN_BRACES : KEY_IN_PARENTHESES) || problem(`expected a citation key after "@${type}${open}"`);
      entry.key = key;
      push('key', i + key.length);
      for (space(); source[i] === ','; ) {
        push('punct', i + 1);
        space();
        const name = match(NAME);
        if (!name) break; // a trailing comma before the closing brace
        push('field', i + name.length);
        space();
        expect('=', `expected "=" after the field name "${name}"`);
        space();
        const value = readValues(name); // read even when ignored: the first of two equal fields wins
        entry.fields[name.toLowerCase()] ??= value;
      }
    }
    expect(close, `expected "," or "${close}" ${entry.key ? `in the entry "${entry.key}"` : `after @${type}`}`);
  };

  while (i < source.length) {
    const at = source.indexOf('@', i);
    const before = at < 0 ? source.length : at;
    push(/\S/.test(source.slice(i, before)) ? 'comment' : 'text', before);
    if (at < 0) break;
    i = at + 1;
    const type = match(NAME).toLowerCase();
    i = at;
    if (!/^[a-z]/.test(type)) {
      // A lone "@" (an e-mail address in a comment) starts no entry.
      push('comment', at + 1);
      continue;
    }
    const entry: BibtexEntry = { type, key: '', fields: Object.create(null) as Record<string, string>, start: at, end: at };
    try {
      readEntry(entry);
    } catch (error) {
      if (typeof error !== 'string') throw error;
      // Keep what was coloured, show the rest of the entry as plain text, and resume at the next "@".
      const next = source.indexOf('@', i + 1);
      push('text', next < 0 ? source.length : next);
      entry.error = error;
    }
    entry.end = i;
    if (!/^(comment|preamble|string)$/.test(type) || entry.error) entries.push(entry);
  }
  return { entries, spans };
}
