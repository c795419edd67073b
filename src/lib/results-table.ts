/**
 * The "Full results" table of `<results-toggle>`: its rows (formatted only when read), each column's
 * best, the paging and print bounds, and the CSV. Pure: no Lit, no DOM.
 */
import type { ParsedResults, ParsedRow, RowRole } from './results-data.js';
import type { TABLE_SCORES } from './results-score.js';

export interface TableCell {
  /** As shown: the value with its spread ("99.3 ± 1.2", "38.6 (35.9–41.4)"), "—" when missing. */
  text: string;
  /** The value alone, as shown (for the CSV, where the spread has columns of its own). */
  value: string;
  /** The best value of its column within its backbone (ties: all of them). */
  best: boolean;
}

export interface TableRow {
  label: string;
  role: RowRole | null;
  /** The row's values and Average as shown, formatted when read (a page at a time, not 100,000 rows up front). */
  readonly cells: TableCell[];
  /** The row as parsed (tags, note, spreads). */
  readonly source: ParsedRow;
}

export interface TableGroup {
  name: string;
  rows: TableRow[];
}

/**
 * The table's functions over the score formatting they share with the chart (results-score.ts's
 * TABLE_SCORES): given, not imported, because the element loads this module in its Full results chunk,
 * and a chunk importing a module of the first view makes a consumer's esbuild split that module into a
 * first-view file of its own (issue 40).
 */
export function tableOf(scores: typeof TABLE_SCORES) {
  const { EN, formatGivenAverage, formatNumber, formatScore, roundHalfAway, scoreOf, spreadOf } = scores;

  /** The unweighted mean of a row's benchmark scores, or null unless every benchmark has one. */
  function rowAverage(row: ParsedRow, benchmarks: readonly string[]): number | null {
    let sum = 0;
    for (const benchmark of benchmarks) {
      const value = scoreOf(row, benchmark);
      if (value === null) return null;
      sum += value;
    }
    return sum / benchmarks.length;
  }

  /** Digits a published average keeps: its own when it has more than `decimals`. */
  const givenDigits = (value: number, decimals: number) => Math.min(Math.max(decimals, /\.(\d+)$/.exec(String(value))?.[1]!.length ?? 0), 12);

  /**
   * The Average a row shows, as the number it is compared by (rounded as shown) and its text: the row's
   * published `average` as given when it has one, else the mean of its scores at `decimals`.
   */
  function shownAverage(row: ParsedRow, benchmarks: readonly string[], decimals: number): { shown: number | null; text: string } {
    if (row.average !== undefined) {
      const given = row.average;
      return given === null ? { shown: null, text: '—' } : { shown: roundHalfAway(given, givenDigits(given, decimals)), text: formatGivenAverage(given, decimals) };
    }
    const mean = rowAverage(row, benchmarks);
    return { shown: mean === null ? null : roundHalfAway(mean, decimals), text: formatNumber(mean, decimals) };
  }

  /** A row of the full table whose cells are formatted only when read. */
  class LazyRow implements TableRow {
    constructor(
      readonly source: ParsedRow,
      private readonly data: ParsedResults,
      private readonly best: readonly number[],
      /** The language the cells are shown in; the CSV's `value`s stay in plain digits whatever it is. */
      private readonly locale = EN,
    ) {}
    get label(): string {
      return this.source.label;
    }
    get role(): RowRole | null {
      return this.source.role;
    }
    get cells(): TableCell[] {
      const { source: row, data, best, locale } = this;
      const { benchmarks, decimals } = data;
      const cells = benchmarks.map((benchmark, column): TableCell => {
        const value = scoreOf(row, benchmark);
        // A benchmark on its own scale keeps its own decimals and shows its unit (a rating's has none).
        const own = data.scales?.[benchmark];
        const digits = own?.decimals ?? decimals;
        return {
          text: formatScore(value, spreadOf(row, benchmark), own?.unit !== undefined && own.unit !== data.unit ? own.unit : '', digits, locale),
          value: formatNumber(value, digits),
          best: value !== null && roundHalfAway(value, digits) === best[column],
        };
      });
      if (data.average) {
        const { shown, text } = shownAverage(row, benchmarks, decimals);
        // Shown in the language's own digits (as many as the text has), English's as the text; the file keeps the plain text.
        const digits = /\.(\d+)$/.exec(text)?.[1]!.length ?? 0;
        const own = shown === null ? text : (locale.numbers?.number(shown, digits) ?? text);
        cells.push({ text: own, value: text, best: shown !== null && shown === best[benchmarks.length] });
      }
      return cells;
    }
  }

  /**
   * The full results: one group per backbone, a cell per benchmark plus the
   * Average (with a single benchmark, that benchmark's value; a published average as given; none with
   * `average: false`). Bold marks the highest value of each column within a backbone, compared as shown
   * (at `decimals`, so ties are all bold), always: a lone value in its column, and every value of a
   * one-row backbone, is that column's best.
   *
   * One pass over the scores finds each column's best (a loop: `Math.max(...values)` overflows the
   * stack at ~125,000 values); the text of a row is made only when it is shown or exported.
   */
  function describeTable(data: ParsedResults, locale = EN): TableGroup[] {
    const { benchmarks, decimals } = data;
    const n = benchmarks.length;
    return data.backbones.map((backbone) => {
      // An empty column's best stays -Infinity, which no cell equals.
      const best: number[] = new Array<number>(n + 1).fill(-Infinity);
      for (const row of backbone.rows) {
        let sum = 0;
        let complete = true;
        for (let column = 0; column < n; column++) {
          const value = scoreOf(row, benchmarks[column]!);
          if (value === null) {
            complete = false;
            continue;
          }
          sum += value;
          const shown = roundHalfAway(value, data.scales?.[benchmarks[column]!]?.decimals ?? decimals);
          if (shown > best[column]!) best[column] = shown;
        }
        // The same sum, in the same order, as rowAverage: the bold average is the one shown.
        const average = row.average !== undefined ? (shownAverage(row, benchmarks, decimals).shown ?? -Infinity) : complete ? roundHalfAway(sum / n, decimals) : -Infinity;
        if (average > best[n]!) best[n] = average;
      }
      return { name: backbone.name, rows: backbone.rows.map((row) => new LazyRow(row, data, best, locale)) };
    });
  }

  /** Which spread columns the CSV needs per benchmark: `std`, `low`/`high`, or none. */
  function spreadColumns(data: ParsedResults): { std: boolean; interval: boolean }[] {
    const found = data.benchmarks.map(() => ({ std: false, interval: false }));
    for (const backbone of data.backbones) {
      for (const row of backbone.rows) {
        if (!row.spread) continue;
        data.benchmarks.forEach((benchmark, i) => {
          const spread = spreadOf(row, benchmark);
          if (spread?.std !== undefined) found[i]!.std = true;
          else if (spread) found[i]!.interval = true;
        });
      }
    }
    return found;
  }

  /**
   * The full table as CSV rows: values as shown (at `decimals`), a missing value as an empty field; a
   * benchmark's `std` or `low` and `high` in columns of their own after it ("X std", "X low", "X high");
   * the Average unless hidden; `Tags` (joined with "; ") and `Note` when a row has them.
   */
  function resultsCsvRows(data: ParsedResults, groups = describeTable(data)): string[][] {
    const columns = spreadColumns(data);
    const rows = data.backbones.flatMap((backbone) => backbone.rows);
    const tags = rows.some((row) => row.tags.length);
    const notes = rows.some((row) => row.note);
    const n = (value: number | undefined) => (value === undefined ? '' : formatNumber(value, data.decimals));
    return [
      [
        'Backbone',
        'Training data',
        'Role',
        ...data.benchmarks.flatMap((name, i) => [
          name,
          ...(columns[i]!.std ? [`${name} std`] : []),
          ...(columns[i]!.interval ? [`${name} low`, `${name} high`] : []),
        ]),
        ...(data.average ? ['Average'] : []),
        ...(tags ? ['Tags'] : []),
        ...(notes ? ['Note'] : []),
      ],
      ...groups.flatMap((group) =>
        group.rows.map((row) => {
          const cells = row.cells.map((cell) => (cell.value === '—' ? '' : cell.value));
          const line = [group.name, row.label, row.role ?? ''];
          data.benchmarks.forEach((benchmark, i) => {
            line.push(cells[i]!);
            const spread = spreadOf(row.source, benchmark);
            if (columns[i]!.std) line.push(n(spread?.std));
            if (columns[i]!.interval) line.push(n(spread?.low), n(spread?.high));
          });
          if (data.average) line.push(cells[data.benchmarks.length]!);
          if (tags) line.push(row.source.tags.join('; '));
          if (notes) line.push(row.source.note);
          return line;
        }),
      ),
    ];
  }

  return { rowAverage, shownAverage, describeTable, resultsCsvRows };
}

/** A paged table prints whole up to this many rows; beyond, its first rows, and the printout says so. */
export const MAX_PRINT_ROWS = 5_000;

/**
 * Cells printed at most (rows × columns, the row's label cell included): a print renders and lays out
 * every printed row at once, and 5,000 rows of 500 benchmarks took one 50 s task. Laying the table out is
 * most of the cost and varies threefold with the machine's load (10,000 cells: 0.3 to 1.1 s here, 3.3 s
 * once with eight test runs sharing two cores), so 6,000 cells: 1,000 rows of the paper's four benchmarks
 * and Average, which print in 0.1 to 0.5 s.
 */
export const MAX_PRINT_CELLS = 6_000;

/** Rows printed of `total` with `columns` value columns: all up to the row and cell bounds, else the first ones. */
export function printRows(total: number, columns: number): number {
  return Math.min(total, MAX_PRINT_ROWS, Math.max(1, Math.floor(MAX_PRINT_CELLS / (Math.max(0, columns) + 1))));
}

/**
 * Cells of the full table rendered per page (rows × columns), and rows at most: bound a page's cost
 * whatever the shape. 200 rows of the paper's five columns, or 192 of a dozen benchmarks, render in
 * about 100 ms here; pages of 416 rows took twice that.
 */
export const PAGE_CELLS = 2_500;
export const PAGE_ROWS = 200;

/** Rows per page of the full table for `columns` value columns: from 5 to {@link PAGE_ROWS}. */
export function pageSize(columns: number): number {
  return Math.min(PAGE_ROWS, Math.max(5, Math.floor(PAGE_CELLS / Math.max(1, columns + 1))));
}

/** One line of a page: a backbone's header row (`row` -1) or one of its rows. */
export interface PageLine {
  group: number;
  row: number;
  /** 1-based position in the whole table (header row 1, then each group header and its rows), for aria-rowindex. */
  index: number;
  /** A group header repeated at the top of a page whose group began on an earlier one. */
  continued: boolean;
}

export interface TablePage {
  lines: PageLine[];
  /** The page shown (clamped), 0-based, and how many there are. */
  page: number;
  pages: number;
  /** Rows shown (1-based, inclusive) and in all, counting data rows only. */
  first: number;
  last: number;
  total: number;
  /** Rows of the whole table, header and group rows included (aria-rowcount). */
  rowCount: number;
}

/**
 * The data rows `[page × size, (page + 1) × size)` of the full table, each group's header row before
 * its first row on the page. Linear in the number of groups, not rows, so paging 100,000 rows is instant.
 */
export function tablePage(groups: readonly { rows: readonly unknown[] }[], page: number, size: number): TablePage {
  const total = groups.reduce((sum, group) => sum + group.rows.length, 0);
  const pages = Math.max(1, Math.ceil(total / size));
  const p = Math.min(Math.max(0, Math.floor(page) || 0), pages - 1);
  const from = p * size;
  const to = Math.min(total, from + size);
  const lines: PageLine[] = [];
  // `offset`: data rows before this group; `index`: this group's header position in the whole table.
  let offset = 0;
  let index = 2;
  groups.forEach((group, g) => {
    const n = group.rows.length;
    const start = Math.max(from, offset);
    const end = Math.min(to, offset + n);
    if (start < end) {
      lines.push({ group: g, row: -1, index, continued: start > offset });
      for (let r = start - offset; r < end - offset; r++) lines.push({ group: g, row: r, index: index + 1 + r, continued: false });
    }
    offset += n;
    index += n + 1;
  });
  return { lines, page: p, pages, first: total ? from + 1 : 0, last: to, total, rowCount: index - 1 };
}
