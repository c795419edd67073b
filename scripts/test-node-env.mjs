// What a test/lib file sees when scripts/test-node.mjs runs it in Node instead of the browser:
//
// - `import { expect } from '@open-wc/testing'` resolves here (an esbuild alias), to the same
//   chai build (@esm-bundle/chai 4) that @open-wc/testing re-exports in the browser, so an
//   assertion means the same in both layers. Only the assertion library is offered: a file that
//   imports `fixture`, `html` or another DOM helper fails to bundle, which says it belongs in the
//   browser layer (scripts/test-layers.mjs).
// - mocha's globals `describe`, `it` and the hooks are injected (esbuild's `inject`): node:test's,
//   wrapped so a callback gets mocha's `this` (`this.timeout(ms)`, `this.slow()`) and `done`.
//   The timeout is mocha's: 30 s unless the test asks for another, then the test fails.
import * as nodeTest from 'node:test';

export { default as chai, expect, assert, should } from '@esm-bundle/chai/esm/chai.js';

const DEFAULT_TIMEOUT = 30_000;

/** Runs a mocha-style callback: `this` with timeout/slow, `done` when it takes one, bounded by its timeout. */
function mochaCall(fn) {
  if (!fn) return fn;
  return function () {
    let limit = DEFAULT_TIMEOUT;
    let timer;
    const context = {
      timeout(ms) {
        if (ms === undefined) return limit;
        limit = ms;
        return context;
      },
      slow() {
        return context;
      },
      retries() {
        return context;
      },
    };
    const run =
      fn.length > 0
        ? new Promise((resolve, reject) => fn.call(context, (error) => (error ? reject(error) : resolve())))
        : Promise.resolve().then(() => fn.call(context));
    const bound = new Promise((_, reject) => {
      // Read after the callback started, so `this.timeout()` inside it counts.
      queueMicrotask(() => {
        if (limit > 0) timer = setTimeout(() => reject(new Error(`Timeout of ${limit}ms exceeded`)), limit);
      });
    });
    return Promise.race([run, bound]).finally(() => clearTimeout(timer));
  };
}

/** describe's callback runs at once (it declares tests); `this.timeout` there sets nothing here. */
function suiteCall(fn) {
  if (!fn) return fn;
  const context = { timeout: () => context, slow: () => context, retries: () => context };
  return function () {
    return fn.call(context);
  };
}

const wrap = (node, call) => {
  const wrapped = (name, ...rest) => node(name, ...rest.map((arg) => (typeof arg === 'function' ? call(arg) : arg)));
  for (const key of ['skip', 'only', 'todo']) {
    if (node[key]) wrapped[key] = (name, ...rest) => node[key](name, ...rest.map((arg) => (typeof arg === 'function' ? call(arg) : arg)));
  }
  return wrapped;
};
const hook = (node) => (fn) => node(mochaCall(fn));

export const describe = wrap(nodeTest.describe, suiteCall);
export const it = wrap(nodeTest.it, mochaCall);
export const before = hook(nodeTest.before);
export const after = hook(nodeTest.after);
export const beforeEach = hook(nodeTest.beforeEach);
export const afterEach = hook(nodeTest.afterEach);
