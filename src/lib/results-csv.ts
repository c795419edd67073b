/**
 * `<results-toggle>`'s long CSV form read into its data shape (then validated by parseResults). Pure:
 * no Lit, no DOM. A module of its own, so the element loads it (with the CSV reader) only for a CSV source.
 */
// Types only from the first view's modules: the limits and roles come in `rules` (results-data.ts's
// CSV_RULES), so this chunk shares no module of the first view but the error (a consumer's esbuild
// would split each into a first-view file of its own, issue 40). The full validation (results-parse.ts)
// is a chunk too, which the element loads with this one; the error comes with its checks.
import { DataError, type JsonObject } from './validate.js';
import type { BenchmarkInput, ResultsData, ResultsRow, RowRole } from './results-data.js';
import type { ScoreInput } from './results-score.js';
import { cellDigits, cellNumber, columnUnit, niceExtent, splitHeader } from './cell-text.js';
import { resultsParser, type ResultsRules } from './results-parse.js';

/** Columns of the long CSV form: one line per backbone × row × benchmark. */
export const RESULTS_CSV_COLUMNS = ['backbone', 'label', 'role', 'benchmark', 'value', 'std', 'low', 'high', 'average', 'note', 'tags'] as const;
type CsvColumn = (typeof RESULTS_CSV_COLUMNS)[number];

/**
 * Long-form CSV (already split into fields, the header first) as `data`: backbones, rows and benchmarks
 * in the order they first appear; an empty `value` is a missing score. `tags` are separated by ";". Every
 * message names the line (1-based, the header is row 1, as a spreadsheet counts) and the column:
 * `row 12, column "value": expected a number, got "n/a"`. The result goes through {@link parseResults}.
 * `rules` is results-data.ts's `CSV_RULES`.
 *
 * Values keep their text: shown with the most decimals any value is written with ("66.5" stays
 * "66.5", never "66.50%") and with "%" only when the cells or the header carry it. A benchmark whose
 * values leave 0–100 (a Codeforces rating) gets its own axis, the rounded extent of its values, and
 * no unit, so it is never checked against, nor drawn on, the percentages' scale.
 */
export function resultsFromCsv(rows: string[][], rules: ResultsRules): ResultsData {
  const { RESULTS_LIMITS, ROW_ROLES } = rules;
  const { overLimit, parseScoreObject } = resultsParser(rules);
  const lines = rows.filter((line, i) => i === 0 || line.some((cell) => cell.trim() !== ''));
  if (!lines.length) throw new DataError('CSV', 'expected a header row naming backbone, label, benchmark and value, got nothing');
  // A unit written in a header ("value (%)") is the values' unit, not part of the column's name.
  const header = lines[0]!.map((name) => splitHeader(name)[0].toLowerCase());
  const index: Partial<Record<CsvColumn, number>> = {};
  header.forEach((name, c) => {
    if (!(RESULTS_CSV_COLUMNS as readonly string[]).includes(name)) {
      throw new DataError(`row 1, column ${c + 1}`, `unknown column ${JSON.stringify(lines[0]![c])}; expected ${RESULTS_CSV_COLUMNS.join(', ')}`);
    }
    if (index[name as CsvColumn] !== undefined) throw new DataError(`row 1, column ${c + 1}`, `a second "${name}" column`);
    index[name as CsvColumn] = c;
  });
  for (const need of ['backbone', 'label', 'benchmark', 'value'] as const) {
    if (index[need] === undefined) throw new DataError('row 1', `expected a "${need}" column`);
  }
  if (lines.length - 1 > RESULTS_LIMITS.rows * 10) overLimit('CSV', lines.length - 1, RESULTS_LIMITS.rows * 10, 'lines');
  const benchmarks: string[] = [];
  const known = new Set<string>();
  // What the values were written with: their decimals, their unit, each benchmark's extent.
  const valueCells: string[] = [];
  const digitsOf: Record<string, number> = Object.create(null) as Record<string, number>;
  const extents: Record<string, [number, number]> = Object.create(null) as Record<string, [number, number]>;
  const backbones = new Map<string, Map<string, ResultsRow & { scores: Record<string, ScoreInput> }>>();
  for (let l = 1; l < lines.length; l++) {
    const line = lines[l]!;
    const where = (column: CsvColumn) => `row ${l + 1}, column "${column}"`;
    const cell = (column: CsvColumn) => (index[column] === undefined ? '' : (line[index[column]!] ?? '').trim());
    const text = (column: CsvColumn) => {
      const value = cell(column);
      if (!value) throw new DataError(where(column), 'expected a non-empty text, got an empty cell');
      return value;
    };
    const number = (column: CsvColumn): number | undefined => {
      const value = cell(column);
      if (!value) return undefined;
      const n = cellNumber(value);
      if (n === null) throw new DataError(where(column), `expected a number, got ${JSON.stringify(value)}`);
      return n;
    };
    const backbone = text('backbone');
    const label = text('label');
    const benchmark = text('benchmark');
    if (!known.has(benchmark)) {
      known.add(benchmark);
      benchmarks.push(benchmark);
    }
    const group = backbones.get(backbone) ?? backbones.set(backbone, new Map()).get(backbone)!;
    const row = group.get(label) ?? group.set(label, { label, scores: {} }).get(label)!;
    // A row's own fields (role, average, note, tags) may be given on any of its lines, but only one way.
    const same = (column: CsvColumn, value: unknown, before: unknown) => {
      if (before !== undefined && JSON.stringify(before) !== JSON.stringify(value))
        throw new DataError(where(column), `"${label}" of "${backbone}" already has ${column} ${JSON.stringify(before)}, got ${JSON.stringify(value)}`);
    };
    const role = cell('role');
    if (role) {
      if (!(ROW_ROLES as readonly string[]).includes(role)) throw new DataError(where('role'), `expected "baseline", "highlight" or nothing, got ${JSON.stringify(role)}`);
      same('role', role, row.role ?? undefined);
      row.role = role as RowRole;
    }
    const average = number('average');
    if (average !== undefined) {
      same('average', average, row.average ?? undefined);
      row.average = average;
    }
    const note = cell('note');
    if (note) {
      same('note', note, row.note);
      row.note = note;
    }
    const tags = cell('tags').split(';').map((tag) => tag.trim()).filter(Boolean);
    if (tags.length) {
      same('tags', tags, row.tags);
      row.tags = tags;
    }
    if (Object.prototype.hasOwnProperty.call(row.scores, benchmark)) {
      throw new DataError(where('benchmark'), `a second line for "${label}" of "${backbone}" on "${benchmark}"`);
    }
    const value = number('value');
    const [std, low, high] = [number('std'), number('low'), number('high')];
    const score: ScoreInput =
      value === undefined ? null : std !== undefined || low !== undefined || high !== undefined ? { value, std, low, high } : value;
    if (value !== undefined) {
      valueCells.push(cell('value'));
      digitsOf[benchmark] = Math.max(digitsOf[benchmark] ?? 0, cellDigits(cell('value')));
      const extent = (extents[benchmark] ??= [value, value]);
      extent[0] = Math.min(extent[0], value);
      extent[1] = Math.max(extent[1], value);
    }
    if (typeof score === 'object' && score) {
      // Located here: parseResults would name the JSON path, which a CSV author never sees.
      try {
        parseScoreObject(JSON.parse(JSON.stringify(score)) as JsonObject, '', [-Infinity, Infinity]);
      } catch (error) {
        const { path, problem } = error as DataError;
        throw new DataError(where((path.slice(1) || (std !== undefined ? 'std' : 'value')) as CsvColumn), problem);
      }
    }
    Object.defineProperty(row.scores, benchmark, { value: score, enumerable: true, writable: true, configurable: true });
  }
  if (!backbones.size) throw new DataError('CSV', 'expected at least one line after the header');
  const unit = columnUnit(lines[0]![index.value!]!, valueCells);
  const beyond = (name: string) => extents[name] !== undefined && (extents[name][0] < 0 || extents[name][1] > 100);
  const digits = Math.max(0, ...benchmarks.filter((name) => !beyond(name)).map((name) => digitsOf[name] ?? 0));
  return {
    unit,
    decimals: Math.min(6, digits),
    benchmarks: benchmarks.map((name): string | BenchmarkInput =>
      beyond(name) ? { name, domain: niceExtent(...extents[name]!), unit: '', decimals: Math.min(6, digitsOf[name] ?? 0) } : name,
    ),
    backbones: [...backbones].map(([name, group]) => ({ name, rows: [...group.values()] })),
  };
}
