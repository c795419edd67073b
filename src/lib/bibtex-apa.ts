/**
 * APA 7 reference-list entries: Author. (Date). Title (notes). Source. Link. The title moves first
 * when there is no author. The rules implemented are listed in docs/bibtex-card.md.
 */
import { formatNames } from './bibtex-names.js';
import { latexToUnicode } from './bibtex-latex.js';
import { capitalise, italic, join, period, runs, stop, type Citation } from './bibtex-runs.js';
import type { WorkFacts } from './bibtex-work.js';

export function apaCitation(work: WorkFacts): Citation {
  const { kind, type, fields, lead, editors, translators, editorCount, translatorCount, plural, edited, sameEditor, chapter } = work;
  const { title, mainTitle, volume, volumes, number, editionText, version, arxivId, patentType, masters, institution } = work;
  const people = join(
    [
      // An article's editors are its journal issue's (APA 7 names editors only for an edited book and its chapters).
      !lead.includes(' (Ed') && editorCount && !chapter && kind !== 'article' && `${formatNames(editors, 'apa', false)}, Ed${plural}.${sameEditor ? ' & Trans.' : ''}`,
      !sameEditor && !work.translatorsLead && translatorCount && `${formatNames(translators, 'apa', false)}, Trans.`,
    ],
    '; ',
  );
  // Of a multi-volume work: "Main title: Vol. 2. Volume title" (the volume leaves the notes).
  const volumeTitle = !chapter && mainTitle && volume ? `${mainTitle}: Vol. ${volume}${title && `. ${title}`}` : '';
  const details = join(
    [
      // A chapter's edition is its book's, given with the book (APA 7 §10.3: "(3rd ed., pp. 1183–1198)").
      !chapter && editionText,
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
            : kind === 'unpublished'
              ? // APA 7 §10.8: a work never published is described in brackets (its `type`, else a manuscript).
                `[${capitalise(latexToUnicode(fields.type ?? fields.howpublished ?? '')) || 'Unpublished manuscript'}]`
              : join([
                join([people, details], '; ') && `(${join([people, details], '; ')})`,
                version && kind !== 'article' && `(Version ${version})`,
                kind === 'software' && '[Computer software]',
                // APA 7 §10.9: a data set is described as one.
                type === 'dataset' && '[Data set]',
              ]);
  const shownTitle = volumeTitle || title;
  const titled = shownTitle && (kind === 'article' || chapter ? shownTitle : italic(shownTitle)) + (note ? ` ${note}.` : stop(shownTitle));
  const dated = `(${work.date || 'n.d.'}).`;
  const inParens = join([editionText, volume && !fields.maintitle && `Vol. ${volume}`, work.pageRange], ', ');
  const bookIn = fields.maintitle && volume ? `${work.titleOf('main', false)}: Vol. ${volume}. ${work.booktitle}` : work.booktitle;
  const source =
    kind === 'article'
      ? `${italic(work.journal)}${volume && `, ${italic(volume)}`}${work.issue && `(${work.issue})`}${work.pages ? `, ${work.pages}` : work.eid ? `, Article ${work.eid}` : ''}.`
      : chapter
        ? join([`In ${editorCount ? formatNames(editors, 'apa', false) + edited + ', ' : ''}${italic(bookIn)}${inParens && ` (${inParens})`}.`, period(work.publisher)])
        : kind === 'preprint'
          ? 'arXiv.'
          : kind === 'thesis'
            ? ''
            : kind === 'unpublished'
              ? period(work.institution)
              : kind === 'patent'
              ? period(work.patentOffice)
              : period(work.publisher);
  const linked = work.accessed && work.url && changesOverTime(work) ? `Retrieved ${work.accessed}, from ${work.url}` : work.url;
  return runs(join([...(lead ? [period(lead), dated, titled] : [titled, dated]), source, linked]));
}

/**
 * APA 7 §9.16: a retrieval date only for a work designed to change over time and not archived: a web
 * page (`@online`, or a `@misc` with a URL) that gives no date of its own. A dated page is a fixed
 * publication (a news story, a blog post, an RFC); a work with a DOI is archived; and articles,
 * books, reports or artworks never change, whatever `urldate` says of when someone read them.
 */
function changesOverTime({ kind, type, doi, fields }: WorkFacts): boolean {
  return !doi && !fields.date && !fields.year && (kind === 'online' || type === 'misc');
}
