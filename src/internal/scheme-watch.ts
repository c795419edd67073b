/**
 * The page watch of ./color-scheme.ts, a chunk of its own: loaded once an element follows the page's
 * scheme (`theme="auto"`, the default), after its first view, which reads the scheme at connect.
 * It imports nothing from the first view (`recheck` comes as an argument): a lazy chunk's import of
 * a first-view module splits that module into a file of its own, gzipped apart
 * (docs/performance.md#size).
 */

/**
 * One watch for the whole page, however many elements: the page switches its scheme by a class
 * (VitePress's `dark` on `<html>`), an attribute (Docusaurus's `data-theme`), an inline style, a
 * stylesheet added, removed or loaded (a deck's theme), or the reader's system setting. Any of
 * these re-reads every follower's computed scheme; only those whose scheme changed update.
 */
export function watchPageScheme(recheck: () => void): () => void {
  const observer = new MutationObserver(recheck);
  const attributes = { attributes: true, attributeFilter: ['class', 'style', 'data-theme'] };
  observer.observe(document.documentElement, attributes);
  if (document.body) observer.observe(document.body, attributes);
  if (document.head) observer.observe(document.head, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['href', 'media', 'disabled'] });
  const query = matchMedia('(prefers-color-scheme: dark)');
  query.addEventListener('change', recheck);
  // A stylesheet's rules apply once it has loaded: `load` does not bubble, so it is caught on the way down.
  document.addEventListener('load', recheck, true);
  return () => {
    observer.disconnect();
    query.removeEventListener('change', recheck);
    document.removeEventListener('load', recheck, true);
  };
}

