/**
 * Turns the text of a plain HTML table (what a Markdown table becomes) into
 * leaderboard data, so `<leaderboard-table>` can upgrade a child `<table>`.
 * Pure: the element reads the cells' text, this decides what they mean. The
 * result is raw data for the element's validator, so a bad cell is reported
 * like bad JSON (`data.entries[2].score: expected a number …`). The field limit and the built-in
 * column names come from the first view in `kit` (leaderboard-data.ts's DATA_KIT), not as imports.
 */

import { MISSING_CELL as MISSING, cellDigits, cellNumber, columnUnit, fieldKeys, isNumberColumn, pickScoreColumn, splitHeader } from './leaderboard-columns.js';
import type { DataKit } from './leaderboard-data.js';

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

/** "74.0%" → 74, "—", "-", "n/a" or empty → null, anything else non-numeric stays text so validation names it. */
export function parseScoreCell(text: string): number | string | null {
  const trimmed = text.trim();
  if (MISSING.test(trimmed)) return null;
  return cellNumber(trimmed) ?? trimmed;
}

/**
 * Columns are found by header, case-insensitively: "Model", "Framework" (or "Agent framework",
 * "Agent", "Organisation") and the score: the first column whose header names a score ("Accuracy",
 * "Score", "Pass rate", "Resolved", "%" in it) or whose cells carry "%", only without one the
 * first number column (see pickScoreColumn), else the last column. Every other number column
 * becomes a `number` field, up to the field limit (the rest are counted in `columnsLeftOut`, which
 * the board names under the table), so a 9-column Markdown table keeps its numbers. The score
 * header becomes the metric, the caption the title. Numbers keep their text: each its digits
 * ("61.0" stays 61.0, "84.50%" 84.50) and the unit written in the cells or the header.
 */
export function leaderboardFromTable({ caption, headers, rows }: TableText, { LEADERBOARD_LIMITS, SORT_KEYS }: Pick<DataKit, 'LEADERBOARD_LIMITS' | 'SORT_KEYS'>): Record<string, unknown> {
  const find = (pattern: RegExp, fallback: number) => {
    const index = headers.findIndex((header) => pattern.test(header));
    return index < 0 ? fallback : index;
  };
  const filled = rows.filter((row) => row.some((cell) => cell.text.trim()));
  const cellsOf = (index: number) => filled.map((row) => row[index]?.text.trim() ?? '');
  const model = find(/model/i, 0);
  const framework = find(/framework|agent|organi[sz]ation/i, -1);
  const others = headers.map((_, i) => i).filter((i) => i !== model && i !== framework);
  let score = pickScoreColumn(headers, cellsOf, others.filter((i) => i > model));
  if (score < 0) score = pickScoreColumn(headers, cellsOf, others);
  if (score < 0) score = headers.length - 1;
  const numbers = others.filter((i) => i !== score && isNumberColumn(cellsOf(i)));
  const extra = numbers.slice(0, LEADERBOARD_LIMITS.fields).map((i) => ({ name: splitHeader(headers[i] ?? '')[0], i }));
  const keys = fieldKeys(extra, SORT_KEYS, (name) => name.toLowerCase().replace(/\s+/g, '-'));
  const fields = extra.map(({ name, i }, f) => {
    const unit = columnUnit(headers[i] ?? '', cellsOf(i));
    return { key: keys[f]!, label: name || keys[f]!, type: 'number', ...(unit && { unit }) };
  });
  const entries = filled.map((row) => {
    const text = (index: number) => row[index]?.text.trim() ?? '';
    const scoreText = text(score);
    const entry: Record<string, unknown> = {
      model: text(model),
      framework: MISSING.test(text(framework)) ? '' : text(framework),
      score: parseScoreCell(scoreText),
      url: row[model]?.href,
    };
    if (cellNumber(scoreText) !== null) entry.digits = cellDigits(scoreText);
    if (fields.length) {
      entry.fields = Object.fromEntries(fields.map((field, f) => [field.key, parseScoreCell(text(extra[f]!.i))]));
      entry.fieldDigits = Object.fromEntries(fields.map((field, f) => [field.key, cellDigits(text(extra[f]!.i))]));
    }
    return entry;
  });
  const [metric] = splitHeader(headers[score] ?? '');
  const leftOut = numbers.length - extra.length;
  return {
    entries,
    decimals: 'auto',
    unit: columnUnit(headers[score] ?? '', cellsOf(score)),
    ...(metric && { metric }),
    ...(caption.trim() && { title: caption.trim() }),
    ...(fields.length && { fields }),
    ...(leftOut > 0 && { columnsLeftOut: leftOut }),
  };
}
