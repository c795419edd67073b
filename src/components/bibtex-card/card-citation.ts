/**
 * The APA/MLA formatters (lib/bibtex-format.ts, with the biblatex model) and how a citation is drawn:
 * the card's formatters chunk (issue 40). Its first view draws a formatted view's panel with "…" until
 * this is here. It imports nothing of the card's first view but Lit's template engine (a file of its
 * own already).
 */
import { html, type TemplateResult } from 'lit/html.js';
import type { Citation } from '../../lib/bibtex-view.js';

export { formatCitation } from '../../lib/bibtex-format.js';

/** A citation's runs drawn: plain and italic taking turns, plain first. */
export const renderCitation = (runs: Citation): (string | TemplateResult)[] => runs.map((run, index) => (index % 2 ? html`<i>${run}</i>` : run));
