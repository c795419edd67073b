/**
 * BibTeX entries → APA 7 and MLA 9 reference-list text, as plain and italic
 * runs (the card renders italics; Copy takes the plain text).
 *
 * Reads BibTeX and biblatex (see biblatex-model.ts) and covers what papers cite:
 * journal articles, conference papers and chapters, arXiv preprints, books (editions,
 * translators, volumes of multi-volume works), reports, theses, software, web pages,
 * patents and manuals, and anything else as a standalone work. The rules implemented
 * are listed in docs/bibtex-card.md (APA 7 and MLA 9).
 */
import { readWork, type DatePart, type Work, type WorkDate } from './biblatex-model.js';
import { ITALIC, changeCase, latexToUnicode } from './bibtex-latex.js';
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
  // "d'" joins the name it belongs to: "F. d'Alché-Buc".
  const surname = `${name.von}${/['’]$/.test(name.von) ? '' : ' '}${name.last}`.trim();
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

const MONTH_NAMES = 'January February March April May June July August September October November December'.split(' ');
const MLA_MONTHS = 'Jan. Feb. Mar. Apr. May June July Aug. Sept. Oct. Nov. Dec.'.split(' ');

/** Marks italic text while a citation is assembled as one string. */
const italic = (text: string) => text && ITALIC + text + ITALIC;
/** "." unless the text already ends a sentence (italic and quote marks aside). */
const stop = (text: string) => (/[.?!]["'\u0001]*$/.test(text) ? '' : '.');
const period = (text: string) => text && text + stop(text);
const join = (parts: (string | false | undefined | 0)[], separator = ' ') => parts.filter(Boolean).join(separator);
/** The assembled string → runs: the text between italic marks is italic. */
const runs = (text: string): Citation => text.split(ITALIC);
/** The first letter in upper case: "vol. 2" opening a sentence is "Vol. 2". */
const capitalise = (text: string) => text.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());

/** "3" → "3rd"; text editions ("Revised") as given. */
function ordinal(value: string): string {
  if (!/^\d+$/.test(value)) return value;
  const n = Number(value) % 100;
  return value + ((n > 10 && n < 14) || n % 10 > 3 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10]);
}

/** APA: "2005, October 16", "1991, March" or the year; MLA: "16 Oct. 2005", "Mar. 1991". */
function datePart(part: DatePart, style: CitationStyle, full: boolean): string {
  if (!full || !part.month) return String(part.year);
  if (style === 'apa') return `${part.year}, ${MONTH_NAMES[part.month - 1]}${part.day ? ` ${part.day}` : ''}`;
  return join([part.day && String(part.day), MLA_MONTHS[part.month - 1], String(part.year)]);
}

/** A date or range: "1885–1888", open ends "1988–present" (APA) and "1988–" (MLA). */
function formatDate(date: WorkDate | undefined, style: CitationStyle, full: boolean): string {
  if (!date) return '';
  const start = datePart(date.start, style, full);
  if (date.end === undefined) return start;
  if (date.end === null) return `${start}–${style === 'apa' ? 'present' : ''}`;
  return `${start}–${datePart(date.end, style, full)}`;
}

/** "Retrieved October 1, 2006, from" (APA) / "1 Oct. 2006" (MLA) from a `urldate`. */
function accessDate(work: Work, style: CitationStyle): string {
  const part = /^(\d{4})-(\d{2})-(\d{2})/.exec(work.fields.urldate ?? '');
  if (!part) return '';
  const [year, month, day] = [+part[1]!, +part[2]!, +part[3]!];
  if (month < 1 || month > 12) return '';
  return style === 'apa' ? `${MONTH_NAMES[month - 1]} ${day}, ${year}` : `${day} ${MLA_MONTHS[month - 1]} ${year}`;
}

/** Patent types (biblatex's localisation keys) → how APA and MLA name the document. */
const PATENTS: Record<string, string> = {
  patentus: 'U.S. Patent',
  patenteu: 'European Patent',
  patentde: 'German Patent',
  patentfr: 'French Patent',
  patentuk: 'British Patent',
  patrequs: 'U.S. Patent Application',
  patreqeu: 'European Patent Application',
  patreqde: 'German Patent Application',
  patreqfr: 'French Patent Application',
  patrequk: 'British Patent Application',
};
const PATENT_OFFICES: Record<string, string> = { patentus: 'U.S. Patent and Trademark Office', patenteu: 'European Patent Office' };

/**
 * APA 7 reference-list entry or MLA 9 works-cited entry. `index` holds the other entries of the
 * same text by key (`entryIndex`), so `crossref` and `xdata` parents are inherited.
 */
export function formatCitation(entry: BibtexEntry, style: CitationStyle, index?: Map<string, BibtexEntry>): Citation {
  return formatWork(readWork(entry, index), style);
}

export function formatWork(work: Work, style: CitationStyle): Citation {
  const apa = style === 'apa';
  const { type, fields } = work;
  const text = (name: string) => latexToUnicode(fields[name] ?? '');
  const link = (name: string) => (fields[name] ?? '').replace(/\\url\s*\{([^\\}]*)\}/, '$1').replace(/[{}\s]/g, '');
  /** A title with its subtitle ("Title: Subtitle"), in the style's case when it is English, italic marks kept. */
  const titleOf = (prefix: string, cased = true) => {
    const main = fields[`${prefix}title`] ?? '';
    const sub = fields[`${prefix}subtitle`];
    const raw = sub ? `${main}${/[.?!:]\s*$/.test(main) ? ' ' : ': '}${sub}` : main;
    const marked = latexToUnicode(raw, true);
    return cased && work.english ? changeCase(marked, apa ? 'sentence' : 'title') : marked.replace(/[\uE000\uE001]/g, '');
  };

  const journal = titleOf('journal', false);
  const booktitle = titleOf('book', false);
  const container = journal || booktitle;
  const eprinttype = fields.eprinttype ?? '';
  const arxivId =
    (/^arxiv$/i.test(eprinttype) && link('eprint').replace(/^arxiv:/i, '')) ||
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
        : /^(inproceedings|incollection|inbook|inreference|bookinbook|suppbook|suppcollection)$/.test(type) && booktitle
          ? 'chapter'
          : /^(book|mvbook|collection|mvcollection|proceedings|mvproceedings|reference|mvreference|inbook)$/.test(type)
            ? 'book'
            : /^(report|software|online|patent|manual|thesis)$/.test(type)
              ? type
              : 'other';

  const names = (field: string) => parseNames(fields[field]);
  const authors = names('author');
  const editors = names('editor');
  const translators = names('translator');
  const editorCount = editors.names.length;
  const plural = editorCount > 1 || editors.others ? 's' : '';
  const edited = apa ? ` (Ed${plural}.)` : `, editor${plural}`;
  const chapter = kind === 'chapter';
  const translatorCount = translators.names.length;
  // No author: the editors lead, or else the translators ("Vizedom, M. B., & Caffee, G. L. (Trans.)").
  const lead =
    formatNames(authors, style) ||
    (!chapter && editorCount ? formatNames(editors, style) + edited : '') ||
    (!chapter && translatorCount ? formatNames(translators, style) + (apa ? ' (Trans.)' : `, translator${translatorCount > 1 ? 's' : ''}`) : '');
  const translatorsLead = !authors.names.length && !editorCount && translatorCount > 0;
  // An editor who is also the translator is named once: "Ed. & Trans." / "Edited and translated by".
  const sameEditor = editorCount > 0 && fields.editor === fields.translator;

  const title = titleOf('');
  const mainTitle = fields.maintitle ? titleOf('main') : '';
  const volume = text('volume');
  const volumes = text('volumes');
  const number = text('number') || text('issue');
  // Split, not `/\s*[-–—]+\s*/`: a `\s*` before a class tried at every space of a long run is quadratic.
  const pages = text('pages')
    .split(/[-–—]+/)
    .map((page) => page.trim())
    .join('–');
  const eid = text('eid');
  const pageRange = pages ? `${pages.includes('–') ? 'pp.' : 'p.'} ${pages}` : '';
  const rawEdition = text('edition');
  // A first edition goes unsaid.
  const edition = /^1$|^first$/i.test(rawEdition) ? '' : ordinal(rawEdition);
  const editionText = edition && (/\bed(ition)?\.?$/i.test(edition) ? edition : `${edition} ed.`);
  const version = text('version');
  const howpublished = fields.howpublished ?? '';
  const isUrl = /^\s*(\\url|https?:)/.test(howpublished);
  const publisher =
    text('publisher') || text('organization') || text('institution') || (isUrl ? '' : latexToUnicode(howpublished));
  const institution = text('institution');
  const masters = /^ma|master/i.test(fields.type ?? '');
  const doi = link('doi').replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:)/i, '');
  const url = doi
    ? `https://doi.org/${doi}`
    : link('url') || (isUrl ? link('howpublished') : '') || (kind === 'preprint' ? `https://arxiv.org/abs/${arxivId}` : '');
  const accessed = accessDate(work, style);
  const patentType = PATENTS[(fields.type ?? '').trim().toLowerCase()] ?? 'Patent';
  // Web pages and MLA's articles, preprints and patents give the date as precisely as it is known.
  const date = formatDate(work.date, style, kind === 'online' || (!apa && /^(article|preprint|patent|other)$/.test(kind)));

  if (apa) {
    // Author. (Date). Title (notes). Source. Link: the title moves first when there is no author.
    const people = join(
      [
        !lead.includes(' (Ed') && editorCount && !chapter && `${formatNames(editors, style, false)}, Ed${plural}.${sameEditor ? ' & Trans.' : ''}`,
        !sameEditor && !translatorsLead && translatorCount && `${formatNames(translators, style, false)}, Trans.`,
      ],
      '; ',
    );
    // Of a multi-volume work: "Main title: Vol. 2. Volume title" (the volume leaves the notes).
    const volumeTitle = !chapter && mainTitle && volume ? `${mainTitle}: Vol. ${volume}${title && `. ${title}`}` : '';
    const details = join(
      [
        editionText,
        !volumeTitle && volume && (kind === 'book' || kind === 'manual' || kind === 'other') && `Vol. ${volume}`,
        !volume && volumes && /^mv/.test(type) && `Vols. 1–${volumes}`,
      ],
      ', ',
    );
    const note =
      kind === 'preprint'
        ? `(arXiv:${arxivId})`
        : kind === 'report' && number
          ? `(Report No. ${number})`
          : kind === 'patent' && number
            ? `(${patentType} No. ${number})`
            : kind === 'thesis'
              ? `[${join([masters ? "Master's thesis" : 'Doctoral dissertation', institution], ', ')}]`
              : join([
                  join([people, details], '; ') && `(${join([people, details], '; ')})`,
                  version && kind !== 'article' && `(Version ${version})`,
                  kind === 'software' && '[Computer software]',
                ]);
    const shownTitle = volumeTitle || title;
    const titled =
      shownTitle && (kind === 'article' || chapter ? shownTitle : italic(shownTitle)) + (note ? ` ${note}.` : stop(shownTitle));
    const dated = `(${date || 'n.d.'}).`;
    const inParens = join([volume && !fields.maintitle && `Vol. ${volume}`, pageRange], ', ');
    const bookIn = fields.maintitle && volume ? `${titleOf('main', false)}: Vol. ${volume}. ${booktitle}` : booktitle;
    const source =
      kind === 'article'
        ? `${italic(journal)}${volume && `, ${italic(volume)}`}${number && `(${number})`}${pages ? `, ${pages}` : eid ? `, Article ${eid}` : ''}.`
        : chapter
          ? join([
              `In ${editorCount ? formatNames(editors, style, false) + edited + ', ' : ''}${italic(bookIn)}${inParens && ` (${inParens})`}.`,
              period(publisher),
            ])
          : kind === 'preprint'
            ? 'arXiv.'
            : kind === 'thesis'
              ? ''
              : kind === 'patent'
                ? period(PATENT_OFFICES[(fields.type ?? '').trim().toLowerCase()] ?? '')
                : period(publisher);
    const linked = accessed && url ? `Retrieved ${accessed}, from ${url}` : url;
    return runs(join([...(lead ? [period(lead), dated, titled] : [titled, dated]), source, linked]));
  }

  // MLA: Author. "Title." Container, contributors, version, number, publisher, date, location.
  // A work inside a container is quoted (its own quotes become single ones); a whole work is italic.
  const quoted = /^(article|chapter|preprint)$/.test(kind);
  const ownTitle = quoted ? title.replace(/"([^"]*)"/g, "'$1'") : title;
  const titled = ownTitle && (quoted ? `"${period(ownTitle)}"` : italic(ownTitle) + stop(ownTitle));
  const shortUrl = doi ? url : url.replace(/^https?:\/\//, '');
  const contributors = join(
    [
      !lead.includes(', editor') && editorCount && !chapter && `${sameEditor ? 'edited and translated' : 'edited'} by ${formatNames(editors, style, false)}`,
      !sameEditor && !translatorsLead && translatorCount && `translated by ${formatNames(translators, style, false)}`,
    ],
    ', ',
  );
  const location = pageRange || (eid && `article ${eid}`);
  /** Each group's items are joined with commas and end with a period; the first letter is a capital. */
  const groups: (string | false | 0 | undefined)[][] =
    kind === 'article'
      ? [[italic(journal), volume && `vol. ${volume}`, number && `no. ${number}`, date, location, shortUrl]]
      : chapter
        ? [
            [
              italic(booktitle),
              editorCount && `edited by ${formatNames(editors, style, false)}`,
              volume && !fields.maintitle && `vol. ${volume}`,
              publisher,
              date,
              pageRange,
              shortUrl,
            ],
            fields.maintitle && volume ? [`vol. ${volume} of ${italic(titleOf('main', false))}`] : [],
          ]
        : kind === 'preprint'
          ? [[italic('arXiv'), date, shortUrl]]
          : kind === 'thesis'
            ? [[date], [institution, masters ? 'MA thesis' : 'PhD dissertation'], [shortUrl]]
            : kind === 'patent'
              ? [[number && `${patentType} ${number}`, date, shortUrl]]
              : [
                  // Version, then number: "3rd ed., vol. 1" (capitalised when it opens the group).
                  [
                    contributors,
                    editionText,
                    version && `version ${version}`,
                    volume && !mainTitle && `vol. ${volume}`,
                    publisher,
                    date,
                    shortUrl,
                  ],
                  // Of a multi-volume work: "Vol. A of Computers & Typesetting."; a whole one: "5 vols."
                  mainTitle && volume ? [`vol. ${volume} of ${italic(mainTitle)}`] : [],
                  !volume && volumes && /^mv/.test(type) ? [`${volumes} vols`] : [],
                ];
  return runs(
    join([
      period(lead),
      titled,
      ...groups.map((group) => capitalise(period(join(group, ', ')))),
      accessed && `Accessed ${accessed}.`,
    ]),
  );
}
