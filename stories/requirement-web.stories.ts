import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import '../src/components/requirement-web/define.js';
import type { RequirementWeb } from '../src/components/requirement-web/define.js';
import type { RequirementWebData } from '../src/components/requirement-web/requirement-web.types.js';
import { syntheticRequirementWeb } from '../test/support/synthetic-requirement-web.js';
import { moduleGraph } from '../test/support/module-graph.js';
import heroWeb from '../demo/data/hero-web.json';
import skycoinWeb from '../demo/data/skycoin-web.json';

/**
 * The paper's task example (skycoin/skycoin) and the page's hero, as the demo page shows them (one copy
 * of that data). The page gives the titles, the requirement names, the hubs, and Proportionality's
 * heading and text; it says Proportionality has 3 connected requirements. The other headings, details
 * and the links are written for the demo, and marked so.
 */
const TASK = skycoinWeb as RequirementWebData;
const HERO = heroWeb as RequirementWebData;

const TASK_NOTE = html`<p class="story-note">
  Illustration from the paper’s task example; only Proportionality’s heading and text are from the page, the other
  requirements’ text and the links are written for this demo.
</p>`;

interface Args {
  data: RequirementWebData;
  layout: 'radial' | 'flow';
  selected: string;
  theme: 'auto' | 'light' | 'dark';
  motion: 'auto' | 'none';
  width: number;
  /** The reader's language (`lang`, issue 29): '' follows the page. */
  lang: string;
  /** `dir`: '' follows the page (or the language). */
  dir: '' | 'ltr' | 'rtl';
}

const render = (args: Args) => html`<div style="max-width: ${args.width}px">
  <requirement-web
    .data=${args.data}
    layout=${args.layout}
    selected=${args.selected || nothing}
    theme=${args.theme}
    motion=${args.motion}
    lang=${args.lang || nothing}
    dir=${args.dir || nothing}
  ></requirement-web>
</div>`;

const meta: Meta<Args> = {
  title: 'Elements/requirement-web',
  component: 'requirement-web',
  tags: ['autodocs'],
  render,
  args: { data: TASK, layout: 'radial', selected: '', theme: 'auto', motion: 'auto', width: 760, lang: '', dir: '' },
  argTypes: {
    data: { control: 'object', description: 'The web: `{ title, summary, hub, requirements, links }`.' },
    layout: { control: 'inline-radio', options: ['radial', 'flow'] },
    selected: { control: 'text', description: 'Id of the selected requirement (empty: none).' },
    theme: { control: 'inline-radio', options: ['auto', 'light', 'dark'] },
    motion: { control: 'inline-radio', options: ['auto', 'none'] },
    width: { control: { type: 'range', min: 320, max: 1600, step: 10 }, description: 'Width of the container (story only).' },
    lang: {
      control: 'select',
      options: ['', 'en', 'zh-CN', 'ja', 'de', 'fr', 'es', 'ar'],
      description: 'The reader\'s language: UI strings, spoken text and counts (the data\'s own words stay as given). Empty: the page\'s.',
    },
    dir: { control: 'inline-radio', options: ['', 'ltr', 'rtl'], description: 'Right to left mirrors the flow, the panel and the toolbar.' },
  },
  parameters: {
    docs: {
      description: {
        component: `The paper's central idea made visible: requirements that look independent share one decision (the hub).

**Accessibility.** Each requirement is a toggle button (\`role="button"\`, \`aria-pressed\`) named with its label and connection count. The web is one tab stop: arrow keys move between requirements, Enter or Space selects, Escape clears. The detail panel is a polite live region, and its connected requirements are buttons. A text alternative lists every requirement with what it is connected to (screen readers always; everyone with **Show as list**). The selection is shown by thicker strokes and dashes as well as colour. Clicks are hit-tested by event target, so they land right inside scaled slides.`,
      },
    },
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Playground: Story = {};

/** The locale switch: the task example in German, with a selection (the verbs, counts and announcement in German). */
export const Languages: Story = {
  args: { lang: 'de', selected: 'proportionality' },
  render: (args) => html`${render(args)}${TASK_NOTE}`,
};

/** Right to left: the flow runs from the requirements on the right into the hub on the left; the panel is on the left. */
export const RightToLeft: Story = {
  args: { data: HERO, layout: 'flow', dir: 'rtl', lang: 'ar', width: 1000 },
};

/** The task example as the page shows it: Proportionality selected, with its 3 connected requirements. */
export const TaskExample: Story = {
  args: { selected: 'proportionality' },
  render: (args) => html`${render(args)}${TASK_NOTE}`,
};

/** The hero in flow layout: five independent rules flowing into one coherent implementation. */
export const HeroFlow: Story = {
  args: { data: HERO, layout: 'flow' },
};

/**
 * A real-shaped module graph: 36 modules, 70 directed imports (arrowheads; the panel lists "Imports"
 * and "Is imported by" apart, from `verbs`), 5 packages as `group`s with a legend that singles one
 * out, and each module's page as its `url`. Illustrative: the imports are not read from any code base.
 */
export const ModuleGraph: Story = {
  args: { data: moduleGraph() as RequirementWebData, width: 1280, selected: 'coders.base_coder' },
  render: (args) => html`${render(args)}<p class="story-note">Illustrative import graph (not from the paper).</p>`,
};

/** The module graph on a phone: names that do not fit are hidden (and counted), shown on focus, hover and selection. */
export const ModuleGraphPhone: Story = {
  args: { data: moduleGraph() as RequirementWebData, width: 375, layout: 'flow' },
  render: (args) => html`${render(args)}<p class="story-note">Illustrative import graph (not from the paper).</p>`,
};

/** 20 requirements (made up) with about three links each. */
export const TwentyRequirements: Story = {
  args: { data: syntheticRequirementWeb(20), width: 900 },
};

/** 100 requirements (made up): labels where they fit; the rest on hover, focus and selection. */
export const HundredRequirements: Story = {
  args: { data: syntheticRequirementWeb(100), width: 1200, selected: 'r12' },
};

/** 1,044 requirements, the size of the paper's benchmark specification set (the requirements are made up). */
export const BenchmarkSize: Story = {
  args: { data: syntheticRequirementWeb(1044), width: 1200 },
};

/** A 340 px column (a phone, a narrow sidebar): the ring stretches upwards, labels go above and below. */
export const Narrow: Story = {
  args: { width: 340, selected: 'proportionality' },
  render: (args) => html`${render(args)}${TASK_NOTE}`,
};

/** Plain HTML, as in a blog post: the data as a JSON attribute. */
export const JsonAttribute: Story = {
  render: () => html`<requirement-web
    layout="flow"
    data='{"title":"Independent rules → shared decisions","hub":{"id":"implementation","label":"One coherent implementation"},"requirements":[{"id":"interface","label":"interface compatibility"},{"id":"state","label":"state consistency"},{"id":"errors","label":"error recovery"},{"id":"order","label":"execution order"},{"id":"semantics","label":"functional semantics"}],"links":[]}'
  ></requirement-web>`,
};

/** Its own dark theme, whatever the page's (the toolbar's theme does not override it). */
export const Dark: Story = {
  render: () => html`<div style="max-width: 760px; background: #0d1117; padding: 1rem">
    <requirement-web theme="dark" data-story-theme selected="proportionality" .data=${TASK}></requirement-web>
  </div>`,
};

/** Bad data (a link to a requirement that does not exist): the error panel over the last good web. */
export const ErrorState: Story = {
  name: 'Error',
  render: () => html`<div style="max-width: 760px"><requirement-web .data=${TASK}></requirement-web></div>`,
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector<RequirementWeb>('requirement-web')!;
    await el.updateComplete;
    el.data = { ...TASK, links: [...TASK.links, { source: 'compatibility', target: 'fee-policy', label: '' }] };
  },
};

/** The hero: five requirements tied only to the hub. Each says what it shares, in the panel and to a screen reader. */
export const HeroSharedHub: Story = {
  args: { data: HERO, width: 760, selected: 'state-consistency' },
};

/**
 * 5,000 requirements: an overview of rings (from 2,000 requirements or 8,000 links), drawn in steps; a
 * selection shows its links. The limits (20,000 and 200,000) are timed in `npm run bench`.
 */
export const Overview: Story = {
  args: { data: syntheticRequirementWeb(5000, 3), width: 1200, selected: 'r2' },
};

/** A slide: one `font-size` on the host scales everything, SVG labels and marks included. */
export const SlideSized: Story = {
  render: () => html`<div style="max-width: 1280px">
    <requirement-web class="slide-sized" .data=${HERO}></requirement-web>
  </div>`,
  play: async ({ canvasElement }) => {
    // Through the CSSOM (the demo's strict CSP refuses inline styles on elements).
    canvasElement.querySelector<HTMLElement>('requirement-web')!.style.fontSize = '28px';
  },
};

/** A label too long for anything: over the 1,000-character limit, the error names it; the last good web stays. */
export const LabelOverLimit: Story = {
  render: () => html`<div style="max-width: 760px"><requirement-web .data=${HERO}></requirement-web></div>`,
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector<RequirementWeb>('requirement-web')!;
    await el.updateComplete;
    el.data = { ...HERO, requirements: [{ ...HERO.requirements[0]!, label: 'x'.repeat(10_000) }, ...HERO.requirements.slice(1)] };
  },
};
