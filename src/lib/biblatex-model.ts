/**
 * biblatex's data model beside BibTeX's, for the formatters: one entry's fields with its
 * `crossref` and `xdata` parents from the same text filled in by biblatex's inheritance rules,
 * BibTeX's field and type names read as biblatex's (`journal` as `journaltitle`, `school` as
 * `institution`, `@phdthesis` as `@thesis` of type `phdthesis` …), and `date` read as biblatex
 * writes it: `2005-10-16`, `1991-03`, `1885/1888`, `1988/` (open end).
 */
import { keysOf } from './biblatex-keys.js';
import type { BibtexEntry } from './bibtex-parse.js';

// Finding entries and parents by key is in the card's first view (picking the entry to show);
// the rest of the model only in the formatters' chunk.
export { entryIndex, isParentOnly, keysOf, parentKeys } from './biblatex-keys.js';

export interface DatePart {
  year: number;
  /** 1–12, or 0 when not given. */
  month: number;
  /** 1–31, or 0 when not given. */
  day: number;
}

export interface WorkDate {
  start: DatePart;
  /** The range's end; `null` for an open end (`1988/`); absent for a single date. */
  end?: DatePart | null;
}

/** An entry as the formatters read it. */
export interface Work {
  /** biblatex's entry type: `article`, `inproceedings`, `thesis`, `report`, `online` … */
  type: string;
  /** Fields (lower case) → raw values with LaTeX, the entry's own first, then inherited ones. */
  fields: Record<string, string>;
  date?: WorkDate;
  /** Whether titles follow English casing rules: `langid` (or `language`) absent or an English variant. */
  english: boolean;
  /**
   * The title fields filled from a `crossref` parent's own `title`, `subtitle`, `titleaddon`
   * (`booktitle` … from a `@book` or `@collection`): a title as its entry writes it, for the styles to
   * case as they case that entry's title, where a `booktitle` typed by hand is printed as given. Not
   * from a `@proceedings`: its title names the conference, a proper noun.
   */
  inheritedTitles?: ReadonlySet<string>;
}

/** BibTeX's names for biblatex's fields (biblatex reads both). */
const FIELD_ALIASES: [string, string][] = [
  ['journal', 'journaltitle'],
  ['address', 'location'],
  ['school', 'institution'],
  ['archiveprefix', 'eprinttype'],
  ['primaryclass', 'eprintclass'],
];

/** BibTeX's entry types as biblatex reads them, with the `type` they imply. */
const TYPE_ALIASES = new Map<string, [string, string?]>([
  ['conference', ['inproceedings']],
  ['electronic', ['online']],
  ['www', ['online']],
  ['phdthesis', ['thesis', 'phdthesis']],
  ['mastersthesis', ['thesis', 'mathesis']],
  ['techreport', ['report', 'techreport']],
]);

/** Never inherited (biblatex's `\DeclareDataInheritance{*}{*}` list). */
const NOT_INHERITED = new Set(
  'ids crossref xref xdata entryset entrysubtype execute label options presort related relatedoptions relatedstring relatedtype shorthand shorthandintro sortkey'.split(
    ' ',
  ),
);
/** Title fields that are inherited only through a rule below, never under their own names. */
const TITLE_FIELDS = ['title', 'subtitle', 'titleaddon', 'shorttitle', 'sorttitle', 'indextitle', 'indexsorttitle'];

const BOOKS = 'book mvbook';
const IN_BOOKS = 'inbook bookinbook suppbook';
const COLLECTIONS = 'collection reference mvcollection mvreference';
const IN_COLLECTIONS = 'incollection inreference suppcollection';
const CONTAINED = 'book inbook bookinbook suppbook collection reference incollection inreference suppcollection proceedings inproceedings';

/**
 * biblatex's default inheritance (biblatex.def): for a parent type and a child type, where the
 * parent's title fields go. A multi-volume parent gives `maintitle`; a book, collection or
 * proceedings gives `booktitle`; a periodical gives `journaltitle`. First match wins.
 */
const RULES: [parents: string, children: string, prefix: string][] = [
  ['mvbook', CONTAINED, 'main'],
  ['mvcollection mvreference', `${COLLECTIONS} ${IN_COLLECTIONS}`, 'main'],
  ['mvproceedings', 'proceedings inproceedings', 'main'],
  [BOOKS, IN_BOOKS, 'book'],
  ['collection reference', IN_COLLECTIONS, 'book'],
  ['proceedings', 'inproceedings', 'book'],
  ['periodical', 'article suppperiodical', 'journal'],
];

const has = (list: string, type: string) => ` ${list} `.includes(` ${type} `);

/** biblatex's type for an entry and the `type` field it implies (`@phdthesis` → `thesis`, `phdthesis`). */
function normalType(type: string): [string, string?] {
  return TYPE_ALIASES.get(type) ?? [type];
}

/** An entry's own fields under biblatex's names (a biblatex name given too wins). */
function ownFields(entry: BibtexEntry): Record<string, string> {
  const fields = Object.assign(Object.create(null) as Record<string, string>, entry.fields);
  for (const [bibtex, biblatex] of FIELD_ALIASES) {
    if (fields[bibtex] !== undefined) fields[biblatex] ??= fields[bibtex]!;
  }
  const implied = normalType(entry.type)[1];
  if (implied) fields.type ??= implied;
  return fields;
}

/** How deep `crossref`/`xdata` chains are followed (biblatex resolves two levels of crossref; xdata nests). */
const MAX_DEPTH = 4;

/** The fields of `entry` with its `xdata` and `crossref` parents' fields inherited, as biblatex does. */
function resolvedFields(
  entry: BibtexEntry,
  index: Map<string, BibtexEntry>,
  depth: number,
  seen: Set<BibtexEntry>,
  inheritedTitles = new Set<string>(),
): Record<string, string> {
  const fields = ownFields(entry);
  if (depth >= MAX_DEPTH) return fields;
  seen.add(entry);
  // xdata: every field copied as it is, where the entry has none (no type-specific rules).
  for (const key of keysOf(fields.xdata)) {
    const parent = index.get(key.toLowerCase());
    if (!parent || seen.has(parent)) continue;
    const inherited = resolvedFields(parent, index, depth + 1, seen);
    for (const name in inherited) if (!NOT_INHERITED.has(name)) fields[name] ??= inherited[name]!;
  }
  const parent = fields.crossref && index.get(fields.crossref.trim().toLowerCase());
  if (parent && !seen.has(parent)) {
    const inherited = resolvedFields(parent, index, depth + 1, seen);
    const childType = normalType(entry.type)[0];
    const parentType = normalType(parent.type)[0];
    const rule = RULES.find(([parents, children]) => has(parents, parentType) && has(children, childType));
    if (rule) {
      const prefix = rule[2];
      for (const name of ['title', 'subtitle', 'titleaddon']) {
        const value = inherited[name];
        if (value === undefined || fields[`${prefix}${name}`] !== undefined) continue;
        fields[`${prefix}${name}`] = value;
        // A proceedings' title is the conference's name, a proper noun that keeps its capitals.
        if (!depth && !has('proceedings mvproceedings', parentType)) inheritedTitles.add(`${prefix}${name}`);
      }
      // A book's author is also the author of the book a part is in.
      if (prefix === 'book' && has(BOOKS, parentType) && inherited.author) fields.bookauthor ??= inherited.author;
    }
    for (const name in inherited) {
      if (NOT_INHERITED.has(name) || TITLE_FIELDS.includes(name) || (name === 'type' && parentType !== childType)) continue;
      fields[name] ??= inherited[name]!;
    }
  }
  seen.delete(entry);
  return fields;
}

const ENGLISH = /^(english|american|british|canadian|australian|newzealand|usenglish|ukenglish|en(-\w+)?)$/i;

/** An entry as the formatters read it, with its parents from `index` (see {@link entryIndex}). */
export function readWork(entry: BibtexEntry, index: Map<string, BibtexEntry> = new Map()): Work {
  const inheritedTitles = new Set<string>();
  const fields = resolvedFields(entry, index, 0, new Set(), inheritedTitles);
  const language = (fields.langid ?? fields.hyphenation ?? '').replace(/[{}\s]/g, '');
  return {
    type: normalType(entry.type)[0],
    fields,
    date: parseDate(fields.date) ?? parseDate(fields.year && `${fields.year}`, fields.month),
    english: !language || ENGLISH.test(language),
    inheritedTitles,
  };
}

const MONTH_NAMES = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');

/** A month as BibTeX gives it: `3`, `mar`, `March` (the macro's expansion). 0 when unknown. */
function monthOf(value = ''): number {
  const text = value.trim().toLowerCase();
  if (/^\d{1,2}$/.test(text)) return +text >= 1 && +text <= 12 ? +text : 0;
  return MONTH_NAMES.indexOf(text.slice(0, 3)) + 1;
}

/** `2005`, `2005-10`, `2005-10-16`; 0 for missing parts; `undefined` when it is no date. */
function parsePart(text: string): DatePart | undefined {
  // A time of day, with a zone or an offset (`T11:20:51-07:00`, biblatex's EDTF form), is read past:
  // the styles give no time.
  const found = /^(-?\d{1,4})(?:-(\d{2})(?:-(\d{2}))?)?(?:T[\d:.]+(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/.exec(text.trim());
  if (!found) return undefined;
  const month = Number(found[2] ?? 0);
  const day = Number(found[3] ?? 0);
  return month <= 12 && day <= 31 ? { year: Number(found[1]), month, day } : undefined;
}

/**
 * biblatex's `date`: a date, or a range `start/end` with an open end written `start/` (or
 * `start/..`). With `month`, a BibTeX `year` (a year in its first four digits).
 */
export function parseDate(value?: string, month?: string): WorkDate | undefined {
  if (!value) return undefined;
  const text = value.replace(/[{}]/g, '').trim();
  if (month !== undefined) {
    const year = /\d{4}/.exec(text)?.[0];
    return year ? { start: { year: +year, month: monthOf(month), day: 0 } } : undefined;
  }
  // A BibTeX year range (`2013-2019`, `2013--2019`): biblatex writes it `2013/2019`.
  const years = /^(\d{4})\s*(?:-{1,3}|–|—)\s*(\d{4})$/.exec(text);
  const [from = '', to, ...more] = years ? [years[1], years[2]] : text.split('/');
  const start = parsePart(from);
  if (!start) {
    // Not biblatex's form ("circa 1850", "2019a"): its first four digits, as BibTeX styles read a year.
    const year = /\d{4}/.exec(text)?.[0];
    return year ? { start: { year: +year, month: 0, day: 0 } } : undefined;
  }
  if (to === undefined || more.length) return { start };
  const open = !to.trim() || to.trim() === '..';
  return { start, end: open ? null : (parsePart(to) ?? null) };
}
