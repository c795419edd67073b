/**
 * Reading a `src` response: the status, whether it is CSV, the body as text under the size cap. A
 * chunk of its own, loaded with the first `src` a page gives an element, beside the request itself
 * (./data-source.ts starts both at once, so a page waits for no extra round trip): a page whose
 * data is inline, or in a child script, never loads it.
 *
 * It imports nothing from the first view (the limit and its wording come as arguments): a lazy
 * chunk's import of a first-view module splits that module into a file of its own, gzipped apart
 * (docs/performance.md#size).
 */

/** The document's text, and whether the server says it is CSV (`text/csv`); throws the error panel's wording. */
export async function readResponse(response: Response, limit: number, limitText: string): Promise<{ text: string; csv: boolean }> {
  if (!response.ok) throw new Error(`could not load (HTTP ${response.status})`);
  const csv = /^text\/csv\b/i.test(response.headers.get('content-type') ?? '');
  return { text: await readCapped(response, limit, limitText), csv };
}

/**
 * The body of a response as text, refused once it passes `limit` bytes while streaming, so a
 * 50 MB file or a response that never ends is cut off instead of read whole.
 */
async function readCapped(response: Response, limit: number, limitText: string): Promise<string> {
  const reader = response.body!.getReader();
  const chunks: BlobPart[] = [];
  let size = 0;
  for (let chunk; !(chunk = await reader.read()).done; chunks.push(chunk.value)) {
    if ((size += chunk.value.byteLength) > limit) {
      void reader.cancel();
      throw new Error(`the file is over the ${limitText} limit`);
    }
  }
  return new Blob(chunks).text();
}
