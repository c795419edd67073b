import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import '../src/components/results-toggle/define.js';
import type { ResultsData } from '../src/components/results-toggle/results-toggle.types.js';
// Real-shaped tables with illustrative values (each says so in its title and note), shared with the tests.
import { comparisonResults, groupedResults, publishedResults } from '../test/fixtures/results-data.js';

const BENCHMARKS = ['CodeSpecWeave-Bench', 'DeepSWE-v1.1', 'SWE-bench Verified', 'SWE-bench Pro'];
const PAPER_NOTE = 'Paper Table 2 · three samples per task · 512K context';

/**
 * Only what the paper's page states: DeepSWE-v1.1 on the first backbone (base 54.42%, with CodeSpecWeave
 * 62.98%) and on MiMo-V2.5 (12.39% → 25.30%). The page does not name the first backbone, nor give any other
 * cell, so those cells are missing ("—").
 */
const PAPER: ResultsData = {
  title: 'Training results',
  metric: 'Success rate',
  unit: '%',
  domain: [0, 100],
  decimals: 2,
  note: `${PAPER_NOTE}. Only the DeepSWE-v1.1 values appear on the page; "Backbone A" stands for the first backbone, which it does not name.`,
  benchmarks: BENCHMARKS,
  backbones: [
    {
      name: 'Backbone A',
      rows: [
        { label: 'Base model', role: 'baseline', scores: { 'DeepSWE-v1.1': 54.42 } },
        { label: '+ CodeSpecWeave', role: 'highlight', scores: { 'DeepSWE-v1.1': 62.98 } },
      ],
    },
    {
      name: 'MiMo-V2.5',
      rows: [
        { label: 'Base model', role: 'baseline', scores: { 'DeepSWE-v1.1': 12.39 } },
        { label: '+ CodeSpecWeave', role: 'highlight', scores: { 'DeepSWE-v1.1': 25.3 } },
      ],
    },
  ],
};

const ILLUSTRATIVE_NOTE = 'Illustrative values for a demo, not results from the paper.';

/** Deterministic made-up scores: every story that uses them says so in its note. */
function illustrative(backbones: string[], benchmarks: string[], labels: string[], missing = false): ResultsData {
  return {
    title: 'Training results (illustrative)',
    metric: 'Success rate',
    note: ILLUSTRATIVE_NOTE,
    benchmarks,
    backbones: backbones.map((name, b) => ({
      name,
      rows: labels.map((label, r) => ({
        label,
        role: r === 0 ? 'baseline' : r === labels.length - 1 ? 'highlight' : null,
        scores: Object.fromEntries(
          benchmarks.map((benchmark, i) => [
            benchmark,
            missing && (r + i + b) % 4 === 1 ? null : Math.round((18 + ((b * 13 + i * 17) % 45) + r * 3.37 + ((r * i) % 5)) * 100) / 100,
          ]),
        ),
      })),
    })),
  };
}

const FULL = illustrative(['Backbone A', 'Backbone B'], BENCHMARKS, ['Base model', '+ SFT', '+ CodeSpecWeave']);

interface Args {
  data: ResultsData;
  backbone: string;
  benchmark: string;
  theme: 'auto' | 'light' | 'dark';
  motion: 'auto' | 'none';
  headingLevel: number;
}

const render = (args: Args) => html`<results-toggle
  .data=${args.data}
  backbone=${args.backbone || nothing}
  benchmark=${args.benchmark || nothing}
  theme=${args.theme}
  motion=${args.motion}
  heading-level=${args.headingLevel ?? 2}
></results-toggle>`;

const meta: Meta<Args> = {
  title: 'Elements/results-toggle',
  component: 'results-toggle',
  tags: ['autodocs'],
  argTypes: {
    data: { control: 'object', description: 'The results (the `data` property; the `data` attribute takes the same as JSON).' },
    backbone: { control: 'text', description: 'Selected backbone (default: the first).' },
    benchmark: { control: 'text', description: 'Selected benchmark (default: the first).' },
    theme: { control: 'inline-radio', options: ['auto', 'light', 'dark'] },
    motion: { control: 'inline-radio', options: ['auto', 'none'] },
    headingLevel: { control: { type: 'number', min: 1, max: 6 }, description: 'Level of the title heading (`heading-level`, 1–6).' },
  },
  args: { data: FULL, backbone: '', benchmark: 'DeepSWE-v1.1', theme: 'auto', motion: 'auto', headingLevel: 2 },
  render,
  parameters: {
    docs: {
      description: {
        component:
          'Base vs. trained results by model backbone and benchmark: two radio groups pick the view, the headline gives ' +
          'the gain in percentage points, bars on a fixed 0–100 axis show every training setting with its Δ vs. the base, ' +
          'and "Full results" discloses the whole table (CSV). The chart view exports as SVG and PNG.\n\n' +
          '**Accessibility.** The title is one heading at `heading-level` (default 2); the table is named after it. ' +
          'The groups are native radio groups in `<fieldset>`s with legends (beyond 12 options, a labelled native ' +
          'select): Tab moves between groups, arrow keys move and select within one, Home and End jump to its ends. ' +
          'The headline has a sentence for screen readers with units as words ("up 8.56 percentage points, from 54.42 ' +
          'percent to 62.98 percent"). When a reader picks a backbone or benchmark, the element\'s one polite status ' +
          'region says the backbone, the benchmark, both figures and the change; setting `backbone` or `benchmark` in ' +
          'code says nothing. Each Δ is spelled out the same way and a missing value is read as "no score". "Full ' +
          'results" is a disclosure button (`aria-expanded`, `aria-controls`) over a real `<table>` with row and ' +
          'row-group headers, stacked under 30em (each value beside its column name) and paged beyond 200 rows ' +
          '(`aria-rowcount`, `aria-rowindex`; the pager\'s ends are `aria-disabled`). When it scrolls sideways its region ' +
          'is a named tab stop. Sizes follow the host\'s font size; under a coarse pointer every control is 44 × 44 px. ' +
          'Keys used inside the element never reach a slide deck.',
      },
    },
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Playground: Story = {};

/** The page's own example, with only the values the page states. */
export const PaperExample: Story = {
  name: 'Paper example',
  args: { data: PAPER, benchmark: 'DeepSWE-v1.1' },
};

export const OneBackbone: Story = {
  name: 'One backbone',
  args: {
    data: illustrative(['Backbone A'], BENCHMARKS, ['Base model', '+ SFT', '+ RL on other data', '+ CodeSpecWeave']),
    benchmark: '',
  },
};

/** Both groups show even with a single option each: the reader still sees what the view is of. */
export const OneOfEach: Story = {
  name: 'One backbone, one benchmark',
  args: {
    data: illustrative(['Backbone A'], ['CodeSpecWeave-Bench'], ['Base model', '+ CodeSpecWeave']),
    benchmark: '',
  },
};

export const ManyBenchmarks: Story = {
  name: 'Many benchmarks, long labels',
  args: {
    data: illustrative(
      ['Backbone A', 'Backbone B', 'Backbone C'],
      Array.from({ length: 12 }, (_, i) => (i === 5 ? 'A benchmark with a long name that wraps' : `Benchmark ${i + 1}`)),
      ['Base model', '+ Supervised fine-tuning on trajectories from a much larger teacher model', '+ CodeSpecWeave'],
    ),
    benchmark: '',
  },
};

export const MissingCells: Story = {
  name: 'Missing cells',
  args: {
    data: illustrative(['Backbone A', 'Backbone B'], BENCHMARKS, ['Base model', '+ SFT', '+ CodeSpecWeave'], true),
    benchmark: 'SWE-bench Verified',
  },
};

export const Narrow: Story = {
  name: 'Narrow (320 px)',
  render: (args) => html`<div class="story-narrow" style="max-width: 320px">${render(args)}</div>`,
};

export const Dark: Story = {
  render: (args) => html`<results-toggle .data=${args.data} benchmark="DeepSWE-v1.1" theme="dark" data-story-theme></results-toggle>`,
};

/** Bad data: the panel names the path; nothing valid came before it, so only the panel shows. */
export const ErrorPanel: Story = {
  name: 'Error',
  render: () => html`<results-toggle
    data=${JSON.stringify({
      ...FULL,
      backbones: [{ name: 'Backbone A', rows: [{ label: 'Base model', scores: { 'SWE-bench Lite': 50 } }] }],
    })}
  ></results-toggle>`,
};

/** A `backbone` attribute naming none that exists: the panel says so above the first backbone's view. */
export const UnknownBackbone: Story = {
  name: 'Unknown backbone attribute',
  args: { backbone: 'Backbone Z' },
};

/** Plain HTML, as a blog post or a Markdown page would write it. */
export const JsonAttribute: Story = {
  name: 'JSON attribute (plain HTML)',
  render: () => {
    const host = document.createElement('div');
    host.innerHTML = `<results-toggle benchmark="DeepSWE-v1.1" data='${JSON.stringify(PAPER).replace(/'/g, '&#39;')}'>
  <p>Base model 54.42% → + CodeSpecWeave 62.98% on DeepSWE-v1.1 (+8.56pp).</p>
</results-toggle>`;
    return host;
  },
};

/** Beyond 12 backbones or benchmarks each group is a labelled native select, which scrolls its own list. */
export const HundredsOfOptions: Story = {
  name: 'Hundreds of backbones and benchmarks (selects)',
  args: {
    data: illustrative(
      Array.from({ length: 150 }, (_, i) => `Backbone ${i + 1}`),
      Array.from({ length: 300 }, (_, i) => `Benchmark ${i + 1}`),
      ['Base model', '+ CodeSpecWeave'],
    ),
    benchmark: '',
  },
};

/** 10,000 rows: 40 bars (the baseline, the highlight and the first others) and the full table a page at a time. */
export const TenThousandRows: Story = {
  name: '10,000 rows (paged full table)',
  args: {
    data: illustrative(
      ['Backbone A', 'Backbone B'],
      BENCHMARKS,
      Array.from({ length: 5_000 }, (_, i) => (i === 0 ? 'Base model' : i === 4_999 ? '+ CodeSpecWeave' : `Setting ${i}`)),
    ),
    benchmark: '',
  },
};

/** One rule on the host scales everything, as on a projected slide. */
export const SlideSized: Story = {
  name: 'Slide-sized (font-size: 28px)',
  render: (args) => html`<div class="story-slide" style="font-size: 28px">${render(args)}</div>`,
};

/** Full results open: for the tables whose point is the table. */
const renderOpen = (args: Args) => html`<results-toggle
  open
  .data=${args.data}
  backbone=${args.backbone || nothing}
  benchmark=${args.benchmark || nothing}
  theme=${args.theme}
  motion=${args.motion}
  heading-level=${args.headingLevel ?? 2}
></results-toggle>`;

/**
 * A paper-shaped results table (illustrative values): scores as mean ± std over three seeds, whiskers on
 * the bars, and each row's published Average shown as given (48.70, where the mean of the cells is 48.73).
 */
export const PublishedAverages: Story = {
  name: 'Published averages and ± std (illustrative)',
  args: { data: { ...publishedResults(), decimals: 2 }, benchmark: '' },
  render: renderOpen,
};

/**
 * Eleven benchmarks in three groups (illustrative values): a two-row table header, a labelled sub-group per
 * group in the toggles, which stand above the chart so the bars stay by the headline; one interval score
 * ("38.6 (35.9–41.4)") on LIBERO-Long.
 */
export const ElevenGroupedBenchmarks: Story = {
  name: 'Eleven grouped benchmarks (illustrative)',
  args: { data: groupedResults(), benchmark: 'LIBERO-Long' },
  render: renderOpen,
};

/**
 * A comparison with other methods and no base-model row (illustrative values): no row is "base", no Δ
 * column; the headline is the highlight row with its value; tags for attribute columns, a footnote.
 */
export const NoBaseline: Story = {
  name: 'No baseline: a comparison (illustrative)',
  args: { data: comparisonResults(), benchmark: '' },
  render: renderOpen,
};

export const NoBaselineDark: Story = {
  name: 'No baseline, dark (illustrative)',
  args: { data: comparisonResults(), benchmark: 'MATH' },
  render: (args) => html`<results-toggle open .data=${args.data} benchmark=${args.benchmark} theme="dark" data-story-theme></results-toggle>`,
};
