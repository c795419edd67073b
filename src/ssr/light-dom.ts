/// <reference types="node" />
// Node only. The elements read their light DOM (a child JSON script, a <table>, a <pre>) with
// `querySelector`, `childNodes`, `rows`, `cells` and `textContent`. Lit's server DOM shim has none
// of these, so the prerender command gives each element a read-only view of its parsed children
// (parse5) with just that much of the DOM: the elements' own code then reads them as a browser would.
import type { DefaultTreeAdapterMap } from 'parse5';

type ParsedNode = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['element'];
type ParsedElement = DefaultTreeAdapterMap['element'];

/** One compound selector: `tag`, `tag[attr]`, `tag[attr="value"]` or `*`, optionally after `:scope >`. */
interface Compound {
  child: boolean;
  tag: string;
  attribute?: { name: string; value?: string };
}

const COMPOUND = /^(:scope\s*>\s*)?([a-z][a-z0-9-]*|\*)(?:\[([a-z-]+)(?:="([^"]*)")?\])?$/i;

/** Parses the few selectors the elements use; anything else is an error, not a silent miss. */
function parseSelector(selector: string): Compound[] {
  return selector.split(',').map((part) => {
    const match = COMPOUND.exec(part.trim());
    if (!match) throw new Error(`prerender: unsupported selector "${selector}" in an element's light-DOM reading`);
    const [, scope, tag, name, value] = match;
    return { child: Boolean(scope), tag: tag!.toLowerCase(), attribute: name ? { name, value } : undefined };
  });
}

const isElement = (node: ParsedNode): node is ParsedElement => 'tagName' in node;

/** A read-only DOM node over a parse5 node. */
export class ServerNode {
  readonly #node: ParsedNode;
  constructor(node: ParsedNode) {
    this.#node = node;
  }

  get nodeName(): string {
    return isElement(this.#node) ? this.#node.tagName.toUpperCase() : this.#node.nodeName;
  }
  get localName(): string | undefined {
    return isElement(this.#node) ? this.#node.tagName : undefined;
  }
  get tagName(): string | undefined {
    return isElement(this.#node) ? this.#node.tagName.toUpperCase() : undefined;
  }
  get childNodes(): ServerNode[] {
    return 'childNodes' in this.#node ? this.#node.childNodes.map((node) => new ServerNode(node)) : [];
  }
  get children(): ServerNode[] {
    return 'childNodes' in this.#node ? this.#node.childNodes.filter(isElement).map((node) => new ServerNode(node)) : [];
  }
  get textContent(): string {
    const node = this.#node;
    if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
    if (node.nodeName === '#comment' || !('childNodes' in node)) return node.nodeName === '#comment' ? (node as DefaultTreeAdapterMap['commentNode']).data : '';
    // The text nodes below, in order, with a stack of our own (deep nesting costs no call stack).
    // A <template>'s children are in its content fragment, which textContent does not include.
    let text = '';
    const stack: DefaultTreeAdapterMap['childNode'][] = [...node.childNodes].reverse();
    while (stack.length > 0) {
      const child = stack.pop()!;
      if (child.nodeName === '#text') text += (child as DefaultTreeAdapterMap['textNode']).value;
      else if ('childNodes' in child) for (let i = child.childNodes.length - 1; i >= 0; i--) stack.push(child.childNodes[i]!);
    }
    return text;
  }

  getAttribute(name: string): string | null {
    return isElement(this.#node) ? (this.#node.attrs.find((attribute) => attribute.name === name.toLowerCase())?.value ?? null) : null;
  }
  hasAttribute(name: string): boolean {
    return this.getAttribute(name) !== null;
  }

  querySelectorAll(selector: string): ServerNode[] {
    const compounds = parseSelector(selector);
    const found: ServerNode[] = [];
    // Document order, with a stack of our own: deep nesting costs no call stack.
    const stack: { node: ParsedNode; depth: number }[] = [];
    const pushChildren = (node: ParsedNode, depth: number) => {
      if ('childNodes' in node) for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push({ node: node.childNodes[i]!, depth });
    };
    pushChildren(this.#node, 0);
    while (stack.length > 0) {
      const { node, depth } = stack.pop()!;
      if (!isElement(node)) continue;
      if (compounds.some((compound) => matches(node, compound, depth))) found.push(new ServerNode(node));
      pushChildren(node, depth + 1);
    }
    return found;
  }
  querySelector(selector: string): ServerNode | null {
    return this.querySelectorAll(selector)[0] ?? null;
  }

  // HTMLTableElement and HTMLTableRowElement, as far as a leaderboard reads them.
  get caption(): ServerNode | null {
    return this.children.find((child) => child.localName === 'caption') ?? null;
  }
  get rows(): ServerNode[] {
    const sections = this.children.filter((child) => /^(thead|tbody|tfoot)$/.test(child.localName ?? ''));
    const order = (name: string) => ({ thead: 0, tbody: 1, tfoot: 2 })[name] ?? 1;
    const rows = this.children.filter((child) => child.localName === 'tr').map((row) => ({ row, section: 'tbody' }));
    for (const section of sections) rows.push(...section.children.filter((child) => child.localName === 'tr').map((row) => ({ row, section: section.localName! })));
    return rows.sort((a, b) => order(a.section) - order(b.section)).map(({ row }) => row);
  }
  get cells(): ServerNode[] {
    return this.children.filter((child) => child.localName === 'td' || child.localName === 'th');
  }
}

function matches(element: ParsedElement, compound: Compound, depth: number): boolean {
  if (compound.child && depth !== 0) return false;
  if (compound.tag !== '*' && element.tagName !== compound.tag) return false;
  if (!compound.attribute) return true;
  const value = element.attrs.find((attribute) => attribute.name === compound.attribute!.name)?.value;
  return value !== undefined && (compound.attribute.value === undefined || value === compound.attribute.value);
}

/** Gives a server-side element instance read access to `parsed`'s children, as its light DOM. */
export function attachLightDom(element: object, parsed: ParsedElement): void {
  const host = new ServerNode(parsed);
  for (const name of ['childNodes', 'children', 'textContent'] as const) {
    Object.defineProperty(element, name, { configurable: true, get: () => host[name] });
  }
  Object.defineProperty(element, 'querySelector', { configurable: true, value: (selector: string) => host.querySelector(selector) });
  Object.defineProperty(element, 'querySelectorAll', { configurable: true, value: (selector: string) => host.querySelectorAll(selector) });
}
