import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import '../src/components/bibtex-card/define.js';
import { PAPER_BIBTEX as PAPER } from '../test/fixtures/paper-bibtex.js';
import { biblatexExample } from '../test/fixtures/bib/biblatex-example.js';
import { ICML2020_PROCEEDINGS, SIMCLR_ARXIV, SIMCLR_ICML2020 } from '../test/fixtures/bib/simclr-icml2020.js';
import { TWENTY_TWO_AUTHORS } from '../test/fixtures/bib/many-authors.js';

/**
 * A real paper and its proceedings volume (PMLR 119, ICML 2020) as one text, with its arXiv
 * version (test/fixtures/bib/simclr-icml2020.ts): the paper names its parent in `crossref`, so the
 * card's APA and MLA take the volume's title, editors, volume number and publisher from it.
 * Bibliographic data of the published paper, not CodeSpecWeave's.
 */
const PROCEEDINGS = `${ICML2020_PROCEEDINGS}\n\n${SIMCLR_ICML2020}\n\n${SIMCLR_ARXIV}`;

// The entries below are invented to show the formatting; the stories say so.
const ACCENTS = `@article{mueller2021,
  author  = {M{\\"u}ller, J{\\"o}rg and Garc{\\'\\i}a M{\\'a}rquez, Gabriel and {\\O}rsted, Hans Christian},
  title   = {Fast {Fourier} Methods for {Schr\\"odinger} Equations --- a {GPT}-Assisted Study},
  journal = {Zeitschrift f{\\"u}r Beispiele},
  volume  = 7,
  number  = {2},
  pages   = {3--19},
  year    = 2021,
  month   = mar,
  doi     = {10.1000/example.2021.7.2},
}`;

const LONG_AUTHORS = `@article{benchmark2025,
  author  = {${TWENTY_TWO_AUTHORS}},
  title   = {A Benchmark with Many Authors},
  journal = {Data Journal},
  volume  = {3},
  pages   = {e12},
  year    = {2025},
}`;

const MALFORMED = `@article{broken2024,
  title  = {A Field without a Comma}
  author = {Someone Else},
  year   = {2024},
}`;

const illustrative = html`<p class="story-note">Illustrative entry: not a real publication.</p>`;

interface Args {
  bibtex: string;
  format: 'bibtex' | 'apa' | 'mla';
  heading: string;
  filename: string;
  theme: 'auto' | 'light' | 'dark';
  /** The `lang` attribute ('' for none: the page's). */
  lang: string;
  headingLevel: number;
  fontSize: number;
  /** The `key` attribute: which entry of a multi-entry text to show. */
  key?: string;
}

const meta: Meta<Args> = {
  title: 'Elements/bibtex-card',
  component: 'bibtex-card',
  tags: ['autodocs'],
  argTypes: {
    bibtex: { control: 'text', description: 'The BibTeX entry (the `bibtex` attribute).' },
    format: { control: 'inline-radio', options: ['bibtex', 'apa', 'mla'] },
    heading: { control: 'text' },
    filename: { control: 'text' },
    theme: { control: 'inline-radio', options: ['auto', 'light', 'dark'] },
    lang: {
      control: 'select',
      options: ['', 'en', 'zh-CN', 'ja', 'de', 'fr', 'es', 'ar'],
      description: 'The `lang` attribute: the UI strings (the citation and the BibTeX stay as written); `ar` (no shipped table: English) runs right to left.',
    },
    headingLevel: { control: { type: 'number', min: 1, max: 6 }, description: 'The `heading-level` attribute: the title as one heading at this level.' },
    fontSize: { control: { type: 'range', min: 12, max: 40 }, description: 'The host `font-size` in px: everything scales with it (a slide sets one rule).' },
  },
  args: { bibtex: PAPER, format: 'bibtex', heading: '', filename: '', theme: 'auto', lang: '', headingLevel: 2, fontSize: 16 },
  render: (args) => html`<bibtex-card
    .bibtex=${args.bibtex}
    format=${args.format}
    heading=${args.heading || nothing}
    filename=${args.filename || nothing}
    theme=${args.theme}
    lang=${args.lang || nothing}
    heading-level=${args.headingLevel}
    style="font-size: ${args.fontSize}px"
  ></bibtex-card>`,
  parameters: {
    docs: {
      description: {
        component:
          'A "Cite this work" card: the BibTeX entry exactly as given, coloured by role, with APA 7 and MLA 9 ' +
          'formats, Copy and Download (.bib).\n\n' +
          '**Accessibility.** The title is one heading, at the level `heading-level` chooses (default 2). The ' +
          'format switch is a tab list whose selected tab is exposed: Tab reaches it, the arrow keys, Home and End ' +
          'move between BibTeX, APA and MLA (and do not reach a slide deck). Copy and Download are buttons (44 × 44 ' +
          'px on a touch screen); "Save as image" opens Download SVG and Download PNG of the view shown; the card\'s one polite live region says "Copied BibTeX", "Copied APA citation", ' +
          'why copying failed, or which file the browser was asked to save, without reading the copied text aloud. ' +
          'The entry wraps with a hanging indent, so every character shows at 320 px with no sideways scrolling. ' +
          'Token colours meet WCAG AA (4.5:1) in light and dark; sizes follow the host font size.',
      },
    },
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Playground: Story = {};

export const PaperEntry: Story = {
  name: 'The paper’s entry',
  render: () => html`<bibtex-card .bibtex=${PAPER}></bibtex-card>`,
};

export const PaperApa: Story = {
  name: 'The paper in APA',
  render: () => html`<bibtex-card .bibtex=${PAPER} format="apa"></bibtex-card>`,
};

export const PaperMla: Story = {
  name: 'The paper in MLA',
  render: () => html`<bibtex-card .bibtex=${PAPER} format="mla"></bibtex-card>`,
};

export const ArticleWithAccents: Story = {
  name: '@article with accents',
  render: () => html`${illustrative}<bibtex-card .bibtex=${ACCENTS} format="apa"></bibtex-card>`,
};

export const LongAuthorList: Story = {
  name: 'Long author list',
  render: () => html`${illustrative}<bibtex-card .bibtex=${LONG_AUTHORS} format="apa"></bibtex-card>`,
};

export const Malformed: Story = {
  render: () => html`${illustrative}<bibtex-card .bibtex=${MALFORMED}></bibtex-card>`,
};

export const SeveralEntries: Story = {
  name: 'Several entries',
  render: () => html`${illustrative}<bibtex-card .bibtex=${`${PAPER}\n\n${ACCENTS}\n\n${LONG_AUTHORS}`}></bibtex-card>`,
};

/**
 * Several entries with `key`: a paper, its proceedings volume (its crossref parent) and its arXiv
 * version. `key` picks which one the card shows; Copy and Download give that entry's text alone.
 */
export const KeyedEntries: Story = {
  name: 'Several entries with key (crossref resolved)',
  argTypes: { key: { control: 'inline-radio', options: ['pmlr-v119-chen20j', 'chen2020simple', 'icml2020'] } },
  args: { key: 'pmlr-v119-chen20j', format: 'apa' },
  render: (args) => html`<bibtex-card .bibtex=${PROCEEDINGS} key=${args.key ?? nothing} format=${args.format}></bibtex-card>`,
};

/**
 * biblatex fields: a German translation, third edition, verbatim from biblatex's own
 * biblatex-examples.bib (plk/biblatex; the tests' copy, test/fixtures/bib/real-entries.ts).
 */
export const BiblatexBook: Story = {
  name: 'biblatex: a translated German book',
  render: () => html`<bibtex-card .bibtex=${biblatexExample('iliad')} format="mla"></bibtex-card>`,
};

export const Empty: Story = {
  render: () => html`<bibtex-card bibtex=""></bibtex-card>`,
};

export const Dark: Story = {
  render: () => html`<bibtex-card theme="dark" data-story-theme .bibtex=${PAPER}></bibtex-card>`,
  parameters: { backgrounds: { default: 'dark' } },
};

export const TextContentFallback: Story = {
  name: 'Text content (no-JavaScript fallback)',
  render: () => html`<bibtex-card filename="codespecweave.bib">
    <pre>${PAPER}</pre>
  </bibtex-card>`,
};

/** Plain HTML, as a blog post would paste it: the data as a JSON attribute. */
export const JsonAttribute: Story = {
  name: 'JSON attribute',
  render: () => {
    const data = JSON.stringify({ bibtex: PAPER, filename: 'codespecweave.bib', title: 'How to cite CodeSpecWeave' });
    const attribute = data.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
    return `<bibtex-card data='${attribute}'></bibtex-card>`;
  },
};

export const ErrorState: Story = {
  name: 'Error',
  render: () => html`<bibtex-card data='{"bibtex": 42}'></bibtex-card>`,
};

/** In German: every button, name and announcement from the `de` table; the APA citation as APA writes it. */
export const German: Story = {
  name: 'German (lang="de")',
  render: () => html`<bibtex-card lang="de" format="apa" .bibtex=${PAPER}></bibtex-card>`,
};

/** Japanese, from a section's `lang`: the card follows its nearest ancestor. */
export const Japanese: Story = {
  name: 'Japanese (a section\'s lang="ja")',
  render: () => html`<section lang="ja"><bibtex-card format="mla" .bibtex=${PAPER}></bibtex-card></section>`,
};

/** Right to left: toolbar and tabs mirrored (← goes to the next tab), the entry itself left to right. */
export const RightToLeft: Story = {
  name: 'Right to left (dir="rtl")',
  render: () => html`<div dir="rtl" style="max-width: 375px"><bibtex-card lang="zh-CN" .bibtex=${PAPER}></bibtex-card></div>`,
};

/** A phone: the entry wraps with a hanging indent instead of scrolling sideways. */
export const Phone: Story = {
  name: 'Phone (320 px)',
  render: () => html`<div style="width: 320px"><bibtex-card .bibtex=${ACCENTS}></bibtex-card></div>${illustrative}`,
};

/** A slide: one font-size rule makes the card slide-sized. */
export const Slide: Story = {
  name: 'Slide (font-size 28 px)',
  render: () => html`<bibtex-card style="font-size: 28px" heading-level="3" .bibtex=${PAPER}></bibtex-card>`,
};

/** Hostile input settles at once: a file name that is a Windows device name and an entry of prototype keys. */
export const HostileInput: Story = {
  name: 'Hostile input',
  render: () => html`${illustrative}<bibtex-card
      filename="con"
      .bibtex=${'@string{__proto__ = "Built"}\n@misc{constructor, author = constructor, title = __proto__ # { \\toString}, year = 2026}'}
      format="apa"
    ></bibtex-card>`,
};
