/**
 * What bibtex-card shows for a BibTeX string: the picked entry's text and lines
 * (bibtex-view.ts) with its APA 7 and MLA 9 citations, its `crossref` and `xdata`
 * parents from the same text resolved. Pure; the card itself loads the formatters
 * lazily and uses `prepareEntry` and `formatCitation` apart.
 */
import { formatCitation } from './bibtex-format.js';
import { readWhole, shownEntry } from './bibtex-pick.js';
import { MAX_STYLED_PIECES, prepareEntry, type Citation, type PreparedEntry } from './bibtex-view.js';

export { MAX_STYLED_PIECES, citationText } from './bibtex-view.js';

export interface PreparedCitation extends PreparedEntry {
  apa: Citation;
  mla: Citation;
}

export function prepareCitation(source: string, key?: string | null): PreparedCitation {
  const prepared = prepareEntry(readWhole(source, MAX_STYLED_PIECES), key, { readWhole, shownEntry });
  const { entry, index } = prepared;
  return {
    ...prepared,
    apa: entry ? formatCitation(entry, 'apa', index) : [],
    mla: entry ? formatCitation(entry, 'mla', index) : [],
  };
}
