/**
 * CSV rows onto leaderboard data: the mapping `fromCsv` runs. Its own module, so the element loads
 * it (with the CSV reader) on first use, outside the first view; pure, and tested in
 * test/lib/leaderboard-data.test.ts with the rest of the data's rules.
 */
import { DataError } from './validate.js';
import { formatLimit } from './limits.js';
import { SORT_KEYS } from './leaderboard-rank.js';
import { ISO_DATE, LEADERBOARD_LIMITS, type FieldType, type FieldValue, type LeaderboardEntryInput, type LeaderboardFieldInput, type LeaderboardInput } from './leaderboard-data.js';

/** Columns a CSV header may name for the entry itself (case-insensitive); any other column is a field. */
const CSV_COLUMNS = ['model', 'framework', 'score', 'low', 'high', 'url', 'note', 'reference'] as const;
type CsvColumn = (typeof CSV_COLUMNS)[number];
const MISSING = /^([-—–]|n\/a)?$/i;
const FLAG_TRUE = /^(true|yes|y|✓|✔|1)$/i;
const FLAG_VALUE = /^(true|false|yes|no|y|n|✓|✔|✗|1|0)$/i;
const LINK = /^(https?:\/\/|mailto:)\S+$/i;

/** "74.0" → 74, "78.80%" → 78.8; null when the text is no number. */
function csvNumber(text: string): number | null {
  const number = Number(text.replace(/%$/, ''));
  return text !== '' && Number.isFinite(number) ? number : null;
}

function fractionDigits(text: string): number {
  return Math.min(6, /\.(\d+)%?$/.exec(text)?.[1]?.length ?? 0);
}

/** The type a column's values suggest: all numbers, all flags, all ISO dates, all links, else text. */
function inferType(values: readonly string[]): FieldType {
  const given = values.filter((value) => !MISSING.test(value));
  if (!given.length) return 'text';
  if (given.every((value) => FLAG_VALUE.test(value)) && !given.every((value) => value === '1' || value === '0')) return 'flag';
  if (given.every((value) => csvNumber(value) !== null)) return 'number';
  if (given.every((value) => ISO_DATE.test(value))) return 'date';
  if (given.every((value) => LINK.test(value))) return 'link';
  return 'text';
}

/**
 * Maps CSV rows (a header row, then one row per entry) onto leaderboard data. The header names
 * `model`, `framework`, `score`, `low`, `high`, `url`, `note` (and `reference`), in any order and
 * case; every other column becomes a `fields` entry whose type is inferred from its values.
 * Scores keep the digits they were written with (`decimals: "auto"`). A board whose scores leave
 * 0–100 (an Elo board) gets the rounded extent of its scores as its domain.
 *
 * Errors name the row as a spreadsheet numbers it (the header is row 1) and the column:
 * `row 12, column "score": expected a number from 0 to 100, got "abc"`.
 */
export function leaderboardFromCsv(rows: readonly (readonly string[])[]): LeaderboardInput {
  const [header, ...body] = rows;
  if (!header || header.every((cell) => !cell.trim())) throw new DataError('CSV', 'expected a header row naming model and score');
  const names = header.map((cell) => cell.trim().replace(/^\uFEFF/, ''));
  const at = new Map<CsvColumn, number>();
  names.forEach((name, i) => {
    const known = CSV_COLUMNS.find((column) => column === name.toLowerCase());
    if (known && !at.has(known)) at.set(known, i);
  });
  for (const column of ['model', 'score'] as const) {
    if (!at.has(column)) {
      throw new DataError('CSV', `row 1: expected a column named "${column}", got ${names.map((name) => JSON.stringify(name)).join(', ') || 'no columns'}`);
    }
  }
  if (body.length > LEADERBOARD_LIMITS.entries) {
    throw new DataError('CSV', `${formatLimit(body.length)} rows, over the limit of ${formatLimit(LEADERBOARD_LIMITS.entries)} entries`);
  }
  const taken = new Set(at.values());
  const extra = names.map((name, i) => ({ name, i })).filter(({ i }) => !taken.has(i));
  if (extra.length > LEADERBOARD_LIMITS.fields) {
    throw new DataError('CSV', `row 1: ${extra.length} extra columns, over the limit of ${LEADERBOARD_LIMITS.fields} fields`);
  }
  // Blank lines (a trailing newline, a gap) are no entries; rows keep their file numbers for messages.
  const lines = body.map((cells, i) => ({ cells: cells.map((cell) => cell.trim()), row: i + 2 })).filter(({ cells }) => cells.some(Boolean));
  const cell = (cells: readonly string[], column: CsvColumn) => {
    const index = at.get(column);
    return index === undefined ? '' : (cells[index] ?? '');
  };
  const where = (row: number, column: string) => `row ${row}, column ${JSON.stringify(column)}`;
  const scores = lines.map(({ cells }) => csvNumber(cell(cells, 'score'))).filter((score): score is number => score !== null);
  const inPercent = scores.every((score) => score >= 0 && score <= 100);
  const fields: LeaderboardFieldInput[] = extra.map(({ name, i }) => {
    const key = name || `column ${i + 1}`;
    if ((SORT_KEYS as readonly string[]).includes(key.toLowerCase())) {
      throw new DataError('CSV', `row 1, column ${JSON.stringify(name)}: "${key}" is a built-in column; rename it`);
    }
    const type = inferType(lines.map(({ cells }) => cells[i] ?? ''));
    return { key, label: key, type };
  });
  const entries = lines.map(({ cells, row }): LeaderboardEntryInput => {
    const model = cell(cells, 'model');
    if (!model) throw new DataError(where(row, names[at.get('model')!]!), 'expected a model name, got an empty cell');
    const number = (column: 'score' | 'low' | 'high'): number | null => {
      const text = cell(cells, column);
      if (MISSING.test(text)) return null;
      const value = csvNumber(text);
      if (value === null || (inPercent && (value < 0 || value > 100))) {
        throw new DataError(where(row, names[at.get(column)!]!), `expected a number${inPercent ? ' from 0 to 100' : ''}, got ${JSON.stringify(text.length > 40 ? `${text.slice(0, 39)}…` : text)}`);
      }
      return value;
    };
    const score = number('score');
    const entry: LeaderboardEntryInput & { digits?: number } = { model, score };
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
    if (score !== null) entry.digits = fractionDigits(cell(cells, 'score'));
    if (fields.length) {
      entry.fields = {};
      fields.forEach((field, f) => {
        const text = cells[extra[f]!.i] ?? '';
        let value: FieldValue = MISSING.test(text) ? null : text;
        if (value !== null && field.type === 'number') value = csvNumber(text);
        if (value !== null && field.type === 'flag') value = FLAG_TRUE.test(text);
        entry.fields![field.key] = value;
      });
    }
    return entry;
  });
  const data: LeaderboardInput = { entries, decimals: 'auto' };
  if (fields.length) data.fields = fields;
  if (!inPercent && scores.length) {
    const lowest = Math.min(...scores);
    const highest = Math.max(...scores);
    data.domain = niceExtent(lowest, highest);
    data.unit = '';
  }
  return data;
}

/** [1114, 1287] → [1100, 1300]: the extent rounded outwards to a step of the same order (what d3's nice() does). */
function niceExtent(low: number, high: number): [number, number] {
  if (low === high) return [low - 1, high + 1];
  const step = 10 ** Math.floor(Math.log10(high - low));
  return [Math.floor(low / step) * step, Math.ceil(high / step) * step];
}
