/**
 * The card's first view of a plain BibTeX text: one entry, `@type{key, name = value, …}`, values in
 * braces, bare numbers or macro names, with text around it. What a paper's own "Cite this work" is
 * (arXiv, Google Scholar, DBLP, ACM, PMLR and OpenReview write their values in braces). Pure.
 *
 * It only splits such a text into the spans the card colours; it reads no field, expands no macro and
 * words no problem. Anything else (several entries, `@string`, `@comment`, `@preamble`, an entry in
 * parentheses, values in double quotes (the ACL Anthology's), values joined with `#`, anything
 * malformed) it leaves to the full reader (bibtex-parse.ts), a chunk the card loads for it (the card
 * keeps its fallback until then, as for several entries), and for the
 * fields when a formatted view (APA, MLA) is asked for. For the texts it takes, its spans are the full
 * reader's, piece for piece (a test checks every fixture): so the first view carries no reader's
 * grammar of errors and macros (issue 40).
 */
import { closingBrace } from './bibtex-braces.js';
import type { BibtexRole, BibtexSpan } from './bibtex-parse.js';

/** The patterns of bibtex-parse.ts (names, white space, a key, a bare value). */
const NAME = /[^\s"#%'(),={}@]+/y;
const SPACE = /\s*/y;
const BARE_VALUE = /\d+|[^\s"#%'(),={}@]+/y;

/** A plain text's one entry: its spans (the text, piece for piece) and where and what it is. */
export interface ScannedEntry {
  spans: BibtexSpan[];
  /** Entry type in lower case. */
  type: string;
  key: string;
  /** Offsets of its `@` and just after its closing delimiter. */
  start: number;
  end: number;
}

/**
 * Texts longer than this go to the full reader: within it, month names (at most 9 characters for
 * 3, with a `#` between) can never expand past the full reader's 64 KB bound on one value, which it
 * reports. An entry, even with its abstract, is a few thousand characters.
 */
const MAX_PLAIN_CHARS = 20_000;

/** The spans of a plain text (see the module's comment), or undefined for any other text. */
export function scanPlainBibtex(source: string, maxSpans: number): ScannedEntry | undefined {
  const start = source.indexOf('@');
  if (start < 0 || source.indexOf('@', start + 1) >= 0 || source.length > MAX_PLAIN_CHARS) return undefined;
  const spans: BibtexSpan[] = [];
  let i = 0;
  const push = (role: BibtexRole, end: number): void => {
    if (end > i) spans.push([role, source.slice(i, end)]);
    i = end;
  };
  const matchEnd = (pattern: RegExp): number => {
    pattern.lastIndex = i;
    return pattern.test(source) ? pattern.lastIndex : i;
  };
  const space = (): void => push('text', matchEnd(SPACE));
  /** A value in braces, a number or a macro name: true when it is well-formed (a quoted one is the full reader's). */
  const value = (): boolean => {
    let end = matchEnd(BARE_VALUE);
    if (source[i] === '{') end = closingBrace(source, i) + 1;
    else if (end > i) {
      push(/^\d/.test(source[i]!) ? 'value' : 'macro', end);
      return true;
    }
    if (end <= i || end > source.length) return false;
    push('value', end);
    return true;
  };

  push(/\S/.test(source.slice(0, start)) ? 'comment' : 'text', start);
  i = start + 1;
  const type = source.slice(i, matchEnd(NAME)).toLowerCase();
  i = start;
  if (!/^[a-z]/.test(type) || /^(comment|preamble|string)$/.test(type)) return undefined;
  push('type', start + 1 + type.length);
  space();
  if (source[i] !== '{') return undefined;
  push('punct', i + 1);
  space();
  const key = source.slice(i, matchEnd(/[^\s,}]+/y));
  if (!key) return undefined;
  push('key', i + key.length);
  for (space(); source[i] === ','; ) {
    push('punct', i + 1);
    space();
    const name = matchEnd(NAME);
    if (name === i) break; // a trailing comma before the closing brace
    push('field', name);
    space();
    if (source[i] !== '=') return undefined;
    push('punct', i + 1);
    space();
    if (!value()) return undefined;
    space();
  }
  if (source[i] !== '}') return undefined;
  push('punct', i + 1);
  const end = i;
  push(/\S/.test(source.slice(i)) ? 'comment' : 'text', source.length);
  return spans.length > maxSpans ? undefined : { spans, type, key, start, end };
}

/**
 * Text content as an author indents it in HTML: blank lines around it dropped,
 * the indentation common to its lines removed, inner line endings kept.
 */
export function dedent(text: string): string {
  const lines = text.replace(/^(?:[ \t]*\r?\n)+/, '').trimEnd().split('\n');
  // A loop, not Math.min(...lines): a spread's arguments overflow the stack at ~125,000 lines.
  let indent = Infinity;
  for (const line of lines) if (line.trim()) indent = Math.min(indent, /^[ \t]*/.exec(line)![0].length);
  if (indent === Infinity) indent = 0;
  return lines.map((l) => l.slice(indent)).join('\n');
}
