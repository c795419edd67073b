/**
 * bibtex-card's words, registered by src/components/bibtex-card/bibtex-card.ts (those only a reader's
 * act writes are in ./bibtex-card-acts.ts, those only the full reader's texts show in
 * ./bibtex-card-reader.ts, each registered by its chunk).
 *
 * One part of the English table: ../en.ts joins the parts (every key, for types, tests and docs);
 * no element imports it. Conventions of keys and values: ../en.ts.
 */
export default {
  'bibtex.title': 'Cite this work',
  'bibtex.formats': 'Citation format',
  'bibtex.copy': 'Copy',
  /** What Copy copies in APA or MLA ({format} is the style's name, never translated). */
  'bibtex.citation': '{format} citation',
  'bibtex.download': 'Download .bib',
  /** The disclosure that holds Download SVG and PNG of the view shown. */
  'bibtex.image': 'Save as image',
  /** Shown instead of a citation when the APA/MLA formatters (a lazy chunk) fail to load. */
  'bibtex.loadFailed': 'The APA and MLA formats could not be loaded (the page may be offline). BibTeX still works.',
} as const;
