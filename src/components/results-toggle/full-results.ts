import { html, nothing, type TemplateResult } from 'lit';
import { formatCount } from '../../lib/format.js';
import type { ParsedResults } from '../../lib/results-data.js';
import { pageSize, printRows, tablePage, unitWords, type TableGroup, type TablePage } from '../../lib/results-view.js';
import { renderMarks, renderNotes } from './chart.js';

// The "Full results" disclosure's content, as template functions rather than a controller: the element
// keeps the state (the derived table, the page shown, printing), so these only draw it, and plain
// functions cost fewer bytes than a class. Rendered inside the element's own template, so Lit calls the
// listeners given here with the element as `this`, as it would a method bound in the element's template.

/** "—" is read aloud as a dash, or not at all: say what it means. */
const shown = (text: string) =>
  text === '—' ? html`<span aria-hidden="true">—</span><span class="sr-only">no score</span>` : text;

/** The header: one row, or two when benchmarks have groups (a group's cell spans its benchmarks). */
function renderHead(data: ParsedResults, columns: string[], grouped: boolean, paged: boolean): TemplateResult {
  if (!grouped) {
    return html`<tr aria-rowindex=${paged ? 1 : nothing}>
      <th scope="col">Training data</th>
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
      <th scope="col" rowspan="2" id="h-label">Training data</th>
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
 * for (past an end at the first or last page).
 */
export function renderFullResults(
  data: ParsedResults,
  groups: TableGroup[],
  notes: ReadonlyMap<string, number>,
  at: number,
  printing: boolean,
  downloadCsv: () => void,
  turn: (to: number) => void,
): TemplateResult {
  const total = groups.reduce((sum, group) => sum + group.rows.length, 0);
  const columns = [...data.benchmarks, ...(data.average ? ['Average'] : [])];
  // Printed whole up to the row and cell bounds (else its first rows, said so); on screen a page at a
  // time, so 100,000 rows cost one page.
  const printed = printing ? printRows(total, columns.length) : 0;
  const page = printing ? tablePage(groups, 0, printed) : tablePage(groups, at, pageSize(data.benchmarks.length + 1));
  const paged = page.pages > 1;
  const unit = unitWords(data.unit);
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
  return html`<button class="button no-print" @click=${downloadCsv}>Download CSV</button>
      <p id="caption" class="small">
        <span id="full-name">Full results</span>: ${data.metric}${unit ? `, in ${unit}` : ''}.${data.average
          ? given
            ? ` Average is the row's published average where it has one, else the unweighted mean of the ${data.benchmarks.length} benchmarks;`
            : ` Average is the unweighted mean of the ${data.benchmarks.length} benchmarks;`
          : ''}
        ${data.average ? 'the' : 'The'} best value of each column within a backbone is bold.
      </p>
      ${paged && !printing ? renderPager(page, turn) : nothing}
      ${printing && printed < total
        ? html`<p class="small print-bound">
            First ${formatCount(printed)} of ${formatCount(total)} rows printed; Download CSV has every row.
          </p>`
        : nothing}
      <p class="cue small no-print" aria-hidden="true">More columns to the right: scroll the table sideways →</p>
      <div class="scroll" role="region" aria-labelledby="full-name" data-prevent-swipe>
        <table
          part="table"
          class=${columns.length > 8 ? 'dense' : ''}
          aria-labelledby="title full-name"
          aria-describedby="caption"
          aria-rowcount=${paged ? page.rowCount + shift : nothing}
        >
          <thead>
            ${renderHead(data, columns, grouped, paged)}
          </thead>
          ${bodies.map(
            ([head, ...lines]) => html`<tbody>
              <tr aria-rowindex=${paged ? head!.index + shift : nothing}>
                <th scope="rowgroup" colspan=${columns.length + 1} id=${grouped ? `h-r${head!.index}` : nothing}>
                  ${groups[head!.group]!.name}${head!.continued ? ' (continued)' : ''}
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
                  <th scope="row" id=${grouped ? `h-r${line.index}` : nothing}>${row.label}${renderMarks((source.note && notes.get(source.note)) || 0, source.tags)}</th>
                  ${row.cells.map(
                    (cell, c) =>
                      html`<td data-key=${columns[c]!} headers=${grouped ? ids[c]! + own : nothing}>${cell.best ? html`<strong>${cell.text}</strong>` : shown(cell.text)}</td>`,
                  )}
                </tr>`;
              })}
            </tbody>`,
          )}
        </table>
      </div>
      ${renderNotes(notes)}`;
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
