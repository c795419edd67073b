// The all-in-one entry: registers all four tags (guarded, so loading it twice is harmless).
// Built to dist/codespecweave-widgets.js and dist/codespecweave-widgets.iife.js.
export * from './index.js';
