/**
 * The APA/MLA formatters (lib/bibtex-format.ts, with the biblatex model) and how a citation is drawn:
 * the card's formatters chunk (issue 40). Its first view draws a formatted view's panel with "…" until
 * this is here. It imports nothing of the card's first view but Lit's template engine (a file of its
 * own already).
 */
import { html, type TemplateResult } from 'lit/html.js';
import { formatCitation } from '../../lib/bibtex-format.js';
import type { Citation, PreparedEntry } from '../../lib/bibtex-view.js';

export { formatCitation };

/** Each shown entry's citations, made once when first asked for (a new entry is a new PreparedEntry). */
const made = new WeakMap<PreparedEntry, { apa: Citation; mla: Citation }>();

/** The APA or MLA citation of `prepared` ([] when it cannot be read: a scanned entry's fields are not read yet). */
export function citationOf(prepared: PreparedEntry, format: 'apa' | 'mla'): Citation {
  const { entry, index } = prepared;
  if (!entry) return [];
  let both = made.get(prepared);
  if (!both) made.set(prepared, (both = { apa: formatCitation(entry, 'apa', index), mla: formatCitation(entry, 'mla', index) }));
  return both[format];
}

/** A citation's runs drawn: plain and italic taking turns, plain first. */
export const renderCitation = (runs: Citation): (string | TemplateResult)[] => runs.map((run, index) => (index % 2 ? html`<i>${run}</i>` : run));
