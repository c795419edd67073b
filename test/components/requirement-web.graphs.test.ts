// requirement-web on real graphs (issue 23): directed imports with arrows, packages as groups
// with a legend, links to each module's page, and a dense 36-module web whose labels never
// overlap and never break inside a word, from 320 px up.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { cdp } from '../support/cdp.js';
import '../../src/components/requirement-web/define.js';
import type { RequirementWeb } from '../../src/components/requirement-web/define.js';
import { moduleGraph } from '../support/module-graph.js';
import { countLine, dotOf, dots as allDots, listHeadings, nodeLabels } from '../support/web-view.js';

const root = (el: RequirementWeb) => el.shadowRoot!;
const text = (e: Element) => e.textContent!.replace(/\s+/g, ' ').trim();
const nodes = (el: RequirementWeb) => [...root(el).querySelectorAll<SVGGElement>('[part="node"]')];
const node = (el: RequirementWeb, id: string) => nodes(el).find((n) => n.dataset.id === id)!;
const detail = (el: RequirementWeb) => root(el).querySelector<HTMLElement>('[part="detail"]')!;
const restLabels = (el: RequirementWeb) => nodeLabels(el);
const lines = (label: Element) => {
  const spans = [...label.querySelectorAll('tspan')];
  return spans.length ? spans.map((s) => s.textContent!) : [label.textContent!];
};

function overlaps(boxes: DOMRect[]) {
  const found: [number, number][] = [];
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b, k) => {
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 0.5 && y > 0.5) found.push([i, i + 1 + k]);
    }),
  );
  return found;
}

/**
 * Whether `shown` (a label's lines) is `full` broken only at word and identifier boundaries: each
 * line but the last ends where a space follows or after `_ . / -`; a last line may end in "…".
 */
function breaksAtBoundaries(full: string, shown: string[]): boolean {
  let at = 0;
  for (const [i, line] of shown.entries()) {
    const last = i === shown.length - 1;
    const body = last && line.endsWith('…') ? line.slice(0, -1) : line;
    if (!full.startsWith(body, at)) return false;
    at += body.length;
    if (last) return line.endsWith('…') || at === full.length;
    if (!(full[at] === ' ' || /[_./-]/.test(full[at - 1]!))) return false;
    while (full[at] === ' ') at++;
  }
  return true;
}

async function web(width: number, extra = '') {
  const el = await fixture<RequirementWeb>(
    html`<requirement-web theme="light" layout=${extra || 'radial'} style="width: ${width}px" .data=${moduleGraph()}></requirement-web>`,
  );
  await el.updateComplete;
  return el;
}

async function tap(el: RequirementWeb, x: number, y: number) {
  const clicked = new Promise((resolve) => el.addEventListener('click', resolve, { once: true }));
  await cdp('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await cdp('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await clicked;
  await el.updateComplete;
}

describe('requirement-web on a real import graph', () => {
  afterEach(async () => {
    await resetMouse();
    await cdp('Emulation.setTouchEmulationEnabled', { enabled: false });
    await setViewport({ width: 800, height: 600 });
  });

  it('draws each directed link with an arrowhead whose tip touches its target', async () => {
    const el = await web(1280);
    const data = moduleGraph();
    expect(root(el).querySelectorAll('.link.directed')).to.have.length(70);
    const arrows = root(el).querySelector('.edges .arrows')!.getAttribute('d')!;
    const tips = [...arrows.matchAll(/M(-?[\d.]+),(-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(tips).to.have.length(70);
    data.links!.forEach((link, i) => {
      const dot = dotOf(node(el, link.target));
      const [cx, cy, r] = ['cx', 'cy', 'r'].map((a) => Number(dot.getAttribute(a)));
      const [x, y] = tips[i]!;
      expect(Math.hypot(x! - cx!, y! - cy!), `arrow of ${link.source} → ${link.target}`).to.be.closeTo(r! + 1, 0.3);
    });
  });

  it('lists what a module imports and what imports it apart, named by the verbs, also in the list and the announcement', async () => {
    const el = await web(1280);
    await (async () => {
      node(el, 'coders.base_coder').focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
    })();
    expect(el.selected).to.equal('coders.base_coder');
    const headings = listHeadings(el).map(text);
    expect(headings).to.deep.equal(['Imports', 'Is imported by']);
    const lists = [...detail(el).querySelectorAll('ul')].map((ul) => [...ul.querySelectorAll('button')].map(text));
    expect(lists[0]).to.include.members(['aider/io.py', 'aider/models.py', 'aider/sendchat.py']).and.to.have.length(14);
    expect(lists[1]).to.include.members(['aider/main.py', 'aider/commands.py', 'coders.editblock_func_coder']).and.to.have.length(12);
    expect(lists[0]).not.to.include('aider/main.py');
    // Each list is named by its heading.
    const ul = detail(el).querySelector('ul')!;
    expect(root(el).getElementById(ul.getAttribute('aria-labelledby')!)!.textContent).to.equal('Imports');
    expect(el.announcement).to.equal('coders.base_coder selected: imports 14 · is imported by 12.');
    expect(node(el, 'coders.base_coder').getAttribute('aria-label')).to.equal('coders.base_coder (imports 14 · is imported by 12)');
    const item = [...root(el).querySelectorAll('#list li')].find((li) => text(li).startsWith('coders.base_coder'))!;
    const [imports, importedBy] = text(item).split('; is imported by ');
    expect(imports).to.contain(': imports ').and.to.contain('aider/io.py').and.not.to.contain('aider/main.py');
    expect(importedBy).to.contain('aider/main.py, aider/commands.py').and.to.contain('coders.editblock_func_coder');
    // The selection's own arrows are drawn again on top: one per link of the selection.
    const heads = root(el).querySelector('.highlight .hl-arrows')!.getAttribute('d')!.match(/M/g)!;
    expect(heads).to.have.length(26);
  });

  it('names directed links "depends on" / "is needed by" by default; undirected links stay "connected"', async () => {
    const data = {
      hub: { id: 'core', label: 'core' },
      requirements: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
      links: [
        { source: 'a', target: 'b', directed: true },
        { source: 'c', target: 'a' },
      ],
    };
    const el = await fixture<RequirementWeb>(html`<requirement-web style="width: 600px" selected="a" .data=${data}></requirement-web>`);
    await el.updateComplete;
    expect(listHeadings(el).map(text)).to.deep.equal(['Depends on']);
    expect(text(countLine(el)!)).to.match(/^Depends on 1 · 1 connected/);
    expect(root(el).querySelectorAll('.edges .link.directed')).to.have.length(1);
    expect(root(el).querySelectorAll('.edges .link:not(.directed)')).to.have.length(1);
    el.selected = 'b';
    await el.updateComplete;
    expect(listHeadings(el).map(text)).to.deep.equal(['Is needed by']);
  });

  it('colours each package, lists them in a legend of toggle buttons that single a package out', async () => {
    const data = moduleGraph();
    data.requirements.push({ id: 'setup.py', label: 'setup.py' }); // no package: the neutral dot
    const el = await fixture<RequirementWeb>(html`<requirement-web theme="light" style="width: 1000px" .data=${data}></requirement-web>`);
    const fill = (id: string) => getComputedStyle(dotOf(node(el, id))).fill;
    expect(fill('aider/main.py')).to.not.equal(fill('coders.base_coder'));
    expect(fill('aider/main.py')).to.equal(fill('aider/args.py'));
    expect(fill('setup.py')).to.equal(getComputedStyle(root(el).querySelector('[part="base"]')!).backgroundColor);
    const buttons = [...root(el).querySelectorAll<HTMLButtonElement>('[part="legend"] button')];
    // In the order the packages first appear in the data.
    expect(buttons.map(text)).to.deep.equal(['coders', 'cli', 'io', 'llm', 'repo']);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).to.deep.equal(['false', 'false', 'false', 'false', 'false']);
    // Each swatch is its group's colour.
    expect(getComputedStyle(buttons[0]!.querySelector('span[aria-hidden="true"]')!).backgroundColor).to.equal(fill('coders.base_coder'));
    buttons[0]!.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(buttons[0]!.getAttribute('aria-pressed')).to.equal('true');
    expect(node(el, 'coders.base_coder').classList.contains('dim')).to.equal(false);
    expect(node(el, 'aider/main.py').classList.contains('dim')).to.equal(true);
    expect(node(el, 'setup.py').classList.contains('dim')).to.equal(true);
    expect(el.announcement).to.equal('Showing coders: 12 of 37 requirements.');
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(buttons[0]!.getAttribute('aria-pressed')).to.equal('false');
    expect(root(el).querySelectorAll('[part="node"].dim')).to.have.length(0);
    expect(el.announcement).to.equal('All groups shown.');
  });

  for (const theme of ['light', 'dark']) {
    it(`is accessible with packages, a legend pressed, arrows and a selection (${theme})`, async function () {
      this.timeout(30000);
      const el = await fixture<RequirementWeb>(
        html`<requirement-web theme=${theme} selected="aider/commands.py" style="width: 900px" .data=${moduleGraph()}></requirement-web>`,
      );
      root(el).querySelector<HTMLButtonElement>('[part="legend"] button')!.click();
      await el.updateComplete;
      // The pressed button's colour eases in: checked once its transition has finished, however
      // long a loaded machine takes (a fixed 400 ms wait failed the contrast check under load).
      await Promise.all(root(el).getAnimations().map((animation) => animation.finished));
      await expect(el).to.be.accessible();
    });
  }

  it('links a requirement to its page, only for http(s), mailto and relative urls', async () => {
    const urls = ['https://example.org/a', 'javascript:alert(1)', 'data:text/html,<b>x</b>', 'docs/c.html', 'mailto:team@example.org', ' JaVa\tScript:alert(1)'];
    const data = { hub: { id: 'h' }, requirements: urls.map((url, i) => ({ id: `r${i}`, label: `R${i}`, url })) };
    const el = await fixture<RequirementWeb>(html`<requirement-web style="width: 700px" .data=${data}></requirement-web>`);
    const hrefs: (string | null)[] = [];
    for (let i = 0; i < urls.length; i++) {
      el.selected = `r${i}`;
      await el.updateComplete;
      const link = detail(el).querySelector<HTMLAnchorElement>('a[part="link"]');
      hrefs.push(link?.getAttribute('href') ?? null);
      if (link) expect(text(link)).to.equal(`Open R${i}`);
    }
    expect(hrefs).to.deep.equal(['https://example.org/a', null, null, 'docs/c.html', 'mailto:team@example.org', null]);
  });

  for (const layout of ['radial', 'flow']) {
    for (const width of [320, 375, 1280]) {
      it(`36 modules, 70 imports, ${layout} at ${width} px: no label overlaps a label or a node, none breaks inside a word`, async () => {
        await setViewport({ width: Math.max(width + 40, 800), height: 900 });
        const el = await web(width, layout);
        const data = moduleGraph();
        const labels = restLabels(el);
        expect(labels.length, 'labels shown').to.be.greaterThan(width >= 1280 ? 24 : 8);
        const boxes = labels.map((l) => l.getBoundingClientRect());
        const dots = allDots(el).map((d) => d.getBoundingClientRect());
        const hub = root(el).querySelector('[part="hub"] rect')!.getBoundingClientRect();
        expect(overlaps(boxes), 'labels over labels').to.deep.equal([]);
        expect(overlaps([hub, ...dots, ...boxes]).filter(([i, j]) => i <= dots.length && j > dots.length), 'labels over nodes or the hub').to.deep.equal([]);
        for (const label of labels) {
          const full = data.requirements.find((r) => r.id === label.dataset.for)!.label!;
          expect(breaksAtBoundaries(full, lines(label)), `"${full}" shown as ${JSON.stringify(lines(label))}`).to.equal(true);
        }
        expect(el.scrollWidth).to.be.at.most(width);
      });
    }
  }

  it('breaksAtBoundaries (the check above) rejects a break inside a word', () => {
    expect(breaksAtBoundaries('coders.editblock_func_coder', ['coders.editblock_func_cod', 'er'])).to.equal(false);
    expect(breaksAtBoundaries('coders.editblock_func_coder', ['coders.editblock_', 'func_coder'])).to.equal(true);
    expect(breaksAtBoundaries('coders.editblock_func_coder', ['coders.', 'editblock_fu…'])).to.equal(true);
    expect(breaksAtBoundaries('Change allocation', ['Change', 'allocation'])).to.equal(true);
  });

  it('states how many names are hidden and shows each on focus, hover and selection, never twice', async () => {
    const el = await web(320);
    const data = moduleGraph();
    const shownWhole = new Set(restLabels(el).filter((l) => !lines(l).join('').endsWith('…')).map((l) => l.dataset.for));
    const hidden = data.requirements.filter((r) => !shownWhole.has(r.id));
    expect(hidden.length, 'a 320 px column cannot name all 36').to.be.greaterThan(0);
    expect(text(root(el).querySelector('[part="base"]')!)).to.contain(`${hidden.length} names are hidden or shortened`);
    const callouts = () => [...root(el).querySelectorAll('.callouts .callout')].map((c) => lines(c).join(' '));
    const target = hidden[0]!;
    node(el, target.id).focus();
    await el.updateComplete;
    expect(callouts().some((c) => c.replace(/ /g, '') === target.label!.replace(/ /g, ''))).to.equal(true);
    node(el, target.id).blur();
    await el.updateComplete;
    const dot = dotOf(node(el, target.id)).getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(dot.x + dot.width / 2), Math.round(dot.y + dot.height / 2)] });
    await waitUntil(() => callouts().length > 0, 'no callout on hover');
    await resetMouse();
    // A selection with many neighbours: each neighbour's name is on the web at most once.
    el.selected = 'coders.base_coder';
    await el.updateComplete;
    const onWeb = [...root(el).querySelectorAll('.node-labels .label, .callouts .callout')].map((t) => lines(t).join(''));
    // And no callout covers a label at rest.
    const rest = restLabels(el).map((l) => l.getBoundingClientRect());
    const called = [...root(el).querySelectorAll('.callouts .callout')].map((c) => c.getBoundingClientRect());
    expect(called.length, 'callouts for the hidden neighbours').to.be.greaterThan(0);
    expect(overlaps([...called, ...rest]).filter(([i, j]) => i < called.length && j >= called.length), 'callouts over labels').to.deep.equal([]);
    for (const id of ['coders.base_coder', ...data.links!.filter((l) => l.source === 'coders.base_coder').map((l) => l.target)]) {
      const copies = onWeb.filter((t) => t.replace(/ /g, '') === id);
      expect(copies.length, `copies of ${id}`).to.be.at.most(1);
    }
  });

  it('takes a tap on either line of a two-line label, and between its lines, as a tap on its node', async () => {
    await setViewport({ width: 800, height: 900 });
    await cdp('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    const el = await web(375);
    const twoLine = restLabels(el).filter((l) => l.querySelectorAll('tspan').length === 2);
    expect(twoLine.length, 'two-line labels at 375 px').to.be.greaterThan(0);
    let taps = 0;
    for (const id of twoLine.map((l) => l.dataset.for!)) {
      // (Found again: a selection redraws the labels.)
      el.selected = null;
      await el.updateComplete;
      const label = restLabels(el).find((l) => l.dataset.for === id)!;
      label.scrollIntoView({ block: 'center' });
      // Each line's glyph cells on screen (a tspan has no box of its own to ask for).
      const ctm = label.ownerSVGElement!.getScreenCTM()!;
      const [first, second] = [...label.querySelectorAll('tspan')].map((span) => {
        const [a, b] = [span.getExtentOfChar(0), span.getExtentOfChar(span.getNumberOfChars() - 1)];
        const p = new DOMPoint(a.x, a.y).matrixTransform(ctm);
        const q = new DOMPoint(b.x + b.width, b.y + b.height).matrixTransform(ctm);
        return { left: p.x, top: p.y, right: q.x, bottom: q.y, width: q.x - p.x, height: q.y - p.y };
      });
      // At the far end of the longer line (away from the label's dot): on the shorter line's row
      // that is beside its words, not on them; and out of every dot's 44 × 44 px reach, so only
      // the label's own box can take these taps.
      const [from, to] = [Math.min(first!.left, second!.left) + 3, Math.max(first!.right, second!.right) - 3];
      const dots = nodes(el).map((n) => dotOf(n).getBoundingClientRect()).map((b) => [b.x + b.width / 2, b.y + b.height / 2]);
      const own = dots[nodes(el).findIndex((n) => n.dataset.id === id)]!;
      const x = Math.round(Math.abs(from - own[0]!) > Math.abs(to - own[0]!) ? from : to);
      for (const y of [first!.top + first!.height / 2, (first!.bottom + second!.top) / 2, second!.top + second!.height / 2]) {
        if (dots.some(([cx, cy]) => Math.abs(cx! - x) <= 22 && Math.abs(cy! - y) <= 22)) continue;
        el.selected = null;
        await el.updateComplete;
        await tap(el, x, Math.round(y));
        expect(el.selected, `a tap at ${Math.round(y)} on "${lines(label).join(' / ')}"`).to.equal(id);
        taps++;
      }
    }
    expect(taps, 'taps out of every dot\'s reach').to.be.at.least(6);
  });

  for (const width of [375, 1280]) {
    it(`puts the keyboard hint where it covers no label or node (${width} px)`, async () => {
      const before = document.createElement('button');
      before.textContent = 'before';
      const el = await web(width);
      el.before(before);
      before.focus();
      await sendKeys({ press: 'Tab' });
      for (let i = 0; i < 3; i++) await sendKeys({ press: 'ArrowRight' });
      await el.updateComplete;
      const hint = root(el).querySelector('#hint')!.getBoundingClientRect();
      expect(hint.height).to.be.greaterThan(10);
      const covered = [...root(el).querySelectorAll('.node-labels .label, .callouts .callout, [part="node"] .dot, [part="hub"] rect')].map((e) =>
        e.getBoundingClientRect(),
      );
      expect(overlaps([hint, ...covered]).filter(([i]) => i === 0), 'the hint covers a label or node').to.deep.equal([]);
      before.remove();
    });
  }
});
