import type { ReactiveController, ReactiveElement } from '@lit/reactive-element';
import { html, isServer, nothing, type TemplateResult } from 'lit';
import { ChunkStyles } from './chunk-styles.js';
import { srcLoader, type SrcModule } from './data-source.js';

/** The loading line's sheet, from the `src` chunk that draws the line (./src-loader.ts). */
const lineStyles = new ChunkStyles<SrcModule>((module) => module.LOADING_CSS);

/**
 * What an element shows before its first view: the author's fallback, and, while its data is on
 * its way (`src`) or its first view waits for a chunk it is drawn with (a flow, a selection: `held`),
 * a box about as tall as the finished view around it, so nothing below moves when the view arrives
 * (without it, a web holding its data for its selection's chunk shrank to its fallback, then grew:
 * a layout shift of 0.047 at 375 px). Each element's styles
 * estimate that height as `--_reserve` from its width (docs/layout.md); the author may set
 * `--csw-reserve-height`. With nothing on its way (no source, or after an error), the fallback
 * alone, with no empty room.
 *
 * Before the first view, the strings of a language other than English are on their way too: the
 * element shows its fallback until they are in (a first view in English, re-wrapped in German a
 * moment later, moved the page under a reader at a deep link), without the box: the data is
 * here, and an estimate a few pixels taller than the view moved the page as much (the German
 * findings page, whose own reserves size it, at #results).
 *
 * The box is drawn from the first update; the "Loading…" line in it comes with the `src` chunk
 * (./src-loader.ts, which data on its way always loads), in the box already kept for it.
 */
export class LoadingReserve implements ReactiveController {
  #busy = false;

  constructor(
    private readonly host: ReactiveElement & HTMLElement,
    /** Whether data is on its way (the host's `loading`). */
    private readonly loading: () => boolean,
    /** The "Loading…" line, in the element's language. */
    private readonly loadingText: () => string,
    /** While no view is shown yet, the work it waits for (a chunk its first view needs), else false (see CswElement's reserve). */
    private readonly held: () => Promise<unknown> | false,
  ) {
    host.addController(this);
  }

  /**
   * `aria-busy="true"` on the host while data is on its way, or while its first view waits for a chunk
   * it needs (the element keeps its fallback meanwhile), and never else (not on a server: nothing to
   * read it there). The one writer of the attribute.
   */
  hostUpdate(): void {
    const loading = this.loading();
    // The line's sheet, before the render that first draws the line.
    if (loading && srcLoader.module) lineStyles.adopt(this.host, srcLoader.module);
    const held = this.held();
    // Once it settles, an update (unless one has already ended the hold) takes the mark off.
    if (held) held.then(() => this.#busy && this.host.requestUpdate());
    const busy = loading || !!held;
    if (busy === this.#busy || isServer) return;
    this.#busy = busy;
    if (busy) this.host.setAttribute('aria-busy', 'true');
    else this.host.removeAttribute('aria-busy');
  }

  /** The "Loading…" line (also shown above a view that new data is replacing), once its chunk is here. */
  line(): TemplateResult | typeof nothing {
    return srcLoader.module?.loadingLine(this.loadingText()) ?? nothing;
  }

  /** The fallback: under the loading line, in the reserve box, while data is on its way or the first view is held; else alone. */
  render(fallback: TemplateResult): TemplateResult {
    return this.loading() || this.held() ? html`<div class="reserve">${this.line()}${fallback}</div>` : fallback;
  }

  /**
   * The fallback's shape, for the estimate: a child `<table>`'s body rows (leaderboard-table's
   * styles make room for that many rows rather than a typical ten).
   */
  hostUpdated(): void {
    // Only while the box is drawn (render): a search of a shadow root finding nothing walks all of it, at every update.
    if (!this.loading()) return;
    const reserve = this.host.renderRoot.querySelector?.('.reserve') as HTMLElement | null;
    const rows = reserve && this.host.querySelector('table')?.tBodies[0]?.rows.length;
    if (rows) reserve.style.setProperty('--_rows', `${rows}`);
  }
}
