/**
 * What only the rows below a board's first screen run, a chunk (issue 40): a board that fits its
 * first screen (most papers' boards, up to 40 rows) never loads it. It grows those rows in parts
 * after the first paint (RowGrowth), lays them out apart from the table in the header's column
 * widths (fitColumns, rowsBelowCss), and clips them while they still show a previous order. The
 * rows' controller (./table-body.ts) asks for it when a board has rows below its first screen, or
 * when a re-sort or filter leaves rows to re-bind or remove; meanwhile the first screen is drawn and
 * the spacer below reserves the rows to come, so nothing shifts when they arrive, and the element's
 * `updateComplete` waits for the chunk. It imports nothing of the first view.
 */
import { nextChunkSize } from '../../lib/row-growth.js';

/** The next part of a board's rows, each in its own task, sized from how long the last one took. */
export class RowGrowth {
  #size = 100;
  #pending = false;
  #channel?: MessageChannel;
  #started = 0;

  /** After a part is laid out: the next part's size from how long this one took. */
  measured(): void {
    if (!this.#started) return;
    this.#size = nextChunkSize(this.#size, performance.now() - this.#started);
    this.#started = 0;
  }

  /**
   * `grow(size)` in a task of its own (once, however often asked before it runs); it returns whether
   * it added rows (then the next layout measures the part). A message, not a timer: it yields to
   * input and painting like setTimeout(0) but is not clamped to one per second in a background tab,
   * so rows keep arriving wherever the board is.
   */
  schedule(grow: (size: number) => boolean): void {
    if (this.#pending) return;
    this.#pending = true;
    this.#channel ??= new MessageChannel();
    this.#channel.port1.onmessage = () => {
      this.#pending = false;
      const started = performance.now();
      if (grow(this.#size)) this.#started = started;
    };
    this.#channel.port2.postMessage(0);
  }

  /** The host left the page: a pending part is dropped (a reconnect's update schedules the rest again). */
  stop(): void {
    this.#channel?.port1.close();
    this.#channel = undefined;
    this.#pending = false;
  }
}

/**
 * Lays the rows below the first screen out apart from the table: their body is a block of rows,
 * each a grid of the header's column widths (`data-columns`, styled by rowsBelowCss below),
 * so a change in the first screen's rows (a re-sort's click) lays out those rows, not every row of
 * the table (a 1,000-row table lays out all its rows again for one changed cell: 5-7 ms, most of
 * the click; docs/performance.md). They are still the table's rows (its row count and indexes,
 * find-in-page); on paper they are table rows again (the table paginates and repeats its header).
 * Called by the host right after a layout read (its measure), so reading the widths costs no layout;
 * a width written only when it changed. Not while windowed or printing: no rows below then.
 */
export function fitColumns(table: HTMLTableElement): void {
  const rest = table.tBodies[1];
  if (!rest?.hasAttribute('data-columns')) return;
  // Each shown column's width as the table laid it out (its header cell's box: a table cell's
  // computed width can still be its measuring pass's), in the table's own pixels: a board in a
  // slide scaled with a transform or zoom is drawn at another size than it is laid out. A column
  // not shown has no box (display: none, as its cells'); one of no width does (the fields under
  // the model keep their cells, clipped, for screen readers) and keeps its track.
  const box = table.getBoundingClientRect().width;
  const scale = Math.abs(box - table.offsetWidth) < 1 || !box ? 1 : table.offsetWidth / box;
  const columns = [...table.tHead!.rows[0]!.cells]
    .filter((cell) => cell.getClientRects().length)
    .map((cell) => `${cell.getBoundingClientRect().width * scale}px`)
    .join(' ');
  // On the body, not inherited by each row through \`inherit\`: a row whose property is explicitly
  // inherited is restyled whenever its body's style changes (going stale); set only when changed.
  if (rest.style.getPropertyValue('--_cols') !== columns) rest.style.setProperty('--_cols', columns);
}

// Text, not Lit's css`` result (see rare-parts.styles.ts): the element wraps it with `unsafeCSS`
// (lazy-module.ts's rowsBelowStyles), after its own sheet, in the update the chunk arrives in,
// before any row below is drawn; the build minifies it. Comments go outside the literal.
const css = (text: TemplateStringsArray): string => text[0]!;

/**
 * The rows below the first screen: the body always clipped, by a clip that clips nothing until its
 * rows go stale (a re-sort's rows not yet re-bound keep their place and show nothing: clipped, not
 * `visibility: hidden`, which re-lays out every row, ~60 ms at 1,000 rows against ~5 ms; adding or
 * removing a clip-path re-lays out every row of the table, changing its value far less:
 * docs/performance.md, sort6), and, once the element has written the header's column widths
 * (fitColumns), a block of rows, each a grid of those widths, the cells centred as table cells
 * are, the block as wide as its rows' columns. On paper table rows again, unclipped (nothing is
 * stale while printing, and the table paginates and repeats its header).
 */
export const rowsBelowCss = css`
  .rest {
    clip-path: inset(-100vmax);
  }
  .rest.stale {
    clip-path: inset(50%);
  }
  .rest[data-columns] {
    display: block;
    width: max-content;
  }
  .rest[data-columns] > tr {
    display: grid;
    grid-template-columns: var(--_cols);
  }
  .rest[data-columns] > tr > * {
    align-content: center;
  }
  .rest[data-columns] .spacer td {
    grid-column: 1 / -1;
  }
  @media print {
    .rest {
      clip-path: none;
    }
    .rest[data-columns] {
      display: table-row-group;
    }
    .rest[data-columns] > tr {
      display: table-row;
    }
  }
`;
