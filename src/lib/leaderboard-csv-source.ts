/**
 * CSV rows onto leaderboard data: the mapping `fromCsv` runs. Its own module, so the element loads
 * it (with the CSV reader) on first use, outside the first view; pure, and tested in
 * test/lib/leaderboard-data.test.ts with the rest of the data's rules. What it shares with the
 * first view (the error, the limits, the default metric) comes in `kit` (leaderboard-data.ts's
 * DATA_KIT), not as imports, which would split those modules out of the first view's file.
 */
import { MISSING_CELL as MISSING, cellDigits, cellNumber, columnUnit, fieldKeys, pickScoreColumn, splitHeader } from './leaderboard-columns.js';
import { niceExtent } from './cell-text.js';
import type { DataKit, FieldType, FieldValue, LeaderboardEntryInput, LeaderboardFieldInput, LeaderboardInput } from './leaderboard-data.js';

/** Columns a CSV header may name for the entry itself (case-insensitive); any other column is a field. */
const CSV_COLUMNS = ['model', 'framework', 'score', 'low', 'high', 'url', 'note', 'reference'] as const;
type CsvColumn = (typeof CSV_COLUMNS)[number];
/**
 * Other names a published board gives these columns (BFCL: "Organization", "Model Link"). The exact
 * names above win; these are tried only for a column the header does not name exactly.
 */
const CSV_ALIASES: Partial<Record<CsvColumn, RegExp>> = {
  model: /^model( name)?$/i,
  framework: /^(agent( framework)?|organi[sz]ation|org|group|team|lab|provider|company|developer)$/i,
  url: /^(model )?(link|url)$/i,
};
const FLAG_TRUE = /^(true|yes|y|✓|✔|1)$/i;
const FLAG_VALUE = /^(true|false|yes|no|y|n|✓|✔|✗|1|0)$/i;
const LINK = /^(https?:\/\/|mailto:)\S+$/i;

/** The type a column's values suggest: all numbers, all flags, all ISO dates (`isoDate`), all links, else text. */
function inferType(values: readonly string[], isoDate: RegExp): FieldType {
  const given = values.filter((value) => !MISSING.test(value));
  if (!given.length) return 'text';
  if (given.every((value) => FLAG_VALUE.test(value)) && !given.every((value) => value === '1' || value === '0')) return 'flag';
  if (given.every((value) => cellNumber(value) !== null)) return 'number';
  if (given.every((value) => isoDate.test(value))) return 'date';
  if (given.every((value) => LINK.test(value))) return 'link';
  return 'text';
}

/**
 * Maps CSV rows (a header row, then one row per entry) onto leaderboard data. The header names
 * `model`, `framework`, `score`, `low`, `high`, `url`, `note` (and `reference`), in any order and
 * case, with a unit in it if it has one ("score (%)"); a published board's own names are read too
 * ("Organization" is the group, "Model Link" the url). Without a `score` column the score is the
 * first column whose header names one ("Overall Acc", "Pass rate", "%" in it) or whose cells carry
 * "%", else the first number column (see pickScoreColumn); its header is then the metric. Every
 * other column becomes a `fields` entry whose type is inferred from its values, up to the field
 * limit: the columns past it are counted (`columnsLeftOut`), and the board says so under the table.
 * A column named like a built-in one ("Rank") is a field like any other, under its own label.
 *
 * Numbers keep their text: each score and number field its digits ("61.0" stays 61.0, shown with
 * one decimal) and the unit written in its cells or header ("84.50%", "Cost ($)"); a score column
 * written without a unit shows none. A board whose scores leave 0–100 (an Elo board) gets the
 * rounded extent of its scores as its domain.
 *
 * Errors name the row as a spreadsheet numbers it (the header is row 1) and the column:
 * `row 12, column "score": expected a number from 0 to 100, got "abc"`.
 */
export function leaderboardFromCsv(rows: readonly (readonly string[])[], kit: DataKit): LeaderboardInput {
  const { DataError, DEFAULT_METRIC, ISO_DATE, LEADERBOARD_LIMITS, SORT_KEYS, formatLimit } = kit;
  const [header, ...body] = rows;
  if (!header || header.every((cell) => !cell.trim())) throw new DataError('CSV', 'expected a header row naming model and score');
  const names = header.map((cell) => cell.trim().replace(/^\uFEFF/, ''));
  const bare = names.map((name) => splitHeader(name)[0].toLowerCase());
  if (body.length > LEADERBOARD_LIMITS.entries) {
    throw new DataError('CSV', `${formatLimit(body.length)} rows, over the limit of ${formatLimit(LEADERBOARD_LIMITS.entries)} entries`);
  }
  // Blank lines (a trailing newline, a gap) are no entries; rows keep their file numbers for messages.
  const lines = body.map((cells, i) => ({ cells: cells.map((cell) => cell.trim()), row: i + 2 })).filter(({ cells }) => cells.some(Boolean));
  const columnCells = (i: number) => lines.map(({ cells }) => cells[i] ?? '');
  const at = new Map<CsvColumn, number>();
  const taken = () => new Set(at.values());
  bare.forEach((name, i) => {
    const known = CSV_COLUMNS.find((column) => column === name);
    if (known && !at.has(known)) at.set(known, i);
  });
  for (const [column, alias] of Object.entries(CSV_ALIASES) as [CsvColumn, RegExp][]) {
    if (at.has(column)) continue;
    const i = names.findIndex((name, index) => !taken().has(index) && alias.test(splitHeader(name)[0]));
    if (i >= 0) at.set(column, i);
  }
  if (!at.has('model')) {
    throw new DataError('CSV', `row 1: expected a column named "model", got ${names.map((name) => JSON.stringify(name)).join(', ') || 'no columns'}`);
  }
  if (!at.has('score')) {
    const free = names.map((_, i) => i).filter((i) => !taken().has(i));
    const score = pickScoreColumn(names, columnCells, free);
    if (score < 0) {
      throw new DataError('CSV', `row 1: expected a column named "score" (or a column of numbers), got ${names.map((name) => JSON.stringify(name)).join(', ')}`);
    }
    at.set('score', score);
  }
  const used = taken();
  const extra = names.map((name, i) => ({ name: splitHeader(name)[0], i })).filter(({ i }) => !used.has(i));
  const shown = extra.slice(0, LEADERBOARD_LIMITS.fields);
  const cell = (cells: readonly string[], column: CsvColumn) => {
    const index = at.get(column);
    return index === undefined ? '' : (cells[index] ?? '');
  };
  const where = (row: number, column: string) => `row ${row}, column ${JSON.stringify(column)}`;
  const scoreIndex = at.get('score')!;
  const scores = lines.map(({ cells }) => cellNumber(cell(cells, 'score'))).filter((score): score is number => score !== null);
  const inPercent = scores.every((score) => score >= 0 && score <= 100);
  const keys = fieldKeys(shown, SORT_KEYS);
  const fields: LeaderboardFieldInput[] = shown.map(({ name, i }, f) => {
    const cells = columnCells(i);
    const type = inferType(cells, ISO_DATE);
    const unit = type === 'number' ? columnUnit(names[i]!, cells) : '';
    return { key: keys[f]!, label: name || keys[f]!, type, ...(unit && { unit }) };
  });
  const entries = lines.map(({ cells, row }): LeaderboardEntryInput => {
    const model = cell(cells, 'model');
    if (!model) throw new DataError(where(row, names[at.get('model')!]!), 'expected a model name, got an empty cell');
    const number = (column: 'score' | 'low' | 'high'): number | null => {
      const text = cell(cells, column);
      if (MISSING.test(text)) return null;
      const value = cellNumber(text);
      if (value === null || (inPercent && (value < 0 || value > 100))) {
        throw new DataError(where(row, names[at.get(column)!]!), `expected a number${inPercent ? ' from 0 to 100' : ''}, got ${JSON.stringify(text.length > 40 ? `${text.slice(0, 39)}…` : text)}`);
      }
      return value;
    };
    const score = number('score');
    const entry: LeaderboardEntryInput & { digits?: number; fieldDigits?: Record<string, number> } = { model, score };
    const framework = cell(cells, 'framework');
    if (!MISSING.test(framework)) entry.framework = framework;
    const low = number('low');
    const high = number('high');
    if (low !== null) entry.low = low;
    if (high !== null) entry.high = high;
    const url = cell(cells, 'url');
    if (url) entry.url = url;
    const note = cell(cells, 'note');
    if (note) entry.note = note;
    if (FLAG_TRUE.test(cell(cells, 'reference'))) entry.reference = true;
    if (score !== null) entry.digits = cellDigits(cell(cells, 'score'));
    if (fields.length) {
      entry.fields = {};
      fields.forEach((field, f) => {
        const text = cells[shown[f]!.i] ?? '';
        let value: FieldValue = MISSING.test(text) ? null : text;
        if (value !== null && field.type === 'number') {
          value = cellNumber(text);
          (entry.fieldDigits ??= {})[field.key] = cellDigits(text);
        }
        if (value !== null && field.type === 'flag') value = FLAG_TRUE.test(text);
        entry.fields![field.key] = value;
      });
    }
    return entry;
  });
  const data: LeaderboardInput & { columnsLeftOut?: number } = { entries, decimals: 'auto', unit: columnUnit(names[scoreIndex]!, columnCells(scoreIndex)) };
  // The score column's own name is the metric ("Overall Acc"); a column named "score" says no more than the default.
  const metric = splitHeader(names[scoreIndex]!)[0];
  if (metric.toLowerCase() !== DEFAULT_METRIC.toLowerCase()) data.metric = metric;
  if (fields.length) data.fields = fields;
  if (extra.length > shown.length) data.columnsLeftOut = extra.length - shown.length;
  if (!inPercent && scores.length) {
    const lowest = Math.min(...scores);
    const highest = Math.max(...scores);
    data.domain = niceExtent(lowest, highest);
  }
  return data;
}
