import { leaderboardFromTable } from '../../lib/leaderboard-table-source.js';
import type { DataKit } from '../../lib/leaderboard-data.js';

/**
 * The board's data from a child `<table>` of `host` (a Markdown table), or undefined without one:
 * header row Model, Framework, Score and any other numeric columns (fields); one row an entry. Its
 * title is its `<caption>`, else none: the default title would put a name on someone else's data.
 * The DOM is read here; what the cells mean is decided by leaderboardFromTable (src/lib, tested in
 * Node), and whether they make a board by the element's parser, like any other source.
 */
export function readChildTable(host: Element, kit: DataKit): Record<string, unknown> | undefined {
  const table = host.querySelector('table');
  if (!table) return undefined;
  const [header, ...rows] = [...table.rows].map((row) =>
    [...row.cells].map((cell) => ({ text: cell.textContent ?? '', href: cell.querySelector('a')?.getAttribute('href') ?? undefined })),
  );
  return {
    title: '',
    ...leaderboardFromTable({
      caption: table.caption?.textContent ?? '',
      headers: (header ?? []).map((cell) => cell.text),
      rows,
    }, kit),
  };
}
