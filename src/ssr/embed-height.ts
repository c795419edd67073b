/// <reference types="node" />
// Node only. The fixed `height` of the `embed` command's iframe snippet, for hosts that run no
// script (without `embed-resize.js` nothing can tell the host how tall the frame's page is). It has
// to show the element whole at a phone's width (375 px: the narrowest, where text wraps most and
// the elements take their phone layouts) and so at every wider one, with no browser to measure:
// the height is summed from what the prerendered view is made of (its rows, bars, buttons and the
// lines its texts wrap into at that width), each part sized as the elements' styles size it, and
// rounded up generously. `test/embed/` checks it against a real browser at 375 and 1280 px.
import { estimateTextWidth } from '../lib/text-fit.js';
import { layoutRequirementWeb } from '../lib/requirement-layout.js';
import type { ParsedResults } from '../lib/results-data.js';
import type { RequirementWebData } from '../lib/requirement-graph.js';
import { pageSize } from '../lib/results-table.js';
import { barRows } from '../lib/results-view.js';
import { prepareCitation } from '../lib/bibtex-citation.js';
import type { ElementState } from './embed-images.js';

/** The element's width in the frame at a 375 px phone: the host's margins (16 px) and the embed page's padding (12 px) off. */
export const NARROW_WIDTH = 375 - 2 * 16 - 2 * 12;
const EM = 16;

/** CJK ideographs, kana and Hangul are a full em wide; the shared estimate takes every letter as Latin. */
const WIDE_SCRIPT = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/g;
const measure = (text: string, size: number, bold = false) => estimateTextWidth(text, size, bold) + (text.match(WIDE_SCRIPT)?.length ?? 0) * 0.45 * size;

/** Lines `text` takes at `size` px in `width` px, estimated wide (system fonts are narrower than the estimate). */
function lines(text: string, size: number, width: number, bold = false): number {
  if (!text.trim()) return 0;
  let count = 1;
  let used = 0;
  const space = measure(' ', size);
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const w = measure(word, size, bold);
    if (used && used + space + w > width) {
      count += Math.ceil(w / width);
      used = w % width;
    } else used += (used ? space : 0) + w;
  }
  return count;
}

/** Rows that buttons of these labels wrap into in `width` px (each label plus its padding and gap). */
function buttonRows(labels: readonly string[], size: number, padding: number, width: number): number {
  let rows = labels.length ? 1 : 0;
  let used = 0;
  for (const label of labels) {
    const w = Math.min(width, measure(label, size) + padding);
    if (used && used + w > width) {
      rows++;
      used = w;
    } else used += w;
  }
  return rows;
}

function leaderboardHeight(
  value: { title: string; description: string; metric: string; entries: { model: string; framework: string; score: number | null; low?: number | null; high?: number | null }[] },
  w: number,
): number {
  // Inside the element's own padding and border.
  const inner = w - 32;
  const n = value.entries.length;
  let h = lines(value.title, 1.25 * EM, inner, true) * 30 + 18;
  h += lines(value.description, EM, inner) * 24 + 16;
  // The summary: "Highest …" over the figure and the leaders, "Spread" over the figure and its range.
  let best = -Infinity;
  for (const e of value.entries) if (e.score !== null && e.score > best) best = e.score;
  const leaders = value.entries.filter((e) => e.score === best).slice(0, 3).map((e) => `${e.model} · ${e.framework}`).join(', ');
  h += 2 * 22 + (lines(`74.0% ${leaders}`, EM, inner) + 2) * 28 + 24;
  const frameworks = [...new Set(value.entries.map((e) => e.framework))].slice(0, 12);
  h += buttonRows(frameworks.map((f) => f || 'No framework'), 0.875 * EM, 64, inner) * 44 + 44 + 16;
  if (n > 12) h += 66;
  // Phone layout: the framework under the model in a narrow column; an interval adds its text under the bar.
  const column = inner * 0.36;
  const rowHeight = (e: (typeof value.entries)[number]) => {
    const text = 12 + 22 * lines(e.model, EM, column, true) + 18 * lines(e.framework || '—', 0.8 * EM, column);
    const interval = e.score !== null && (typeof e.low === 'number' || typeof e.high === 'number');
    return interval ? Math.max(text + 24, 88) : Math.max(text, 52);
  };
  const shown = value.entries.slice(0, 2000);
  let rows = shown.reduce((sum, e) => sum + rowHeight(e), 0);
  // Over 2,000 rows the body scrolls inside 32em.
  if (n > 2000) rows = 32 * EM;
  return h + 40 + rows + 30 + 40;
}

function resultsHeight(data: ParsedResults, state: ElementState, w: number): number {
  let h = data.title ? lines(data.title, 1.25 * EM, w, true) * 30 + 8 : 0;
  const groups: string[][] = [data.backbones.map((b) => b.name), data.benchmarks];
  for (const names of groups) h += 28 + (names.length > 12 ? 48 : buttonRows(names, 0.875 * EM, 40, w) * 44) + 12;
  const backbone = data.backbones.find((b) => b.name === state.get('backbone')) ?? data.backbones[0]!;
  // The headline: context, the figures (the delta large), the rows compared. Figures with their
  // uncertainty ("38.6 (35.9–41.4) → 45.2 (42.0–48.1)") take a second line below a blog column's
  // width (measured: 782 px of content at 375 px against 760 estimated without it).
  const spread = backbone.rows.some((row) => row.spread);
  h += 26 + (spread && w < 640 ? 2 * 56 : 56) + 30 + 16;
  const bars = barRows(backbone.rows).map((i) => backbone.rows[i]!);
  // Phone: each bar's label above its track and numbers.
  h += 32 + bars.reduce((sum, row) => sum + 30 + 24 * lines(row.label, 0.9 * EM, w * 0.5), 0) + 32;
  if (backbone.rows.length > bars.length) h += lines('Showing 40 of 100,000 training settings; Full results has all.', 0.85 * EM, w) * 22;
  h += lines(data.note, 0.85 * EM, w) * 22 + 12;
  h += buttonRows(['▸ Full results', 'Download SVG', 'Download PNG'], 0.875 * EM, 40, w) * 44 + 16;
  // `open`: Full results shown from the start, a page of its table (rows and each backbone's header row).
  // At a phone's width the table squeezes its columns to a character or two (measured: a 19-letter
  // benchmark name stands 15 lines tall), so the estimate counts characters, not words.
  if (state.get('open') === true) {
    const longest = data.benchmarks.slice(0, 50).reduce((max, name) => Math.max(max, name.length), 5);
    const header = 16 + 22 * Math.ceil(longest / 1.3);
    const value = data.decimals + 5;
    const size = pageSize(data.benchmarks.length + 1);
    let rows = 0;
    let shown = 0;
    for (const backbone of data.backbones) {
      if (shown >= size) break;
      rows += 16 + 22 * lines(backbone.name, EM, w - 32, true);
      for (const row of backbone.rows) {
        if (shown++ >= size) break;
        rows += 16 + 22 * Math.max(Math.ceil(row.label.length / 2), value);
      }
    }
    h += 44 + lines('Success rate (%) by training data and benchmark; bold marks the best value of each column within a backbone.', 0.85 * EM, w - 32) * 22 + 20 + header + rows + (shown > size ? 60 : 0);
  }
  return h + 24;
}

function webHeight(data: RequirementWebData, state: ElementState, w: number): number {
  let h = data.title ? lines(data.title, 1.25 * EM, w, true) * 30 + 8 : 0;
  h += lines(data.summary, EM, w) * 24 + 12;
  if (!data.requirements.length) return h + 60;
  const layout = layoutRequirementWeb({ ...data, kind: state.get('layout') === 'flow' ? 'flow' : 'radial', width: w, measure: estimateTextWidth });
  // The drawing scales to its column: its height at the column's width.
  h += (layout.height * w) / layout.width + 16;
  h += buttonRows(['Show as list', 'Download SVG', 'Download PNG'], 0.875 * EM, 40, w) * 44 + 12;
  // The lines under the drawing: the count of the names it hides (drawn at every size) and, on a
  // phone where no corner of the drawing is free, the keyboard hint; then the legend of groups
  // (one toggle button each) when the requirements have groups.
  h += 3 * 24;
  const groups = [...new Set(data.requirements.map((r) => (r as { group?: string }).group).filter((g): g is string => !!g))];
  if (groups.length) h += buttonRows(groups, 0.875 * EM, 40, w) * 44 + 12;
  // The panel under the web: the selection's text and its connection buttons, or the prompt.
  const selected = data.requirements.find((r) => r.id === state.get('selected'));
  if (selected) {
    h += 24 + lines(selected.heading, 1.1 * EM, w, true) * 28 + lines(selected.detail, EM, w) * 24 + 3 * 24;
    const connected = data.links.filter((l) => l.source === selected.id || l.target === selected.id).length;
    h += Math.min(60, connected) * 46;
  } else h += lines(`Select a requirement to see its connections. All ${data.requirements.length} share ${data.hub.label}.`, EM, w) * 24;
  return h + 48;
}

function bibtexHeight(value: { bibtex: string; title?: string }, state: ElementState, w: number): number {
  const prepared = prepareCitation(value.bibtex);
  // The heading, then the tabs, Copy and Download on rows of their own at a phone's width.
  let h = lines(value.title || 'Cite this work', 1.25 * EM, w, true) * 30 + 12;
  h += buttonRows(['BibTeX', 'APA', 'MLA', 'Copy', 'Download .bib'], 0.875 * EM, 36, w) * 44 + 12;
  const format = state.get('format');
  if (format === 'apa' || format === 'mla') h += lines(prepared[format].join(''), EM, w - 32) * 26 + 40;
  else {
    // The code block wraps long lines (pre-wrap) in a monospace face of about 0.6em a character.
    const perLine = Math.max(10, Math.floor((w - 32) / (0.85 * EM * 0.62)));
    const rows = prepared.text.split('\n').reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / perLine)), 0);
    h += Math.min(rows, 400) * 21 + 40;
  }
  if (prepared.problem) h += lines(prepared.problem, EM, w) * 24 + 40;
  return h + 40;
}

/** The embed page's source note under the element. */
function noteHeight(note: string, hasLink: boolean, w: number): number {
  return (note ? lines(note, 13, w) * 19 + 4 : 0) + (hasLink ? 23 : 0) + (note || hasLink ? 12 : 0);
}

/**
 * The iframe's height in px: the element (or its error panel) at the narrowest width, the source
 * note, the page's padding, and a margin of 10% for fonts wider than the estimate; rounded up to 10.
 */
export function fixedHeight(state: ElementState, note: string, hasLink: boolean, error: string): number {
  const w = NARROW_WIDTH;
  const value = state.value as never;
  let h = 0;
  if (value !== undefined) {
    if (state.tag === 'leaderboard-table') h = leaderboardHeight(value, w);
    else if (state.tag === 'results-toggle') h = resultsHeight(value, state, w);
    else if (state.tag === 'requirement-web') h = webHeight(value, state, w);
    else h = bibtexHeight(value, state, w);
  }
  if (error) h += lines(`Error: ${error}`, EM, w - 24) * 24 + 32;
  h += noteHeight(note, hasLink, w) + 24;
  return Math.ceil((h * 1.1) / 10) * 10;
}
