// <leaderboard-table> as a reader sees it, for the component tests: rows by their ARIA row index,
// columns by their header's sort key (the header button's `data-key`, the public keys of `sort`:
// rank, model, framework, score, gap, a field's key), buttons and lines by their text; not by the
// element's internal class names (issue 40), which any refactor may rename.

const root = (el: Element) => el.shadowRoot!;
const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The rows a reader can reach (each carries `aria-rowindex`), not those of a body hidden while it is re-bound. */
export function shownRows(el: Element): HTMLTableRowElement[] {
  return [...root(el).querySelectorAll<HTMLTableRowElement>('tbody:not([aria-hidden="true"]) tr[aria-rowindex]')];
}

/** Every body row in the document (those still being re-bound included), not the spacers that stand for the rows windowed out. */
export function bodyRows(el: Element): HTMLTableRowElement[] {
  return [...root(el).querySelectorAll<HTMLTableRowElement>('tbody tr:not([aria-hidden="true"])')];
}

/** The body hidden from readers (`aria-hidden`) while its rows are re-bound after a re-sort or a search, or null once every row is in. */
export function rebinding(el: Element): HTMLTableSectionElement | null {
  return root(el).querySelector<HTMLTableSectionElement>('tbody[aria-hidden="true"]');
}

/** A column's header cell, by its sort key. */
export function header(el: Element, key: string): HTMLTableCellElement {
  const button = root(el).querySelector(`thead th > button[data-key="${key}"]`);
  if (!button) throw new Error(`no column header for ${key}`);
  return button.parentElement as HTMLTableCellElement;
}

/** A row's cell in a column, by the column's sort key (the cell under its header). */
export function cellOf(el: Element, row: Element, key: string): HTMLTableCellElement {
  return (row as HTMLTableRowElement).cells[header(el, key).cellIndex]!;
}

/** A column's cells in the rows a reader can reach, in order. */
export function columnCells(el: Element, key: string): HTMLTableCellElement[] {
  const index = header(el, key).cellIndex;
  return shownRows(el).map((row) => row.cells[index]!);
}

/** A button by its text (the toolbar's "Download CSV", the legend's "Show all"), or null. */
export function buttonNamed(el: Element, name: string | RegExp): HTMLButtonElement | null {
  const matches = (label: string) => (typeof name === 'string' ? label === name : name.test(label));
  return [...root(el).querySelectorAll<HTMLButtonElement>('button')].find((button) => matches(text(button))) ?? null;
}

/** The first element whose own text matches (a paragraph, a cell: "No entries match."), or null. */
export function shownText(el: Element, pattern: RegExp, selector = 'p, td'): HTMLElement | null {
  return [...root(el).querySelectorAll<HTMLElement>(selector)].find((node) => pattern.test(text(node))) ?? null;
}

/** The number a score or gap cell shows: its first element, the value with its unit (an interval, a bar or a tie mark follow it). */
export function shownNumber(cell: HTMLTableCellElement): HTMLElement {
  return cell.firstElementChild as HTMLElement;
}

/** A score cell's interval ("65.0–74.5"): its last element, after the bar. */
export function intervalOf(el: Element, row: Element): HTMLElement {
  return cellOf(el, row, 'score').lastElementChild as HTMLElement;
}

/** The headers' labels: each header button's text without its sort arrow (which is aria-hidden). */
export function headerLabels(el: Element): HTMLElement[] {
  return [...root(el).querySelectorAll<HTMLElement>('thead th > button > span:not([aria-hidden="true"])')];
}

/** A row's cells of the `fields` columns: those after the gap column. */
export function fieldCells(el: Element, row: Element): HTMLTableCellElement[] {
  return [...(row as HTMLTableRowElement).cells].slice(header(el, 'gap').cellIndex + 1);
}
