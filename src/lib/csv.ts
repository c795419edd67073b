/** Characters a spreadsheet starts a formula with, ASCII and full-width (Excel folds ＝＋－＠ to =+-@). */
const FORMULA_START = /^[\t\r\n]|^[ \u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]/;
/** A plain number, which a sheet should still add up: "-3.2", "+12.91", "1e5". */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?(e[+-]?\d+)?$/i;

/**
 * A cell a spreadsheet would evaluate as a formula gets a leading `'`, as OWASP advises, so Excel,
 * LibreOffice and Google Sheets show it as text: one that starts with `=`, `+`, `-`, `@` or their
 * full-width forms (`＝HYPERLINK(…)`), also after leading spaces (" =1+1", which Excel trims), or
 * with a tab, a carriage return or a line feed. Plain numbers ("-3.2") are left alone: they are
 * values, not formulas.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/**
 * RFC 4180 CSV: fields quoted when they hold a comma, quote or line break; every text cell
 * passed through {@link neutraliseFormula}, so no CSV the library writes runs in a spreadsheet.
 */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows
    .map((row) =>
      row
        .map((cell) => {
          const text = cell === null || cell === undefined ? '' : typeof cell === 'number' ? String(cell) : neutraliseFormula(cell);
          return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
        })
        .join(','),
    )
    .join('\r\n')
    .concat('\r\n');
}

/** A CSV text that cannot be read, with the 1-based row (record) it fails in. */
export class CsvError extends Error {
  constructor(
    readonly row: number,
    reason: string,
  ) {
    super(`row ${row}: ${reason}`);
    this.name = 'CsvError';
  }
}

/**
 * Reads CSV as a spreadsheet writes it (RFC 4180): fields in double quotes may hold commas, line
 * breaks and doubled quotes (`""`); records end in CRLF, LF or CR; a byte-order mark at the start
 * and one trailing line break are ignored. An empty line is a record of one empty field (as RFC 4180
 * has it; a caller skips it if it wants). A quote inside an unquoted field is kept as text, and so is
 * text after a closing quote (`"a"b` → `ab`), as spreadsheets read them.
 *
 * Throws a {@link CsvError} for a quoted field that never ends (`row 12: unterminated quoted field`),
 * naming the record it opens in: everything after it would otherwise become one cell.
 * Linear in the text's length (one pass, no backtracking regex).
 */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quotedFrom = -1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const end = text.length;
  for (; i < end; i++) {
    const ch = text[i]!;
    if (quotedFrom >= 0) {
      if (ch !== '"') {
        // Copy the run up to the next quote in one slice: a 5 MB quoted field is not built a character at a time.
        const next = text.indexOf('"', i);
        if (next < 0) break;
        field += text.slice(i, next);
        i = next - 1;
      } else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quotedFrom = -1;
    } else if (ch === '"' && field === '') quotedFrom = rows.length + 1;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (quotedFrom >= 0) {
    let leading = 0;
    while (leading < rows.length && rows[leading]!.length === 1 && rows[leading]![0]!.trim() === '') leading++;
    throw new CsvError(quotedFrom - leading, 'unterminated quoted field');
  }
  // The last record, unless the text ended with its line break.
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  // Blank lines before the header and after the last record are no records: a child
  // <script type="text/csv"> starts with the line break after its tag and ends with the
  // indentation before `</script>`. Row 1 is the header.
  const blank = (record: string[] | undefined) => record !== undefined && record.length === 1 && record[0]!.trim() === '';
  let first = 0;
  while (blank(rows[first])) first++;
  let last = rows.length;
  while (last > first && blank(rows[last - 1])) last--;
  return first || last < rows.length ? rows.slice(first, last) : rows;
}

