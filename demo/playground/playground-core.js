// The playground's pure part (no DOM): what kind of text was pasted, where an error points in it,
// and the snippets that embed it. demo/playground/playground.js is the page around it; the
// elements themselves do the parsing and the validating, so a message here is the element's own.
// Tested in Node: test/e2e/playground-core.test.mjs.

/** The four elements, with the names their framework wrappers have. */
export const ELEMENTS = {
  'leaderboard-table': { react: 'LeaderboardTable', csv: true },
  'results-toggle': { react: 'ResultsToggle', csv: true },
  'requirement-web': { react: 'RequirementWeb', csv: false },
  'bibtex-card': { react: 'BibtexCard', csv: false },
};

/** `json`, `csv` or `bibtex`: what the text looks like (an author need not say). */
export function detectFormat(text, tag) {
  const start = text.trimStart();
  if (start.startsWith('{') || start.startsWith('[')) return 'json';
  if (start.startsWith('@') || start.startsWith('%') || tag === 'bibtex-card') return 'bibtex';
  return 'csv';
}

/** Line and column (1-based) of an offset in text. */
export function lineColumn(text, offset) {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines.at(-1).length + 1 };
}

/** The offset where a line (1-based) starts. */
function lineStart(text, line) {
  let offset = 0;
  for (let i = 1; i < line && offset >= 0; i++) {
    offset = text.indexOf('\n', offset);
    if (offset < 0) return text.length;
    offset++;
  }
  return offset;
}

/**
 * A JSON syntax error as the browser reports it, located: V8 says "at position 41" and, since
 * 2023, "(line 3 column 5)"; a message without either points at the end of the text.
 */
export function locateJsonSyntaxError(text, message) {
  const lineCol = /line (\d+) column (\d+)/.exec(message);
  let start;
  if (lineCol) start = lineStart(text, Number(lineCol[1])) + Number(lineCol[2]) - 1;
  else {
    const position = /position (\d+)/.exec(message);
    start = position ? Number(position[1]) : text.length;
  }
  start = Math.min(Math.max(0, start), text.length);
  return { start, end: Math.min(start + 1, text.length), ...lineColumn(text, start) };
}

/**
 * The path an element's message names, `data.entries[3].score: expected …` → ['entries', 3,
 * 'score'], or null when the message names none.
 */
export function messagePath(message) {
  const match = /^data((?:\.[A-Za-z_$][\w$]*|\[\d+\])*)\s*:/.exec(message);
  if (!match) return null;
  return [...match[1].matchAll(/\.([A-Za-z_$][\w$]*)|\[(\d+)\]/g)].map((part) => (part[1] !== undefined ? part[1] : Number(part[2])));
}

/**
 * Where the value at `path` is in JSON text: a small position-keeping reader (JSON.parse keeps no
 * positions). Returns the value's span, or the deepest enclosing value found (a missing key points
 * at its object), or null for text that is not JSON.
 */
export function locateJsonPath(text, path) {
  let i = 0;
  const space = () => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  const string = () => {
    const start = i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i));
  };
  /** Skips (or, while `depth` < path.length, descends into) one value; returns the span of the target. */
  const value = (depth) => {
    space();
    const start = i;
    const ch = text[i];
    if (ch === '{' || ch === '[') {
      i++;
      let found = null;
      let index = 0;
      for (;;) {
        space();
        if (text[i] === '}' || text[i] === ']') {
          i++;
          break;
        }
        let key = index;
        if (ch === '{') {
          key = string();
          space();
          i++; // ':'
        }
        const wanted = depth < path.length && path[depth] === key;
        const span = value(wanted ? depth + 1 : Infinity);
        if (wanted) found = span;
        index++;
        space();
        if (text[i] === ',') i++;
        if (i >= text.length) break;
      }
      if (found) return found;
    } else if (ch === '"') string();
    else while (i < text.length && !/[\s,\]}]/.test(text[i])) i++;
    return { start, end: i };
  };
  try {
    const span = value(0);
    return { ...span, ...lineColumn(text, span.start) };
  } catch {
    return null;
  }
}

/**
 * Where a CSV message points: `row 12, column "score": …` (row 1 is the header row) → that
 * cell's span; a message naming only a row → the row.
 */
export function locateCsvCell(text, message) {
  const row = /\brow (\d+)/.exec(message);
  if (!row) return null;
  const rows = csvCellSpans(text);
  const cells = rows[Number(row[1]) - 1];
  if (!cells) return null;
  const column = /column "([^"]*)"/.exec(message);
  const header = rows[0]?.map((cell) => text.slice(cell.start, cell.end).replace(/^"|"$/g, '').trim());
  const at = column && header ? header.indexOf(column[1]) : -1;
  const span = at >= 0 && cells[at] ? cells[at] : { start: cells[0].start, end: cells.at(-1).end };
  return { ...span, ...lineColumn(text, span.start) };
}

/** Each CSV row's cells as spans of the text (quotes kept; RFC 4180). */
function csvCellSpans(text) {
  const rows = [];
  let row = [];
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let quoted = false;
  for (let i = start; i <= text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') i++;
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === ',' || ch === '\n' || ch === '\r' || ch === undefined) {
      row.push({ start, end: i });
      if (ch !== ',') {
        if (row.some((cell) => cell.end > cell.start)) rows.push(row);
        row = [];
        if (ch === '\r' && text[i + 1] === '\n') i++;
      }
      start = i + 1;
    }
  }
  return rows;
}

/** Text for an HTML attribute value in single quotes. */
function attributeText(text) {
  return text.replaceAll('&', '&amp;').replaceAll("'", '&#39;');
}

/**
 * JSON inside a `<script>`: nothing may close it early. `<` only occurs inside JSON strings, where
 * `\/` and `\u003c` are escapes JSON.parse reads back as the same characters.
 */
function scriptText(json) {
  return json.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '\\u003c!--');
}

/**
 * A data object as a JavaScript literal for the React and Vue forms: `<` (which JSON has only
 * inside strings) written `\u003c`, so no `</script>` in the data ends a Vue `<script setup>`
 * block or an inline `<script>` the code is pasted into, and no `<!--` opens a comment there.
 */
function scriptLiteral(data) {
  return JSON.stringify(data, null, 2).replace(/</g, '\\u003c');
}

/**
 * CSV cannot be escaped inside a `<script type="text/csv">` (its reader takes the text as it is): a
 * table holding `</script` would end the script early and the rest of it would be the page's
 * markup; `<!--` would make the script swallow what follows.
 */
const UNSAFE_IN_SCRIPT = /<\/script|<!--/i;

/** Up to this many characters of compact JSON go in a `data` attribute: one readable line. */
const ATTRIBUTE_LIMIT = 160;

/**
 * The HTML that embeds `text` (already checked: JSON that parses, or CSV or BibTeX) in `tag`: short
 * JSON as a `data` attribute (one line; `'` and `&` escaped), longer JSON as a child script,
 * indented and with nothing to escape but `</script` (what docs/embedding.md advises for long
 * data), CSV as a child `<script type="text/csv">`. BibTeX goes in as `{ "bibtex" }`. The preview
 * renders exactly this.
 */
export function htmlSnippet(tag, format, text, attributes = '') {
  const open = `<${tag}${attributes ? ` ${attributes}` : ''}`;
  // CSV has no escapes: a table holding `</script` gets the `src` form, its text left out.
  if (format === 'csv' && UNSAFE_IN_SCRIPT.test(text)) {
    const { html, file } = srcSnippet(tag, format, attributes);
    return `<!-- This CSV holds "</script" or "<!--", which no page can carry inline: put ${file} ("Download the data file") beside the page. -->\n${html}`;
  }
  if (format === 'csv') return `${open}>\n  <script type="text/csv">\n${text.trim()}\n  </script>\n</${tag}>`;
  const data = format === 'bibtex' ? { bibtex: text } : JSON.parse(text);
  const compact = JSON.stringify(data);
  if (compact.length <= ATTRIBUTE_LIMIT) return `${open} data='${attributeText(compact)}'></${tag}>`;
  return `${open}>\n  <script type="application/json">\n${scriptText(JSON.stringify(data, null, 2))}\n  </script>\n</${tag}>`;
}

/** The `src` form: the element and the name of the data file to put beside the page. */
export function srcSnippet(tag, format, attributes = '') {
  const file = `${tag.split('-')[0]}-data.${format === 'csv' ? 'csv' : 'json'}`;
  return { html: `<${tag}${attributes ? ` ${attributes}` : ''} src="${file}"></${tag}>`, file };
}

/** The data as the object a framework passes (`data`), or null when only CSV text is at hand. */
export function dataObject(format, text) {
  if (format === 'json') return JSON.parse(text);
  if (format === 'bibtex') return { bibtex: text };
  return null;
}

/** The React form, with the package's wrappers (docs/frameworks.md). */
export function reactSnippet(tag, format, text) {
  const name = ELEMENTS[tag].react;
  const data = dataObject(format, text);
  if (!data) {
    const { file } = srcSnippet(tag, format);
    return `import { ${name} } from 'codespecweave-widgets/react';\n\n// ${file} beside the page (CSV is read from a file or a child script).\nexport function Figure() {\n  return <${name} src="${file}" />;\n}\n`;
  }
  return `import { ${name} } from 'codespecweave-widgets/react';\n\nconst data = ${scriptLiteral(data)};\n\nexport function Figure() {\n  return <${name} data={data} />;\n}\n`;
}

/** The Vue 3 form: the tags registered once, `data` bound as a property (docs/frameworks.md). */
export function vueSnippet(tag, format, text) {
  const data = dataObject(format, text);
  const binding = data ? `:data="data"` : `src="${srcSnippet(tag, format).file}"`;
  const script = data ? `\nconst data = ${scriptLiteral(data)};\n` : '\n';
  return `<script setup lang="ts">\nimport 'codespecweave-widgets/define.js';${script}</script>\n\n<template>\n  <${tag} ${binding} />\n</template>\n`;
}

/**
 * The data file's text, as "Download the data file" gives it: CSV as typed, JSON (and BibTeX as
 * `{ "bibtex" }`) indented. The iframe form's embed page inlines exactly this text, as the `embed`
 * command does with that file.
 */
export function dataFileText(format, text) {
  return format === 'csv' ? text : `${JSON.stringify(dataObject(format, text), null, 2)}\n`;
}

/** Each option attribute's key in the data (`heading` stands for the data's `title`). */
const OPTION_KEYS = { heading: 'title', description: 'description', metric: 'metric', unit: 'unit', decimals: 'decimals', 'group-label': 'groupLabel' };

/**
 * JSON data with the option fields filled in written into it, as the attributes would win over the
 * data's own: the iframe form's data file then carries the words the preview shows, for the `embed`
 * command, which reads only the file. `decimals` goes in as a number (any other text is left to the
 * data). Text that is not a JSON object is returned as it is.
 */
export function dataWithOptions(tag, jsonText, options) {
  const names = OPTION_ATTRIBUTES[tag].filter((name) => typeof options[name] === 'string' && options[name].trim() !== '');
  if (!names.length) return jsonText;
  let data;
  try {
    data = JSON.parse(jsonText);
  } catch {
    return jsonText;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return jsonText;
  for (const name of names) {
    const value = options[name];
    if (name === 'decimals') {
      if (/^\d+$/.test(value.trim())) data.decimals = Number(value);
    } else data[OPTION_KEYS[name]] = value;
  }
  return JSON.stringify(data);
}

/** The folder the iframe form's command writes into. */
export const EMBED_DIR = 'embeds';

/**
 * The `embed` command for the data file alone (docs/embedding.md, "Hosts that allow no scripts"):
 * `--element <tag> <file>`, whose id (so the page's name) is the file's name without its extension.
 */
export function embedCommand(tag, format) {
  const { file } = srcSnippet(tag, format);
  return { command: `npx codespecweave-widgets embed --out-dir ${EMBED_DIR} --element ${tag} ${file}`, id: file.replace(/\.[^.]*$/, ''), file };
}

/** Text for a double-quoted attribute value, as the command escapes it. */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The element as the `embed` command puts an `--element` data file into its page: an id from the
 * file name, `heading-level="1"` (the element's title is the page's one heading) and the file's
 * text in a child script (`<` escaped in JSON, `</` in CSV, so nothing closes the script).
 */
export function embedElementMarkup(tag, format, text) {
  const { id } = embedCommand(tag, format);
  const fileText = dataFileText(format, text);
  const data = format === 'csv' ? `<script type="text/csv">${fileText.replace(/<\//g, '<\\/')}</script>` : `<script type="application/json">${fileText.replace(/</g, '\\u003c')}</script>`;
  return `<${tag} id="${escapeHtml(id)}" heading-level="1">${data}</${tag}>`;
}

/**
 * What the command prints for the element: a comment naming its id (the title is data, which no
 * escaping makes safe in a comment: it is in the frame's `title` attribute), then its `<iframe>`
 * snippet. A dark preview adds `?theme=dark` to the page's URL (the embed page reads it; the
 * command itself prints the URL without a query).
 */
export function iframeSnippetText(id, snippet, theme = 'light') {
  const printed = `<!-- ${id} -->\n${snippet}`;
  return theme === 'dark' ? printed.replace(` src="${escapeHtml(`${id}.html`)}"`, ` src="${escapeHtml(`${id}.html`)}?theme=dark"`) : printed;
}

/** The option attributes an author may set in the playground (docs: "Options as attributes"), by element. */
export const OPTION_ATTRIBUTES = {
  'leaderboard-table': ['heading', 'description', 'metric', 'unit', 'decimals', 'group-label'],
  'results-toggle': ['heading', 'description', 'metric', 'unit', 'decimals'],
  'requirement-web': [],
  'bibtex-card': [],
};

/**
 * The option attributes as HTML, in the element's order: `heading="BFCL v3" metric="Accuracy"`.
 * Only those filled in (an empty field leaves the data's own option); values escaped.
 */
export function optionAttributes(tag, options) {
  return OPTION_ATTRIBUTES[tag]
    .filter((name) => typeof options[name] === 'string' && options[name].trim() !== '')
    .map((name) => `${name}="${escapeHtml(options[name])}"`)
    .join(' ');
}

/**
 * The line that loads the library, which every HTML form starts with: pasted alone into an empty
 * page (a blog post's HTML block), the form then shows the element with its data.
 */
export function loaderLine(url) {
  return `<script type="module" src="${escapeHtml(url)}"></script>`;
}

/** How the playground names what is in its editor when it is no longer the example: by what was pasted. */
export function pastedLabel(format) {
  return { json: 'Your data (JSON)', csv: 'Your data (CSV)', bibtex: 'Your data (BibTeX)' }[format];
}

/** The "Download JSON" button's words for what was pasted: CSV and BibTeX are turned into the JSON the element reads. */
export function jsonDownloadLabel(format) {
  return { json: 'Download JSON', csv: 'Download the CSV as JSON', bibtex: 'Download the BibTeX as JSON' }[format];
}
