/**
 * Links from data are kept only when they are http:, https:, mailto: or
 * relative; anything else (javascript:, data:, vbscript:, …) is dropped so a
 * crafted JSON file cannot run script through an href.
 */
export function safeUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim();
  if (trimmed === '') return undefined;
  // Strip characters browsers ignore inside a scheme ("java\tscript:") before looking at it.
  const compact = trimmed.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return trimmed; // relative: path, query, fragment or protocol-relative
  return ['http', 'https', 'mailto'].includes(scheme[1]!.toLowerCase()) ? trimmed : undefined;
}
