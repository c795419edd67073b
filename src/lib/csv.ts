/**
 * A cell a spreadsheet would evaluate as a formula (it starts with `=`, `+`, `-`, `@`, a tab or a
 * carriage return: `=HYPERLINK(…)`, `+1+1`, `@SUM(…)`) gets a leading `'`, as OWASP advises, so
 * Excel, LibreOffice and Google Sheets show it as text. Plain numbers ("-3.2") are left alone:
 * they are values, not formulas, and a sheet should still add them up.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(text) ? `'${text}` : text;
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

/** Parses CSV written by {@link toCsv} (used by tests to check a round trip). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
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
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
