/**
 * A `<leaderboard-table>` as a standalone SVG image: its title, description, summary (highest
 * score and spread) and its rows as a table with a bar per score, ranked and sorted as the element
 * shows them, framework colours as in its legend. For hosts that take only an image (a newsletter,
 * a slide). Composed from data, not from the screen: no browser needed. Pure: no DOM.
 *
 * The ranking, colours, scale and number formatting it shares with the element's first view come
 * as `tools` (./leaderboard-svg-tools.ts's LEADERBOARD_SVG_TOOLS), not as imports: the element
 * loads this writer as a chunk on a reader's first Download SVG / PNG, and a chunk that imports a
 * first-view module makes a consumer's bundler split that module into a file of its own in every
 * first view (docs/performance.md#size). The search's matching (./leaderboard-filter.ts) is no
 * first-view module (it loads with the element's acts), so it is imported here.
 */
import type { assignFrameworkColors } from './framework-colors.js';
import type { formatCount, formatNumber, formatPoints, formatValue } from './format.js';
import type { DEFAULT_SORT, frameworkNames, rankEntries, sortRows, summarize, RankableEntry, SortSpec } from './leaderboard-rank.js';
import type { linearScale } from './linear-scale.js';
import { filterRows } from './leaderboard-filter.js';
import { LIGHT_PALETTE, SVG_FONT_FAMILY, SVG_PAD, round, svgDocument, svgText, wrapToWidth, type SvgPalette } from './static-svg.js';
import { estimateTextWidth } from './text-fit.js';
import { escapeXml } from './xml.js';

/** What the image needs of the element's validated data (`LeaderboardData`). */
export interface LeaderboardSvgData {
  title: string;
  description: string;
  metric: string;
  unit: string;
  domain: readonly [number, number];
  decimals: number;
  entries: readonly (RankableEntry & { low?: number | null; high?: number | null; digits?: number })[];
  colors?: Readonly<Record<string, string>>;
  /** The group column's heading ("Organisation"); default "Group". */
  groupLabel?: string;
  /** Each score with the digits it was written with (`digits`, `decimals: "auto"`), else `decimals`. */
  ownDigits?: boolean;
}

export interface LeaderboardSvgInput {
  data: LeaderboardSvgData;
  /** The element's sort (default: score, highest first). */
  sort?: SortSpec;
  /**
   * The rows a reader left visible (the element's legend toggles and search), so a reader's
   * download shows what they see; ranks and gaps stay those of the whole board. Default: all.
   */
  filter?: { hiddenFrameworks?: ReadonlySet<string>; query?: string };
  /** Rows drawn at most; the image says how many of how many it shows. Default 100. */
  maxRows?: number;
  /** Width in px (at least 360). Default 720. */
  width?: number;
  palette?: SvgPalette;
  fontFamily?: string;
}

/** What the image shares with the element's first view (see above): LEADERBOARD_SVG_TOOLS. */
export interface LeaderboardSvgTools {
  DEFAULT_SORT: typeof DEFAULT_SORT;
  frameworkNames: typeof frameworkNames;
  rankEntries: typeof rankEntries;
  sortRows: typeof sortRows;
  summarize: typeof summarize;
  assignFrameworkColors: typeof assignFrameworkColors;
  linearScale: typeof linearScale;
  formatCount: typeof formatCount;
  formatNumber: typeof formatNumber;
  formatPoints: typeof formatPoints;
  formatValue: typeof formatValue;
}

export interface StaticSvg {
  text: string;
  width: number;
  height: number;
}

const ROW = 30;

export function buildLeaderboardSvg(input: LeaderboardSvgInput, tools: LeaderboardSvgTools): StaticSvg {
  const { DEFAULT_SORT, frameworkNames, rankEntries, sortRows, summarize, assignFrameworkColors, linearScale, formatCount, formatNumber, formatPoints, formatValue } = tools;
  const { data } = input;
  const palette = input.palette ?? LIGHT_PALETTE;
  const width = Math.max(360, Math.round(input.width ?? 720));
  const inner = width - 2 * SVG_PAD;
  const maxRows = Math.max(1, Math.floor(input.maxRows ?? 100));
  const percent = data.unit === '%';
  // With `ownDigits`, a score as written ("61.0", "84.50"): the digits of the entry that has it.
  const digitsFor = (n: number) => (data.ownDigits ? (data.entries.find((entry) => entry.score === n)?.digits ?? data.decimals) : data.decimals);
  const unitAfter = (n: number) => formatValue(n, data.unit, digitsFor(n));
  const out: string[] = [];
  let y = SVG_PAD;
  const para = (text: string, size: number, fill: string, extra = '', bold = false) => {
    for (const line of wrapToWidth(text, inner, size, { bold, maxLines: 12 })) out.push(svgText(SVG_PAD, (y += size * 1.35), line, size, fill, extra));
  };

  if (data.title) para(data.title, 20, palette.text, ' font-weight="700"', true);
  if (data.description) {
    y += 4;
    para(data.description, 13, palette.muted);
  }
  const summary = summarize(data.entries);
  y += 10;
  if (summary) {
    const leaders = summary.leaders.map((entry) => (entry.framework ? `${entry.model} · ${entry.framework}` : entry.model));
    const more = leaders.length > 3 ? ` and ${leaders.splice(3).length} more` : '';
    para(`Highest ${data.metric}: ${unitAfter(summary.best)} ${leaders.join(', ')}${more}`, 15, palette.text, ' font-weight="600"', true);
    if (summary.scored > 1) {
      para(
        `Spread: ${formatPoints(summary.spread, Math.max(digitsFor(summary.best), digitsFor(summary.worst)), percent ? 'pp' : data.unit).replace(/^\+/, '')} (${unitAfter(summary.best)} to ${unitAfter(summary.worst)} across ${formatCount(summary.scored)} entries)`,
        13,
        palette.muted,
      );
    }
  } else para(`Highest ${data.metric}: no entry has a score yet.`, 14, palette.muted);
  y += 14;

  // Columns: rank, model (framework under it), the score and its bar, the gap to the best.
  const rankX = SVG_PAD;
  const modelX = SVG_PAD + 34;
  const gapRight = width - SVG_PAD;
  const gapWidth = 76;
  const valueRight = gapRight - gapWidth - 8;
  const barWidth = Math.max(60, Math.min(260, inner * 0.3));
  const barX = valueRight - 64 - barWidth;
  const modelWidth = barX - modelX - 12;
  const header = y + 14;
  out.push(svgText(rankX, header, '#', 12, palette.muted, ' font-weight="600"'));
  const grouped = data.entries.some((entry) => entry.framework);
  out.push(svgText(modelX, header, grouped ? `Model · ${data.groupLabel || 'Group'}` : 'Model', 12, palette.muted, ' font-weight="600"'));
  out.push(svgText(barX, header, data.metric, 12, palette.muted, ' font-weight="600"'));
  out.push(svgText(gapRight, header, 'Gap to best', 12, palette.muted, ' font-weight="600" text-anchor="end"'));
  y = header + 8;
  out.push(`<line x1="${SVG_PAD}" x2="${width - SVG_PAD}" y1="${y}" y2="${y}" stroke="${escapeXml(palette.border)}"/>`);

  const colors = assignFrameworkColors(frameworkNames(data.entries), data.colors ?? {});
  const scale = linearScale(data.domain as [number, number], [0, barWidth]);
  const ranked = rankEntries(data.entries);
  const rows = sortRows(input.filter ? filterRows(ranked, input.filter.hiddenFrameworks ?? new Set(), input.filter.query ?? '') : ranked, input.sort ?? DEFAULT_SORT);
  const shown = rows.slice(0, maxRows);
  const fit = (text: string, size: number, bold = false) => {
    if (estimateTextWidth(text, size, bold) <= modelWidth) return text;
    let cut = text.length;
    while (cut > 1 && estimateTextWidth(`${text.slice(0, cut)}…`, size, bold) > modelWidth) cut--;
    return `${text.slice(0, cut)}…`;
  };
  shown.forEach((row, i) => {
    const top = y;
    const { model, framework, score, low, high } = row.entry;
    const mid = top + ROW / 2 + 4;
    if (i % 2 === 1) out.push(`<rect x="${SVG_PAD - 6}" y="${top}" width="${inner + 12}" height="${ROW + 6}" fill="${escapeXml(palette.surface2)}"/>`);
    const lead = row.rank === 1;
    out.push(svgText(rankX, mid - 4, row.rank === null ? '—' : String(row.rank), 14, palette.muted));
    out.push(svgText(modelX, mid - 7, fit(model, 14, lead), 14, palette.text, lead ? ' font-weight="700"' : ''));
    if (grouped) out.push(svgText(modelX, mid + 9, fit(framework || '—', 11), 11, palette.muted));
    const color = colors.get(framework) ?? palette.muted;
    out.push(`<rect x="${round(barX)}" y="${round(mid - 9)}" width="${round(barWidth)}" height="10" fill="${escapeXml(palette.surface2)}" stroke="${escapeXml(palette.border)}"/>`);
    if (score !== null) {
      out.push(`<rect x="${round(barX)}" y="${round(mid - 8)}" width="${round(Math.max(0, scale(score)))}" height="8" fill="${escapeXml(color)}"/>`);
      if (typeof low === 'number' || typeof high === 'number') {
        const from = barX + scale(typeof low === 'number' ? low : score);
        const to = barX + scale(typeof high === 'number' ? high : score);
        out.push(`<path d="M${round(from)} ${round(mid - 4)}H${round(to)}M${round(from)} ${round(mid - 8)}V${round(mid)}M${round(to)} ${round(mid - 8)}V${round(mid)}" stroke="${escapeXml(palette.text)}" fill="none"/>`);
      }
    }
    out.push(svgText(valueRight, mid, formatValue(score, data.unit, (data.ownDigits && row.entry.digits) || data.decimals), 14, palette.text, ` text-anchor="end"${lead ? ' font-weight="700"' : ''}`));
    const gap = row.gap === null ? '—' : formatPoints(-row.gap, data.decimals, percent ? 'pp' : data.unit);
    out.push(svgText(gapRight, mid, gap, 13, palette.muted, ' text-anchor="end"'));
    y += ROW + 6;
  });
  out.push(`<line x1="${SVG_PAD}" x2="${width - SVG_PAD}" y1="${y}" y2="${y}" stroke="${escapeXml(palette.border)}"/>`);
  y += 6;
  const total = data.entries.length;
  const entries = (n: number) => `${formatCount(n)} ${n === 1 ? 'entry' : 'entries'}`;
  const count =
    total === 0
      ? 'No entries to show yet.'
      : rows.length === 0
        ? `No entries match (of ${entries(total)}).`
        : shown.length < rows.length
          ? `Showing the first ${formatCount(shown.length)} of ${formatCount(rows.length)} entries (the page has all).`
          : rows.length < total
            ? `Showing ${formatCount(rows.length)} of ${entries(total)}`
            : entries(total);
  para(count, 12, palette.muted);
  // The bar scale, so a bar is never read without its domain.
  para(`Bars on a scale of ${formatNumber(data.domain[0], data.decimals)} to ${formatNumber(data.domain[1], data.decimals)}${data.unit}.`, 11, palette.muted);
  const height = Math.ceil(y + SVG_PAD);
  return {
    text: svgDocument(width, height, out.join(''), { background: palette.surface, fontFamily: input.fontFamily ?? SVG_FONT_FAMILY, title: data.title }),
    width,
    height,
  };
}
