// The public surface the manifest claims is the one the elements have. custom-elements.json (from
// the JSDoc, `npm run analyze`) feeds the editor data (web-types, VS Code), Storybook's tables and
// the docs site, so a part, an attribute or a CSS custom property it lacks is one no author can
// find, and one it lists but the element never has is a promise broken.
//
// Each element is rendered with real data (the demo page's own files, plus the shared results
// fixture for a bar of a row with no role) through every state that shows a part: loading, data,
// a selection, the full results open, every citation format, an unreadable entry, a copy, and
// the error panel over the last valid view. The `part` names found in its shadow root across
// those states must be exactly the manifest's `cssParts` for that element (inherited ones
// included). Hidden parts count (the leaderboard's swipe hint is in the DOM while hidden): a
// stylesheet can style them.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import { resultsData } from '../fixtures/results-data.js';

interface Named {
  name: string;
  type?: { text: string };
}
interface Declaration {
  tagName?: string;
  cssParts?: Named[];
  cssProperties?: Named[];
  attributes?: Named[];
}
interface Manifest {
  modules: { declarations?: Declaration[] }[];
}

/**
 * Parts the manifest may list that no state below can reach, by tag, each with the reason. Empty:
 * every documented part is rendered by some state here. Add one only with a reason a reader can check.
 */
const UNREACHABLE: Record<string, Record<string, string>> = {};

type Surface = HTMLElement & { updateComplete: Promise<boolean>; ready: Promise<unknown>; data?: unknown };

let manifest: Manifest;
const json = async (path: string) => {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
};
const declaration = (tag: string): Declaration => {
  const found = manifest.modules.flatMap((module) => module.declarations ?? []).find((d) => d.tagName === tag);
  if (!found) throw new Error(`custom-elements.json has no <${tag}>`);
  return found;
};
const names = (list: Named[] | undefined) => new Set((list ?? []).map((item) => item.name));

/** Every `part` token in the element's shadow root now. */
function partsOf(el: Element): string[] {
  return [...el.shadowRoot!.querySelectorAll('[part]')].flatMap((node) => [...(node as Element).part]);
}

/** Runs `states` in turn, collecting the parts each leaves in the shadow root. */
async function collect(el: Surface, states: (() => unknown)[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const state of states) {
    await state();
    await el.updateComplete;
    // A second frame for what is laid out after a render (the web's room, the leaderboard's body).
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await el.updateComplete;
    for (const part of partsOf(el)) found.add(part);
  }
  return found;
}

/** Both differences, so a failure names every missing and every stale part at once. */
function compare(tag: string, rendered: Set<string>) {
  const listed = names(declaration(tag).cssParts);
  const unreachable = UNREACHABLE[tag] ?? {};
  return {
    undocumented: [...rendered].filter((part) => !listed.has(part)).sort(),
    neverRendered: [...listed].filter((part) => !rendered.has(part) && !(part in unreachable)).sort(),
  };
}

/** A fixture whose `src` never answers: the loading state. */
const loading = (tag: string) => fixture<Surface>(`<${tag} src="/__hang/surface-${tag}" style="display:block; width: 900px"></${tag}>`);

describe('the manifest lists the parts each element renders', function () {
  this.timeout(60_000);

  before(async () => {
    manifest = await json('/custom-elements.json');
  });

  it('<requirement-web>: loading, the skycoin task web with a requirement selected, groups and pages, flow layout, and the error panel', async () => {
    const task = await json('/demo/data/skycoin-web.json');
    const hero = await json('/demo/data/hero-web.json');
    const first = await collect(await loading('requirement-web'), [() => {}]);
    const el = await fixture<Surface>(html`<requirement-web style="display:block; width: 900px"></requirement-web>`);
    const rest = await collect(el, [
      () => (el.data = task),
      () => el.setAttribute('selected', task.requirements[0].id),
      // The task with the optional fields the demo does not use: a group per requirement (the
      // legend) and a page for each (the panel's link). Illustrative, not the paper's.
      () => {
        el.data = {
          ...task,
          requirements: task.requirements.map((r: { id: string }, i: number) => ({ ...r, group: i % 2 ? 'Fees' : 'Outputs', url: `https://example.org/requirements/${r.id}` })),
        };
      },
      () => {
        el.removeAttribute('selected');
        el.setAttribute('layout', 'flow');
        el.data = hero;
      },
      () => (el.data = { hub: 'not an object' }),
    ]);
    expect(el.shadowRoot!.querySelector('[part="error"]'), 'the last state shows the error panel').to.exist;
    expect(compare('requirement-web', new Set([...first, ...rest]))).to.deep.equal({ undocumented: [], neverRendered: [] });
  });

  it('<results-toggle>: loading, the training results, a row with no role, the full results open, and the error panel', async () => {
    const training = await json('/demo/data/training-results.json');
    const first = await collect(await loading('results-toggle'), [() => {}]);
    const el = await fixture<Surface>(html`<results-toggle style="display:block; width: 900px"></results-toggle>`);
    const rest = await collect(el, [
      () => (el.data = training),
      // The demo's rows are all baseline or highlight; the fixture's "+ SFT" has no role (`bar-other`).
      () => (el.data = { ...resultsData(), title: 'Training results (illustrative values)' }),
      () => el.setAttribute('open', ''),
      () => (el.data = { benchmarks: 'not a list' }),
    ]);
    expect(el.shadowRoot!.querySelector('[part="error"]'), 'the last state shows the error panel').to.exist;
    expect(compare('results-toggle', new Set([...first, ...rest]))).to.deep.equal({ undocumented: [], neverRendered: [] });
  });

  it('<leaderboard-table>: loading, the frontier board searchable, with a footnote and a domain from 40, narrow, and the error panel', async () => {
    const board = await json('/demo/data/frontier-leaderboard.json');
    const first = await collect(await loading('leaderboard-table'), [() => {}]);
    const el = await fixture<Surface>(html`<leaderboard-table searchable style="display:block; width: 900px"></leaderboard-table>`);
    const rest = await collect(el, [
      () => (el.data = board),
      // A footnote on a row (the notes) and a bar domain that does not start at 0 (its axis ends):
      // the demo board has neither; the note is marked as illustrative.
      () => {
        el.data = {
          ...board,
          domain: [40, 80],
          entries: board.entries.map((entry: object, i: number) => (i === 0 ? { ...entry, note: 'Illustrative footnote for this check.' } : entry)),
        };
      },
      () => (el.style.width = '320px'),
      () => (el.data = { entries: 'not a list' }),
    ]);
    expect(el.shadowRoot!.querySelector('[part="error"]'), 'the last state shows the error panel').to.exist;
    expect(compare('leaderboard-table', new Set([...first, ...rest]))).to.deep.equal({ undocumented: [], neverRendered: [] });
  });

  it('<bibtex-card>: loading, the paper entry in every format, a copy, an unreadable entry, and the error panel', async () => {
    const paper = await json('/demo/data/bibtex.json');
    const first = await collect(await loading('bibtex-card'), [() => {}]);
    const el = await fixture<Surface>(html`<bibtex-card style="display:block; width: 900px"></bibtex-card>`);
    const copy = () => (el.shadowRoot!.querySelector('[part="copy"]') as HTMLButtonElement).click();
    const rest = await collect(el, [
      () => (el.data = paper),
      () => el.setAttribute('format', 'apa'),
      () => el.setAttribute('format', 'mla'),
      copy,
      () => {
        el.setAttribute('format', 'bibtex');
        el.data = { bibtex: '@misc{broken, title = {no closing brace' };
      },
      () => (el.data = { bibtex: 42 }),
    ]);
    expect(el.shadowRoot!.querySelector('[part="error"]'), 'the last state shows the error panel').to.exist;
    expect(compare('bibtex-card', new Set([...first, ...rest]))).to.deep.equal({ undocumented: [], neverRendered: [] });
  });

  it('every part the manifest may skip is named with a reason and is in the manifest', () => {
    for (const [tag, parts] of Object.entries(UNREACHABLE)) {
      for (const [part, reason] of Object.entries(parts)) {
        expect(names(declaration(tag).cssParts).has(part), `${tag}: ${part}`).to.equal(true);
        expect(reason.length, `${tag}: ${part} needs a reason`).to.be.greaterThan(10);
      }
    }
  });
});

describe('the manifest lists the attributes and CSS custom properties each element has', () => {
  before(async () => {
    manifest ??= await json('/custom-elements.json');
  });

  for (const tag of ['requirement-web', 'results-toggle', 'leaderboard-table', 'bibtex-card']) {
    it(`<${tag}>: its observed attributes are the manifest's`, () => {
      const observed = (customElements.get(tag) as unknown as { observedAttributes: string[] }).observedAttributes;
      expect([...observed].sort()).to.deep.equal([...names(declaration(tag).attributes)].sort());
    });

    it(`<${tag}>: the custom properties its styles read are the manifest's`, async () => {
      // `--_x` are the element's own internal variables, not API. The styles of what loads on first
      // use count too (requirement-web's groups are coloured by its on-demand chunk's styles): a
      // server's `preload()` adds them to the class's, as a browser adopts them once the chunk is here.
      const element = customElements.get(tag) as unknown as { elementStyles: { cssText: string }[]; preload?: () => Promise<unknown> };
      await element.preload?.();
      const styles = element.elementStyles;
      const read = new Set(styles.flatMap((style) => [...style.cssText.matchAll(/var\(\s*(--[a-z0-9-]+)/gi)].map((m) => m[1]!)).filter((name) => !name.startsWith('--_')));
      expect([...read].sort()).to.deep.equal([...names(declaration(tag).cssProperties)].sort());
    });

    it(`<${tag}>: every value the manifest lists for an attribute is accepted, with no error`, async () => {
      const el = await fixture<Surface>(`<${tag}></${tag}>`);
      const errors: string[] = [];
      el.addEventListener('csw-error', (event) => errors.push((event as CustomEvent<{ message: string }>).detail.message));
      let tried = 0;
      for (const attribute of declaration(tag).attributes ?? []) {
        const values = (attribute.type?.text ?? '')
          .split('|')
          .map((part) => part.trim())
          .filter((part) => /^'[^']*'$|^\d+$/.test(part))
          .map((part) => part.replace(/^'|'$/g, ''));
        for (const value of values) {
          el.setAttribute(attribute.name, value);
          await el.updateComplete;
          tried++;
        }
        // Left at its last listed value: removing an attribute is not what is checked here.
      }
      await el.updateComplete;
      expect(tried, 'some attribute has listed values').to.be.greaterThan(0);
      expect(errors).to.deep.equal([]);
      expect(el.shadowRoot!.querySelector('[part="error"]')).to.equal(null);
    });
  }
});
