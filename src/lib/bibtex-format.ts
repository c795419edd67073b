/**
 * BibTeX entries → APA 7 and MLA 9 reference-list text, as plain and italic
 * runs (the card renders italics; Copy takes the plain text).
 *
 * Reads BibTeX and biblatex (see biblatex-model.ts) and covers what papers cite:
 * journal articles, conference papers and chapters, arXiv preprints, books (editions,
 * translators, volumes of multi-volume works), reports, theses, software, web pages,
 * patents and manuals, and anything else as a standalone work. The rules implemented
 * are listed in docs/bibtex-card.md (APA 7 and MLA 9).
 *
 * The modules, one concern each: what a work is (bibtex-work.ts), names (bibtex-names.ts), dates
 * (bibtex-dates.ts), assembling runs (bibtex-runs.ts), and the two styles (bibtex-apa.ts,
 * bibtex-mla.ts). This module is the card's formatter chunk, loaded on first use.
 */
import { readWork, type Work } from './biblatex-model.js';
import { apaCitation } from './bibtex-apa.js';
import { mlaCitation } from './bibtex-mla.js';
import type { BibtexEntry } from './bibtex-parse.js';
import type { Citation, CitationStyle } from './bibtex-runs.js';
import { readWorkFacts } from './bibtex-work.js';

export type { Citation, CitationStyle } from './bibtex-runs.js';

/**
 * APA 7 reference-list entry or MLA 9 works-cited entry. `index` holds the other entries of the
 * same text by key (`entryIndex`), so `crossref` and `xdata` parents are inherited.
 */
export function formatCitation(entry: BibtexEntry, style: CitationStyle, index?: Map<string, BibtexEntry>): Citation {
  return formatWork(readWork(entry, index), style);
}

export function formatWork(work: Work, style: CitationStyle): Citation {
  const facts = readWorkFacts(work, style);
  return style === 'apa' ? apaCitation(facts) : mlaCitation(facts);
}
