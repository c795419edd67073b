// open-wc's `waitUntil` gives up after 1 s by default: on a loaded machine (npm test beside builds,
// CI on a shared host) a render that takes 1.1 s then fails a test for time, not behaviour
// (issue 40). The browser tests import this one instead: the same polling, with a give-up bound of
// 20 s (mocha's own bound per test is 30 s). It asserts nothing about speed; a call that names its
// own `timeout` keeps it. Timings belong in `npm run bench`.
import { waitUntil as openWcWaitUntil } from '@open-wc/testing';

/** Resolves once `predicate` returns a truthy value (polled), or rejects with `message` after the timeout (20 s unless given). */
export function waitUntil(predicate: () => unknown | Promise<unknown>, message?: string, options: { interval?: number; timeout?: number } = {}): Promise<void> {
  return openWcWaitUntil(predicate, message, { timeout: 20_000, ...options });
}
