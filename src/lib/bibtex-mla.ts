/**
 * MLA 9 works-cited entries: Author. "Title." Container, contributors, version, number, publisher,
 * date, location. A work inside a container is quoted (its own quotes become single ones); a whole
 * work is italic. The rules implemented are listed in docs/bibtex-card.md.
 */
import { formatNames } from './bibtex-names.js';
import { capitalise, italic, join, period, runs, stop, type Citation } from './bibtex-runs.js';
import type { WorkFacts } from './bibtex-work.js';

export function mlaCitation(work: WorkFacts): Citation {
  const { kind, type, fields, lead, editors, translators, editorCount, translatorCount, sameEditor, chapter } = work;
  const { title, mainTitle, volume, volumes, number, date, pageRange, eid, publisher, institution, masters, url } = work;
  const quoted = /^(article|chapter|preprint)$/.test(kind);
  // Quotation marks inside a quoted title become single ones, straight or curly as written.
  const ownTitle = quoted ? title.replace(/"([^"]*)"/g, "'$1'").replace(/“([^”]*)”/g, '‘$1’') : title;
  const titled = ownTitle && (quoted ? `"${periodInsideQuotes(ownTitle)}"` : italic(ownTitle) + stop(ownTitle));
  const shortUrl = work.doi ? url : url.replace(/^https?:\/\//, '');
  const contributors = join(
    [
      !lead.includes(', editor') && editorCount && !chapter && `${sameEditor ? 'edited and translated' : 'edited'} by ${formatNames(editors, 'mla', false)}`,
      !sameEditor && !work.translatorsLead && translatorCount && `translated by ${formatNames(translators, 'mla', false)}`,
    ],
    ', ',
  );
  const location = pageRange || (eid && `article ${eid}`);
  /** Each group's items are joined with commas and end with a period; the first letter is a capital. */
  const groups: (string | false | 0 | undefined)[][] =
    kind === 'article'
      ? [[italic(work.journal), volume && `vol. ${volume}`, work.issue && `${work.issue.includes('–') ? 'nos.' : 'no.'} ${work.issue}`, date, location, shortUrl]]
      : chapter
        ? [
            [
              italic(work.booktitle),
              editorCount && `edited by ${formatNames(editors, 'mla', false)}`,
              // The book's edition is the version element, after its contributors: "3rd ed.,".
              work.editionText,
              volume && !fields.maintitle && `vol. ${volume}`,
              publisher,
              date,
              pageRange,
              shortUrl,
            ],
            fields.maintitle && volume ? [`vol. ${volume} of ${italic(work.titleOf('main', false))}`] : [],
          ]
        : kind === 'preprint'
          ? [[italic('arXiv'), date, shortUrl]]
          : kind === 'thesis'
            ? [[date], [institution, masters ? 'MA thesis' : 'PhD dissertation'], [shortUrl]]
            : kind === 'patent'
              ? [[number && `${work.patentType} ${number}`, date, shortUrl]]
              : [
                  // Version, then number: "3rd ed., vol. 1" (capitalised when it opens the group).
                  [
                    contributors,
                    work.editionText,
                    work.version && `version ${work.version}`,
                    volume && !mainTitle && `vol. ${volume}`,
                    // A report's number is its number element: "Report no. 99-02".
                    kind === 'report' && number && `Report no. ${number}`,
                    publisher,
                    date,
                    shortUrl,
                  ],
                  // Of a multi-volume work: "Vol. A of Computers & Typesetting."; a whole one: "5 vols."
                  mainTitle && volume ? [`vol. ${volume} of ${italic(mainTitle)}`] : [],
                  !volume && volumes && /^mv/.test(type) ? [`${volumes} vols`] : [],
                ];
  // A group opens with a capital, unless it opens with a URL: "www.ctan.org", never "Www.ctan.org".
  const sentence = (group: (string | false | 0 | undefined)[]) => {
    const text = period(join(group, ', '));
    return group.find(Boolean) === shortUrl ? text : capitalise(text);
  };
  return runs(join([period(lead), titled, ...groups.map(sentence), work.accessed && `Accessed ${work.accessed}.`]));
}

/**
 * "… and ‘A Contemporary City’" → "… and ‘A Contemporary City.’": a title that ends with a quoted
 * title takes its period inside the quotation mark, as MLA's American style puts it. A closing mark
 * with no opening one (a possessive: "Students’") is not a quotation mark.
 */
function periodInsideQuotes(title: string): string {
  const last = title[title.length - 1];
  const quoted = (last === '’' && title.includes('‘')) || (last === "'" && /(^|\s)'/.test(title));
  return quoted ? period(title.slice(0, -1)) + last : period(title);
}
