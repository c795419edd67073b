// What a test/lib file sees when scripts/test-node.mjs runs it in Node instead of the browser:
//
// - `import { expect } from '@open-wc/testing'` resolves here (an esbuild alias), to the same
//   chai build (@esm-bundle/chai 4) that @open-wc/testing re-exports in the browser, so an
//   assertion means the same in both layers. Only the assertion library is offered: a file that
//   imports `fixture`, `html` or another DOM helper fails to bundle, which says it belongs in the
//   browser layer (scripts/test-layers.mjs).
// - mocha's globals `describe`, `it` and the hooks are injected from node:test (esbuild's
//   `inject`), which has the same shape for what these files use.
export { default as chai, expect, assert, should } from '@esm-bundle/chai/esm/chai.js';
export { describe, it, before, after, beforeEach, afterEach } from 'node:test';
