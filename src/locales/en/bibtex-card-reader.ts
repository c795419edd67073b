/**
 * bibtex-card's words that only a text read by the full reader can show (a text that cannot be
 * formatted, entries left out, an empty text): registered by src/components/bibtex-card/card-reader.ts
 * when that chunk loads, so these strings are not in the card's first view (issue 40). Translations
 * keep them in their one table, as before.
 *
 * One part of the English table: ../en.ts joins the parts (every key, for types, tests and docs);
 * no element imports it. Conventions of keys and values: ../en.ts.
 */
export default {
  'bibtex.empty': 'No BibTeX entry to show.',
  /** {formats} is a style's name or `bibtex.apaMla`; {problem} is the parser's reason (English). */
  'bibtex.unavailable': '{formats} formatting is unavailable: {problem}. The entry is shown as given.',
  'bibtex.apaMla': 'APA and MLA',
  'bibtex.leftOut#one': '{n} more entry was left out.',
  'bibtex.leftOut#other': '{n} more entries were left out.',
} as const;
