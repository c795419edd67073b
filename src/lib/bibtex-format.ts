/**
 * BibTeX entries → APA 7 and MLA 9 reference-list text, as runs of plain and
 * italic text (the card renders italics; Copy takes the plain text).
 *
 * Covers what papers cite: journal articles, conference papers and chapters,
 * arXiv preprints, books, reports, theses, and anything else as a standalone
 * work. The rules implemented are listed in docs/bibtex-card.md.
 */
import { changeCase, latexToUnicode } from './bibtex-latex.js';
import type { BibtexEntry } from './bibtex-parse.js';

export interface CitationRun {
  text: string;
  italic?: boolean;
}

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

/** The plain text of a citation, as Copy puts it on the clipboard. */
export function citationText(runs: readonly CitationRun[]): string {
  return runs.map((run) => run.text).join('');
}

/** Splits `text` where `separator` (sticky) matches outside braces. */
function splitTopLevel(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (depth === 0) {
      separator.lastIndex = i;
      const found = separator.exec(text);
      if (found) {
        parts.push(text.slice(start, i));
        start = i + found[0].length;
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

function isOneGroup(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0 && i < text.length - 1) return false;
  }
  return text.startsWith('{') && text.endsWith('}');
}

/** One name in any of BibTeX's forms: "First von Last", "von Last, First", "von Last, Jr, First". */
export function parseName(raw: string): PersonName {
  if (isOneGroup(raw)) return { first: '', von: '', last: latexToUnicode(raw), jr: '', literal: true };
  const parts = splitTopLevel(raw, /,/y);
  const head = words(parts[0]!);
  let first: string[] = [];
  let jr: string[] = [];
  // The von part ends at its last lower-case word; the last name keeps at least one word.
  const lowers = head.slice(0, -1).flatMap((word, index) => (isLowerCase(word) ? [index] : []));
  const hasVon = lowers.length > 0;
  let vonStart = 0;
  let vonEnd = hasVon ? lowers[lowers.length - 1]! + 1 : 0;
  if (parts.length === 1) {
    // "First von Last": the von part starts at the first lower-case word; without one, the last word is the last name.
    vonStart = hasVon ? lowers[0]! : head.length - 1;
    if (!hasVon) vonEnd = vonStart;
    first = head.slice(0, vonStart);
  } else {
    first = words(parts[parts.length - 1]!);
    if (parts.length > 2) jr = words(parts.slice(1, -1).join(','));
  }
  const text = (list: string[]) => latexToUnicode(list.join(' '));
  return {
    first: text(first),
    von: text(head.slice(vonStart, vonEnd)),
    last: text(head.slice(vonEnd)),
    jr: text(jr),
    literal: false,
  };
}

/** An `author` or `editor` field: names split at " and " outside braces; "and others" noted. */
export function parseNames(field: string | undefined): NameList {
  const raw = field ? splitTopLevel(field, /\s+and\s+/iy).filter(Boolean) : [];
  const others = raw.length > 0 && raw[raw.length - 1]!.toLowerCase() === 'others';
  return { names: (others ? raw.slice(0, -1) : raw).map(parseName), others };
}

/** "Jean-Paul Marie" → "J.-P. M."; "F.M." → "F. M.". */
export function initials(first: string): string {
  let out = '';
  for (const piece of first.match(/-|\p{L}[^\s.-]*/gu) ?? []) {
    if (piece === '-') out += '-';
    else out += `${out && !out.endsWith('-') ? ' ' : ''}${piece[0]!.toUpperCase()}.`;
  }
  return out;
}

const surname = (name: PersonName) => [name.von, name.last].filter(Boolean).join(' ');

function apaName(name: PersonName, inverted: boolean): string {
  if (name.literal || !name.first) return surname(name);
  const given = initials(name.first);
  const jr = name.jr ? `, ${name.jr}` : '';
  return inverted ? `${surname(name)}, ${given}${jr}` : `${given} ${surname(name)}${jr}`;
}

/** APA 7: "A, B, & C"; 21 or more: the first 19, ". . .", the last; "and others": "A, B, et al.". */
function apaNames(list: NameList, inverted = true): string {
  const items = list.names.map((name) => apaName(name, inverted));
  const count = items.length;
  if (list.others) return `${items.join(', ')}, et al.`;
  if (count < 2) return items.join('');
  if (count > 20) return `${items.slice(0, 19).join(', ')}, . . . ${items[count - 1]}`;
  if (count === 2 && !inverted) return items.join(' & ');
  return `${items.slice(0, -1).join(', ')}, & ${items[count - 1]}`;
}

function mlaName(name: PersonName, inverted: boolean): string {
  if (name.literal || !name.first) return surname(name);
  const jr = name.jr ? `, ${name.jr}` : '';
  return inverted ? `${surname(name)}, ${name.first}${jr}` : `${name.first} ${surname(name)}${jr}`;
}

/** MLA 9: "Last, First"; two: "Last, First, and First Last"; three or more: "Last, First, et al.". */
function mlaNames(list: NameList, inverted = true): string {
  const [a, b] = list.names;
  if (!a) return '';
  const lead = mlaName(a, inverted);
  if (list.names.length > 2 || list.others) return `${lead}${inverted ? ',' : ''} et al.`;
  return b ? `${lead}${inverted ? ',' : ''} and ${mlaName(b, false)}` : lead;
}

type Kind = 'article' | 'chapter' | 'preprint' | 'book' | 'report' | 'thesis' | 'other';

/** What the citation styles need from an entry, converted to Unicode. */
function citationFields(entry: BibtexEntry) {
  const f = entry.fields;
  const text = (name: string) => (f[name] ? latexToUnicode(f[name]) : '');
  const link = (name: string) => (f[name] ?? '').replace(/\\url\s*\{([^}]*)\}/, '$1').replace(/[{}\s]/g, '');
  const journal = text('journal');
  const booktitle = text('booktitle');
  const prefix = (f.archiveprefix ?? f.eprinttype ?? '').toLowerCase();
  const arxivId =
    (prefix === 'arxiv' && link('eprint').replace(/^arxiv:/i, '')) ||
    /arxiv:\s*([\w./-]*\d)/i.exec(journal)?.[1] ||
    /arxiv\.org\/(?:abs|pdf)\/([\w./-]*\d)/i.exec(link('url'))?.[1] ||
    '';
  const container = journal || booktitle;
  const type = entry.type;
  const kind: Kind =
    arxivId && !(container && !/arxiv/i.test(container))
      ? 'preprint'
      : type === 'article' && journal
        ? 'article'
        : /^(inproceedings|incollection|conference|inbook)$/.test(type) && booktitle
          ? 'chapter'
          : /^(book|inbook|mvbook|collection|proceedings)$/.test(type)
            ? 'book'
            : /^(techreport|report)$/.test(type)
              ? 'report'
              : /thesis$/.test(type)
                ? 'thesis'
                : 'other';
  const doi = link('doi').replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:)/i, '');
  const howpublished = f.howpublished ?? '';
  const isUrl = /^\s*\\url|^\s*https?:/.test(howpublished);
  const edition = text('edition');
  const pages = text('pages').replace(/\s*[-–—]+\s*/g, '–');
  const month = text('month').slice(0, 3).toLowerCase();
  const monthIndex = /^\d+$/.test(month) ? Number(month) - 1 : MONTH_KEYS.indexOf(month);
  return {
    kind,
    arxivId,
    journal,
    booktitle,
    authors: parseNames(f.author),
    editors: parseNames(f.editor),
    marked: latexToUnicode(f.title ?? '', true),
    year: text('year') || /\d{4}/.exec(f.date ?? '')?.[0] || '',
    monthIndex,
    volume: text('volume'),
    number: text('number') || text('issue'),
    pages,
    edition: /^\d+$/.test(edition) ? ordinal(Number(edition)) : edition,
    publisher: text('publisher') || text('organization') || text('institution') || (isUrl ? '' : latexToUnicode(howpublished)),
    school: text('school') || text('institution'),
    masters: /master/i.test(`${type} ${f.type ?? ''}`),
    doiUrl: doi ? `https://doi.org/${doi}` : '',
    url:
      link('url') ||
      (isUrl ? link('howpublished') : '') ||
      (kind === 'preprint' ? `https://arxiv.org/abs/${arxivId}` : ''),
  };
}

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const ITALIC_START = '\u0001';
const ITALIC_END = '\u0002';
/** Marks italic text while a citation is assembled as one string. */
const italic = (text: string) => (text ? ITALIC_START + text + ITALIC_END : '');
/** "." unless the text already ends a sentence. */
const stop = (text: string) => (/[.?!]$/.test(text) ? '' : '.');
const period = (text: string) => text && text + stop(text);
const join = (parts: string[], separator = ' ') => parts.filter(Boolean).join(separator);
const pageRange = (pages: string) => `${pages.includes('–') ? 'pp.' : 'p.'} ${pages}`;

/** The assembled string → runs: text between the italic marks is italic. */
function toRuns(text: string): CitationRun[] {
  return text
    .split(/[\u0001\u0002]/)
    .flatMap((part, index) => (part ? [index % 2 ? { text: part, italic: true } : { text: part }] : []));
}

/** APA 7 reference-list entry. */
export function formatApa(entry: BibtexEntry): CitationRun[] {
  const e = citationFields(entry);
  const { kind, editors } = e;
  const title = changeCase(e.marked, 'sentence');
  const edited = ` (Ed${editors.names.length > 1 || editors.others ? 's' : ''}.)`;
  const lead = apaNames(e.authors) || (kind !== 'chapter' && editors.names.length ? apaNames(editors) + edited : '');
  const note =
    kind === 'preprint'
      ? `(arXiv:${e.arxivId})`
      : kind === 'book' && e.edition
        ? `(${e.edition} ed.)`
        : kind === 'report' && e.number
          ? `(Report No. ${e.number})`
          : kind === 'thesis'
            ? `[${join([e.masters ? "Master's thesis" : 'Doctoral dissertation', e.school], ', ')}]`
            : '';
  const titled = title && (kind === 'article' || kind === 'chapter' ? title : italic(title)) + (note ? ` ${note}.` : stop(title));
  const date = `(${e.year || 'n.d.'}).`;
  const source =
    kind === 'article'
      ? `${italic(e.journal)}${e.volume ? `, ${italic(e.volume)}` : ''}${e.number ? `(${e.number})` : ''}${e.pages ? `, ${e.pages}` : ''}.`
      : kind === 'chapter'
        ? join([
            `In ${editors.names.length ? `${apaNames(editors, false)}${edited}, ` : ''}${italic(e.booktitle)}${e.pages ? ` (${pageRange(e.pages)})` : ''}.`,
            period(e.publisher),
          ])
        : kind === 'preprint'
          ? 'arXiv.'
          : kind === 'thesis'
            ? ''
            : period(e.publisher);
  return toRuns(join([...(lead ? [period(lead), date, titled] : [titled, date]), source, e.doiUrl || e.url]));
}

/** MLA 9 works-cited entry. */
export function formatMla(entry: BibtexEntry): CitationRun[] {
  const e = citationFields(entry);
  const { kind, editors } = e;
  const title = changeCase(e.marked, 'title');
  const lead =
    mlaNames(e.authors) ||
    (kind !== 'chapter' && editors.names.length
      ? `${mlaNames(editors)}, editor${editors.names.length > 1 || editors.others ? 's' : ''}`
      : '');
  const titled = title && (/^(article|chapter|preprint)$/.test(kind) ? `"${period(title)}"` : italic(title) + stop(title));
  const pages = e.pages && pageRange(e.pages);
  const link = e.doiUrl || e.url.replace(/^https?:\/\//, '');
  const month = kind === 'article' && MLA_MONTHS[e.monthIndex];
  const date = e.year && join([month || '', e.year]);
  /** Each group's items are joined with commas and end with a period. */
  const groups =
    kind === 'article'
      ? [[italic(e.journal), e.volume && `vol. ${e.volume}`, e.number && `no. ${e.number}`, date, pages, link]]
      : kind === 'chapter'
        ? [[italic(e.booktitle), editors.names.length ? `edited by ${mlaNames(editors, false)}` : '', e.publisher, date, pages, link]]
        : kind === 'preprint'
          ? [[italic('arXiv'), date, link]]
          : kind === 'thesis'
            ? [[date], [e.school, e.masters ? 'MA thesis' : 'PhD dissertation'], [link]]
            : [[kind === 'book' && e.edition ? `${e.edition} ed.` : '', e.publisher, date, link]];
  return toRuns(join([period(lead), titled, ...groups.map((group) => period(join(group, ', ')))]));
}

const MLA_MONTHS = 'Jan. Feb. Mar. Apr. May June July Aug. Sept. Oct. Nov. Dec.'.split(' ');
const MONTH_KEYS = MLA_MONTHS.map((month) => month.slice(0, 3).toLowerCase());
