/// <reference types="node" />
// Node only. `--stylesheet`: one stylesheet for every prerendered shadow root, linked with
// `<link rel="stylesheet">` instead of an inline `<style>` per element, so a page under
// `style-src 'self'` is styled with JavaScript off (after hydration Lit adopts the same CSS as
// constructed stylesheets, which a CSP does not govern).
//
// Each element's CSS was written for its own shadow root: a bare `table` or `:host` rule of one
// element would style another's once they share a sheet. So every rule of an element's own
// styles is scoped to its host (`:host(leaderboard-table) table`, `:host(bibtex-card):host([theme=dark])`),
// and the styles the four share are scoped to any of the four. The scope adds the same specificity
// (0,1,1) to every rule, so rules within one element's CSS still win over each other as before.
import type { CSSResultOrNative } from 'lit';

const HOST_PREFIX = /^:host(?![\w-])/;

/** Replaces the `<style>` Lit's server renderer writes at the start of a shadow root with a link to `href`. */
export function linkStylesheet(shadowContent: string, href: string): string {
  const link = `<link rel="stylesheet" href="${href.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`;
  let replaced = false;
  return shadowContent.replace(/^(\s*<style>[^]*?<\/style>)+/, () => {
    replaced = true;
    return link;
  }).replace(/^/, () => (replaced ? '' : link));
}

/** The stylesheet for `elements` (tag → class): every element's `static styles`, scoped and deduplicated. */
export function stylesheetFor(elements: Record<string, CustomElementConstructor>): string {
  const owners = new Map<string, string[]>();
  for (const [tag, constructor] of Object.entries(elements)) {
    const styles = ((constructor as unknown as { elementStyles?: CSSResultOrNative[] }).elementStyles ?? []).map(cssTextOf);
    for (const text of new Set(styles)) owners.set(text, [...(owners.get(text) ?? []), tag]);
  }
  const parts = ['/* codespecweave-widgets: the styles of every prerendered shadow root (prerender --stylesheet). */'];
  for (const [text, tags] of owners) {
    const host = tags.length === 1 ? `:host(${tags[0]})` : `:host(:is(${tags.join(', ')}))`;
    parts.push(`/* ${tags.join(', ')} */`, scopeRules(text, host));
  }
  return `${parts.join('\n')}\n`;
}

function cssTextOf(style: CSSResultOrNative): string {
  if ('cssText' in style && typeof style.cssText === 'string') return style.cssText;
  return [...(style as CSSStyleSheet).cssRules].map((rule) => rule.cssText).join('\n');
}

/** Scopes every style rule in `css` (inside @media, @container, @supports, @layer too) to `host`. */
export function scopeRules(css: string, host: string): string {
  let out = '';
  let i = 0;
  const text = css.replace(/\/\*[^]*?\*\//g, '');
  while (i < text.length) {
    const open = findOutside(text, '{', i);
    if (open < 0) {
      out += text.slice(i);
      break;
    }
    const prelude = text.slice(i, open).trim();
    const close = matchingBrace(text, open);
    const body = text.slice(open + 1, close);
    if (prelude.startsWith('@')) {
      // Conditional groups hold rules; the others (@keyframes, @font-face, @property) are global.
      out += /^@(media|supports|container|layer|scope|document)\b/i.test(prelude) ? `${prelude}{${scopeRules(body, host)}}` : `${prelude}{${body}}`;
    } else {
      out += `${splitSelectors(prelude).map((selector) => scopeSelector(selector, host)).join(',')}{${body}}`;
    }
    i = close + 1;
  }
  return out;
}

function scopeSelector(selector: string, host: string): string {
  const trimmed = selector.trim();
  return HOST_PREFIX.test(trimmed) ? `${host}${trimmed}` : `${host} ${trimmed}`;
}

/** Index of `char` at or after `from`, outside strings and brackets; -1 if none. */
function findOutside(text: string, char: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'") i = endOfString(text, i);
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === char && depth === 0) return i;
  }
  return -1;
}

function endOfString(text: string, start: number): number {
  const quote = text[start];
  let i = start + 1;
  while (i < text.length && text[i] !== quote) i += text[i] === '\\' ? 2 : 1;
  return i;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'") i = endOfString(text, i);
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return text.length;
}

/** A selector list split at its top-level commas (not those inside `:is(a, b)`). */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (let at = findOutside(list, ',', 0); at >= 0; at = findOutside(list, ',', from)) {
    parts.push(list.slice(from, at));
    from = at + 1;
  }
  parts.push(list.slice(from));
  return parts;
}
