/**
 * Saves `content` as a file through a temporary `<a download>`: works in every
 * browser, under a strict CSP, and without a server. The anchor lives for one
 * click only, outside any shadow root (Firefox ignores clicks on detached anchors).
 */
export function downloadFile(filename: string, content: Blob | string, type: string): Blob {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
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
  return blob;
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
