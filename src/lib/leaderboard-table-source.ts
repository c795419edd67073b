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

/** "54.42%" → 2: the decimals a cell shows. */
function shownDigits(text: string): number {
  return /\.(\d+)%?$/.exec(text)?.[1]?.length ?? 0;
}

/** Every non-empty cell of the column reads as a number (and at least one is there). */
function numericColumn(rows: readonly TableCellText[][], index: number): boolean {
  let seen = false;
  for (const row of rows) {
    const cell = parseScoreCell(row[index]?.text ?? '');
    if (typeof cell === 'string') return false;
    if (cell !== null) seen = true;
  }
  return seen;
}

/**
 * Columns are found by header, case-insensitively: "Model", "Framework" (or
 * "Agent framework", "Agent") and "Score" (or "Pass rate", "Accuracy", any
 * header with "%"); without a score header the first numeric column after the
 * model is the score, else the last column. Every other numeric column becomes
 * a `number` field (a 9-column Markdown table keeps its numbers). The score
 * header becomes the metric, the caption the title, and scores keep the
 * decimals the table shows ("54.42" stays 54.42).
 */
export function leaderboardFromTable({ caption, headers, rows }: TableText): Record<string, unknown> {
  const find = (pattern: RegExp, fallback: number) => {
    const index = headers.findIndex((header) => pattern.test(header));
    return index < 0 ? fallback : index;
  };
  const filled = rows.filter((row) => row.some((cell) => cell.text.trim()));
  const model = find(/model/i, 0);
  const framework = find(/framework|agent/i, -1);
  const numeric = headers.map((_, i) => i !== model && i !== framework && numericColumn(filled, i));
  const firstNumeric = numeric.findIndex((isNumber, i) => isNumber && i > model);
  const score = find(/score|pass|rate|acc|%/i, firstNumeric >= 0 ? firstNumeric : headers.length - 1);
  const extra = headers
    .map((header, i) => ({ header: header.trim(), i }))
    .filter(({ i }) => numeric[i] && i !== score)
    .slice(0, 20);
  const keys = new Set<string>(['rank', 'model', 'framework', 'score', 'gap']);
  const fields = extra.map(({ header, i }) => {
    // A key from the header, unique and usable in `sort` ("Pass@2 (%)" → "pass@2"; a second one "pass@2-2").
    const base = header.replace(/\(?%\)?/g, '').replace(/:/g, '').trim().toLowerCase().replace(/\s+/g, '-') || `column-${i + 1}`;
    let key = base;
    for (let n = 2; keys.has(key); n++) key = `${base}-${n}`;
    keys.add(key);
    // "%" in the header, or on every value given ("91.6%").
    const shown = filled.map((row) => row[i]?.text.trim() ?? '').filter((text) => !MISSING.test(text));
    const unit = /%/.test(header) || (shown.length && shown.every((text) => text.endsWith('%'))) ? '%' : '';
    return { key, label: header.replace(/\(?%\)?/g, '').trim() || key, type: 'number', ...(unit && { unit }) };
  });
  let decimals = 1;
  const entries = filled.map((row) => {
    const text = (index: number) => row[index]?.text.trim() ?? '';
    decimals = Math.max(decimals, shownDigits(text(score)));
    const entry: Record<string, unknown> = {
      model: text(model),
      framework: MISSING.test(text(framework)) ? '' : text(framework),
      score: parseScoreCell(text(score)),
      url: row[model]?.href,
    };
    if (fields.length) {
      entry.fields = Object.fromEntries(fields.map((field, f) => [field.key, parseScoreCell(text(extra[f]!.i))]));
    }
    return entry;
  });
  const metric = (headers[score] ?? '').replace(/\(?%\)?/g, '').trim();
  return {
    entries,
    decimals: Math.min(6, decimals),
    ...(metric && { metric }),
    ...(caption.trim() && { title: caption.trim() }),
    ...(fields.length && { fields }),
  };
}
