// Types of embed-entry.js for the Playground story (the page itself is plain JavaScript).
export { fixedHeight } from '../../src/ssr/embed-height.ts';
export { elementTitle } from '../../src/ssr/embed-images.ts';
export { embedPageHtml, iframeSnippet } from '../../src/ssr/embed-page.ts';
/** CSV text → the element's data object, for the two elements that read CSV (null for the others). */
export function csvData(tag: string, text: string): unknown;
