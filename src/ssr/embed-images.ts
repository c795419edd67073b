/// <reference types="node" />
// Node only. The `embed` command's `<id>.svg`: the element's view as a static image, from the data
// the element itself validated (its `value` after a server-side `willUpdate`) and its own selection
// (`sort`, `backbone` / `benchmark`, `selected`, `format`), drawn by the pure builders in src/lib.
import { buildBibtexSvg } from '../lib/bibtex-svg.js';
import { buildLeaderboardSvg, type LeaderboardSvgData, type StaticSvg } from '../lib/leaderboard-svg.js';
import { LEADERBOARD_SVG_TOOLS } from '../lib/leaderboard-svg-tools.js';
import { DEFAULT_SORT, parseSortSpec } from '../lib/leaderboard-rank.js';
import { buildRequirementWebSvg } from '../lib/requirement-web-svg.js';
import { capText } from '../lib/limits.js';
import { buildChartSvg } from '../lib/results-chart-svg.js';
import type { ParsedResults } from '../lib/results-data.js';
import { axisTicks, axisTitle, describeBars, describeHeadline, EN } from '../lib/results-view.js';
import type { RequirementWebData } from '../lib/requirement-graph.js';
import { DARK_PALETTE, LIGHT_PALETTE, SVG_FONT_FAMILY } from '../lib/static-svg.js';

/** What a server-side element instance holds after its `willUpdate`: its validated data and its selection. */
export interface ElementState {
  tag: string;
  /** The validated data (the element's protected `value`), or undefined when it has none. */
  value: unknown;
  /** The element's own properties, read by name (`sort`, `backbone`, `selected`, `format`, `heading`, `layout`, `theme`). */
  get(name: string): unknown;
}

/** The element's title, as its heading shows it ('' when it has none). */
export function elementTitle(state: ElementState): string {
  const value = state.value as { title?: string } | undefined;
  if (state.tag === 'bibtex-card') return value?.title || capText(String(state.get('heading') ?? '')) || 'Cite this work';
  if (state.tag === 'requirement-web') return value?.title || (value ? `Requirement web: ${(value as RequirementWebData).hub.label}` : '');
  return value?.title ?? '';
}

export function elementSvg(state: ElementState, width = 720): StaticSvg | null {
  const value = state.value;
  if (value === undefined) return null;
  const palette = state.get('theme') === 'dark' ? DARK_PALETTE : LIGHT_PALETTE;
  const text = (name: string) => {
    const got = state.get(name);
    return typeof got === 'string' ? got : '';
  };
  switch (state.tag) {
    case 'leaderboard-table':
      return buildLeaderboardSvg({ data: value as LeaderboardSvgData, sort: parseSortSpec(text('sort')) ?? DEFAULT_SORT, width, palette }, LEADERBOARD_SVG_TOOLS);
    case 'results-toggle': {
      const data = value as ParsedResults;
      // The element's own selection: it wrote the default (the first of each) into the properties.
      const backbone = data.backbones.find((b) => b.name === text('backbone')) ?? data.backbones[0]!;
      const benchmark = data.benchmarks.includes(text('benchmark')) ? text('benchmark') : data.benchmarks[0]!;
      const dark = palette === DARK_PALETTE;
      return buildChartSvg({
        title: data.title,
        subtitle: `${backbone.name} · ${benchmark}`,
        note: data.note,
        axisTitle: axisTitle(data),
        domain: data.domain,
        locale: EN,
        ticks: (track) => axisTicks(data.domain, track),
        headline: describeHeadline(data, backbone, benchmark),
        bars: describeBars(data, backbone, benchmark),
        width,
        palette: {
          text: palette.text,
          muted: palette.muted,
          surface: palette.surface,
          border: palette.border,
          positive: palette.positive,
          negative: palette.negative,
          // results-toggle's tokens: --_lo (the muted colour), --_hi (the accent), --_bar.
          baseline: palette.muted,
          highlight: palette.accent,
          other: dark ? '#4a7fb8' : '#5b8cc2',
        },
        fontFamily: SVG_FONT_FAMILY,
      });
    }
    case 'requirement-web':
      return buildRequirementWebSvg({
        data: value as RequirementWebData,
        kind: text('layout') === 'flow' ? 'flow' : 'radial',
        selected: text('selected') || null,
        width,
        palette,
      });
    case 'bibtex-card': {
      const card = value as { bibtex: string; title?: string };
      return buildBibtexSvg({ bibtex: card.bibtex, title: elementTitle(state), style: text('format') === 'mla' ? 'mla' : 'apa', width, palette });
    }
    default:
      return null;
  }
}
