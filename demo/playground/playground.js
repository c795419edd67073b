// <csw-playground>: paste or drop data, see the element at once, fix what it says, copy the embed.
// A plain custom element in the light DOM (the page's own styles, playground.css), used by
// demo/playground.html (with the built bundle) and by Storybook's Playground page (with the
// sources): it defines none of the four elements itself. Nothing leaves the browser.
import { EXAMPLES } from './examples.js';
import {
  ELEMENTS,
  dataFileText,
  dataWithOptions,
  dataObject,
  detectFormat,
  embedCommand,
  embedElementMarkup,
  htmlSnippet,
  iframeSnippetText,
  jsonDownloadLabel,
  loaderLine,
  OPTION_ATTRIBUTES,
  optionAttributes,
  pastedLabel,
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
  ['iframe', 'iframe (hosts without scripts)'],
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

/** The files the command writes for an element. */
const EMBED_FILES = (id) => `${id}.html, ${id}.svg and ${id}.oembed.json`;

export class CswPlayground extends HTMLElement {
  /** CSV → the element's data object, per tag (the library's own readers), for "Download JSON". */
  csvReaders = {};
  /**
   * Loads the `embed` command's functions (demo/playground/embed-entry.js) for the iframe form:
   * set by the page (the bundled copy) or the story (the sources). Without it the form says so.
   */
  embedTools = null;
  /** Where the library's classic-script bundle is served, inlined into the embed page; '' when it is not. */
  bundleUrl = '';
  /**
   * The URL of the library's module that the HTML forms' loader line names (the page sets the one it
   * serves, so a copied form works pasted alone; the default is the package on a public CDN).
   */
  get loaderUrl() {
    return this.#loaderUrl;
  }
  set loaderUrl(url) {
    this.#loaderUrl = url;
    if (this.input) this.#renderSnippet();
  }
  #loaderUrl = 'https://cdn.jsdelivr.net/npm/codespecweave-widgets/dist/codespecweave-widgets.js';
  #tag = 'leaderboard-table';
  #width = 'blog';
  #theme = 'light';
  #snippet = 'html';
  #format = 'json';
  #lastGood = '';
  #previewFormat = '';
  #timer;
  #ids = `pg${++instances}`;
  /** The iframe form's last result ({ id, title, markup, text }), and a counter that drops stale ones. */
  #embed = null;
  #embedRun = 0;
  #bundle;

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
    this.embedNote = el('div', { class: 'pg-embed-note', hidden: true });
    this.embedButton = el('button', { type: 'button', class: 'pg-download-embed', hidden: true, onclick: () => this.#downloadEmbedPage() }, 'Download the embed page');
    // The element the iframe form measures: made from the embed page's own markup, apart from the
    // preview (which a reader may have sorted or opened), as the command reads a fresh element.
    this.measure = el('div', { class: 'pg-measure', hidden: true });
    // The option attributes (a CSV or a table carries rows only): a field each, shown for the elements that take them.
    const optionLabels = { heading: 'Heading', description: 'Description', metric: 'Metric (score column)', unit: 'Unit', decimals: 'Decimals (0–6, auto)', 'group-label': 'Group label' };
    this.optionInputs = Object.fromEntries(
      Object.entries(optionLabels).map(([name]) => [name, el('input', { id: `${id}-opt-${name}`, type: 'text', class: 'pg-option', 'data-option': name, oninput: () => this.#schedule() })]),
    );
    this.optionFields = el(
      'fieldset',
      { class: 'pg-options' },
      el('legend', {}, 'Title and labels (attributes, over the data\'s own)'),
      ...Object.entries(optionLabels).map(([name, label]) => el('p', { class: 'pg-field', 'data-option': name }, el('label', { for: `${id}-opt-${name}` }, label), this.optionInputs[name])),
    );
    this.jsonButton = el('button', { type: 'button', class: 'pg-download-json', onclick: () => this.#downloadJson() }, 'Download JSON');
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
            this.jsonButton,
          ),
          this.errors,
          this.optionFields,
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
          this.embedButton,
        ),
        this.embedNote,
        this.status,
      ),
      this.measure,
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
    const names = OPTION_ATTRIBUTES[tag];
    this.optionFields.hidden = names.length === 0;
    for (const field of this.optionFields.querySelectorAll('p[data-option]')) field.hidden = !names.includes(field.dataset.option);
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
    // "Your data" (what was pasted) is not an example: choosing it keeps the text.
    if (!Number.isInteger(index) || !EXAMPLES[this.#tag][index]) return;
    this.exampleSelect.value = String(index);
    const { text, options = {} } = EXAMPLES[this.#tag][index];
    for (const [name, input] of Object.entries(this.optionInputs)) input.value = options[name] ?? '';
    this.value = text;
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
    this.#namePaste(text);
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
    this.#applyOptions();
    this.#renderSnippet();
  }

  /** The option fields filled in, by attribute name (only the current element's). */
  #options() {
    return Object.fromEntries(OPTION_ATTRIBUTES[this.#tag].map((name) => [name, this.optionInputs[name].value]));
  }

  /** The option attributes on the preview's element: set as filled in, removed when emptied. */
  #applyOptions() {
    const element = this.preview.firstElementChild;
    if (!element) return;
    for (const [name, value] of Object.entries(this.#options())) {
      if (value.trim()) element.setAttribute(name, value);
      else element.removeAttribute(name);
    }
  }

  /**
   * Names what was pasted: the example menu says "Your data (CSV)" once the text is no example's,
   * and the JSON download says what it turns into JSON.
   */
  #namePaste(text) {
    const example = EXAMPLES[this.#tag].findIndex((candidate) => candidate.text === text);
    this.exampleSelect.querySelector('option[data-pasted]')?.remove();
    if (example >= 0) this.exampleSelect.value = String(example);
    else {
      this.exampleSelect.append(el('option', { value: 'pasted', 'data-pasted': '' }, pastedLabel(this.#format)));
      this.exampleSelect.value = 'pasted';
    }
    this.jsonButton.textContent = jsonDownloadLabel(this.#format);
  }

  #renderSnippet() {
    const text = this.#lastGood;
    if (!text) return;
    const theme = [optionAttributes(this.#tag, this.#options()), this.#theme === 'dark' ? 'theme="dark"' : ''].filter(Boolean).join(' ');
    // The HTML forms start with the library's loader line: pasted alone, they work.
    const loader = loaderLine(this.loaderUrl);
    const forms = {
      html: () => `${loader}\n${htmlSnippet(this.#tag, this.#format, text, theme)}`,
      src: () => `${loader}\n${srcSnippet(this.#tag, this.#format, theme).html}\n<!-- and ${srcSnippet(this.#tag, this.#format).file} beside the page: "Download the data file" -->`,
      react: () => reactSnippet(this.#tag, this.#format, text),
      vue: () => vueSnippet(this.#tag, this.#format, text),
    };
    const iframe = this.#snippet === 'iframe';
    // A pending iframe result is dropped once another form (or other data) is shown.
    if (!iframe) this.#embedRun++;
    this.embedNote.hidden = !iframe;
    this.embedButton.hidden = !iframe;
    if (iframe) {
      void this.#renderIframe(text);
      return;
    }
    this.code.textContent = forms[this.#snippet]();
  }

  /**
   * The iframe form: the snippet the `embed` command prints for this element and data (its title,
   * its fixed height rule, run here on a fresh element made from the embed page's markup), and what
   * the author hosts: the embed page, made here from the command's own page when the library's
   * bundle can be fetched, and always the one-line command that makes it prerendered.
   */
  async #renderIframe(text) {
    const run = ++this.#embedRun;
    const tag = this.#tag;
    // CSV goes into the embed as the JSON the library's own reader makes of it: the command reads a
    // CSV `--element` file in the browser only, so its snippet would have no title and no height.
    this.code.textContent = 'Working out the iframe…';
    this.embedButton.disabled = true;
    let tools;
    try {
      tools = await this.embedTools?.();
    } catch {
      tools = undefined;
    }
    if (run !== this.#embedRun) return;
    let format = this.#format;
    let converted = false;
    if (format === 'csv' && tools) {
      try {
        const data = tools.csvData(tag, text);
        if (data) {
          text = JSON.stringify(data);
          format = 'json';
          converted = true;
        }
      } catch {
        // The element shows the CSV's error; the form below says what to do.
      }
    }
    // The option fields go into the JSON the command reads, as they win over the data's own.
    if (format === 'json') text = dataWithOptions(tag, text, this.#options());
    const { command, id, file } = embedCommand(tag, format);
    const commandLine = el('pre', { class: 'pg-command', tabindex: '0', 'aria-label': 'The embed command' }, el('code', {}, command));
    this.#embed = null;
    if (format === 'csv' && tools) {
      this.code.textContent = `<!-- The iframe form needs this CSV as JSON: fix what the element says, or use "Download JSON" and run the command on that file. -->\n${embedCommand(tag, 'json').command}`;
      this.embedNote.replaceChildren(el('p', {}, 'This CSV cannot be read as a table here, so no embed page can be made from it.'));
      return;
    }
    if (!tools) {
      this.embedButton.disabled = true;
      this.code.textContent = `<!-- Run in the folder of ${file} ("Download the data file"); it prints the iframe. -->
${command}`;
      this.embedNote.replaceChildren(el('p', {}, `This copy of the playground cannot load the embed command's functions: download the data file and run the command, which writes ${EMBED_FILES(id)} and prints the snippet.`), commandLine);
      return;
    }
    const markup = embedElementMarkup(tag, format, text);
    const state = await this.#measureState(markup, tag);
    if (run !== this.#embedRun) return;
    const title = tools.elementTitle(state) || `${tag} ${id}`;
    const height = tools.fixedHeight(state, '', false, state.error);
    const snippet = tools.iframeSnippet({ id, src: `${id}.html`, title, height });
    this.#embed = { id, title, markup, tools, source: { format, text } };
    this.code.textContent = iframeSnippetText(id, snippet, this.#theme);
    const bundle = await this.#bundleText();
    if (run !== this.#embedRun) return;
    this.embedButton.disabled = !bundle;
    const extra = [
      converted ? ` The CSV goes in as the JSON the library reads from it (${file}, which "Download the data file" gives in this form).` : '',
      this.#theme === 'dark' ? ' The snippet asks for the dark theme with ?theme=dark, which the embed page reads.' : '',
    ].join('');
    this.embedNote.replaceChildren(
      bundle
        ? el('p', {}, `Host ${id}.html beside the page (or at the URL in src): "Download the embed page" gives it, with the element, its data and the library inlined (about ${Math.round((bundle.length + text.length) / 1024)} KB), no other file needed.${extra}`)
        : el('p', {}, `Host ${id}.html beside the page (or at the URL in src). The library's bundle cannot be fetched here, so this page cannot make it: run the command below.${extra}`),
      el('p', {}, `The command makes the same page prerendered (it shows even with scripts off in the frame), with ${id}.svg and ${id}.oembed.json beside it. Run it in the folder of ${file} ("Download the data file"):`),
      commandLine,
    );
  }

  /** The element's state as the command reads it (its data, selection and error), from a fresh element. */
  async #measureState(markup, tag) {
    this.measure.innerHTML = markup;
    const element = this.measure.firstElementChild;
    try {
      await customElements.whenDefined(tag);
      for (let i = 0; i < 60 && element.value === undefined && !element.errorText; i++) {
        await element.updateComplete;
        if (element.value === undefined && !element.errorText) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const value = element.value;
      const error = typeof element.errorText === 'string' ? element.errorText : '';
      const properties = Object.fromEntries(['backbone', 'open', 'layout', 'selected', 'format', 'heading', 'theme', 'sort'].map((name) => [name, element[name]]));
      return { tag, value, error, get: (name) => properties[name] };
    } finally {
      this.measure.replaceChildren();
    }
  }

  /** The library's classic-script bundle (fetched once), or '' when this copy cannot fetch it. */
  #bundleText() {
    this.#bundle ??= this.bundleUrl
      ? fetch(this.bundleUrl)
          .then((response) => (response.ok ? response.text() : ''))
          .catch(() => '')
      : Promise.resolve('');
    return this.#bundle;
  }

  /** The embed page for the current data, as the command writes it before its prerender step; '' when it cannot be made here. */
  async embedPage() {
    const bundle = await this.#bundleText();
    if (!this.#embed || !bundle) return '';
    const { id, title, markup, tools } = this.#embed;
    return tools.embedPageHtml({ id, title, lang: 'en', elementHtml: markup, note: '', link: '', linkText: '', oembedHref: `${id}.oembed.json`, bundle });
  }

  async #downloadEmbedPage() {
    const page = await this.embedPage();
    if (!page) return;
    download(`${this.#embed.id}.html`, 'text/html', page);
    this.status.textContent = `Downloaded ${this.#embed.id}.html: put it beside the page that holds the iframe.`;
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
    // The iframe form's command reads the data it embeds (CSV as JSON).
    const source = this.#snippet === 'iframe' && this.#embed ? this.#embed.source : null;
    if (source) {
      download(srcSnippet(this.#tag, source.format).file, 'application/json', dataFileText(source.format, source.text));
      return;
    }
    const { file } = srcSnippet(this.#tag, this.#format);
    download(file, this.#format === 'csv' ? 'text/csv' : 'application/json', dataFileText(this.#format, this.#lastGood));
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
