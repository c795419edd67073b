/**
 * Personal names as BibTeX writes them ("First von Last", "von Last, Jr, First", `{OpenAI}`), read
 * into their parts, and written back as APA 7 and MLA 9 list them ("Last, F. M., & Other, A.",
 * "Last, First, et al.").
 */
import { latexToUnicode } from './bibtex-latex.js';
import { closingBrace } from './bibtex-braces.js';
import type { CitationStyle } from './bibtex-runs.js';

export interface PersonName {
  first: string;
  von: string;
  last: string;
  jr: string;
  /** An organisation written in braces (`{OpenAI}`): `last` holds the whole name. */
  literal: boolean;
}

export interface NameList {
  names: PersonName[];
  /** The list ended with "and others". */
  others: boolean;
}

/** Splits `text` where `separator` (sticky) matches outside braces. */
function splitTopLevel(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '{') i = closingBrace(text, i);
    else {
      separator.lastIndex = i;
      const found = separator.exec(text)?.[0];
      if (found) {
        parts.push(text.slice(start, i));
        start = i + found.length;
        i = start - 1;
      }
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim());
}

const words = (text: string) => splitTopLevel(text, /[\s~]+/y).filter(Boolean);
/** A von-part word starts with a lower-case letter; a word starting with a protecting brace has no case. */
const isLowerCase = (word: string) => /^[^\p{L}\uE000]*\p{Ll}/u.test(latexToUnicode(word, true));

/** One name in any of BibTeX's forms: "First von Last", "von Last, First", "von Last, Jr, First". */
export function parseName(raw: string): PersonName {
  const text = (list: string[]) => latexToUnicode(list.join(' '));
  if (raw[0] === '{' && closingBrace(raw, 0) === raw.length - 1) {
    return { first: '', von: '', last: text([raw]), jr: '', literal: true };
  }
  const parts = splitTopLevel(raw, /,/y);
  const keyed = keyedName(parts);
  if (keyed) return keyed;
  const inverted = parts.length > 1;
  const head = words(parts[0]!);
  // The last name keeps at least one word; the von part ends at the last lower-case word before it.
  const lowers = head.slice(0, -1).flatMap((word, index) => (isLowerCase(word) ? [index] : []));
  const vonEnd = lowers.length ? lowers[lowers.length - 1]! + 1 : inverted ? 0 : head.length - 1;
  // "First von Last": the von part starts at the first lower-case word, and the first names precede it.
  const vonStart = inverted ? 0 : (lowers[0] ?? vonEnd);
  return {
    first: text(inverted ? words(parts[parts.length - 1]!) : head.slice(0, vonStart)),
    von: text(head.slice(vonStart, vonEnd)),
    last: text(head.slice(vonEnd)),
    jr: text(words(parts.slice(1, -1).join(','))),
    literal: false,
  };
}

/**
 * biblatex's extended name format, which Zotero's Better BibLaTeX writes for names with particles:
 * "family=Oord, given=Aaron, prefix=van den, useprefix=true" (the biblatex manual's extended name format). `undefined`
 * when the parts are not all `key=value`. `given-i` (the initials to use) and `useprefix` change
 * nothing here: both styles print the particle before the family name.
 */
function keyedName(parts: string[]): PersonName | undefined {
  const values = new Map<string, string>();
  for (const part of parts) {
    const found = /^([a-z-]+)\s*=\s*([^]*)$/i.exec(part);
    if (!found) return undefined;
    values.set(found[1]!.toLowerCase(), found[2]!);
  }
  const family = values.get('family');
  if (family === undefined) return undefined;
  const text = (name: string) => latexToUnicode(values.get(name) ?? '');
  return { first: text('given'), von: text('prefix'), last: text('family'), jr: text('suffix'), literal: false };
}

/** An `author` or `editor` field: names split at " and " outside braces; "and others" noted. */
export function parseNames(field = ''): NameList {
  // Tried only where a run of spaces starts (the look-behind): inside `a` + 50,000 spaces + `b`,
  // trying at every space would rescan the run each time.
  const raw = splitTopLevel(field, /(?<!\s)\s+and\s+/iy).filter(Boolean);
  const others = raw[raw.length - 1]?.toLowerCase() === 'others';
  return { names: (others ? raw.slice(0, -1) : raw).map(parseName), others };
}

/** "Jean-Paul Marie" → "J.-P. M."; "F.M." → "F. M.". */
export function initials(first: string): string {
  return (first.match(/-|\p{L}[^\s.-]*/gu) ?? [])
    .map((piece) => (piece === '-' ? piece : `${piece[0]!.toUpperCase()}.`))
    .join(' ')
    .replace(/ ?- ?/g, '-');
}

/**
 * Given names as MLA 9 prints them: as written, each initial with its period ("Waleed H." where
 * Zotero exports "Waleed H", "S. K." for Google Scholar's "SK"): MLA gives names as the source
 * does, and an initial is an abbreviation.
 */
export function givenNames(first: string): string {
  return first.replace(/(?<![\p{L}.'’-])\p{Lu}{1,3}(?![\p{L}.'’-])/gu, (letters) => [...letters].map((letter) => `${letter}.`).join(' '));
}

/** "Last, F. M." (APA) or "Last, First" (MLA); not inverted, "F. M. Last" or "First Last". */
export function formatName(name: PersonName, style: CitationStyle, inverted: boolean): string {
  // "d'" joins the name it belongs to: "F. d'Alché-Buc".
  const surname = `${name.von}${/['’]$/.test(name.von) ? '' : ' '}${name.last}`.trim();
  if (name.literal || !name.first) return surname;
  // Initials run together ("EW", Google Scholar's) are initials each, in APA as in MLA.
  const given = style === 'apa' ? initials(givenNames(name.first)) : givenNames(name.first);
  return (inverted ? `${surname}, ${given}` : `${given} ${surname}`) + (name.jr && `, ${name.jr}`);
}

/**
 * APA 7: "A, B, & C" (two editors not inverted: "A & B"); 21 or more: the first
 * 19, ". . .", the last; "and others": "A, B, et al.".
 * MLA 9: "A"; "A, and B"; three or more, or "and others": "A, et al."; only the
 * first name is inverted.
 */
export function formatNames({ names, others }: NameList, style: CitationStyle, inverted = true): string {
  const apa = style === 'apa';
  const items = names.map((name, index) => formatName(name, style, inverted && (apa || !index)));
  const count = items.length;
  if (!apa) {
    const comma = inverted ? ',' : '';
    return count > 2 || (count && others) ? `${items[0]}${comma} et al.` : items.join(`${comma} and `);
  }
  if (others) return `${items.join(', ')}, et al.`;
  if (count > 20) return `${items.slice(0, 19).join(', ')}, . . . ${items[count - 1]}`;
  const serialComma = inverted || count > 2 ? ',' : '';
  return count > 1 ? `${items.slice(0, -1).join(', ')}${serialComma} & ${items[count - 1]}` : items.join('');
}
