/**
 * What a work is, as both reference styles need to know it before they differ: its kind (article,
 * chapter, preprint, book …), who leads (authors, else editors, else translators), its titles,
 * numbers, publisher, date and link, all read from the biblatex model (biblatex-model.ts) with
 * LaTeX turned into text. The APA and MLA writers (bibtex-apa.ts, bibtex-mla.ts) arrange these.
 */
import type { Work } from './biblatex-model.js';
import { accessDate, formatDate } from './bibtex-dates.js';
import { changeCase, latexToUnicode } from './bibtex-latex.js';
import { formatNames, parseNames, type NameList } from './bibtex-names.js';
import { ordinal, type CitationStyle } from './bibtex-runs.js';

/** The layout a work is cited in. */
export type WorkKind =
  | 'preprint'
  | 'article'
  | 'chapter'
  | 'book'
  | 'report'
  | 'software'
  | 'online'
  | 'patent'
  | 'manual'
  | 'thesis'
  | 'unpublished'
  | 'other';

/**
 * Patent types (biblatex's localisation keys) → how APA and MLA name the document. A Map: an
 * entry's `type = {constructor}` must never find Object's own.
 */
const PATENTS = new Map([
  ['patentus', 'U.S. Patent'],
  ['patenteu', 'European Patent'],
  ['patentde', 'German Patent'],
  ['patentfr', 'French Patent'],
  ['patentuk', 'British Patent'],
  ['patrequs', 'U.S. Patent Application'],
  ['patreqeu', 'European Patent Application'],
  ['patreqde', 'German Patent Application'],
  ['patreqfr', 'French Patent Application'],
  ['patrequk', 'British Patent Application'],
]);
/** The office that grants each country's patents and receives its applications (APA 7 names it as the publisher). */
const PATENT_OFFICES = new Map<string, string>(
  [
    ['us', 'U.S. Patent and Trademark Office'],
    ['eu', 'European Patent Office'],
    ['de', 'German Patent and Trade Mark Office'],
    ['fr', 'French National Institute of Industrial Property'],
    ['uk', 'UK Intellectual Property Office'],
  ].flatMap(([country, office]) => [[`patent${country}`, office] as const, [`patreq${country}`, office] as const]),
);

export interface WorkFacts {
  style: CitationStyle;
  kind: WorkKind;
  /** biblatex's entry type (`mvbook` …) and the raw fields, for what only one style asks. */
  type: string;
  fields: Record<string, string>;
  /** A title with its subtitle, in the style's case when the work is English (`cased`), italic marks kept. */
  titleOf: (prefix: string, cased?: boolean) => string;
  /** Who leads the entry, formatted for the style ('' for no one: the title moves first). */
  lead: string;
  /** The translators lead (no author, no editor). */
  translatorsLead: boolean;
  editors: NameList;
  translators: NameList;
  editorCount: number;
  translatorCount: number;
  /** 's' with several editors. */
  plural: string;
  /** What follows the editors' names: " (Eds.)" (APA), ", editors" (MLA). */
  edited: string;
  /** The editors are also the translators: named once ("Ed. & Trans."). */
  sameEditor: boolean;
  chapter: boolean;
  title: string;
  /** The multi-volume work's title (`maintitle`), cased. */
  mainTitle: string;
  journal: string;
  booktitle: string;
  volume: string;
  volumes: string;
  number: string;
  /** A journal's issue: the number, a numeric range ("1–2", a double issue) with an en dash. */
  issue: string;
  /** "12–19" (any dash a range); "p. 7" / "pp. 12–19" in `pageRange`, "pp. 157–73" in MLA (`inclusiveNumbers`). */
  pages: string;
  pageRange: string;
  eid: string;
  /** "3rd ed." ('' for a first edition). */
  editionText: string;
  version: string;
  publisher: string;
  institution: string;
  /** A master's thesis (else a doctoral one). */
  masters: boolean;
  doi: string;
  /** The DOI's URL, else the entry's URL, else an arXiv preprint's abstract page. */
  url: string;
  /** The access date of a `urldate`, in the style's form. */
  accessed: string;
  arxivId: string;
  /** "U.S. Patent", "Patent"; and the office that granted it ('' when unknown). */
  patentType: string;
  patentOffice: string;
  /** The work's date or range in the style's form ('' for none). */
  date: string;
}

export function readWorkFacts(work: Work, style: CitationStyle): WorkFacts {
  const apa = style === 'apa';
  const { type, fields } = work;
  const text = (name: string) => latexToUnicode(fields[name] ?? '');
  // A link as written, LaTeX's escapes undone: DBLP and ACL write "10.1162/tacl\_a\_00321".
  const link = (name: string) =>
    (fields[name] ?? '')
      .replace(/\\([_%#&$~])/g, '$1')
      .replace(/\\url\s*\{([^\\}]*)\}/, '$1')
      .replace(/[{}\s]/g, '');
  const titleOf = (prefix: string, cased = true) => {
    const main = fields[`${prefix}title`] ?? '';
    const sub = fields[`${prefix}subtitle`];
    const raw = sub ? `${main}${/[.?!:]\s*$/.test(main) ? ' ' : ': '}${sub}` : main;
    const marked = latexToUnicode(raw, true);
    return cased && work.english ? changeCase(marked, apa ? 'sentence' : 'title') : marked.replace(/[\uE000\uE001]/g, '');
  };

  const journal = titleOf('journal', false);
  // A book title a chapter inherits from its book's entry is that book's title: cased as the book's own
  // reference cases it (APA 7 §10.3: sentence case for an edited book's title too).
  const booktitle = titleOf('book', work.inheritedTitles?.has('booktitle') ?? false);
  const container = journal || booktitle;
  const eprinttype = fields.eprinttype ?? '';
  // arXiv as a venue: "arXiv", and DBLP's name for it, "CoRR" (the Computing Research Repository).
  const arxivVenue = /^(arxiv|corr)$/i.test(container.trim()) || /arxiv/i.test(container);
  const eprint = link('eprint');
  const arxivId =
    // biblatex's eprint, or arXiv's own export without `eprinttype` (`Eprint = {arXiv:2206.14858}`).
    ((/^arxiv$/i.test(eprinttype) || /^arxiv:/i.test(eprint)) && eprint.replace(/^arxiv:/i, '')) ||
    // "arXiv preprint arXiv:2305.01234" as a journal (Google Scholar's export), or an arxiv.org URL.
    // At most 40 characters before the last digit: unbounded, each of 20,000 "arxiv.org/abs/" would scan to the end.
    /arxiv(?::\s*|\.org\/(?:abs|pdf)\/)([\w./-]{0,40}\d)/i.exec(`${journal} ${link('url')}`)?.[1] ||
    // Semantic Scholar's and DBLP's: journal "ArXiv" or "CoRR", volume "abs/1803.05457".
    (arxivVenue && /^abs\/([\w./-]{1,40})$/.exec(text('volume').trim())?.[1]) ||
    '';
  // What kind of work it is decides the layout. An arXiv identifier makes a preprint unless the entry
  // names another venue (a published article that also lists its eprint stays an article).
  const kind: WorkKind =
    arxivId && (!container || arxivVenue)
      ? 'preprint'
      : type === 'article' && journal
        ? 'article'
        : /^(inproceedings|incollection|inbook|inreference|bookinbook|suppbook|suppcollection)$/.test(type) && booktitle
          ? 'chapter'
          : /^(book|mvbook|collection|mvcollection|proceedings|mvproceedings|reference|mvreference|inbook)$/.test(type)
            ? 'book'
            : /^(report|software|online|patent|manual|thesis|unpublished)$/.test(type)
              ? (type as WorkKind)
              : 'other';

  const authors = parseNames(fields.author);
  // An organisation named as the editor of a container with its own name (Zotero's `editor =
  // {{Wikipedia}}` for an entry in Wikipedia) is the site itself, no contributor: neither style names it.
  const listedEditors = parseNames(fields.editor);
  const [onlyEditor] = listedEditors.names;
  const editors: NameList =
    listedEditors.names.length === 1 && onlyEditor!.literal && onlyEditor!.last.toLowerCase() === container.toLowerCase()
      ? { names: [], others: false }
      : listedEditors;
  const translators = parseNames(fields.translator);
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

  // Split, not `/\s*[-–—]+\s*/`: a `\s*` before a class tried at every space of a long run is quadratic.
  const pages = text('pages')
    .split(/[-–—]+/)
    .map((page) => page.trim())
    .join('–');
  // An edition as both styles abbreviate it: "2", "2.", "2. ed.", "2nd edition" → "2nd ed."; a revised
  // one "Rev. ed." (as APA 7 and MLA 9 both abbreviate them); a first edition goes unsaid.
  const rawEdition = text('edition');
  const editionNumber = /^(\d+)(?:\.|st|nd|rd|th)?\s*(?:ed(?:ition)?\.?)?$/i.exec(rawEdition)?.[1];
  const edition =
    editionNumber === '1' || /^first$/i.test(rawEdition)
      ? ''
      : editionNumber
        ? ordinal(editionNumber)
        : /^rev(?:ised|\.)?\s*(?:ed(?:ition)?\.?)?$/i.test(rawEdition)
          ? 'Rev. ed.'
          : rawEdition.replace(/\s+edition$/i, ' ed.');
  const howpublished = fields.howpublished ?? '';
  const isUrl = /^\s*(\\url|https?:)/.test(howpublished);
  // A DOI, from `doi` or else a doi.org `url` (DBLP's): a DOI link keeps its https:// in MLA too.
  const doi = (link('doi') || /^https?:\/\/(?:dx\.)?doi\.org\/10\./i.exec(link('url'))?.input || '').replace(
    /^(https?:\/\/(dx\.)?doi\.org\/|doi:)/i,
    '',
  );
  // The patent's kind and country: its `type` (`patentus`, `patreqde` …), else, for a plain
  // `type = {patent}`, the one country biblatex's `location` gives (`countryus`).
  const typeKey = (fields.type ?? '').trim().toLowerCase();
  const country = /^country(us|eu|de|fr|uk)$/.exec((fields.location ?? '').trim().toLowerCase())?.[1];
  const patentKey = PATENTS.has(typeKey) || !country ? typeKey : `patent${country}`;
  const number = text('number') || text('issue');
  return {
    style,
    kind,
    type,
    fields,
    titleOf,
    lead,
    translatorsLead: !authors.names.length && !editorCount && translatorCount > 0,
    editors,
    translators,
    editorCount,
    translatorCount,
    plural,
    edited,
    // An editor who is also the translator is named once: "Ed. & Trans." / "Edited and translated by".
    sameEditor: editorCount > 0 && fields.editor === fields.translator,
    chapter,
    title: titleOf(''),
    mainTitle: fields.maintitle ? titleOf('main') : '',
    journal,
    booktitle,
    volume: text('volume'),
    volumes: text('volumes'),
    number,
    // A double issue ("1-2") is a range, printed with its en dash; a report's "99-02" is a name, kept.
    issue: number.replace(/^(\d+)\s*[-–]+\s*(\d+)$/, '$1–$2'),
    pages,
    pageRange: pages ? `${pages.includes('–') ? 'pp.' : 'p.'} ${apa ? pages : pages.replace(/(?<![\p{L}\d])(\d+)–(\d+)(?![\p{L}\d])/gu, inclusiveNumbers)}` : '',
    eid: text('eid'),
    editionText: edition && (/\bed(ition)?\.?$/i.test(edition) ? edition : `${edition} ed.`),
    version: text('version'),
    publisher: text('publisher') || text('organization') || text('institution') || (isUrl ? '' : latexToUnicode(howpublished)),
    institution: text('institution'),
    masters: /^ma|master/i.test(fields.type ?? ''),
    doi,
    url: doi
      ? `https://doi.org/${doi}`
      : link('url') || (isUrl ? link('howpublished') : '') || (kind === 'preprint' ? `https://arxiv.org/abs/${arxivId}` : ''),
    accessed: accessDate(work, style),
    arxivId,
    patentType: PATENTS.get(patentKey) ?? 'Patent',
    patentOffice: PATENT_OFFICES.get(patentKey) ?? '',
    // Web pages and MLA's articles, preprints and patents give the date as precisely as it is known.
    // An entry of an online reference work is dated to its revision's day (APA 7 §10.3's Wikipedia entry).
    date: formatDate(
      work.date,
      style,
      kind === 'online' || (type === 'inreference' && !!fields.url) || (!apa && /^(article|preprint|patent|other)$/.test(kind)),
    ),
  };
}

/**
 * A range of numbers as MLA 9 writes it (MLA Handbook 9th ed., inclusive numbers): the second
 * number in full through ninety-nine, else only its last two digits unless more are needed:
 * 2–3, 10–12, 21–48, 89–116, 96–101, 103–04, 395–401, 923–1003, 1003–05, 1608–774. A
 * range that is none (a second number not larger, other digit counts) stays as written.
 */
export function inclusiveNumbers(range: string, first: string, second: string): string {
  if (Number(first) < 100 || first.length !== second.length || Number(second) <= Number(first)) return range;
  for (let kept = 2; kept < second.length; kept++) {
    if (first.slice(0, -kept) === second.slice(0, -kept)) return `${first}–${second.slice(-kept)}`;
  }
  return range;
}
