// Templates only: lit-html itself (`lit/html.js`), not `lit`, whose index brings LitElement and
// ReactiveElement too. Through `lit` a consumer's bundler (esbuild) put the element base classes in a
// chunk shared by the first view and this chunk, a file of its own in every first view (issue 40).
import { html, nothing, type TemplateResult } from 'lit/html.js';
import { downloadFile } from '../../internal/download.js';
import { toCsv } from '../../lib/csv.js';
import type { Locale, registerEnglish as RegisterEnglish } from '../../lib/locale.js';
import type { ParsedResults } from '../../lib/results-data.js';
import type { TABLE_SCORES, unitWords } from '../../lib/results-score.js';
import { pageSize, printRows, tableOf, tablePage, type TableGroup, type TablePage } from '../../lib/results-table.js';
import type { renderMarks, renderNotes } from './chart.js';
import { resultsFileName } from './results-file-name.js';
import fullResultsEnglish from '../../locales/en/full-results.js';

/**
 * Registers the table's English words with locale.ts's `registerEnglish`, which the element gives when
 * this chunk arrives: locale.ts is a first-view module, which this chunk does not import (see TableParts).
 */
export const registerWords = (registerEnglish: typeof RegisterEnglish): void => registerEnglish(fullResultsEnglish);

// A chunk of its own, loaded when the table is first opened (or printed open, or by `preload` on a
// server): the first view draws only the disclosure's button. What the element calls on the table goes
// through here, so none of it is in the first view.
export { fullResultsCss } from './full-results.styles.js';

// The "Full results" disclosure's content, as template functions rather than a controller: the element
// keeps the state (the derived table, the page shown, printing), so these only draw it, and plain
// functions cost fewer bytes than a class. Rendered inside the element's own template, so Lit calls the
// listeners given here with the element as `this`, as it would a method bound in the element's template.

/**
 * What the table shares with the chart (its marks and footnotes, the unit's words, the score formatting):
 * given by the element, not imported, so this chunk shares no module with the first view (a consumer's
 * esbuild would split each such module into a first-view file of its own, issue 40).
 */
export interface TableParts {
  renderMarks: typeof renderMarks;
  renderNotes: typeof renderNotes;
  unitWords: typeof unitWords;
  scores: typeof TABLE_SCORES;
}

/** The full table's groups of rows in `locale` (results-table.ts's describeTable). */
export const describeTable = (data: ParsedResults, locale: Locale, parts: TableParts): TableGroup[] => tableOf(parts.scores).describeTable(data, locale);

/** "—" is read aloud as a dash, or not at all: say what it means. */
const shown = (text: string, locale: Locale) =>
  text === '—' ? html`<span aria-hidden="true">—</span><span class="sr-only">${locale.t('common.noScore')}</span>` : text;

/** The header: one row, or two when benchmarks have groups (a group's cell spans its benchmarks). */
function renderHead(data: ParsedResults, columns: string[], grouped: boolean, paged: boolean, label: string): TemplateResult {
  if (!grouped) {
    return html`<tr aria-rowindex=${paged ? 1 : nothing}>
      <th scope="col">${label}</th>
      ${columns.map((name) => html`<th scope="col">${name}</th>`)}
    </tr>`;
  }
  // Runs of one group become one `colgroup` cell; an ungrouped column (and Average) spans both rows.
  const runs: { group: string; from: number; span: number }[] = [];
  columns.forEach((_, c) => {
    const group = data.groups[c] ?? '';
    const last = runs[runs.length - 1];
    if (group && last?.group === group) last.span++;
    else runs.push({ group, from: c, span: 1 });
  });
  return html`<tr aria-rowindex=${paged ? 1 : nothing}>
      <th scope="col" rowspan="2" id="h-label">${label}</th>
      ${runs.map((run) =>
        run.group
          ? html`<th scope="colgroup" colspan=${run.span} id=${`h-g${run.from}`} class="group">${run.group}</th>`
          : html`<th scope="col" rowspan="2" id=${`h-c${run.from}`}>${columns[run.from]}</th>`,
      )}
    </tr>
    <tr aria-rowindex=${paged ? 2 : nothing}>
      ${runs.flatMap((run) =>
        run.group
          ? columns
              .slice(run.from, run.from + run.span)
              .map((name, i) => html`<th scope="col" id=${`h-c${run.from + i}`} headers=${`h-g${run.from}`}>${name}</th>`)
          : [],
      )}
    </tr>`;
}

/** The header cells a grouped table's value cell belongs to (`headers`): its column, its group's, its row's. */
function headerIds(data: ParsedResults, columns: number): string[] {
  const ids: string[] = [];
  for (let c = 0; c < columns; c++) {
    const group = data.groups[c] ?? '';
    let from = c;
    while (group && from > 0 && data.groups[from - 1] === group) from--;
    ids.push(group ? `h-c${c} h-g${from}` : `h-c${c}`);
  }
  return ids;
}

/**
 * The full table of `groups` at page `at` (0-based; when printing, the first rows up to the print
 * bounds, and a line saying how many), with its Download CSV button, caption, footnotes and, when it has
 * more than one page, a pager. `downloadCsv` handles the button; `turn` the pager's, with the page asked
 * for (past an end at the first or last page); `parts` draws the rows' marks and the footnotes.
 */
export function renderFullResults(
  data: ParsedResults,
  groups: TableGroup[],
  notes: ReadonlyMap<string, number>,
  at: number,
  printing: boolean,
  downloadCsv: () => void,
  turn: (to: number) => void,
  locale: Locale,
  rtl: boolean,
  parts: TableParts,
): TemplateResult {
  const { renderMarks, renderNotes, unitWords } = parts;
  const total = groups.reduce((sum, group) => sum + group.rows.length, 0);
  const columns = [...data.benchmarks, ...(data.average ? [locale.t('results.average')] : [])];
  // Printed whole up to the row and cell bounds (else its first rows, said so); on screen a page at a
  // time, so 100,000 rows cost one page.
  const printed = printing ? printRows(total, columns.length) : 0;
  const page = printing ? tablePage(groups, 0, printed) : tablePage(groups, at, pageSize(data.benchmarks.length + 1));
  const paged = page.pages > 1;
  const grouped = data.groups.some(Boolean);
  const ids = grouped ? headerIds(data, columns.length) : [];
  // A grouped header is two rows: every later row sits one further down.
  const shift = grouped ? 1 : 0;
  const given = data.average && data.backbones.some((b) => b.rows.some((row) => row.average !== undefined));
  // Consecutive lines of one group share a <tbody>, so `scope="rowgroup"` covers its rows.
  const bodies: (typeof page.lines)[] = [];
  for (const line of page.lines) {
    if (line.row < 0) bodies.push([]);
    bodies[bodies.length - 1]!.push(line);
  }
  const unit = data.unit === '%' ? 'results.metricPercent' : data.unit ? 'results.metricUnit' : '';
  const metric = unit ? locale.t(unit, { metric: data.metric, unit: unitWords(data.unit, locale) }) : data.metric;
  const n = data.benchmarks.length;
  const name = html`<span id="full-name">${locale.t('results.full')}</span>`;
  const caption = locale.parts(data.average ? (given ? 'results.captionPublished' : 'results.caption') : 'results.captionNoAverage', { name, metric, n });
  return html`<button class="button no-print" @click=${downloadCsv}>${locale.t('common.downloadCsv')}</button>
      <p id="caption" class="small">${caption}</p>
      ${paged && !printing ? renderPager(page, turn, locale) : nothing}
      ${printing && printed < total
        ? html`<p class="small print-bound">${locale.t('results.printed', { shown: locale.count(printed), n: total })}</p>`
        : nothing}
      <p class="cue small no-print" aria-hidden="true">${locale.t(rtl ? 'results.moreColumnsRtl' : 'results.moreColumns')} ${rtl ? '←' : '→'}</p>
      <div class="scroll" role="region" aria-labelledby="full-name" data-prevent-swipe>
        <table
          part="table"
          class=${columns.length > 8 ? 'dense' : ''}
          aria-labelledby="title full-name"
          aria-describedby="caption"
          aria-rowcount=${paged ? page.rowCount + shift : nothing}
        >
          <thead>
            ${renderHead(data, columns, grouped, paged, locale.t('results.trainingData'))}
          </thead>
          ${bodies.map(
            ([head, ...lines]) => html`<tbody>
              <tr aria-rowindex=${paged ? head!.index + shift : nothing}>
                <th scope="rowgroup" colspan=${columns.length + 1} id=${grouped ? `h-r${head!.index}` : nothing}>
                  ${head!.continued ? locale.t('results.continued', { name: groups[head!.group]!.name }) : groups[head!.group]!.name}
                </th>
              </tr>
              ${lines.map((line) => {
                const row = groups[line.group]!.rows[line.row]!;
                const source = row.source;
                // Each cell carries its column's name for the narrow (stacked) layout, where the header row
                // is out of sight: drawn by CSS (::before, with empty alt text, so it is not read twice; screen
                // readers get it from the header cell). An attribute, not a span: half the nodes per page.
                // With `headers` (a grouped header), a cell names every header it has: column, group, row, backbone.
                const own = grouped ? ` h-r${line.index} h-r${head!.index}` : '';
                return html`<tr aria-rowindex=${paged ? line.index + shift : nothing}>
                  <th scope="row" id=${grouped ? `h-r${line.index}` : nothing}>${row.label}${renderMarks((source.note && notes.get(source.note)) || 0, source.tags, locale)}</th>
                  ${row.cells.map(
                    (cell, c) =>
                      html`<td data-key=${columns[c]!} headers=${grouped ? ids[c]! + own : nothing}>${cell.best ? html`<strong>${cell.text}</strong>` : shown(cell.text, locale)}</td>`,
                  )}
                </tr>`;
              })}
            </tbody>`,
          )}
        </table>
      </div>
      ${renderNotes(notes, locale)}`;
}

/**
 * Previous / next rows: a button at an end stays focusable (`aria-disabled`, written "true" or "false" as
 * for any boolean in an attribute), and `turn` ignores the page past the end it asks for.
 */
function renderPager(page: TablePage, turn: (to: number) => void, locale: Locale): TemplateResult {
  return html`<div class="toolbar pager no-print">
      <button class="button" aria-disabled=${page.page === 0} @click=${() => turn(page.page - 1)}>${locale.t('results.previousRows')}</button>
      <span>${locale.t('results.rowsRange', { first: page.first, last: page.last, total: page.total })}</span>
      <button class="button" aria-disabled=${page.page === page.pages - 1} @click=${() => turn(page.page + 1)}>
        ${locale.t('results.nextRows')}
      </button>
    </div>`;
}

/**
 * What a reader hears on turning to page `to` of the table ("Rows 21 to 40 of 120."), or '' for a page
 * past an end (tablePage clamps a page to the pages there are: one it changes lies past an end).
 */
export function pageAnnouncement(groups: TableGroup[], data: ParsedResults, to: number, locale: Locale): string {
  const next = tablePage(groups, to, pageSize(data.benchmarks.length + 1));
  return next.page === to ? locale.t('results.rowsAnnounce', { first: next.first, last: next.last, total: next.total }) : '';
}

/**
 * Whether the table's region scrolls sideways; while it does, it is a tab stop (so keyboard users can
 * scroll it) and shows a cue, so a cut column never passes for the table's end. After each render.
 */
export function markOverflow(root: ParentNode): boolean {
  const scroller = root.querySelector<HTMLElement>('.scroll');
  const overflowing = !!scroller && scroller.scrollWidth > scroller.clientWidth + 1;
  if (overflowing) scroller.tabIndex = 0;
  else scroller?.removeAttribute('tabindex');
  scroller?.toggleAttribute('data-overflow', overflowing);
  return overflowing;
}

/** Downloads the full table (`groups`, every row, not the page shown) as CSV: plain digits, English headers, as a data file. */
export function downloadResultsCsv(data: ParsedResults, groups: TableGroup[], parts: TableParts): void {
  downloadFile(resultsFileName(data, 'csv'), toCsv(tableOf(parts.scores).resultsCsvRows(data, groups)), 'text/csv;charset=utf-8');
}
