/**
 * APA 7 reference-list entries: Author. (Date). Title (notes). Source. Link. The title moves first
 * when there is no author. The rules implemented are listed in docs/bibtex-card.md.
 */
import { formatNames } from './bibtex-names.js';
import { italic, join, period, runs, stop, type Citation } from './bibtex-runs.js';
import type { WorkFacts } from './bibtex-work.js';

export function apaCitation(work: WorkFacts): Citation {
  const { kind, type, fields, lead, editors, translators, editorCount, translatorCount, plural, edited, sameEditor, chapter } = work;
  const { title, mainTitle, volume, volumes, number, editionText, version, arxivId, patentType, masters, institution } = work;
  const people = join(
    [
      !lead.includes(' (Ed') && editorCount && !chapter && `${formatNames(editors, 'apa', false)}, Ed${plural}.${sameEditor ? ' & Trans.' : ''}`,
      !sameEditor && !work.translatorsLead && translatorCount && `${formatNames(translators, 'apa', false)}, Trans.`,
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
  const titled = shownTitle && (kind === 'article' || chapter ? shownTitle : italic(shownTitle)) + (note ? ` ${note}.` : stop(shownTitle));
  const dated = `(${work.date || 'n.d.'}).`;
  const inParens = join([volume && !fields.maintitle && `Vol. ${volume}`, work.pageRange], ', ');
  const bookIn = fields.maintitle && volume ? `${work.titleOf('main', false)}: Vol. ${volume}. ${work.booktitle}` : work.booktitle;
  const source =
    kind === 'article'
      ? `${italic(work.journal)}${volume && `, ${italic(volume)}`}${number && `(${number})`}${work.pages ? `, ${work.pages}` : work.eid ? `, Article ${work.eid}` : ''}.`
      : chapter
        ? join([`In ${editorCount ? formatNames(editors, 'apa', false) + edited + ', ' : ''}${italic(bookIn)}${inParens && ` (${inParens})`}.`, period(work.publisher)])
        : kind === 'preprint'
          ? 'arXiv.'
          : kind === 'thesis'
            ? ''
            : kind === 'patent'
              ? period(work.patentOffice)
              : period(work.publisher);
  const linked = work.accessed && work.url ? `Retrieved ${work.accessed}, from ${work.url}` : work.url;
  return runs(join([...(lead ? [period(lead), dated, titled] : [titled, dated]), source, linked]));
}
