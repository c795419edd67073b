// <csw-playground>: paste or drop data, see the element at once, fix what it says, copy the embed.
// A plain custom element in the light DOM (the page's own styles, playground.css), used by
// demo/playground.html (with the built bundle) and by Storybook's Playground page (with the
// sources): it defines none of the four elements itself. Nothing leaves the browser.
import { EXAMPLES } from './examples.js';
import {
  ELEMENTS,
  dataObject,
  detectFormat,
  htmlSnippet,
  locateCsvCell,
  locateJsonPath,
  locateJsonSyntaxError,
  messagePath,
  reactSnippet,
  srcSnippet,
  vueSnippet,
} from './playground-core.js';

const WIDTHS = [
  ['phone', 'Phone', 375],
  ['blog', 'Blog column', 680],
  ['slide', 'Slide', 960],
];
const SNIPPETS = [
  ['html', 'HTML'],
  ['src', 'HTML + data file'],
  ['react', 'React'],
  ['vue', 'Vue'],
];

function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === undefined) continue;
    if (name.startsWith('on')) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? '' : value);
  }
  node.append(...children);
  return node;
}

function radioGroup(name, legend, options, checked, onChange) {
  return el(
    'fieldset',
    { class: 'pg-choice' },
    el('legend', {}, legend),
    ...options.map(([value, label]) => el('label', {}, el('input', { type: 'radio', name, value, checked: value === checked, onchange: () => onChange(value) }), ` ${label}`)),
  );
}

function download(name, type, text) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = el('a', { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

let instances = 0;

export class CswPlayground extends HTMLElement {
  /** CSV → the element's data object, per tag (the library's own readers), for "Download JSON". */
  csvReaders = {};
  #tag = 'leaderboard-table';
  #width = 'blog';
  #theme = 'light';
  #snippet = 'html';
  #format = 'json';
  #lastGood = '';
  #previewFormat = '';
  #timer;
  #ids = `pg${++instances}`;

  connectedCallback() {
    // Built once: a playground moved in the page keeps what was typed.
    if (this.input) return;
    const id = this.#ids;
    this.input = el('textarea', { id: `${id}-input`, class: 'pg-input', spellcheck: 'false', rows: '18', 'aria-describedby': `${id}-errors`, oninput: () => this.#schedule() });
    this.input.addEventListener('dragover', (event) => event.preventDefault());
    this.input.addEventListener('drop', (event) => {
      const file = event.dataTransfer?.files?.[0];
      if (!file) return;
      event.preventDefault();
      void this.#openFile(file);
    });
    this.exampleSelect = el('select', { id: `${id}-example`, onchange: () => this.#loadExample(Number(this.exampleSelect.value)) });
    this.tagSelect = el(
      'select',
      { id: `${id}-tag`, onchange: () => this.#setTag(this.tagSelect.value) },
      ...Object.keys(ELEMENTS).map((tag) => el('option', { value: tag }, `<${tag}>`)),
    );
    this.errors = el('ul', { id: `${id}-errors`, class: 'pg-errors', 'aria-live': 'polite' });
    this.status = el('p', { class: 'pg-status', role: 'status' });
    this.preview = el('div', { class: 'pg-preview' });
    this.frame = el('div', { class: 'pg-frame', 'data-theme': this.#theme }, this.preview);
    this.code = el('code', {});
    this.codeBox = el('pre', { class: 'pg-code', tabindex: '0', 'aria-label': 'Embed code' }, this.code);
    const fileInput = el('input', { type: 'file', accept: '.json,.csv,.bib,.txt,application/json,text/csv', onchange: () => fileInput.files?.[0] && this.#openFile(fileInput.files[0]) });
    this.append(
      el(
        'div',
        { class: 'pg-controls' },
        el('p', { class: 'pg-field' }, el('label', { for: `${id}-tag` }, 'Element'), this.tagSelect),
        el('p', { class: 'pg-field' }, el('label', { for: `${id}-example` }, 'Start from'), this.exampleSelect),
        radioGroup(`${id}-width`, 'Width', WIDTHS, this.#width, (value) => this.#setWidth(value)),
        radioGroup(`${id}-theme`, 'Theme', [['light', 'Light'], ['dark', 'Dark']], this.#theme, (value) => this.#setTheme(value)),
      ),
      el(
        'div',
        { class: 'pg-work' },
        el(
          'div',
          { class: 'pg-editor' },
          el('label', { for: `${id}-input` }, 'Your data: JSON, CSV or BibTeX (paste, type or drop a file)'),
          this.input,
          el(
            'p',
            { class: 'pg-actions' },
            el('label', { class: 'pg-file' }, 'Open a file… ', fileInput),
            el('button', { type: 'button', class: 'pg-download-json', onclick: () => this.#downloadJson() }, 'Download JSON'),
          ),
          this.errors,
        ),
        this.frame,
      ),
      el(
        'section',
        { class: 'pg-embed', 'aria-labelledby': `${id}-embed` },
        el('h2', { id: `${id}-embed` }, 'Embed it'),
        radioGroup(`${id}-snippet`, 'Form', SNIPPETS, this.#snippet, (value) => {
          this.#snippet = value;
          this.#renderSnippet();
        }),
        this.codeBox,
        el(
          'p',
          { class: 'pg-actions' },
          el('button', { type: 'button', class: 'pg-copy', onclick: () => this.#copy() }, 'Copy'),
          el('button', { type: 'button', class: 'pg-download-file', onclick: () => this.#downloadDataFile() }, 'Download the data file'),
        ),
        this.status,
      ),
    );
    this.preview.addEventListener('csw-error', (event) => this.#showElementError(event.detail?.message ?? ''));
    this.preview.addEventListener('csw-load', (event) => {
      if (!event.detail?.error) this.#clearErrors();
    });
    this.#setWidth(this.#width);
    this.#setTag(this.getAttribute('element') ?? this.#tag);
  }

  /** The text in the editor now (tests and stories set it through `value`). */
  get value() {
    return this.input.value;
  }
  set value(text) {
    this.input.value = text;
    this.#update();
  }

  /** What the embed box shows now. */
  get snippet() {
    return this.code.textContent;
  }

  #setTag(tag) {
    if (!ELEMENTS[tag]) tag = 'leaderboard-table';
    this.#tag = tag;
    this.tagSelect.value = tag;
    this.exampleSelect.replaceChildren(...EXAMPLES[tag].map((example, index) => el('option', { value: String(index) }, example.label)));
    this.preview.replaceChildren();
    this.#lastGood = '';
    this.#loadExample(0);
  }

  #setWidth(width) {
    this.#width = width;
    // Through the CSSOM: the page's policy allows no inline style attribute.
    this.frame.style.width = `${WIDTHS.find(([value]) => value === width)[2]}px`;
  }

  #setTheme(theme) {
    this.#theme = theme;
    this.frame.dataset.theme = theme;
    this.preview.firstElementChild?.setAttribute('theme', theme);
    this.#renderSnippet();
  }

  #loadExample(index) {
    this.exampleSelect.value = String(index);
    this.value = EXAMPLES[this.#tag][index].text;
  }

  async #openFile(file) {
    this.value = await file.text();
  }

  #schedule() {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#update(), 200);
  }

  #clearErrors() {
    this.errors.replaceChildren();
  }

  /** One error, with a button that selects where it points. */
  #showError(message, place) {
    const text = place ? `Line ${place.line}, column ${place.column}: ${message}` : message;
    const item = el('li', {}, place ? el('button', { type: 'button', class: 'pg-error', onclick: () => this.#select(place) }, text) : text);
    this.errors.replaceChildren(item);
  }

  #select(place) {
    this.input.focus();
    this.input.setSelectionRange(place.start, Math.max(place.end, place.start + 1));
  }

  #showElementError(message) {
    const text = this.input.value;
    let place = null;
    if (this.#format === 'json') {
      const path = messagePath(message);
      if (path) place = locateJsonPath(text, path);
    } else if (this.#format === 'csv') place = locateCsvCell(text, message);
    this.#showError(message, place);
  }

  /** Checks the text, renders it into the preview, writes the embed code. */
  #update() {
    const text = this.input.value;
    this.#format = detectFormat(text, this.#tag);
    if (this.#format === 'csv' && !ELEMENTS[this.#tag].csv) {
      this.#showError(`<${this.#tag}> takes JSON${this.#tag === 'bibtex-card' ? ' or BibTeX' : ''}, not CSV.`, null);
      return;
    }
    if (this.#format === 'csv' && /<\/script|<!--/i.test(text)) {
      this.#showError('This table holds "</script" or "<!--", which cannot stand inside a page\'s <script>: use the "HTML + data file" form.', null);
      return;
    }
    if (this.#format === 'json') {
      try {
        JSON.parse(text);
      } catch (error) {
        // The last good preview stays; the message points at the place.
        this.#showError(`Invalid JSON: ${error.message}`, locateJsonSyntaxError(text, error.message));
        return;
      }
    }
    this.#clearErrors();
    const html = htmlSnippet(this.#tag, this.#format, text);
    this.#lastGood = text;
    const current = this.preview.firstElementChild;
    if (current && this.#format !== 'csv' && this.#previewFormat !== 'csv' && current.localName === this.#tag) {
      // The same element takes the new data (the attribute wins over a child script): an error then
      // shows over its last good view, as on a page.
      current.setAttribute('data', this.#format === 'bibtex' ? JSON.stringify({ bibtex: text }) : JSON.stringify(JSON.parse(text)));
    } else {
      this.preview.innerHTML = html;
      this.preview.firstElementChild?.setAttribute('theme', this.#theme);
      this.#previewFormat = this.#format;
    }
    this.#renderSnippet();
  }

  #renderSnippet() {
    const text = this.#lastGood;
    if (!text) return;
    const theme = this.#theme === 'dark' ? 'theme="dark"' : '';
    const forms = {
      html: () => htmlSnippet(this.#tag, this.#format, text, theme),
      src: () => `${srcSnippet(this.#tag, this.#format, theme).html}\n<!-- and ${srcSnippet(this.#tag, this.#format).file} beside the page: "Download the data file" -->`,
      react: () => reactSnippet(this.#tag, this.#format, text),
      vue: () => vueSnippet(this.#tag, this.#format, text),
    };
    this.code.textContent = forms[this.#snippet]();
  }

  async #copy() {
    const text = this.code.textContent;
    try {
      await navigator.clipboard.writeText(text);
      this.status.textContent = 'Copied the embed code.';
    } catch {
      // Refused (plain http, an iframe): select it, so Ctrl+C takes it.
      const range = document.createRange();
      range.selectNodeContents(this.code);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      this.status.textContent = 'Copying was refused here: the code is selected, press Ctrl+C (⌘C).';
    }
  }

  #downloadDataFile() {
    if (!this.#lastGood) return;
    const { file } = srcSnippet(this.#tag, this.#format);
    if (this.#format === 'csv') download(file, 'text/csv', this.#lastGood);
    else download(file, 'application/json', `${JSON.stringify(dataObject(this.#format, this.#lastGood), null, 2)}\n`);
  }

  #downloadJson() {
    if (!this.#lastGood) return;
    let data = dataObject(this.#format, this.#lastGood);
    if (!data) {
      const read = this.csvReaders[this.#tag];
      try {
        data = read?.(this.#lastGood) ?? null;
      } catch (error) {
        this.#showElementError(String(error?.message ?? error));
        return;
      }
    }
    if (!data) {
      this.status.textContent = 'This page cannot turn CSV into JSON; download the CSV data file instead.';
      return;
    }
    download(`${this.#tag.split('-')[0]}-data.json`, 'application/json', `${JSON.stringify(data, null, 2)}\n`);
    this.status.textContent = 'Downloaded the data as JSON.';
  }
}

if (!customElements.get('csw-playground')) customElements.define('csw-playground', CswPlayground);
