import { ViewModule } from '../../internal/lazy-module.js';
import { formatCount } from '../../lib/format.js';
import { formatLimit } from '../../lib/limits.js';
import { withEnglish } from '../../lib/locale.js';
import type { RequirementWebData } from '../../lib/requirement-web-data.js';

/** What a web at rest in its radial form does not draw (web-on-demand.ts). */
export type OnDemand = typeof import('./web-on-demand.js');

/**
 * What requirement-web draws only on demand is a chunk apart (web-on-demand.ts): a reader's
 * attention (a selection's panel and highlight, callouts on hover and focus, the focus
 * ring, the keyboard hint's corner) and the flow layout (`layout="flow"`, or the column a radial web falls
 * back to in a room too narrow for its names), the data's rarer shapes (groups, directed links, an
 * overview), and the drawing held at the server's height while server markup hydrates. The first view of a radial web at rest draws none of it. It is fetched
 * once the page is idle after the web is first drawn (`warm`), so a reader's first click or key
 * usually finds it here (a first act also asks for it); a view that needs it before that loads it and draws again when it arrives
 * (`updateComplete` waits for that: see the element). Offline, or with the chunk missing, `failed`
 * says so instead of waiting forever: a flow is drawn radial, a selection without its panel. The chunk's English (../../locales/en/requirement-web-on-demand.ts)
 * is registered as it arrives. Also the prerender's `preload`: a server draws it at once.
 */
export const onDemand = new ViewModule<OnDemand>(() => import('./web-on-demand.js').then(withEnglish));

/**
 * What a reader's acts do (web-acts.ts: clicks, taps, keys, focus, hover, Escape, the legend's
 * toggles, saving an image), a chunk of its own, fetched at idle with the on-demand one and on a
 * reader's first act (acts before it is here wait for it: see web-input.ts); what they say
 * (../../locales/en/requirement-web-acts.ts) is registered as it arrives. Not in the on-demand
 * chunk, which a flow or a selected web draws its first view with: that view waited for the acts'
 * code too (the roving focus, the image saver and its exporter's chunks), which draws nothing
 * (from dist/browser/, each file 100 ms away, the findings page's flow web took 493–511 ms to draw
 * on a 4× throttled CPU, 365 ms without them: docs/performance.md).
 */
export const webActs = new ViewModule<typeof import('./web-acts.js')>(() => import('./web-acts.js').then(withEnglish));

/**
 * The full validation of the data (lib/requirement-web-data.ts: directed links, verbs, urls, the
 * limits, and the wording of every problem), for the first input that is not a plain web
 * (readPlainRequirementWeb) or that is wrong: until it is here such input is held, not shown. It
 * writes the numbers of its messages with the first view's own functions, handed to it here.
 */
export const parserModule = new ViewModule<{ parseRequirementWeb: (raw: unknown) => RequirementWebData }>(() =>
  import('../../lib/requirement-web-data.js').then(({ parseRequirementWeb }) => ({ parseRequirementWeb: (raw) => parseRequirementWeb(raw, { formatCount, formatLimit }) })),
);
