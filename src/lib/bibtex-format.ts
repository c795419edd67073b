/**
 * BibTeX entries → APA 7 and MLA 9 reference-list text, as plain and italic
 * runs (the card renders italics; Copy takes the plain text).
 *
 * Covers what papers cite: journal articles, conference papers and chapters,
 * arXiv preprints, books, reports, theses, and anything else as a standalone
 * work. The rules implemented are listed in docs/bibtex-card.md (APA 7 and MLA 9).
 */
import { changeCase, latexToUnicode } from './bibtex-latex.js';
import { closingBrace, type BibtexEntry } from './bibtex-parse.js';

export type CitationStyle = 'apa' | 'mla';

/**
 * A formatted citation: runs of plain and italic text taking turns, plain
 * first, so the runs at odd positions are italic (any run may be empty).
 * Joined, they are the plain text Copy puts on the clipboard.
 */
export type Citation = string[];

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

/** "Last, F. M." (APA) or "Last, First" (MLA); not inverted, "F. M. Last" or "First Last". */
function formatName(name: PersonName, style: CitationStyle, inverted: boolean): string {
  const surname = `${name.von} ${name.last}`.trim();
  if (name.literal || !name.first) return surname;
  const given = style === 'apa' ? initials(name.first) : name.first;
  return (inverted ? `${surname}, ${given}` : `${given} ${surname}`) + (name.jr && `, ${name.jr}`);
}

/**
 * APA 7: "A, B, & C" (two editors not inverted: "A & B"); 21 or more: the first
 * 19, ". . .", the last; "and others": "A, B, et al.".
 * MLA 9: "A"; "A, and B"; three or more, or "and others": "A, et al."; only the
 * first name is inverted.
 */
function formatNames({ names, others }: NameList, style: CitationStyle, inverted = true): string {
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

const MLA_MONTHS = 'Jan. Feb. Mar. Apr. May June July Aug. Sept. Oct. Nov. Dec.'.split(' ');

const ITALIC = '\u0001';
/** Marks italic text while a citation is assembled as one string. */
const italic = (text: string) => text && ITALIC + text + ITALIC;
/** "." unless the text already ends a sentence. */
const stop = (text: string) => (/[.?!]$/.test(text) ? '' : '.');
const period = (text: string) => text && text + stop(text);
const join = (parts: (string | false | undefined)[], separator = ' ') => parts.filter(Boolean).join(separator);
/** The assembled string → runs: the text between italic marks is italic. */
const runs = (text: string): Citation => text.split(ITALIC);

/** APA 7 reference-list entry or MLA 9 works-cited entry. */
export function formatCitation(entry: BibtexEntry, style: CitationStyle): Citation {
  const apa = style === 'apa';
  const { type, fields } = entry;
  const text = (name: string) => latexToUnicode(fields[name] ?? '');
  const link = (name: string) => (fields[name] ?? '').replace(/\\url\s*\{([^\\}]*)\}/, '$1').replace(/[{}\s]/g, '');

  const journal = text('journal');
  const booktitle = text('booktitle');
  const container = journal || booktitle;
  const arxivId =
    (/^arxiv$/i.test(fields.archiveprefix ?? fields.eprinttype ?? '') && link('eprint').replace(/^arxiv:/i, '')) ||
    // "arXiv preprint arXiv:2305.01234" as a journal (Google Scholar's export), or an arxiv.org URL.
    // At most 40 characters before the last digit: unbounded, each of 20,000 "arxiv.org/abs/" would scan to the end.
    /arxiv(?::\s*|\.org\/(?:abs|pdf)\/)([\w./-]{0,40}\d)/i.exec(`${journal} ${link('url')}`)?.[1];
  // What kind of work it is decides the layout. An arXiv identifier makes a preprint unless the entry
  // names another venue (a published article that also lists its eprint stays an article).
  const kind =
    arxivId && (!container || /arxiv/i.test(container))
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

  const authors = parseNames(fields.author);
  const editors = parseNames(fields.editor);
  const editorCount = editors.names.length;
  const plural = editorCount > 1 || editors.others ? 's' : '';
  const edited = apa ? ` (Ed${plural}.)` : `, editor${plural}`;
  const lead =
    formatNames(authors, style) || (kind !== 'chapter' && editorCount ? formatNames(editors, style) + edited : '');
  const chapterEditors = editorCount ? formatNames(editors, style, false) : '';

  const title = changeCase(latexToUnicode(fields.title ?? '', true), apa ? 'sentence' : 'title');
  const year = text('year') || /\d{4}/.exec(fields.date ?? '')?.[0] || '';
  const volume = text('volume');
  const number = text('number') || text('issue');
  // Split, not `/\s*[-–—]+\s*/`: a `\s*` before a class tried at every space of a long run is quadratic.
  const pages = text('pages')
    .split(/[-–—]+/)
    .map((page) => page.trim())
    .join('–');
  const pageRange = pages && `${pages.includes('–') ? 'pp.' : 'p.'} ${pages}`;
  let edition = text('edition');
  if (/^\d+$/.test(edition)) {
    const n = Number(edition) % 100;
    edition += (n > 10 && n < 14) || n % 10 > 3 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10];
  }
  const howpublished = fields.howpublished ?? '';
  const isUrl = /^\s*(\\url|https?:)/.test(howpublished);
  const publisher =
    text('publisher') || text('organization') || text('institution') || (isUrl ? '' : latexToUnicode(howpublished));
  const school = text('school') || text('institution');
  const masters = /master/i.test(`${type} ${fields.type ?? ''}`);
  const doi = link('doi').replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:)/i, '');
  const url = doi
    ? `https://doi.org/${doi}`
    : link('url') || (isUrl ? link('howpublished') : '') || (kind === 'preprint' ? `https://arxiv.org/abs/${arxivId}` : '');

  if (apa) {
    // Author. (Year). Title (note). Source. Link: the title moves first when there is no author.
    const note =
      kind === 'preprint'
        ? `(arXiv:${arxivId})`
        : kind === 'book' && (edition || volume)
          ? `(${join([edition && `${edition} ed.`, volume && `Vol. ${volume}`], ', ')})`
          : kind === 'report' && number
            ? `(Report No. ${number})`
            : kind === 'thesis'
              ? `[${join([masters ? "Master's thesis" : 'Doctoral dissertation', school], ', ')}]`
              : '';
    const titled =
      title && (kind === 'article' || kind === 'chapter' ? title : italic(title)) + (note ? ` ${note}.` : stop(title));
    const date = `(${year || 'n.d.'}).`;
    const source =
      kind === 'article'
        ? `${italic(journal)}${volume && `, ${italic(volume)}`}${number && `(${number})`}${pages && `, ${pages}`}.`
        : kind === 'chapter'
          ? join([
              `In ${chapterEditors && chapterEditors + edited + ', '}${italic(booktitle)}${pageRange && ` (${pageRange})`}.`,
              period(publisher),
            ])
          : kind === 'preprint'
            ? 'arXiv.'
            : kind === 'thesis'
              ? ''
              : period(publisher);
    return runs(join([...(lead ? [period(lead), date, titled] : [titled, date]), source, url]));
  }

  // MLA: Author. "Title." Container, details, date, pages, link. A work inside a container is quoted.
  const titled = title && (/^(article|chapter|preprint)$/.test(kind) ? `"${period(title)}"` : italic(title) + stop(title));
  const monthKey = text('month').slice(0, 3).toLowerCase();
  const monthIndex = /^\d+$/.test(monthKey)
    ? +monthKey - 1
    : MLA_MONTHS.findIndex((abbreviation) => abbreviation.slice(0, 3).toLowerCase() === monthKey);
  const date = year && join([kind === 'article' && MLA_MONTHS[monthIndex], year]);
  const shortUrl = doi ? url : url.replace(/^https?:\/\//, '');
  /** Each group's items are joined with commas and end with a period. */
  const groups =
    kind === 'article'
      ? [[italic(journal), volume && `vol. ${volume}`, number && `no. ${number}`, date, pageRange, shortUrl]]
      : kind === 'chapter'
        ? [[italic(booktitle), chapterEditors && `edited by ${chapterEditors}`, publisher, date, pageRange, shortUrl]]
        : kind === 'preprint'
          ? [[italic('arXiv'), date, shortUrl]]
          : kind === 'thesis'
            ? [[date], [school, masters ? 'MA thesis' : 'PhD dissertation'], [shortUrl]]
            : kind === 'book'
              ? // Version, then number: "3rd ed., vol. 1" (capitalised when it opens the group).
                [[edition && `${edition} ed.`, volume && `${edition ? 'v' : 'V'}ol. ${volume}`, publisher, date, shortUrl]]
              : [[publisher, date, shortUrl]];
  return runs(join([period(lead), titled, ...groups.map((group) => period(join(group, ', ')))]));
}
