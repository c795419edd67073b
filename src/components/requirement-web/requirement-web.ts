import { html, isServer, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { CswElement } from '../../internal/csw-element.js';
import { LazyOptions, optionReader } from '../../internal/lazy-options.js';
import { checkChoice } from '../../internal/choice.js';
import { addToClass, ChunkStyles } from '../../internal/chunk-styles.js';
import { registerEnglish } from '../../lib/locale.js';
import { loadLocale, SHIPPED_LOCALES } from '../../lib/locale-loading.js';
import { graphOf, type RequirementGraph, type RequirementWebData } from '../../lib/requirement-graph.js';
import { readPlainRequirementWeb } from '../../lib/requirement-web-plain.js';
import { formatCount } from '../../lib/format.js';
import { isOverview, layoutWeb } from '../../lib/requirement-layout/driver.js';
import { LABEL_TOOLS } from '../../lib/requirement-layout/labels.js';
import { errorMessage } from '../../lib/json.js';
import type { LabelPlacement, WebLayout } from '../../lib/requirement-layout/types.js';
import { estimateTextWidth, type MeasureText } from '../../lib/text-fit.js';
import { hostStyles } from '../../styles/host.styles.js';
import { requirementWebStyles } from './requirement-web.styles.js';
import { REQUIREMENT_WEB_LAYOUTS, type RequirementWebLayout } from './requirement-web.types.js';
import type { RequirementWebInput } from './requirement-web.types.js';
import { canvasMeasure } from './canvas-measure.js';
import { onDemand, parserModule, webActs, type OnDemand } from './on-demand-loader.js';
import { renderDrawing } from './web-drawing.js';
import { WebInput, type WebInputHost } from './web-input.js';
import { capitalise, renderDetail, sections, renderList, renderToolbar, type PanelView } from './web-panel.js';
import { WebRoom } from './web-room.js';
import type { StepDrawing } from './web-steps.js';
import { WebWords } from './web-words.js';
import webEnglish from '../../locales/en/requirement-web.js';

registerEnglish(webEnglish);

/** The on-demand chunk's styles (web-on-demand.styles.ts), one sheet per page. */
const onDemandStyles = new ChunkStyles<OnDemand>((module) => module.onDemandCss);

/** Stand-ins for input the full validation is still to read (see parseData), with that input. */
const unread = new WeakMap<RequirementWebData, unknown>();

/**
 * An interactive web of interdependent requirements: the shared component (the
 * hub) with the requirements tied to it and to each other. Selecting a
 * requirement highlights what it is connected to and explains it, and says so
 * in one sentence to a screen reader. From 2,000 requirements or 8,000 links the
 * web is an overview (rings, edges only for the selection); limits: 20,000
 * requirements, 200,000 links, labels of 1,000 characters. Sizes follow the
 * host's `font-size`; printed, the web is laid out for the page. Directed links (`directed`) are
 * drawn with arrowheads and listed each way apart (`verbs`); groups get colours and a legend whose
 * buttons single a group out; a requirement's `url` is a link in its panel.
 *
 * @tag requirement-web
 * @summary Requirements that look independent, drawn around the one decision they share.
 *
 * @csspart web - The `<svg>` of the web.
 * @csspart hub - The shared component in the middle (radial) or on the right (flow).
 * @csspart node - One requirement (a `<g>` with `data-id`, a toggle button; its circles are placed by `cx`/`cy`).
 * @csspart edge - One edge: requirement to hub (`.hub-edge`) or requirement to requirement (`.link`).
 * @csspart detail - The panel about the selected requirement (beside the web from 38em, else under it).
 * @csspart legend - The groups' legend: a toggle button per group (only when requirements have a `group`).
 * @csspart link - The link to the selected requirement's page in the panel (its `url`).
 * @csspart toolbar - The buttons under the web: "Show as list", "Download SVG", "Download PNG".
 *
 * @cssprop --requirement-web-edge - Colour of the edges to the hub and an overview's rings (default: a grey at 4.5:1, light and dark).
 * @cssprop --requirement-web-link - Colour of the links between requirements (default: `--csw-muted`).
 * @cssprop --requirement-web-node - Fill of a requirement's dot (default: `--csw-surface`).
 * @cssprop --requirement-web-panel-width - Width of the panel beside the web, from 38em (default: `clamp(15em, 36%, 24em)`; a percentage is of the element's inner width).
 * @cssprop --requirement-web-group-0 - Colour of the first group (default: the Okabe–Ito colour-blind-safe palette, as for `-1` to `-7`); a requirement with no group keeps `--requirement-web-node`.
 * @cssprop --requirement-web-group-1 - Colour of the second group.
 * @cssprop --requirement-web-group-2 - Colour of the third group.
 * @cssprop --requirement-web-group-3 - Colour of the fourth group.
 * @cssprop --requirement-web-group-4 - Colour of the fifth group.
 * @cssprop --requirement-web-group-5 - Colour of the sixth group.
 * @cssprop --requirement-web-group-6 - Colour of the seventh group.
 * @cssprop --requirement-web-group-7 - Colour of the eighth group.
 * @cssprop --csw-accent - Hub, selection and highlighted edges.
 *
 * @fires requirement-select - A reader selected a requirement or cleared the selection; `detail: { id, connected }` (`id` is null when cleared).
 * @fires csw-error - Bad input, a `selected` id that names no requirement, or an unknown `layout`; `detail.message` says what.
 *
 * @slot - Fallback content shown before the data arrives and to readers without JavaScript.
 */
export class RequirementWeb extends CswElement<RequirementWebData, RequirementWebInput> implements WebInputHost {
  static override styles = [hostStyles, requirementWebStyles];

  #layout?: WebLayout;
  /** The data's graph: index, degrees, neighbours (shared with the parser and the layout). */
  #graph?: RequirementGraph;
  #measure?: MeasureText;
  /** The column the web is laid out for, and the font: watched and decided (see WebRoom). */
  #room = new WebRoom(this, () => this.printing);
  /**
   * Pointer, touch, keyboard and focus on the drawing, and the selection they make (what each act
   * does is the on-demand chunk's; updateComplete waits for an act made before it is here).
   */
  #input = new WebInput(this, {
    track: (work) => this.waitFor(work),
    say: (text) => this.announce(text),
    rendered: () => this.updateRendered(),
    report: (message) => this.reportError(message),
    describe: errorMessage,
    download: (...args) => this.downloadImage(...args),
    now: () => ({ value: this.value!, graph: this.#graph!, t: this.#words.t, relation: this.#relation, rtl: this.i18n.isRtl }),
  });
  /** The host's font size in px, which every length of the drawing follows. */
  #em = 16;
  /**
   * The first update of an element the server rendered (declarative shadow DOM) draws what the
   * server drew (default width, estimated text), so hydration matches; the next frame lays it out
   * for the browser's real width and font.
   */
  #serverFrame = false;
  /** The drawing's height in px held since hydration (0: none; see heldViewBox), and the line's under it. */
  #heldHeight = 0;
  #heldFoot = 0;
  /**
   * How many of an overview's nodes are drawn while it is drawn in steps (web-steps.ts, with the
   * on-demand chunk, which an overview waits for); none before the first overview: all at once.
   */
  #steps?: StepDrawing;

  /** The reader's language as the drawing and panel use it, and the words made from it once. */
  #words = new WebWords(this.i18n, () => onDemand.module?.directedRelationText);
  /**
   * The option attributes over the data's own title and summary (`description` is the data's
   * `summary`): their reader is a chunk loaded for the first `heading` or `description` set, and
   * data shown under one is held until it is here (#waitsForChunks).
   */
  readonly #options = new LazyOptions(this, {
    names: ['heading', 'description'],
    limits: { auto: false, textLimit: 2_000, formatCount },
    keys: { description: 'summary' },
    waitFor: (work) => this.waitFor(work),
    flag: (name, problem) => this.flagAttribute(name, problem),
  });

  /** The direction the layout was made for: a flow layout runs from the right in right-to-left. */
  #laidOutRtl = false;
  /** The layout asked for needs the flow's geometry, on its way in the on-demand chunk: laid out again when it is here. */
  #layoutWaits = false;
  /** New data whose drawing needs the on-demand chunk, held back while it loads (see #holdForChunk). */
  #held?: RequirementWebData;

  @state() private listOpen = false;

  /** Id of the selected requirement; reflects the reader's selection, and setting it selects. */
  @property({ reflect: true }) selected: string | null = null;

  /** `radial` (hub in the middle) or `flow` (requirements left, hub right). */
  @property() layout: RequirementWebLayout = 'radial';

  /** The web's heading; wins over the data's `title` (`heading=""`: none). */
  @property() heading: string | null = null;

  /** The line under the heading; wins over the data's `summary`. */
  @property() description: string | null = null;


  /**
   * What a server loads before rendering (the prerender command): the shipped string tables, so an
   * element's own `lang` is rendered in its language there. Nothing else the first render draws is
   * lazy but the selection's chunk (a `selected` web draws its panel), the option attributes'
   * reader and the full validation (data that is not a plain web), loaded here too (the exporter is for a reader's click).
   */
  static preload(): Promise<unknown> {
    // A selection's styles must be among those a server writes into each shadow root.
    const styled = onDemand.load().then((module) => addToClass(this, onDemandStyles, module));
    return Promise.all([...SHIPPED_LOCALES.map((lang) => loadLocale(lang)), styled, optionReader.load(), parserModule.load()]);
  }

  get webLayout(): WebLayout | undefined {
    return this.#layout;
  }

  /**
   * A plain web (see readPlainRequirementWeb) is read at once; any other input by the full
   * validation (lib/requirement-web-data.ts), a chunk: until it is here, a stand-in that is never
   * shown (#holdForChunk keeps the last view, then #read validates the input and shows it or says
   * what is wrong).
   */
  protected parseData(raw: unknown): RequirementWebData {
    const full = parserModule.module;
    if (full) return full.parseRequirementWeb(raw);
    const plain = readPlainRequirementWeb(raw);
    if (plain) return plain;
    const standIn: RequirementWebData = { title: '', summary: '', hub: { id: '', label: '' }, requirements: [], links: [] };
    unread.set(standIn, raw);
    return standIn;
  }

  /** `value`, or for a stand-in the data its input validates to; undefined (and the error reported) when it is wrong or its validation could not be loaded. */
  #read(value: RequirementWebData): RequirementWebData | undefined {
    if (!unread.has(value)) return value;
    try {
      if (!parserModule.module) throw new Error('requirement-web: the data\'s validation could not be loaded (offline?)');
      return parserModule.module.parseRequirementWeb(unread.get(value));
    } catch (error) {
      this.reportError(errorMessage(error));
      return undefined;
    }
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    this.#holdForChunk(changed);
    // The options over the data as given, on new data and when one changes (data under one is held until their reader is here).
    const shown = this.#options.over(changed, this.value);
    if (shown) this.value = shown;
    const value = this.value;
    const dataChanged = changed.has('value');
    // Re-checked with new data too: valid data clears the error panel.
    if (dataChanged || changed.has('layout')) {
      // No layout (the attribute removed) is the default, radial.
      this.flagAttribute('layout', checkChoice('layout', this.layout, REQUIREMENT_WEB_LAYOUTS));
    }
    const fontChanged = this.#room.takeFontChange();
    if (dataChanged) {
      this.#graph = value && graphOf(value);
      if (!this.#graph?.has(this.#input.tabStop)) this.#input.tabStop = null;
      // (Groups are singled out only with the on-demand chunk here: it drew the legend.)
      if (this.#input.highlighted.size) this.#input.highlighted = onDemand.module!.keptGroups(this.#input.highlighted, this.#graph!);
    }
    // A server has no styles, canvas or width: it draws at DEFAULT_WIDTH, 16 px text, estimated widths
    // (the viewBox scales that picture to the element), and so does a hydrating browser's first frame.
    const wasServerFrame = this.#serverFrame;
    this.#serverFrame = !isServer && !this.hasUpdated && !!this.shadowRoot?.firstChild;
    const guess = isServer || this.#serverFrame;
    const rtl = this.i18n.isRtl;
    let relayout = dataChanged || fontChanged || wasServerFrame || changed.has('layout') || rtl !== this.#laidOutRtl || this.#layoutWaits;
    this.#words.follow();
    if (guess) {
      this.#measure = estimateTextWidth;
      this.#em = 16;
    } else if (dataChanged || fontChanged || wasServerFrame) {
      const style = getComputedStyle(this);
      this.#measure = canvasMeasure(style.fontFamily || 'sans-serif');
      this.#em = parseFloat(style.fontSize) || 16;
    }
    const room = this.#room;
    const width = room.widthFor({ data: !!value, guess, relayout: relayout || changed.has('printing'), em: this.#em, hostWidth: this.clientWidth });
    if (width !== room.laidOutFor) relayout = true;
    if (value && relayout) {
      // The first layout for the real column after a server's frame keeps the drawing at the height
      // the server gave it (see heldViewBox): hydration moves nothing under the web. Any later
      // layout (new data, width, font, print) takes its own height.
      // So does the line under it (the hidden-names note, which the server's estimated widths may
      // need and this browser's fonts not): it keeps its height, empty, until then. Measured by the
      // on-demand chunk, which hydration waits for (without it, nothing is held).
      const held = wasServerFrame && !this.printing ? onDemand.module?.heldSizes(this.renderRoot) : undefined;
      this.#heldHeight = held?.height ?? 0;
      this.#heldFoot = held?.foot ?? 0;
      room.laidOutFor = width;
      this.#laidOutRtl = rtl;
      this.#words.forget();
      // A flow, or a radial web that falls back to the column, needs the flow's geometry, a web with
      // directed links their arrowheads (layoutWeb says so), a web with groups their colours and
      // legend, and an overview its note, rings and drawing in steps: without the on-demand chunk
      // here yet, the web keeps the drawing it had for this data (none for new data: the title and
      // summary show) until it arrives, then lays out again.
      const chunk = onDemand.module ?? (onDemand.failed ? null : undefined);
      const layout = !value.requirements.length
        ? null
        : chunk === undefined && this.#drawingNeedsChunk(value)
          ? undefined
          : layoutWeb({ ...value, graph: this.#graph, kind: this.layout === 'flow' ? 'flow' : 'radial', mirror: rtl, width, measure: this.#measure!, em: this.#em }, chunk);
      this.#layoutWaits = layout === undefined;
      if (!this.#layoutWaits || dataChanged) this.#layout = layout ?? undefined;
      if (this.#layout?.overview && chunk) this.#steps ??= new chunk.StepDrawing(this);
      this.#steps?.laidOut(this.#layout?.nodes.length ?? 0, { restart: dataChanged, all: guess });
    }
    // (Not against the last view's data while new data is held: its ids are checked once it is shown.)
    if ((dataChanged || changed.has('selected')) && !this.#held) {
      const input = this.#input;
      let id = this.selected || null;
      if (id !== null && id === input.chosen && !this.#graph?.has(id)) {
        // New data without the requirement the reader picked: nothing is wrong, the selection just ends.
        this.selected = id = input.chosen = null;
      }
      const known = id !== null && !!this.#graph?.has(id);
      // Before the data arrives there is nothing to check against: keep the id for later.
      this.flagAttribute('selected', value && id !== null && !known ? `selected: no requirement with id "${id}"` : '');
      input.current = known ? id : null;
    }
    // A flow, a selection, hover or focus needs the on-demand chunk: loaded, then drawn again;
    // updateComplete waits for each chunk asked for here, and the view drawn with it.
    this.waitFor(onDemand.request(this, this.#wantsOnDemand()));
    this.waitFor(parserModule.request(this, !!this.#held && unread.has(this.#held)));
    // Its styles join this element's in the update that first draws with it.
    const module = onDemand.module;
    if (module) onDemandStyles.adopt(this, module);
  }

  /**
   * New data whose drawing needs the on-demand chunk (groups' colours and legend, directed links'
   * arrowheads, a flow's geometry), or shown under an option attribute before the options' chunk is
   * here, is held back while the chunk loads: the last view, or the fallback, stays, so a web never
   * shows half drawn or with the data's title for a moment, and `ready`, `csw-load` and
   * updateComplete wait for the whole view (as leaderboard-table holds a board whose view needs a
   * chunk). Newer data replaces data held; the held data is shown once its chunks are here, or have
   * failed (then drawn without them: neutral dots, no heads, radial; the data's own title).
   */
  #holdForChunk(changed: PropertyValues): void {
    if (changed.has('value')) {
      this.#held = undefined;
      const value = this.value;
      if (value && this.#waitsForChunks(value)) {
        this.#held = value;
        this.value = changed.get('value') as RequirementWebData | undefined;
        // The last view stays as it was: nothing of it is derived again.
        changed.delete('value');
      }
    } else if (this.#held && !this.#waitsForChunks(this.#held)) {
      // Shown now: an update with new data (`changed` has `value` again, its old value the last view's).
      // A stand-in is validated first: its data is held in turn if its drawing needs more.
      const value = this.#read(this.#held);
      this.#held = value && this.#waitsForChunks(value) ? value : undefined;
      if (value && !this.#held) this.value = value;
    }
  }

  /** Whether `value` is to wait for a chunk: the validation of a stand-in, the on-demand one its drawing needs, or the options'. */
  #waitsForChunks(value: RequirementWebData): boolean {
    return parserModule.waiting(unread.has(value)) || onDemand.waiting(this.#drawingNeedsChunk(value)) || this.#options.waiting;
  }

  /**
   * Whether `value`'s drawing needs the on-demand chunk: a flow, groups, directed links, an overview,
   * or one of its requirements selected by the author. A selection's panel is drawn with the web,
   * not after it: the web at rest, then its panel a round trip later, moved the page below it twice
   * (a layout shift of 0.018 at 375 px) and drew the web twice on a phone's cold first view.
   */
  #drawingNeedsChunk(value: RequirementWebData): boolean {
    const graph = graphOf(value);
    return this.layout === 'flow' || !!graph.groups.length || value.links.some((link) => link.directed) || isOverview(value) || graph.has(this.selected);
  }

  /**
   * Whether the view needs the on-demand chunk: a flow or an author's selection (asked for as soon as
   * `layout` or `selected` says so, so a `src` being fetched meanwhile usually finds it here), a
   * layout waiting for the flow's geometry, arrowheads or a web's groups, or a node pointed at or
   * focused (a reader's selection is the `selected` attribute too).
   */
  #wantsOnDemand(): boolean {
    const input = this.#input;
    return this.layout === 'flow' || !!this.selected || this.#layoutWaits || (!!this.#held && this.#drawingNeedsChunk(this.#held)) || (!!this.#layout && (input.hoverId !== null || input.focusedId !== null));
  }

  /**
   * A server's view is hydrated with the on-demand chunk at hand (the server drew a flow, a column
   * or a selection with it), the options' when an option is set (it drew their title) and the full
   * validation (its data may not be a plain web; which, is known only once it is read): the first
   * update must draw the same.
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    if (!this.serverRendered || this.hasUpdated) return super.scheduleUpdate();
    return Promise.all([onDemand.settle(), this.#options.set && optionReader.load().catch(() => undefined), parserModule.settle()]).then(() => super.scheduleUpdate());
  }

  /**
   * The list (every requirement whole, with its ties) is shown when a reader opens it, and on paper
   * when the drawing leaves names out or shortens them: nothing shows on hover there, and a printed
   * web of sixty modules kept a third of its names.
   */
  #listShown(layout: WebLayout): boolean {
    return this.listOpen || (this.printing && !!layout.hiddenLabels && !layout.overview);
  }

  indexOf(id: string | null): number {
    return this.#graph?.indexOf(id) ?? -1;
  }

  /** What requirement `index` is tied to, in words ("3 connected requirements", "depends on 2 · is needed by 1"). */
  #relation = (index: number): string => this.#words.relation(index, this.value!, this.#graph!, !!this.#layout?.overview);

  #toggleList(): void {
    this.listOpen = !this.listOpen;
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    // Hydrated as the server drew it: in the next frame, laid out for this browser (never an
    // update asked for from inside this one).
    if (this.#serverFrame) requestAnimationFrame(() => this.requestUpdate());
    if (this.#layout) {
      onDemand.warm();
      webActs.warm();
    }
    // From script, not a style attribute: a strict style-src allows it.
    const foot = this.renderRoot.querySelector<HTMLElement>('.web-foot');
    if (foot) foot.style.minHeight = this.#heldFoot ? `${this.#heldFoot}px` : '';
  }

  protected renderView(value: RequirementWebData): TemplateResult {
    const layout = this.#layout;
    const t = this.#words.t;
    const panel: PanelView = {
      value,
      graph: this.#graph!,
      current: this.indexOf(this.#input.current),
      relation: this.#relation,
      act: this.#input.act,
      t,
      verbs: this.#words.verbs(value),
      sections: (index) => sections(this.#graph!.connections(index), panel.verbs),
      capitalise,
    };
    // The graphic comes first, in reading and tab order: the toolbar is about it, and the panel
    // about a selection in it (beside it in a wide container, see the styles).
    return html`
      <span class="font-probe" aria-hidden="true">Mg · Wy 0</span>
      ${value.title ? this.renderHeading(value.title) : nothing}
      <div class="body">
        <p class="summary muted" dir="auto" ?hidden=${!value.summary}>${value.summary}</p>
        ${layout
          ? html`${layout.overview && onDemand.module ? onDemand.module.renderOverviewNote(value, t) : nothing}
              ${this.#renderWeb(value, layout)}
              <div class="web-foot">
                <p class="hidden-note muted" ?hidden=${!layout.hiddenLabels || layout.overview}>${t('web.hiddenNote', { n: layout.hiddenLabels })}</p>
                ${this.#graph!.groups.length && onDemand.module ? onDemand.module.renderLegend(panel, this.#input.highlighted) : nothing}
              </div>
              ${renderToolbar(this.listOpen, this.#toggleList, this.#input.act, t)}
              ${renderDetail(panel, onDemand.module)} ${renderList(panel, this.#listShown(layout), this.listOpen || !layout.overview)}`
          : this.#layoutWaits
            ? nothing
            : html`<p class="empty">${t('web.empty')}</p>`}
      </div>
    `;
  }

  #renderWeb(value: RequirementWebData, layout: WebLayout): TemplateResult {
    const graph = this.#graph!;
    const input = this.#input;
    const current = input.current;
    const neighbours = new Set(current ? graph.neighbours(graph.indexOf(current)) : []);
    const attention = onDemand.module;
    const first = [input.hoverId, input.focusedId, current].map((id) => this.indexOf(id));
    const callouts =
      attention && first.some((i) => i >= 0)
        ? attention.calloutsFor(layout, { first, neighbours: [...neighbours].slice(0, attention.MAX_CALLOUTS).map((id) => this.indexOf(id)) }, (i) => value.requirements[i]!.label, this.#measure!, LABEL_TOOLS)
        : new Map<number, LabelPlacement>();
    return renderDrawing({
      value,
      graph,
      layout,
      input,
      current,
      neighbours,
      nodesDrawn: this.#steps?.drawn ?? layout.nodes.length,
      relation: this.#relation,
      callouts,
      highlighted: input.highlighted,
      hintAt:
        input.keyboardFocus && attention
          ? attention.hintCorner(layout, { em: this.#em, textWidth: (size) => this.#measure!(this.#words.t('web.hint'), size), column: this.#room.laidOutFor }, [...callouts.values()].map((c) => c.box), LABEL_TOOLS)
          : 'top-left',
      // Held at the server's height only after hydration, which waits for the on-demand chunk.
      viewBox: this.#heldHeight && attention ? attention.heldViewBox(layout, this.#room.laidOutFor, this.#heldHeight) : [0, layout.top, layout.width, layout.height],
      t: this.#words.t,
      attention,
    });
  }
}
