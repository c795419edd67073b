import { safeFileName } from '../lib/file-name.js';

/**
 * Offers `content` as a file through a temporary `<a download>`: works in every
 * browser, under a strict CSP, and without a server. The anchor lives for one
 * click only, outside any shadow root (Firefox ignores clicks on detached anchors).
 *
 * The name is made safe here, for every element's downloads (see `safeFileName`), and
 * returned. Whether the browser then saves anything the page cannot know: a sandboxed
 * iframe without `allow-downloads`, or a reader's setting, blocks it silently.
 */
export function downloadFile(filename: string, content: Blob | string, type: string): string {
  const extension = /\.\w{1,8}$/.exec(filename)?.[0] ?? '';
  const name = safeFileName(filename, extension) || `download${extension}`;
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.rel = 'noopener';
  anchor.hidden = true;
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // Revoke later: some browsers start the download asynchronously.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
  return name;
}

/** A file-name-safe slug: "Frontier model comparison" → "frontier-model-comparison". */
export function fileSlug(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || fallback;
}
