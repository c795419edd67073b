import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import '../src/components/leaderboard-table/define.js';
import type { LeaderboardData, LeaderboardEntry, LeaderboardInput } from '../src/components/leaderboard-table/leaderboard-table.types.js';
import frontierLeaderboard from '../demo/data/frontier-leaderboard.json';
// The same file as a URL in the built Storybook, for the story whose `src` data arrives late.
import frontierLeaderboardUrl from '../demo/data/frontier-leaderboard.json?url&no-inline';
import { delayFetch, type LateFetch } from './support/late-fetch.js';
import { longNameEntries, sweBenchLikeBoard } from '../test/fixtures/leaderboards.js';

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
    groupLabel: 'Agent framework',
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

/**
 * A board in the shape of SWE-bench Verified, with ILLUSTRATIVE values (not results, and not any
 * real submission): the browser tests' board (test/fixtures/leaderboards.ts: 160 entries from
 * ten organisations, a few without one, scores with one or two decimals as submitted, a date, a
 * verified flag, a cost, three links per row), with a note and a reference row added.
 */
function sweBenchLike(n = 160): LeaderboardInput {
  const board = sweBenchLikeBoard(n);
  board.description = 'Made-up names and numbers in the shape of a public leaderboard: not results.';
  board.entries[1] = { ...board.entries[1]!, model: 'Fixed reference agent', reference: true, note: 'A fixed reference run: shown, not ranked.' };
  board.entries[2]!.note = 'Illustrative: submitted with a custom harness.';
  return board;
}

interface Args {
  data: LeaderboardData | LeaderboardInput;
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
      options: ['score:desc', 'score:asc', 'rank:asc', 'rank:desc', 'model:asc', 'model:desc', 'framework:asc', 'framework:desc', 'gap:asc', 'gap:desc', 'date:desc', 'verified:desc'],
      description: 'Sort as `key:direction` (default `score:desc`); a field’s key sorts by that field (`date:desc`); reflects the reader’s choice.',
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

/** Organisation as the group, a date, a verified flag ("Verified only" filters), a cost, three links a row, notes and a reference row. */
export const RealLeaderboard: Story = {
  name: 'SWE-bench-like board (160 entries, fields, links, illustrative)',
  args: { data: sweBenchLike() },
};

/** Arena-Hard's shape: a judge's fixed baseline at 50 is shown and marked, never ranked (illustrative values). */
export const ReferenceRow: Story = {
  name: 'Reference row (a fixed baseline at 50)',
  args: {
    data: {
      title: 'Win rate against a fixed baseline (illustrative)',
      metric: 'Win rate',
      entries: [
        { model: 'baseline-model (reference)', score: 50, reference: true, note: 'The judge compares every model against this one.' },
        { model: 'Model A', score: 82.6, low: 80.9, high: 84.1 },
        { model: 'Model B', score: 48.2, low: 46.0, high: 50.3 },
        { model: 'Model C', score: 30.1, low: 28.2, high: 32.0 },
      ],
    },
  },
};

/** An Elo board: the bars start at 400, and the column says so with its start and end labelled. */
export const LabelledDomain: Story = {
  name: 'Domain not from 0 (Elo 400–1400, labelled)',
  args: {
    data: {
      title: 'Elo ratings (illustrative)',
      metric: 'Elo',
      unit: '',
      domain: [400, 1400],
      decimals: 0,
      groupLabel: 'Organisation',
      entries: [
        { model: 'model-large', framework: 'Lab A', score: 1287 },
        { model: 'model-13b', framework: 'Lab B', score: 1061 },
        { model: 'model-base-13b', framework: 'Lab C', score: 932 },
      ],
    },
  },
};

/** Cost, latency, error rate: the lowest ranks first and the gap is how far above the best. */
export const LowerIsBetter: Story = {
  name: 'Lower is better (cost per task)',
  render: (args) => html`<leaderboard-table .data=${args.data} theme=${args.theme}></leaderboard-table>`,
  args: {
    data: {
      title: 'Cost per solved task (illustrative)',
      metric: 'Cost per task',
      unit: ' $',
      domain: [0, 5],
      decimals: 2,
      higherIsBetter: false,
      groupLabel: 'Edit format',
      entries: [
        { model: 'Model A', framework: 'diff', score: 3.2 },
        { model: 'Model B', framework: 'whole', score: 0.5 },
        { model: 'Model C', framework: 'diff', score: 1.25 },
        { model: 'Model D', framework: 'udiff', score: null },
      ],
    },
  },
};

/** Each score with the digits it was given: 78.8 and 23.94 on one board. */
export const AutoDecimals: Story = {
  name: 'decimals: "auto" (78.8 and 23.94)',
  args: {
    data: {
      title: 'Scores as submitted (illustrative)',
      decimals: 'auto',
      entries: [
        { model: 'Model A', framework: 'Org A', score: 78.8 },
        { model: 'Model B', framework: 'Org B', score: 64.25 },
        { model: 'Model C', score: 23.94 },
      ],
    },
  },
};

/** A blog column: 600 px at an 18 px body font, with long real-shaped names; nothing scrolls sideways. */
export const BlogColumn: Story = {
  name: 'Blog column (600 px, 18 px font, long names)',
  render: (args) => html`<div style="max-width: 600px; font-size: 18px">${render(args)}</div>`,
  args: {
    data: {
      title: 'Long model names (illustrative values)',
      metric: 'Percent correct',
      entries: longNameEntries(),
    },
  },
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

/** A 6-column Markdown table: every numeric column is kept (the first after the model is the score), the caption is the title. */
export const ChildTableColumns: Story = {
  name: 'Upgraded multi-column child <table>',
  render: () => {
    const host = document.createElement('div');
    host.innerHTML = `<leaderboard-table>
  <table>
    <caption>Polyglot-style board (illustrative values)</caption>
    <thead><tr><th>Model</th><th>Percent correct</th><th>Pass@1 (%)</th><th>Cost ($)</th><th>Edit format</th><th>Seconds per case</th></tr></thead>
    <tbody>
      <tr><td>model-a (high)</td><td>88.0%</td><td>52.0</td><td>29.08</td><td>diff</td><td>194.0</td></tr>
      <tr><td>model-b (high)</td><td>84.9%</td><td>—</td><td>146.32</td><td>diff</td><td>449.0</td></tr>
      <tr><td>model-c</td><td>61.3%</td><td>40.1</td><td>3.10</td><td>whole</td><td>52.5</td></tr>
    </tbody>
  </table>
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

/** The board in the reader's language: `lang` on the element (or any ancestor, or the page) picks the strings and the number formats ("74,0 %", "1. Juni 2025"). The data stays as the author wrote it. */
export const InGerman: Story = {
  name: 'In another language (lang="de")',
  render: (args) => html`<div lang="de">${render(args)}</div>`,
};

/** The same in Japanese, whose table and numbers load on first use like every language but English. */
export const InJapanese: Story = {
  name: 'In another language (lang="ja")',
  render: (args) => html`<div lang="ja">${render(args)}</div>`,
};

/** Right to left (`dir="rtl"` or an RTL `lang`): rank at the right, bars growing from the right, the legend and the hint mirrored. */
export const RightToLeft: Story = {
  name: 'Right to left (dir="rtl")',
  render: (args) => html`<div dir="rtl" style="max-width: 375px">${render(args)}</div>`,
};

interface ReserveArgs {
  /** Which board loads: the demo page's file (ten rows, the element's estimate) or a longer one. */
  board: 'paper' | 'long';
  /** How late the board's `src` file arrives, in ms. */
  delay: number;
  /** The author's hint, `--csw-reserve-height` on the element ('' = the element's own estimate). */
  reserveHeight: string;
}

/** The delayed fetch of the story being shown (one at a time: Storybook shows one story per preview). */
let lateFetch: LateFetch | undefined;
const px = (el: Element) => Math.round(el.getBoundingClientRect().height);
const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
/** The longer board, as JSON text: served from a blob: URL, since no file of its size ships. */
let longBoardJson: string | undefined;
/** The fallback a page author would write for each board. */
const RESERVE_FALLBACK = {
  paper: 'Highest reported pass rate: 74.0%, GPT-6 Astra · Codex. Lowest: 44.0%, across 10 configurations.',
  long: 'A SWE-bench-like board of 40 entries (illustrative values, not results): the leader resolves 78.8%.',
};

/**
 * While its `src` loads, the board shows the author's fallback in a box about as tall as its
 * finished view (dashed here), so the text below does not move when the data arrives. The data is
 * the demo page's file, made to arrive late by a fetch wrapper that only this story installs.
 */
export const LoadingReserve: StoryObj<ReserveArgs> = {
  name: 'Loading reserve (src data arrives late)',
  args: { board: 'paper', delay: 3000, reserveHeight: '' },
  argTypes: {
    board: {
      control: 'inline-radio',
      options: ['paper', 'long'],
      description: "`paper`: the demo page's ten rows (the element's estimate fits). `long`: 40 illustrative rows, taller than the estimate: try `--csw-reserve-height: 175em` (its height at 1,024 px and wider).",
    },
    delay: { control: { type: 'range', min: 0, max: 10_000, step: 250 }, description: 'How late the `src` file arrives (ms); applies from the next load.' },
    reserveHeight: {
      control: 'text',
      description: "The author's hint: `--csw-reserve-height` on the element, its whole height while it loads (e.g. `30em`, `calc(40cqi + 10em)`, `0`). Empty: the element's own estimate.",
    },
  },
  parameters: {
    controls: { include: ['board', 'delay', 'reserveHeight'] },
    docs: {
      description: {
        story:
          'While its `src` loads, the board shows the author\'s fallback under a "Loading…" line in a box about as tall as its ' +
          'finished view (outlined with a dashed line here while `aria-busy="true"`), so the paragraph below does not move when the ' +
          'data arrives. The figures under the button are measured: the fallback\'s height, the element\'s height while it loads, ' +
          'and its height with the data. Set `--csw-reserve-height` to give the element your own height while it loads (a board ' +
          'of another size than ten rows: the `long` board); `0` keeps no room. The data is the demo page\'s file (two scores from ' +
          'the paper, the rest placeholders) or a longer illustrative board, delayed by a fetch wrapper that only this story ' +
          'installs and removes when you leave it.',
      },
    },
  },
  // The slow network of this story alone: Storybook calls the returned function when the story is left.
  beforeEach: ({ args }) => {
    lateFetch?.restore();
    lateFetch = delayFetch([new URL(frontierLeaderboardUrl, document.baseURI).href, `blob:${location.origin}/`], args.delay);
    return () => {
      lateFetch?.restore();
      lateFetch = undefined;
    };
  },
  render: (args, { globals }) => {
    if (lateFetch) lateFetch.delay = args.delay;
    const story = document.createElement('div');
    story.className = 'loading-reserve-story';
    story.innerHTML = `<style>
  .loading-reserve-story leaderboard-table[aria-busy='true'] { outline: 2px dashed #8c8c8c; outline-offset: 3px; }
  .loading-reserve-story dl { display: grid; grid-template-columns: max-content auto; gap: 0.25em 1em; margin: 0.75em 0 1.25em; }
  .loading-reserve-story dd { margin: 0; font-variant-numeric: tabular-nums; white-space: nowrap; }
</style>
<p>The board's data arrives <strong>${(args.delay / 1000).toLocaleString('en')} s</strong> late. While it loads, the dashed box is the
reserve: the author's fallback (${args.board === 'long' ? 'one line about a 40-row board' : "the paragraph with the paper's two numbers"}) under a "Loading…" line, in a box as tall as
${args.reserveHeight ? `the author's hint says: <code>--csw-reserve-height: ${args.reserveHeight.replace(/[<&]/g, '')}</code>.` : `the element's own estimate of the finished board for its width (ten rows; no <code>--csw-reserve-height</code> set)${args.board === 'long' ? ': short for 40 rows, so the paragraph below jumps when the data arrives. Set the hint (<code>175em</code> fits it from 1,024 px wide) to keep it still' : ''}.`}</p>
<p><button type="button">Load again</button></p>
<dl>
  <dt>Author's fallback</dt><dd data-measure="fallback">…</dd>
  <dt>While loading (the reserve)</dt><dd data-measure="loading">…</dd>
  <dt>With the data (final)</dt><dd data-measure="final">…</dd>
</dl>
<div class="slot"></div>
<p>This paragraph is below the board: when the data arrives it moves only by the difference between the last two figures.</p>`;
    const slot = story.querySelector('.slot')!;
    const measure = (name: string, text: string) => (story.querySelector(`[data-measure="${name}"]`)!.textContent = text);
    let loads = 0;
    let blobUrl = '';
    const load = async () => {
      const load = ++loads;
      // A new element each time: a view already shown is replaced with a "Loading…" line above it, not a reserve.
      const board = document.createElement('leaderboard-table');
      // A URL of its own per load, so nothing answers from a cache.
      if (args.board === 'long') {
        if (blobUrl) URL.revokeObjectURL(blobUrl);
        longBoardJson ??= JSON.stringify(sweBenchLike(40));
        blobUrl = URL.createObjectURL(new Blob([longBoardJson], { type: 'application/json' }));
        board.setAttribute('src', blobUrl);
      } else {
        board.setAttribute('src', `${frontierLeaderboardUrl}?load=${load}`);
      }
      if (globals.theme) board.setAttribute('theme', String(globals.theme));
      if (args.reserveHeight) board.style.setProperty('--csw-reserve-height', args.reserveHeight);
      board.innerHTML = `<p>${RESERVE_FALLBACK[args.board === 'long' ? 'long' : 'paper']}</p>`;
      slot.replaceChildren(board);
      for (const name of ['fallback', 'loading', 'final']) measure(name, '…');
      await board.updateComplete;
      await frames();
      if (load !== loads) return;
      measure('fallback', `${px(board.querySelector('p')!)} px`);
      measure('loading', board.getAttribute('aria-busy') === 'true' ? `${px(board)} px` : `${px(board)} px (the data was already in)`);
      const { error } = await board.ready;
      await frames();
      if (load !== loads) return;
      measure('final', error ? `${px(board)} px (error: ${error})` : `${px(board)} px`);
    };
    story.querySelector('button')!.addEventListener('click', () => void load());
    void load();
    return story;
  },
};
