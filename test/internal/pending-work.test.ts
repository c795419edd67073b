// The work an element's updateComplete waits for (src/internal/pending-work.ts): settled() waits
// for everything tracked, including work tracked while it waits, and never rejects.
import { expect } from '@open-wc/testing';
import { PendingWork } from '../../src/internal/pending-work.js';

/** A promise the test settles by hand. */
function manual() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** Lets every queued microtask and then-callback run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('PendingWork: what updateComplete waits for', () => {
  it('is not pending and settles at once with nothing tracked', async () => {
    const work = new PendingWork();
    expect(work.pending).to.equal(false);
    let done = false;
    void work.settled().then(() => (done = true));
    await flush();
    expect(done).to.equal(true);
  });

  it('waits for every piece of work tracked, and is pending until the last settles', async () => {
    const work = new PendingWork();
    const a = manual();
    const b = manual();
    work.track(a.promise);
    work.track(b.promise);
    let done = false;
    void work.settled().then(() => (done = true));
    a.resolve();
    await flush();
    expect(work.pending).to.equal(true);
    expect(done).to.equal(false);
    b.resolve();
    await flush();
    expect(work.pending).to.equal(false);
    expect(done).to.equal(true);
  });

  it('also waits for work tracked while it waits', async () => {
    const work = new PendingWork();
    const first = manual();
    const later = manual();
    work.track(first.promise);
    let done = false;
    void work.settled().then(() => (done = true));
    // Work the first one starts (a chunk that loads another) before it settles.
    work.track(later.promise);
    first.resolve();
    await flush();
    expect(done).to.equal(false);
    later.resolve();
    await flush();
    expect(done).to.equal(true);
  });

  it('treats a failure as settled: the wait ends and never rejects', async () => {
    const work = new PendingWork();
    const failing = manual();
    work.track(failing.promise);
    // The caller handles its own failure (a reported error); the tracked copy only ends the wait.
    failing.promise.catch(() => undefined);
    let outcome = '';
    void work.settled().then(
      () => (outcome = 'resolved'),
      () => (outcome = 'rejected'),
    );
    failing.reject(new Error('offline'));
    await flush();
    expect(outcome).to.equal('resolved');
    expect(work.pending).to.equal(false);
  });
});
