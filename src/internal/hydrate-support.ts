// Lit's hydration (issue 12): a server-rendered element (the prerender command's declarative shadow
// DOM) is adopted, not rendered again. It must run before Lit's LitElement module is evaluated, so
// the browser-only define entries import this module first. A local module, not the package import
// itself: the library build keeps local imports in order but moves bare package imports last.
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
