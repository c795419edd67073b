// What some source modules cost in a built file, min + gzip: the bytes its source map gives to them,
// and how much smaller the file gzips with those bytes cut out (a module's bytes gzip against the
// rest of the file, so its share is less than its own gzip). Read by scripts/size.mjs, which prints
// each part's share of every first view and checks what the languages beyond English add to the
// all-four first view (issue 29).
//
// The source-map reader is written here (the mappings' base-64 VLQ, 25 lines) rather than taken
// from `source-map-js`, which is only a dependency of a dependency.
import { gzipSync } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Each generated line's segments, as [generated column, source index] (the fields this needs). */
function segments(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const row = [];
    let column = 0;
    for (const segment of line ? line.split(',') : []) {
      const fields = [];
      for (let i = 0, value = 0, shift = 0; i < segment.length; i++) {
        const digit = BASE64.indexOf(segment[i]);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      row.push([column, fields.length > 1 ? source : -1]);
    }
    lines.push(row);
  }
  return lines;
}

const gzip = (text) => gzipSync(text, { level: 9 }).length;

/**
 * For each test (a RegExp on a source's path, or a function of it), `{ min, gzip }` of the modules
 * whose source path passes it in `code` (a built file, without its source map's comment) mapped by
 * `map` (its source map, parsed): min is their bytes, gzip what cutting them out takes off the file's
 * gzip size. The file is mapped and gzipped once for all of them.
 */
export function moduleShares(code, map, tests) {
  const rows = segments(map.mappings);
  const lines = code.split('\n');
  const whole = gzip(code);
  return tests.map((test) => {
    const matches = map.sources.map((source) => (typeof test === 'function' ? test(source) : test.test(source)));
    let kept = '';
    let min = 0;
    lines.forEach((text, index) => {
      const row = rows[index] ?? [];
      let from = 0;
      row.forEach(([column, source], i) => {
        if (source < 0 || !matches[source]) return;
        const end = i + 1 < row.length ? row[i + 1][0] : text.length;
        kept += text.slice(from, column);
        min += end - column;
        from = end;
      });
      kept += `${text.slice(from)}\n`;
    });
    return { min, gzip: whole - gzip(kept.slice(0, -1)) };
  });
}
