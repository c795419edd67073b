// <requirement-web> as a reader and an author see it, for the component tests: its parts (`web`,
// `node`, `hub`, `edge`, `detail`, `toolbar`, `legend`), the ids its ARIA points at (`title`,
// `hint`, `list`), the text of its panel, and the drawing's own structure under a part, rather
// than the element's internal class names (issue 40).

const root = (el: Element) => el.shadowRoot!;

/** A node's dot: the circle drawn last in its `part="node"` group (a larger, invisible hit area may come first). */
export function dotOf(node: Element): SVGCircleElement {
  return node.lastElementChild as SVGCircleElement;
}

/** The dots of every node drawn. */
export function dots(el: Element): SVGCircleElement[] {
  return [...root(el).querySelectorAll('[part="node"]')].map(dotOf);
}

/** The node labels at rest: the web's texts that belong to a node's target (`data-for`; callouts and the hub's label do not). */
export function nodeLabels(el: Element): SVGTextElement[] {
  return [...root(el).querySelectorAll<SVGTextElement>('svg[part="web"] text[data-for]')];
}

/** The hub's label. */
export function hubLabel(el: Element): SVGTextElement {
  return root(el).querySelector<SVGTextElement>('[part="hub"] text')!;
}

/** The buttons under the web: "Show as list", then Download SVG and PNG. */
export function toolbarButtons(el: Element): HTMLButtonElement[] {
  return [...root(el).querySelectorAll<HTMLButtonElement>('[part="toolbar"] button')];
}

/** The panel's line that counts the selection's connections (its figure in bold). */
export function countLine(el: Element): HTMLElement | null {
  return root(el).querySelector<HTMLElement>('[part="detail"] p:has(> strong)');
}

/** The panel's buttons, one per connected requirement (in its lists). */
export function connectionButtons(el: Element): HTMLButtonElement[] {
  return [...root(el).querySelectorAll<HTMLButtonElement>('[part="detail"] ul button')];
}

/** The focused node's ring: the one circle drawn straight in the web, above everything (null when nothing is focused). */
export function focusRing(el: Element): SVGCircleElement | null {
  return root(el).querySelector<SVGCircleElement>('svg[part="web"] > circle');
}

/** A selection's veil: the one rectangle drawn straight in the web, over the rest (null with no selection). */
export function veil(el: Element): SVGRectElement | null {
  return root(el).querySelector<SVGRectElement>('svg[part="web"] > rect');
}

/** The copies of the selected node and its neighbours drawn above the veil (each names its node: `data-copy-of`). */
export function copies(el: Element): SVGGElement[] {
  return [...root(el).querySelectorAll<SVGGElement>('[data-copy-of]')];
}

/** The edges to the hub: those whose far end is no requirement's node (the hub is not a node). */
export function hubEdges(el: Element): SVGPathElement[] {
  const ids = new Set([...root(el).querySelectorAll<SVGGElement>('[part="node"]')].map((node) => node.dataset.id));
  return [...root(el).querySelectorAll<SVGPathElement>('[part="edge"]')].filter((edge) => !ids.has(edge.dataset.target));
}

/** The links between requirements: the edges both of whose ends are nodes. */
export function links(el: Element): SVGPathElement[] {
  const ids = new Set([...root(el).querySelectorAll<SVGGElement>('[part="node"]')].map((node) => node.dataset.id));
  return [...root(el).querySelectorAll<SVGPathElement>('[part="edge"]')].filter((edge) => ids.has(edge.dataset.target) && ids.has(edge.dataset.source));
}

/** The headings of the panel's lists ("Depends on", "Is needed by"): what each list's `aria-labelledby` names. */
export function listHeadings(el: Element): HTMLElement[] {
  return [...root(el).querySelectorAll('[part="detail"] ul[aria-labelledby]')].map((ul) => root(el).getElementById(ul.getAttribute('aria-labelledby')!)!);
}

/** Directed links' arrowheads at rest: the one path drawn after the edges, with no part of its own. */
export function arrowheads(el: Element): SVGPathElement | null {
  return root(el).querySelector<SVGPathElement>('svg[part="web"] [part="edge"] ~ path:not([part])');
}
