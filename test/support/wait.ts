// open-wc's `waitUntil` gives up after 1 s by default: on a loaded machine (npm test beside builds,
// CI on a shared host) a render that takes 1.1 s then fails a test for time, not behaviour
// (issue 40). The browser tests import this one instead: the same polling, with a give-up bound of
// at least 20 s (mocha's own bound per test is 30 s; a call may name a longer one). It asserts
// nothing about speed, and no test catches its rejection: a longer bound only lets a slow machine
// finish what a fast one does. Timings belong in `npm run bench`.
import { waitUntil as openWcWaitUntil } from '@open-wc/testing';

/** The least time a wait is given before it fails. */
const GIVE_UP_AFTER_MS = 20_000;

/** Resolves once `predicate` returns a truthy value (polled), or rejects with `message` after the timeout (at least 20 s). */
export function waitUntil(predicate: () => unknown | Promise<unknown>, message?: string, options: { interval?: number; timeout?: number } = {}): Promise<void> {
  return openWcWaitUntil(predicate, message, { ...options, timeout: Math.max(GIVE_UP_AFTER_MS, options.timeout ?? 0) });
}
