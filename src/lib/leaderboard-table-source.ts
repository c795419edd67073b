/**
 * Turns the text of a plain HTML table (what a Markdown table becomes) into
 * leaderboard data, so `<leaderboard-table>` can upgrade a child `<table>`.
 * Pure: the element reads the cells' text, this decides what they mean. The
 * result is raw data for the element's validator, so a bad cell is reported
 * like bad JSON (`data.entries[2].score: expected a number …`).
 */

export interface TableCellText {
  text: string;
  /** The first link in the cell, if any. */
  href?: string;
}

export interface TableText {
  caption: string;
  headers: string[];
  rows: TableCellText[][];
}

const MISSING = /^([-—–]|n\/a)?$/i;

/** "74.0%" → 74, "—", "-", "n/a" or empty → null, anything else non-numeric stays text so validation names it. */
export function parseScoreCell(text: string): number | string | null {
  const trimmed = text.trim();
  if (MISSING.test(trimmed)) return null;
  const number = Number(trimmed.replace(/%$/, ''));
  return Number.isFinite(number) ? number : trimmed;
}

/**
 * Columns are found by header, case-insensitively: "Model", "Framework" (or
 * "Agent framework", "Agent") and "Score" (or "Pass rate", "Accuracy", any
 * header with "%"); without them the first column is the model and the last
 * the score. The score header becomes the metric, the caption the title, and
 * scores keep the decimals the table shows ("54.42" stays 54.42).
 */
export function leaderboardFromTable({ caption, headers, rows }: TableText): Record<string, unknown> {
  const find = (pattern: RegExp, fallback: number) => {
    const index = headers.findIndex((header) => pattern.test(header));
    return index < 0 ? fallback : index;
  };
  const model = find(/model/i, 0);
  const framework = find(/framework|agent/i, -1);
  const score = find(/score|pass|rate|acc|%/i, headers.length - 1);
  let decimals = 1;
  const entries = rows
    .filter((row) => row.some((cell) => cell.text.trim()))
    .map((row) => {
      const text = (index: number) => row[index]?.text.trim() ?? '';
      decimals = Math.max(decimals, /\.(\d+)%?$/.exec(text(score))?.[1]?.length ?? 0);
      return {
        model: text(model),
        framework: MISSING.test(text(framework)) ? '' : text(framework),
        score: parseScoreCell(text(score)),
        url: row[model]?.href,
      };
    });
  const metric = (headers[score] ?? '').replace(/\(?%\)?/g, '').trim();
  return {
    entries,
    decimals: Math.min(6, decimals),
    ...(metric && { metric }),
    ...(caption.trim() && { title: caption.trim() }),
  };
}
