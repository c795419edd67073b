import { html, nothing, type TemplateResult } from 'lit';
import { formatCount } from '../../lib/format.js';
import type { ParsedResults } from '../../lib/results-data.js';
import { MAX_PRINT_ROWS, pageSize, tablePage, unitWords, type TableGroup, type TablePage } from '../../lib/results-view.js';

// The "Full results" disclosure's content, as template functions rather than a controller: the element
// keeps the state (the derived table, the page shown, printing), so these only draw it, and plain
// functions cost fewer bytes than a class. Rendered inside the element's own template, so Lit calls the
// listeners given here with the element as `this`, as it would a method bound in the element's template.

/** "—" is read aloud as a dash, or not at all: say what it means. */
const shown = (text: string) =>
  text === '—' ? html`<span aria-hidden="true">—</span><span class="sr-only">no score</span>` : text;

/**
 * The full table of `groups` at page `at` (0-based; every row when printing, up to MAX_PRINT_ROWS), with
 * its Download CSV button, caption and, when it has more than one page, a pager. `downloadCsv` handles
 * the button; `turn` the pager's, with the page asked for (past an end at the first or last page).
 */
export function renderFullResults(
  data: ParsedResults,
  groups: TableGroup[],
  at: number,
  printing: boolean,
  downloadCsv: () => void,
  turn: (to: number) => void,
): TemplateResult {
  const total = groups.reduce((sum, group) => sum + group.rows.length, 0);
  // Printed whole (up to MAX_PRINT_ROWS); on screen a page at a time, so 100,000 rows cost one page.
  const size = printing && total <= MAX_PRINT_ROWS ? total : pageSize(data.benchmarks.length + 1);
  const page = tablePage(groups, at, size);
  const paged = page.pages > 1;
  const columns = [...data.benchmarks, 'Average'];
  const unit = unitWords(data.unit);
  // Consecutive lines of one group share a <tbody>, so `scope="rowgroup"` covers its rows.
  const bodies: (typeof page.lines)[] = [];
  for (const line of page.lines) {
    if (line.row < 0) bodies.push([]);
    bodies[bodies.length - 1]!.push(line);
  }
  return html`<button class="button no-print" @click=${downloadCsv}>Download CSV</button>
      <p id="caption" class="small">
        <span id="full-name">Full results</span>: ${data.metric}${unit ? `, in ${unit}` : ''}. Average is the unweighted
        mean of the ${data.benchmarks.length} benchmarks; the best value of each column within a backbone is bold.
      </p>
      ${paged ? renderPager(page, turn) : nothing}
      <div class="scroll" role="region" aria-labelledby="full-name" data-prevent-swipe>
        <table
          part="table"
          aria-labelledby="title full-name"
          aria-describedby="caption"
          aria-rowcount=${paged ? page.rowCount : nothing}
        >
          <thead>
            <tr aria-rowindex=${paged ? 1 : nothing}>
              <th scope="col">Training data</th>
              ${columns.map((name) => html`<th scope="col">${name}</th>`)}
            </tr>
          </thead>
          ${bodies.map(
            ([head, ...lines]) => html`<tbody>
              <tr aria-rowindex=${paged ? head!.index : nothing}>
                <th scope="rowgroup" colspan=${columns.length + 1}>
                  ${groups[head!.group]!.name}${head!.continued ? ' (continued)' : ''}
                </th>
              </tr>
              ${lines.map((line) => {
                const row = groups[line.group]!.rows[line.row]!;
                // Each cell carries its column's name for the narrow (stacked) layout, where the header row
                // is out of sight: drawn by CSS (::before, with empty alt text, so it is not read twice; screen
                // readers get it from the header cell). An attribute, not a span: half the nodes per page.
                return html`<tr aria-rowindex=${paged ? line.index : nothing}>
                  <th scope="row">${row.label}</th>
                  ${row.cells.map(
                    (cell, c) =>
                      html`<td data-key=${columns[c]!}>${cell.best ? html`<strong>${cell.text}</strong>` : shown(cell.text)}</td>`,
                  )}
                </tr>`;
              })}
            </tbody>`,
          )}
        </table>
      </div>`;
}

/**
 * Previous / next rows: a button at an end stays focusable (`aria-disabled`, written "true" or "false" as
 * for any boolean in an attribute), and `turn` ignores the page past the end it asks for.
 */
function renderPager(page: TablePage, turn: (to: number) => void): TemplateResult {
  return html`<div class="toolbar pager no-print">
      <button class="button" aria-disabled=${page.page === 0} @click=${() => turn(page.page - 1)}>Previous rows</button>
      <span>Rows ${formatCount(page.first)}–${formatCount(page.last)} of ${formatCount(page.total)}</span>
      <button class="button" aria-disabled=${page.page === page.pages - 1} @click=${() => turn(page.page + 1)}>
        Next rows
      </button>
    </div>`;
}
