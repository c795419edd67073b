import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import '../src/components/leaderboard-table/define.js';
import type { LeaderboardData, LeaderboardEntry } from '../src/components/leaderboard-table/leaderboard-table.types.js';
import frontierLeaderboard from '../demo/data/frontier-leaderboard.json';

/**
 * The paper's page gives two numbers of its "Frontier model comparison": the
 * highest pass rate, GPT-6 Astra · Codex at 74.0%, and the lowest, 44.0%,
 * across 10 configurations. The board is the demo page's (one copy of that
 * data); its description says on screen which values are placeholders.
 */
const PAPER = frontierLeaderboard as LeaderboardData;

const FRAMEWORKS = ['Codex', 'Framework A', 'Framework B', 'Framework C', 'Framework D', 'Framework E'];

/** Deterministic made-up boards (a linear congruential generator): never results. */
function illustrativeBoard(n: number, { intervals = false, gaps = false } = {}): LeaderboardData {
  let seed = 7;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const entries = Array.from({ length: n }, (_, i): LeaderboardEntry => {
    const score = Math.round((20 + random() * 60) * 10) / 10;
    const entry: LeaderboardEntry = {
      model: `Model ${String(i + 1).padStart(String(n).length, '0')}`,
      framework: FRAMEWORKS[Math.floor(random() * FRAMEWORKS.length)]!,
      score: gaps && i % 23 === 7 ? null : score,
    };
    if (intervals && entry.score !== null) {
      const half = Math.round((1 + random() * 4) * 10) / 10;
      entry.low = Math.max(0, Math.round((score - half) * 10) / 10);
      entry.high = Math.min(100, Math.round((score + half) * 10) / 10);
    }
    return entry;
  });
  return {
    title: `Illustrative board of ${n.toLocaleString('en')} entries`,
    description: 'Made-up scores and placeholder names for a demo: not results from the paper.',
    metric: 'Pass rate',
    unit: '%',
    domain: [0, 100],
    decimals: 1,
    colors: {},
    entries,
  };
}

const INTERVALS: LeaderboardData = {
  ...PAPER,
  title: 'Pass rates with 95% intervals (illustrative)',
  description:
    'Illustrative scores and intervals, not results from the paper. Rows whose interval overlaps the leader’s are ' +
    'marked "tied with leader"; equal scores share a rank; a missing score is shown as "—" and sorted last.',
  entries: [
    { model: 'Model A', framework: 'Framework A', score: 71.2, low: 67.0, high: 75.1 },
    { model: 'Model B', framework: 'Framework B', score: 69.8, low: 65.9, high: 73.6 },
    { model: 'Model C', framework: 'Framework A', score: 69.8, low: 66.2, high: 73.1 },
    { model: 'Model D', framework: 'Framework C', score: 62.4, low: 58.1, high: 66.6 },
    { model: 'Model E', framework: 'Framework B', score: 55.0, low: 50.2, high: 59.7 },
    { model: 'Model F', framework: 'Framework C', score: null },
  ],
};

interface Args {
  data: LeaderboardData;
  sort: string;
  searchable: boolean;
  theme: 'auto' | 'light' | 'dark';
  motion: 'auto' | 'none';
}

const render = (args: Args) => html`<leaderboard-table
  .data=${args.data}
  sort=${args.sort || nothing}
  ?searchable=${args.searchable}
  theme=${args.theme}
  motion=${args.motion}
></leaderboard-table>`;

const meta: Meta<Args> = {
  title: 'Elements/leaderboard-table',
  component: 'leaderboard-table',
  tags: ['autodocs'],
  argTypes: {
    data: { control: 'object', description: 'The board (the `data` property; the `data` attribute takes the same as JSON).' },
    sort: {
      control: 'select',
      options: ['score:desc', 'score:asc', 'rank:asc', 'rank:desc', 'model:asc', 'model:desc', 'framework:asc', 'framework:desc', 'gap:asc', 'gap:desc'],
      description: 'Sort as `key:direction` (default `score:desc`); reflects the reader’s choice.',
    },
    searchable: { control: 'boolean', description: 'Show the search field even with 12 entries or fewer.' },
    theme: { control: 'inline-radio', options: ['auto', 'light', 'dark'] },
    motion: { control: 'inline-radio', options: ['auto', 'none'] },
  },
  args: { data: PAPER, sort: 'score:desc', searchable: false, theme: 'auto', motion: 'auto' },
  render,
  parameters: {
    docs: {
      description: {
        component:
          'A sortable, filterable leaderboard: rank (ties share one), model, agent framework with a colour chip, the ' +
          'score with a bar on the shared `domain` scale (whiskers for intervals), and the gap to the leader in ' +
          'percentage points; a summary of the highest score and the spread; a framework legend that filters; a ' +
          'search field for long boards; CSV export of the rows as shown. Boards up to 2,000 entries show their first ' +
          'screen at once and the other rows within moments (find-in-page and print see them all); longer boards render only the ' +
          'rows in view. A legend of more than 12 frameworks shows the largest groups and a searchable "+N more". Every size ' +
          'follows the host\'s `font-size`; below 480 px of width each row shows rank, model with its framework beneath, score and bar. Only GPT-6 Astra · Codex at 74.0% and the lowest score, 44.0%, come from the paper; every ' +
          'other value in these stories is illustrative and says so.\n\n' +
          '**Accessibility.** The title is one heading (`heading-level`) that names the table and its region. A real `<table>` with column headers (`scope="col"`) holding sort buttons and ' +
          '`aria-sort` on the sorted one, and the model as each row’s header. Sorting works by click, Enter or Space; ' +
          'legend items are toggle buttons (`aria-pressed`); the search field is labelled. One polite status says what a ' +
          'reader\'s action changed ("Sorted by Pass rate, highest first. 10 entries.", "Showing Codex and Framework A: 4 of 10 ' +
          'entries.", "3 entries match "astra"."), never on load; "pp" and "%" are read as "percentage points" and "percent". When the table scrolls sideways its region is a named tab stop, so keyboard users ' +
          'can scroll it, and the model column stays in view. Long boards keep `aria-rowcount` and `aria-rowindex`, so ' +
          'screen readers know the full size. Framework colours (Okabe–Ito) are never the only cue: the name is always ' +
          'beside them.',
      },
    },
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Playground: Story = {};

/** The page's ten configurations: the top and bottom scores are the paper's, the rest placeholders. */
export const PaperExample: Story = {
  name: 'Paper example (10 configurations)',
  args: { data: PAPER },
};

export const RealSize: Story = {
  name: 'Real-size board (200 entries)',
  args: { data: illustrativeBoard(200, { gaps: true }) },
};

export const Intervals: Story = {
  name: 'Intervals, ties and a missing score',
  args: { data: INTERVALS, searchable: true },
};

export const Large: Story = {
  name: 'Large board (5,000 entries, windowed)',
  args: { data: illustrativeBoard(5000, { intervals: true }) },
};

export const Narrow: Story = {
  name: 'Phone (320 px: framework beneath the model, nothing to scroll sideways)',
  render: (args) => html`<div style="max-width: 320px">${render(args)}</div>`,
};

export const ManyFrameworks: Story = {
  name: 'One framework per entry (1,000: the 12 largest and "+N more")',
  args: {
    data: {
      ...illustrativeBoard(1000),
      title: 'A framework per entry (illustrative)',
      entries: illustrativeBoard(1000).entries.map((entry, i) => ({ ...entry, framework: `Framework ${i % 40 === 0 ? 'A' : i}` })),
    },
  },
};

/** A deck author's one rule: the host's font size scales everything the board draws. */
export const Slide: Story = {
  name: 'Slide (font-size 28px)',
  render: (args) => html`<div style="font-size: 28px">${render(args)}</div>`,
};

export const Dark: Story = {
  render: (args) => html`<leaderboard-table .data=${args.data} theme="dark" data-story-theme></leaderboard-table>`,
};

export const Empty: Story = {
  name: 'No entries yet',
  args: { data: { ...PAPER, description: 'An empty board shows a message, not an error.', entries: [] } },
};

/** Bad data: the panel names the path; nothing valid came before it, so only the panel shows. */
export const ErrorPanel: Story = {
  name: 'Error',
  render: () => html`<leaderboard-table
    data=${JSON.stringify({ entries: [{ model: 'GPT-6 Astra', framework: 'Codex', score: 'abc' }] })}
  ></leaderboard-table>`,
};

/** Plain HTML, as a blog post or a Markdown page would write it. */
export const JsonAttribute: Story = {
  name: 'JSON attribute (plain HTML)',
  render: () => {
    const host = document.createElement('div');
    host.innerHTML = `<leaderboard-table data='${JSON.stringify(PAPER).replace(/'/g, '&#39;')}'>
  <p>Highest reported pass rate: 74.0%, GPT-6 Astra · Codex. Spread: 30.0pp (74.0% to 44.0%) across 10 configurations.</p>
</leaderboard-table>`;
    return host;
  },
};

/** A Markdown table inside the element becomes the leaderboard; without JavaScript the table itself shows. */
export const ChildTable: Story = {
  name: 'Upgraded child <table> (Markdown)',
  render: () => {
    const host = document.createElement('div');
    host.innerHTML = `<leaderboard-table>
  <table>
    <caption>From a Markdown table (rows other than the first and last are illustrative)</caption>
    <thead><tr><th>Model</th><th>Framework</th><th>Score</th></tr></thead>
    <tbody>
      <tr><td>GPT-6 Astra</td><td>Codex</td><td>74.0</td></tr>
      <tr><td>Model B</td><td>Framework A</td><td>61.5</td></tr>
      <tr><td>Model C</td><td>Framework B</td><td>—</td></tr>
      <tr><td>Model J</td><td>Framework C</td><td>44.0</td></tr>
    </tbody>
  </table>
</leaderboard-table>`;
    return host;
  },
};
