// From `lit`, as the element: the Full results chunk imports `lit/html.js`, which a consumer's esbuild
// would split into a first-view file of its own (empty but for its imports) if this module used it too.
import { html, nothing, svg, type TemplateResult } from 'lit';
import type { Locale } from '../../lib/locale.js';
import type { BenchmarkScale, ParsedBackbone, ParsedResults } from '../../lib/results-data.js';
import { axisTitle, TRACK, type Bar, type Headline, type Tick } from '../../lib/results-view.js';

// The chart of the selected view, the headline and the bars, as template functions: it shows the view the
// element derives (in willUpdate) and holds no state of its own.

/** What the element shows for its selection: derived in willUpdate, read by the chart, announcements and exports. */
export interface View {
  backbone: ParsedBackbone;
  benchmark: string;
  /** The selected benchmark's axis, unit and decimals (its own, or the data's). */
  scale: BenchmarkScale;
  headline: Headline;
  bars: Bar[];
  ticks: Tick[];
  /** Footnote numbers of the rows' notes, by text (noteNumbers). */
  notes: ReadonlyMap<string, number>;
  /** The language it is written in. */
  locale: Locale;
  /** Right to left: bars grow from the right (the track's geometry mirrored), arrows point left. */
  rtl: boolean;
}

const signClass = (sign: number) => (sign > 0 ? 'up' : sign < 0 ? 'down' : '');

/** The gain on the selected benchmark, with both values and the rows they belong to. */
export function renderHeadline({ headline: h, benchmark, backbone, locale, rtl }: View): TemplateResult {
  // The two values read together ("54.42% → 62.98%") beside the difference; the rows they belong
  // to go on a line of their own under them. The sentence says it all for screen readers, units in
  // words; it is not a live region: the element's one status region announces a reader's picks.
  const compared = h.fromLabel && h.toLabel;
  // From the baseline to the highlight in reading order: ← in a right-to-left layout.
  const arrow = rtl ? '←' : '→';
  return html`<div part="headline">
      <p class="context" aria-hidden="true">${benchmark} · ${backbone.name}</p>
      <p class="figures toolbar" aria-hidden="true">
        ${compared
          ? html`<span class="delta ${signClass(h.sign)}">${h.deltaText}</span>
              <span class="values">${h.fromText} ${arrow} ${h.toText}</span>`
          : html`<span class="delta">${h.fromText || h.toText}</span>
              <span class="muted">${h.fromLabel || h.toLabel}${h.bestOf > 1 ? ` · ${locale.t('results.highestOf', { n: h.bestOf })}` : ''}</span>`}
      </p>
      ${compared ? html`<p class="rows muted" aria-hidden="true">${h.fromLabel} ${arrow} ${h.toLabel}</p>` : nothing}
      <p class="sr-only">${h.sentence}</p>
    </div>`;
}

/** A row's note marker and tags, after its label (bars and table alike). */
export function renderMarks(note: number, tags: readonly string[], locale: Locale): TemplateResult | typeof nothing {
  if (!note && !tags.length) return nothing;
  return html`${note ? html`<sup class="mark"><span aria-hidden="true">${note}</span><span class="sr-only">${locale.t('common.noteMark', { n: note })}</span></sup>` : nothing}${tags.map(
    (tag) => html` <span class="tag"><span class="sr-only">(</span>${tag}<span class="sr-only">)</span></span>`,
  )}`;
}

/** Footnotes: each note's number and text, in number order. */
export function renderNotes(notes: ReadonlyMap<string, number>, locale: Locale, only?: ReadonlySet<number>): TemplateResult | typeof nothing {
  const list = [...notes].filter(([, n]) => !only || only.has(n));
  if (!list.length) return nothing;
  return html`<ol class="notes small">
    ${list.map(([text, n]) => html`<li><span class="mark" aria-hidden="true">${n}</span><span class="sr-only">${locale.t('common.noteLabel', { n })}</span> ${text}</li>`)}
  </ol>`;
}

/** The spread's whisker on a bar's track: a line between its ends with a cap at each (SVG geometry, no style). */
const whisker = (w: Bar['whisker'], at: (x: number) => number) =>
  w ? svg`<path class="whisker" d="M${at(w.from)} 6V18M${at(w.from)} 12H${at(w.to)}M${at(w.to)} 6V18"></path>` : nothing;

/** A bar per training setting on the fixed axis, then how many are shown and the data's note. */
export function renderBars(data: ParsedResults, view: View): TemplateResult {
  const { locale, rtl } = view;
  const all = view.backbone.rows.length;
  // Right to left, the axis runs from the right: every x on the track mirrored (geometry, not a CSS
  // transform, so the exported image and a print agree with the screen).
  const at = (x: number) => (rtl ? TRACK - x : x);
  // No baseline: no Δ column at all (a row would otherwise be "base").
  const delta = view.bars.some((bar) => bar.deltaText);
  const marked = new Set(view.bars.map((bar) => bar.note).filter(Boolean));
  return html`<figure part="bars" class="bars ${delta ? '' : 'no-delta'}">
      <div class="head small" aria-hidden="true">
        <span>${locale.t('results.setting')}</span><span class="track">${axisTitle({ metric: data.metric, unit: view.scale.unit }, locale)}</span
        ><span class="nums"><span class="num">${locale.t('results.score')}</span>${delta ? html`<span class="num">${locale.t('results.deltaBase')}</span>` : nothing}</span>
      </div>
      <ul aria-label=${locale.t('results.barsLabel', { metric: data.metric, benchmark: view.benchmark, backbone: view.backbone.name })}>
        ${view.bars.map(
          (bar) => html`<li class=${bar.kind}>
            <span class="label">${bar.label}${renderMarks(bar.note, bar.tags, locale)}</span>
            <svg class="track" viewBox="0 0 ${TRACK} 24" preserveAspectRatio="none" aria-hidden="true">
              ${view.ticks.map((tick) => svg`<line x1=${at(tick.x)} x2=${at(tick.x)} y2="24"></line>`)}
              <rect part="bar bar-${bar.kind}" class="${bar.kind} animate" x=${rtl ? TRACK - bar.x - bar.width : bar.x} y="4" width=${bar.width} height="16"></rect>
              ${whisker(bar.whisker, at)}
            </svg>
            <span class="nums"
              ><span class="num"><span aria-hidden="true">${bar.valueText}</span><span class="sr-only">${bar.valueSpoken}</span></span
              >${delta
                ? html`<span class="num ${signClass(bar.sign)}"
                    ><span aria-hidden="true">${bar.deltaText}</span><span class="sr-only">, ${bar.deltaSpoken}</span></span
                  >`
                : nothing}</span
            >
          </li>`,
        )}
      </ul>
      <div aria-hidden="true">
        <span class="track ticks small">${view.ticks.map((tick) => html`<span>${tick.text}</span>`)}</span>
      </div>
    </figure>
      ${all > view.bars.length
        ? html`<p class="small">${locale.t('results.barsShown', { shown: view.bars.length, n: all })}</p>`
        : nothing}
      ${renderNotes(view.notes, locale, marked)}
      ${data.note ? html`<p class="small">${data.note}</p>` : nothing}`;
}
